// Test support only (not exported): a signed-in AppLayout in a data router, and test users.
import { AppCode, MemberType, Role, type Notification, type SessionUser } from '@portal/contracts';
import { renderRoutes, signedInAs } from '@portal/shared/testing';
import type { Brand } from '@portal/shared/ui';
import { act } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { PendingPage } from '../pages/pending-page';
import { notificationsApi } from '../testing/handlers';
import { layoutPreferencesAtom, type LayoutPreferences } from '../preferences/layout-preferences';
import { AppLayout } from './app-layout';
import { SessionActionsContext, type SessionActions } from './session-actions';

export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    publicId: 'u-1001',
    name: 'şule',
    surname: 'ırmak',
    email: 'sule.irmak@ornek.com.tr',
    phone: null,
    loginName: 'sule.irmak',
    type: Role.Muhendis,
    app: AppCode.Rct,
    memberType: MemberType.TS,
    memberName: null,
    ...overrides,
  };
}

export interface LayoutRenderOptions {
  /** Signed in as this user; null leaves the role unknown. */
  user?: SessionUser | null;
  brand?: Brand;
  prefs?: Partial<LayoutPreferences>;
  /** The bell's notices (none unless told). */
  notices?: Notification[];
}

/** The AppLayout around the pending page for every path, signed in (after the first render) as `user`, with the bell's `notices`. */
export function renderLayout(path: string, { user = testUser(), brand, prefs, notices = [] }: LayoutRenderOptions = {}) {
  const bell = notificationsApi(notices);
  // The user menu's actions as the app's composition would give them; the shell's tests run auth's real ones.
  const actions: string[] = [];
  const sessionActions: SessionActions = { logout: async () => void actions.push('logout'), lockScreen: () => void actions.push('lockScreen') };
  const frame = (
    <SessionActionsContext.Provider value={sessionActions}>
      <AppLayout />
    </SessionActionsContext.Provider>
  );
  const routes: RouteObject[] = [{ element: frame, children: [{ path: '*', element: <PendingPage /> }] }];
  const result = renderRoutes(routes, { route: path, ...(brand ? { brand } : {}) });
  act(() => {
    if (prefs) result.store.set(layoutPreferencesAtom, prefs);
    if (user) signedInAs(user.type, user).apply(result.store);
  });
  return { ...result, bell, actions };
}
