import { renderRoutes } from '@portal/shared/testing';
import { srcBrand } from '@portal/shared/ui';
import { fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { Outlet } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { PublicOnly } from '../guards/public-only';
import { SessionClientProvider } from '@portal/shared/api-client';
import { opaque, startTestServer, type TestServer } from '../testing/session-api';
import { LoginPage } from './login-page';

vi.setConfig({ testTimeout: 20_000 });

// Records when the login modals' module is first imported (the page's lazy chunk in the build).
const modals = vi.hoisted(() => ({ loaded: false }));
vi.mock('../modals/login-modals', async (importOriginal) => {
  modals.loaded = true;
  return importOriginal();
});

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

it("first page: the login modals' code loads with the first answer that opens one, not with the login page", async () => {
  server = await startTestServer({ 'POST auth/login': () => ({ body: { data: { status: 'duplicate-session', ticket: opaque('D') } } }) });
  const client = server.client(createStore());
  renderRoutes(
    [
      {
        element: (
          <SessionClientProvider client={client}>
            <Outlet />
          </SessionClientProvider>
        ),
        children: [{ path: '/', element: <PublicOnly><LoginPage /></PublicOnly> }],
      },
    ],
    { route: '/', brand: srcBrand },
  );
  await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' });
  await vi.dynamicImportSettled();
  expect(modals.loaded).toBe(false);

  fireEvent.change(screen.getByLabelText(/^E-posta\s*\*?$/), { target: { value: 'sule.irmak@ornek.com.tr' } });
  fireEvent.change(screen.getByLabelText(/^Şifre\s*\*?$/), { target: { value: 'parola123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
  expect(await screen.findByRole('dialog', { name: 'Başka bir oturum açık' })).toBeTruthy();
  expect(modals.loaded).toBe(true);
});
