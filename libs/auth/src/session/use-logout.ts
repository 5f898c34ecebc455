import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from './logout';
import { useSessionClient } from '@portal/shared/api-client';

/** Logs out (spec §4) and returns to `/`. */
export function useLogout(): () => Promise<void> {
  const store = useStore();
  const client = useSessionClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout(client, store);
    navigate('/', { replace: true });
  }, [client, store, navigate]);
}
