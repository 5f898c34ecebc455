import { AppCode, MemberType, Role, type SessionUser } from '@portal/contracts';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokenAtom, isAuthAtom, roleAtom, userAtom } from './session-atoms';
import { isSignedOutStart, startSession, startTarget, type StartLocation } from './session-start';
import { opaque, startTestServer, testUser, type Handlers, type TestServer } from '../testing/session-api';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

const at = (path: string, hostname = 'rct.localhost'): StartLocation => {
  const url = new URL(path, 'http://x');
  return { pathname: url.pathname, search: url.search, hash: url.hash, hostname };
};

async function setup(handlers: Handlers) {
  server = await startTestServer(handlers);
  const store = createStore();
  return { store, client: server.client(store), server };
}

const signedIn = (user: SessionUser): Handlers => ({
  'GET auth/refreshToken': () => ({ body: { data: { token: 'erisim-1' } } }),
  'GET portalUser/me': (hit) => (hit.authorization === 'Bearer erisim-1' ? { body: { data: user } } : { status: 401, body: { code: 'UNAUTHORIZED', message: 'Yetkisiz.' } }),
});
const signedOut: Handlers = { 'GET auth/refreshToken': () => ({ status: 401, body: { code: 'NO_SESSION', message: 'Oturum yok.' } }) };

