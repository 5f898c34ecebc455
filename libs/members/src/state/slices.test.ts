import { clearSlices, hydrateSlices, sliceAtoms } from '@portal/shared/api-client';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialMembershipsState, membershipsStateAtom, membershipsStateOf } from './memberships-slice';
import { initialPortalState, portalStateAtom, portalStateOf } from './portal-slice';

afterEach(() => localStorage.clear());

describe('the memberships and portal saved slices (spec §4 "Stored preferences")', () => {
  it('memberships: each list’s page, the selected member and the open modal’s credentials are kept encrypted under persist:memberships, schema version 1', async () => {
    const before = createStore();
    before.set(membershipsStateAtom, () => ({
      lists: { 'demo-uyeler': { page: 3, limit: 25, search: 'yeşilova', order: 'desc', sort: 'createdAt', filters: { app: '1' } } },
      selectedId: 7,
      modal: { kind: 'note', id: 7, publicId: 'p-7', name: 'Yeşilova Tarım', note: 'Arandı', origin: '/demo-uyeler' },
    }));
    await vi.waitFor(() => expect(localStorage.getItem('persist:memberships')).not.toBeNull());
    expect(localStorage.getItem('persist:memberships')).not.toContain('Yeşilova');

    const after = createStore();
    await hydrateSlices(after);
    expect(after.get(membershipsStateAtom)).toEqual(before.get(membershipsStateAtom));
    expect(after.get(membershipsStateAtom).lists['demo-uyeler']?.page).toBe(3);

    await clearSlices(after);
    expect(after.get(membershipsStateAtom)).toEqual(initialMembershipsState());
    expect(localStorage.getItem('persist:memberships')).toBeNull();
  });

  it('portal: the users list’s page and switch, the selected user and the modal are kept under persist:portal', async () => {
    const before = createStore();
    before.set(portalStateAtom, () => ({
      lists: { 'portal-users': { page: 2, limit: 10, search: '', isArchived: true } },
      selectedId: 'u-3',
      modal: { kind: 'archive', publicId: 'u-3', name: 'Hakan Öztürk', note: '', origin: '/portal-users' },
    }));
    await vi.waitFor(() => expect(localStorage.getItem('persist:portal')).not.toBeNull());
    const after = createStore();
    await hydrateSlices(after);
    expect(after.get(portalStateAtom)).toEqual(before.get(portalStateAtom));
  });

  it('a slice that does not fit its schema falls back part by part, never breaking the screens', () => {
    expect(membershipsStateOf({ lists: { uyeler: { page: -1 } }, selectedId: 'x', modal: { kind: 'fly' } })).toEqual(initialMembershipsState());
    expect(portalStateOf('nonsense')).toEqual(initialPortalState());
    const store = createStore();
    store.set(sliceAtoms.portal, { lists: { 'portal-users': { page: 4, limit: 10, search: '', isArchived: false } }, modal: 12 });
    expect(store.get(portalStateAtom)).toEqual({ ...initialPortalState(), lists: { 'portal-users': { page: 4, limit: 10, search: '', isArchived: false } } });
  });
});
