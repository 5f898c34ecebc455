import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { KeepSessionModal } from '../modals/keep-session-modal';
import { ensureKeepSessionCookie } from './keep-session-cookie';
import { keepSessionChoiceAtom } from './session-atoms';
import { useIdleWarning } from './use-idle-warning';

/**
 * What every signed-in page needs from the session, whatever frame the app draws around it:
 * the keepSession cookie on the signed-in host (spec §4) and the idle warning with its modal.
 */
export function SignedInSession({ children }: { children: ReactNode }) {
  const keepSession = useAtomValue(keepSessionChoiceAtom);
  // Spec §4: the keepSession cookie is set on the signed-in host when missing.
  useEffect(() => ensureKeepSessionCookie(keepSession ?? false), [keepSession]);
  useIdleWarning();
  return (
    <>
      {children}
      <KeepSessionModal />
    </>
  );
}
