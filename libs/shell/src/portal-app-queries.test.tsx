import { Role } from '@portal/contracts';
import { createQueryClient } from '@portal/shared/api-client';
import { rctBrand } from '@portal/shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPortalApi, testUser, type PortalApi } from './portal-api.test-kit';
import { PortalApp } from '@portal/layout';
import { createPortalRoutes } from './portal-routes';

vi.setConfig({ testTimeout: 20_000 });

let api: PortalApi | undefined;
afterEach(() => {
  api?.close();
  api = undefined;
  localStorage.clear();
});

/** A page that reads the app's query client. */
function CachePage() {
  const client = useQueryClient();
  return <h1>{`Önbellek ${client.getDefaultOptions().queries?.gcTime} ms`}</h1>;
}

describe('PortalApp server state (DESIGN.md §5)', () => {
  it('gives the pages a query client with the spec’s cache rules (spec §9: 60 s after last use)', async () => {
    api = await startPortalApi(testUser({ type: Role.BestnetAdmin }));
    const store = createStore();
    const router = createMemoryRouter(createPortalRoutes({ pages: { search: <CachePage /> } }), { initialEntries: ['/search'] });
    render(<PortalApp brand={rctBrand} router={router} store={store} client={api.client(store)} />);
    expect(await screen.findByRole('heading', { name: 'Önbellek 60000 ms' })).toBeTruthy();
  });

  it('spec §4 logout: the cached server data of the last user is forgotten', async () => {
    api = await startPortalApi(testUser({ type: Role.BestnetAdmin }));
    const store = createStore();
    const queryClient = createQueryClient();
    queryClient.setQueryData(['definitions', 'definition/plant', 'list'], { data: [], count: 0 });
    const router = createMemoryRouter(createPortalRoutes(), { initialEntries: ['/'] });
    render(<PortalApp brand={rctBrand} router={router} store={store} client={api.client(store)} queryClient={queryClient} />);
    fireEvent.click(await screen.findByRole('button', { name: /Şule Irmak/ }));
    // The signed-in screens hold server data: the last user's list, and the header bell's unread count.
    expect(queryClient.getQueryCache().getAll().map((q) => q.queryKey[0])).toEqual(expect.arrayContaining(['definitions', 'notifications']));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Çıkış Yap' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş Yap' })).toBeTruthy();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
