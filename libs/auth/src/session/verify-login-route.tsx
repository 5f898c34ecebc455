import { LoginModals } from '../modals/login-modals';
import { VerifyLoginPage } from '../pages/verify-login-page';
import { useApplyLoginResult } from './use-apply-login-result';

/** /verify-login: the confirmed phone login is handled like any other login answer. */
export function VerifyLoginRoute() {
  const applyResult = useApplyLoginResult();
  return (
    <>
      <VerifyLoginPage onLoginResult={applyResult} />
      <LoginModals />
    </>
  );
}
