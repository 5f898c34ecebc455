import { Role } from '@portal/contracts';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logout, registerLogoutReset } from './logout';
import { sliceAtoms } from '@portal/shared/api-client';
import {
  accessTokenAtom,
  duplicateSessionModalAtom,
  expireModalAtom,
  isAuthAtom,
  keepSessionModalAtom,
  roleAtom,
  userAtom,
  verificationModalAtom,
} from './session-atoms';
import { signIn } from './login-result';
import { opaque, startTestServer, testUser, type TestServer } from '../testing/session-api';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
  localStorage.clear();
});

async function signedInStore(logoutStatus = 204) {
  server = await startTestServer({ 'POST auth/logout': () => ({ status: logoutStatus, body: logoutStatus === 204 ? undefined : { code: 'X', message: 'Hata.' } }) });
  const store = createStore();
  signIn(store, 'erisim-1', testUser({ type: Role.Danisman }));
  store.set(duplicateSessionModalAtom, { ticket: opaque('D') });
  store.set(verificationModalAtom, { ticket: opaque('V'), phoneMasked: '+90 5** *** ** 67' });
  store.set(expireModalAtom, { code: 'DEMO_ENDED', content: 'Bitti.', loginName: 'sule' });
  store.set(keepSessionModalAtom, true);
  return { store, client: server.client(store), server };
}

describe('spec §4 logout', () => {
  it('spec §4 logout: POST auth/logout with the bearer, then user, token and modals cleared and the role back to 0', async () => {
    const { store, client, server } = await signedInStore();
    expect(store.get(roleAtom)).toBe(Role.Danisman);

    await logout(client, store);

    expect(server.hitsOf('POST auth/logout').map((h) => h.authorization)).toEqual(['Bearer erisim-1']);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(accessTokenAtom)).toBeNull();
    expect(store.get(isAuthAtom)).toBe(false);
    expect(store.get(roleAtom)).toBe(0);
    expect([store.get(duplicateSessionModalAtom), store.get(verificationModalAtom), store.get(expireModalAtom), store.get(keepSessionModalAtom)]).toEqual([
      null,
      null,
      null,
      false,
    ]);
  });

  it('spec §4 logout: every registered feature reset runs (farmer and prescription counts, page selection); an unregistered one does not', async () => {
    const { store, client } = await signedInStore();
    const counts = vi.fn();
    const page = vi.fn();
    const gone = vi.fn();
    const unregisterCounts = registerLogoutReset(counts);
    const unregisterPage = registerLogoutReset(page);
    registerLogoutReset(gone)();

    await logout(client, store);

    expect(counts).toHaveBeenCalledWith(store);
    expect(page).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    unregisterCounts();
    unregisterPage();
  });

  it('spec §4 logout: the saved slices are cleared in memory and in storage', async () => {
    const { store, client } = await signedInStore();
    store.set(sliceAtoms.farmer, { selectedFarmerId: 'u-17' });
    await vi.waitFor(() => expect(localStorage.getItem('persist:farmer')).not.toBeNull());

    await logout(client, store);

    expect(store.get(sliceAtoms.farmer)).toEqual({});
    expect(localStorage.getItem('persist:farmer')).toBeNull();
  });

  it('spec §4 logout: a failed logout call is logged and the client still forgets the session', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, client } = await signedInStore(500);
    await logout(client, store);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(roleAtom)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
