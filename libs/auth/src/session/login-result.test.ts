import { AppCode, HostLabel, Role, type LoginResult } from '@portal/contracts';
import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { applyLoginResult, fromState, type LoginContext } from './login-result';
import { accessTokenAtom, duplicateSessionModalAtom, expireModalAtom, isAuthAtom, roleAtom, userAtom, verificationModalAtom } from './session-atoms';
import { opaque, testUser } from '../testing/session-api';

const context = (from: string | null = null): LoginContext => ({ from, location: { protocol: 'http:', hostname: 'rct.localhost', port: '4201' } });
const apply = (result: LoginResult, from: string | null = null) => {
  const store = createStore();
  return { store, outcome: applyLoginResult(store, result, context(from)) };
};

describe('spec §4 login: every LoginResult status leads to its page or modal', () => {
  it('spec §4 login: authenticated stores token, user and role, marks the session authenticated and goes home', () => {
    const user = testUser({ type: Role.BestnetSales });
    const { store, outcome } = apply({ status: 'authenticated', token: 'erisim-1', user });
    expect(outcome).toEqual({ kind: 'navigate', to: '/demo-talepler' });
    expect([store.get(accessTokenAtom), store.get(userAtom), store.get(roleAtom), store.get(isAuthAtom)]).toEqual(['erisim-1', user, Role.BestnetSales, true]);
  });

  it('spec §2: after login the page the visitor asked for is opened when the role may, else the role home', () => {
    const result: LoginResult = { status: 'authenticated', token: 't', user: testUser() };
    expect(apply(result, '/receteler?sayfa=2').outcome).toEqual({ kind: 'navigate', to: '/receteler?sayfa=2' });
    expect(apply(result, '/portal-users').outcome).toEqual({ kind: 'navigate', to: '/anasayfa' });
    expect(apply(result, '/register').outcome).toEqual({ kind: 'navigate', to: '/anasayfa' });
  });

  it('spec §3: duplicate-session opens the duplicate-session modal with its ticket', () => {
    const { store, outcome } = apply({ status: 'duplicate-session', ticket: opaque('D') });
    expect(outcome).toEqual({ kind: 'modal' });
    expect(store.get(duplicateSessionModalAtom)).toEqual({ ticket: opaque('D') });
    expect(store.get(isAuthAtom)).toBe(false);
  });

  it('spec §3: verification-required opens the verification modal with ticket and masked phone', () => {
    const { store, outcome } = apply({ status: 'verification-required', ticket: opaque('V'), phoneMasked: '+90 5** *** ** 67' });
    expect(outcome).toEqual({ kind: 'modal' });
    expect(store.get(verificationModalAtom)).toEqual({ ticket: opaque('V'), phoneMasked: '+90 5** *** ** 67' });
  });

  it('spec §3: expired opens the expire modal with code, content and login name', () => {
    const expire = { code: 'DEMO_ENDED', content: 'Deneme süreniz 12.03.2026 tarihinde sona erdi.', loginName: 'sule.irmak' };
    const { store, outcome } = apply({ status: 'expired', expire });
    expect(outcome).toEqual({ kind: 'modal' });
    expect(store.get(expireModalAtom)).toEqual(expire);
  });

  it('spec §4 cross-host: redirect replaces the page with the right host, same port and path, and the sessionId', () => {
    const sessionId = opaque('S');
    expect(apply({ status: 'redirect', host: HostLabel.Src, sessionId }).outcome).toEqual({
      kind: 'leave',
      url: `http://src.localhost:4201/?sessionId=${sessionId}`,
    });
    expect(apply({ status: 'redirect', host: HostLabel.Portaldev, sessionId }, '/portal-users?x=1').outcome).toEqual({
      kind: 'leave',
      url: `http://portaldev.localhost:4201/portal-users?sessionId=${sessionId}`,
    });
  });

  it('reads the guards’ `from` state only when it is a path', () => {
    expect(fromState({ from: '/receteler' })).toBe('/receteler');
    expect(fromState({ from: 'https://kotu.example' })).toBeNull();
    expect(fromState(null)).toBeNull();
    expect(testUser({ app: AppCode.Src }).app).toBe(AppCode.Src);
  });
});
