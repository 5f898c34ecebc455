import { notifications } from '@mantine/notifications';
import { PortalApp } from '@portal/layout';
import { rctBrand } from '@portal/shared/ui';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { startPortalApi, type PortalApi } from './portal-api.test-kit';
import { createPortalRoutes } from './portal-routes';

vi.setConfig({ testTimeout: 20_000 });

// Records when a lazy module is first imported (a chunk of its own in the build).
const loaded = vi.hoisted(() => ({ pageStyles: false, notifications: false }));
vi.mock('./page-styles', () => {
  loaded.pageStyles = true;
  return {};
});
vi.mock('../../layout/src/components/notifications-container', async (importOriginal) => {
  loaded.notifications = true;
  return importOriginal();
});

let api: PortalApi | undefined;
afterEach(() => {
  api?.close();
  api = undefined;
  notifications.clean();
});

it("first page: the login page draws without Mantine's whole sheet or the notification container; a lazy page brings the sheet, the first notification the container", async () => {
  api = await startPortalApi(null);
  const store = createStore();
  const router = createMemoryRouter(createPortalRoutes(), { initialEntries: ['/'] });
  render(<PortalApp brand={rctBrand} router={router} store={store} client={api.client(store)} />);
  await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' });
  await vi.dynamicImportSettled();
  expect(loaded).toEqual({ pageStyles: false, notifications: false });

  act(() => void notifications.show({ message: 'Bildirim denemesi' }));
  expect(await screen.findByText('Bildirim denemesi')).toBeTruthy();
  expect(loaded.notifications).toBe(true);

  fireEvent.click(screen.getByRole('link', { name: 'Hesap oluştur' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Hesap oluştur' })).toBeTruthy();
  expect(loaded.pageStyles).toBe(true);
});
