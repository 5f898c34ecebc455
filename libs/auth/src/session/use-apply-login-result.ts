import type { LoginResult } from '@portal/contracts';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { applyLoginResult, fromState } from './login-result';
import { useSessionClient } from '@portal/shared/api-client';

/** Turns a login answer into its page or modal: for the login form, the duplicate-session modal and the phone login. */
export function useApplyLoginResult(): (result: LoginResult) => void {
  const store = useStore();
  const client = useSessionClient();
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(
    (result: LoginResult) => {
      const outcome = applyLoginResult(store, result, { from: fromState(state), location: window.location });
      if (outcome.kind === 'navigate') navigate(outcome.to, { replace: true });
      else if (outcome.kind === 'leave') client.replacePage(outcome.url);
    },
    [store, client, navigate, state],
  );
}