describe('spec §4 session start', () => {
  it('spec §4 session start: a token from the refresh (no credentials in the body) → GET portalUser/me → user and role stored, `/` goes to the role home', async () => {
    const { store, client, server } = await setup(signedIn(testUser()));
    const start = await startSession(client, store, at('/'));

    expect(start).toEqual({ user: testUser(), navigateTo: '/anasayfa', from: null });
    expect(store.get(userAtom)).toEqual(testUser());
    expect(store.get(roleAtom)).toBe(Role.Muhendis);
    expect(store.get(accessTokenAtom)).toBe('erisim-1');
    expect(store.get(isAuthAtom)).toBe(true);
    const [refresh] = server.hitsOf('GET auth/refreshToken');
    expect(refresh).toMatchObject({ authorization: undefined, body: undefined });
    expect(server.hits.map((h) => h.path)).toEqual(['/api/v1/auth/refreshToken', '/api/v1/portalUser/me']);
  });

  it('spec §4 session start: another public auth page also goes home; a deep link to an allowed protected path stays', async () => {
    const { store, client } = await setup(signedIn(testUser()));
    expect((await startSession(client, store, at('/register'))).navigateTo).toBe('/anasayfa');
    expect((await startSession(client, store, at('/receteler?sayfa=2'))).navigateTo).toBeNull();
    expect((await startSession(client, store, at('/iletisim'))).navigateTo).toBeNull();
  });

  it('spec §4 session start: without a token a protected path goes to `/` (remembering it) and portalUser/me is not called', async () => {
    const { store, client, server } = await setup(signedOut);
    expect(await startSession(client, store, at('/ureticiler/guncelle/7?x=1'))).toEqual({ user: null, navigateTo: '/', from: '/ureticiler/guncelle/7?x=1' });
    expect(await startSession(client, store, at('/'))).toEqual({ user: null, navigateTo: null, from: null });
    expect(await startSession(client, store, at('/forgot-password'))).toEqual({ user: null, navigateTo: null, from: null });
    expect(server.hitsOf('GET portalUser/me')).toHaveLength(0);
    expect(store.get(isAuthAtom)).toBe(false);
    expect(store.get(roleAtom)).toBe(0);
  });

  it('issue 29 §4: without the session hint nothing is asked; a visitor stays on a public page, a protected path goes to `/`', async () => {
    const { store, client, server } = await setup(signedIn(testUser()));
    const withoutHint = { ...client, hasSessionHint: () => false };
    expect(await startSession(withoutHint, store, at('/'))).toEqual({ user: null, navigateTo: null, from: null });
    expect(await startSession(withoutHint, store, at('/receteler'))).toEqual({ user: null, navigateTo: '/', from: '/receteler' });
    expect(server.hits).toEqual([]);
    expect(store.get(accessTokenAtom)).toBeNull();
    // With the hint the session is resumed as before.
    const withHint = { ...client, hasSessionHint: () => true };
    expect((await startSession(withHint, store, at('/'))).user).toEqual(testUser());
  });

  it('issue 29 §4: a cross-host hand-off is taken over even without the hint', async () => {
    const { store, client, server } = await setup({
      'GET auth/session-token': () => ({ body: { data: { token: 'erisim-2', user: testUser() } } }),
    });
    const start = await startSession({ ...client, hasSessionHint: () => false }, store, at(`/receteler?sessionId=${opaque('S')}`));
    expect(start.user).toEqual(testUser());
    expect(server.hits.map((h) => h.path)).toEqual(['/api/v1/auth/session-token']);
  });

  it('issue 29 §4: isSignedOutStart only without hint and hand-off, on a page a visitor may see', () => {
    const client = { hasSessionHint: () => false } as unknown as Parameters<typeof isSignedOutStart>[0];
    expect(isSignedOutStart(client, at('/'))).toBe(true);
    expect(isSignedOutStart(client, at('/register'))).toBe(true);
    expect(isSignedOutStart(client, at('/receteler'))).toBe(false);
    expect(isSignedOutStart(client, at(`/?sessionId=${opaque('S')}`))).toBe(false);
    expect(isSignedOutStart({ ...client, hasSessionHint: () => true }, at('/'))).toBe(false);
    expect(isSignedOutStart({} as typeof client, at('/'))).toBe(false);
  });

  it('spec §4 session start: a failed refresh is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, client } = await setup(signedOut);
    const failing = { ...client, refreshAccessToken: () => Promise.reject(new Error('ağ yok')) };
    await expect(startSession(failing, store, at('/dashboard'))).resolves.toMatchObject({ user: null, navigateTo: '/' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('spec §4 session start: a token whose portalUser/me fails is dropped and the visitor stays signed out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, client } = await setup({ 'GET auth/refreshToken': () => ({ body: { data: { token: 'erisim-1' } } }) });
    await expect(startSession(client, store, at('/anasayfa'))).resolves.toMatchObject({ user: null, navigateTo: '/' });
    expect(store.get(accessTokenAtom)).toBeNull();
  });

  it('spec §4 cross-host: `?sessionId=` is exchanged first (GET auth/session-token), token and user stored, the param stripped, same path kept', async () => {
    const sessionId = opaque('S');
    const user = testUser();
    const { store, client, server } = await setup({
      ...signedOut,
      'GET auth/session-token': (hit) => (hit.query.get('sessionId') === sessionId ? { body: { data: { token: 'devir-1', user } } } : { status: 400, body: { code: 'TOKEN_INVALID', message: 'Geçersiz.' } }),
    });

    const start = await startSession(client, store, at(`/receteler?sessionId=${sessionId}&sayfa=2#liste`));

    expect(start.navigateTo).toBe('/receteler?sayfa=2#liste');
    expect(store.get(accessTokenAtom)).toBe('devir-1');
    expect(store.get(userAtom)).toEqual(user);
    expect(server.hitsOf('GET auth/refreshToken')).toHaveLength(0);
    // On `/` the hand-off then continues to the role's home.
    expect(startTarget(user, '/')).toBe('/anasayfa');
  });

  it('spec §4 cross-host: a sessionId that cannot be exchanged is logged, stripped, and the refresh is tried instead', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, client, server } = await setup(signedOut);
    const start = await startSession(client, store, at(`/?sessionId=${opaque('S')}`));
    expect(start).toEqual({ user: null, navigateTo: '/', from: null });
    expect(server.hitsOf('GET auth/refreshToken')).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('spec §4 cross-host: a signed-in user on a host other than their required one is logged (only a login `redirect` moves hosts)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const srcUser = testUser({ app: AppCode.Src, type: Role.User });
    const { store, client } = await setup(signedIn(srcUser));
    await startSession(client, store, at('/', 'rct.localhost'));
    expect(String(warn.mock.calls[0]?.[0])).toContain('src');
    warn.mockClear();
    await startSession(client, store, at('/', 'src.localhost'));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('spec §2 landing route per role', () => {
  const home = (type: Role, app: AppCode = AppCode.Rct, memberType: MemberType | null = MemberType.TS) => startTarget(testUser({ type, app, memberType }), '/');

  it('spec §2 landing route per role: Admin, BestnetAdmin and BestnetDataLogger go to /dashboard', () => {
    expect([Role.Admin, Role.BestnetAdmin, Role.BestnetDataLogger].map((r) => home(r))).toEqual(['/dashboard', '/dashboard', '/dashboard']);
  });
  it('spec §2 landing route per role: BestnetOperator, BestnetSupport and BestnetSales go to /demo-talepler', () => {
    expect([Role.BestnetOperator, Role.BestnetSupport, Role.BestnetSales].map((r) => home(r))).toEqual(['/demo-talepler', '/demo-talepler', '/demo-talepler']);
  });
  it('spec §2 landing route per role: Mühendis, Danisman, Tekniker and User go to /anasayfa', () => {
    expect([Role.Muhendis, Role.Danisman, Role.Tekniker, Role.User].map((r) => home(r))).toEqual(['/anasayfa', '/anasayfa', '/anasayfa', '/anasayfa']);
  });
  it('spec §2 landing route per role: SRC users always go to /src-dashboard; RCT business-unit members to /anasayfa', () => {
    expect(home(Role.Admin, AppCode.Src)).toBe('/src-dashboard');
    expect(home(Role.BestnetAdmin, AppCode.Src)).toBe('/src-dashboard');
    expect(home(Role.Admin, AppCode.Rct, MemberType.BU)).toBe('/anasayfa');
  });
});
