import { DuplicateSessionModal } from './duplicate-session-modal';
import { ExpireModal } from './expire-modal';
import { VerificationModal } from './verification-modal';

/** The modals a login answer can open (spec §3), for every page that logs in. */
export function LoginModals() {
  return (
    <>
      <DuplicateSessionModal />
      <VerificationModal />
      <ExpireModal />
    </>
  );
}
