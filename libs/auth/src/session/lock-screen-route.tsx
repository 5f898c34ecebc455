import { AuthErrorCode } from '@portal/contracts';
import { ApiError } from '@portal/shared/api-client';
import { capitalizeTr } from '@portal/shared/util';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { postUnlock } from '../api/post-unlock';
import { LockScreenPage } from '../pages/lock-screen-page';
import { forgetStaleLock, isLockedAtom, lockRecordAtom } from './lock-state';
import { signedInTarget, signIn } from './login-result';
import { clearSession, logout } from './logout';
import { accessTokenAtom, isAuthAtom, userAtom } from './session-atoms';
import { useSessionClient } from '@portal/shared/api-client';

const isSessionGone = (err: unknown) => err instanceof ApiError && err.status === 403 && err.code === AuthErrorCode.SessionInvalid;

/**
 * `/lock-screen` (spec §2): the locked session's user unlocks with the password (auth/unlock)
 * and returns to the page they locked; 'Farklı hesapla giriş yap' ends the session.
 */
export function LockScreenRoute() {
  const store = useStore();
  const client = useSessionClient();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const isAuth = useAtomValue(isAuthAtom);
  const locked = useAtomValue(isLockedAtom);
  const lock = useAtomValue(lockRecordAtom);
  // Kept apart from the record, which is forgotten the moment the unlock succeeds.
  const [returnTo, setReturnTo] = useState<string | null>(null);

  useEffect(() => {
    // After a reload the session start has refreshed: the locked tab gives that token up again.
    if (store.get(isLockedAtom)) store.set(accessTokenAtom, null);
  }, [store]);
  useEffect(() => forgetStaleLock(store), [store, lock, locked]);

  const unlock = useCallback(
    async (password: string) => {
      try {
        const session = await postUnlock({ password }, client.api);
        setReturnTo(store.get(lockRecordAtom)?.from ?? null);
        store.set(lockRecordAtom, null);
        signIn(store, session.token, session.user);
      } catch (err) {
        if (!isSessionGone(err)) throw err;
        // The session ended meanwhile: nothing left to unlock, the page offers the login.
        store.set(lockRecordAtom, null);
        clearSession(store);
      }
    },
    [client, store],
  );

  const switchAccount = useCallback(async () => {
    // auth/logout needs a bearer, which a locked tab does not hold: fetch one to end the session.
    const token = await client.refreshAccessToken();
    if (token) store.set(accessTokenAtom, token);
    await logout(client, store);
    store.set(lockRecordAtom, null);
    navigate('/', { replace: true });
  }, [client, store, navigate]);

  if (locked && user) {
    return (
      <LockScreenPage
        loginName={user.loginName}
        displayName={capitalizeTr(`${user.name} ${user.surname}`)}
        onUnlock={unlock}
        onSwitchAccount={switchAccount}
      />
    );
  }
  if (user && isAuth) return <Navigate to={signedInTarget(user, returnTo)} replace />;
  return <LockScreenPage />;
}
