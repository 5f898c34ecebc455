export { LoginPage } from './pages/login-page';
// Session core: state, start-up, login results, logout, guards and what every signed-in page needs.
// The user, token and role are read from @portal/shared/api-client, never from here.
export {
  duplicateSessionModalAtom,
  expireModalAtom,
  keepSessionChoiceAtom,
  keepSessionModalAtom,
  killSessionAtom,
  loggedOutAtom,
  loginNameAtom,
  publicIdAtom,
  verificationModalAtom,
} from './session/session-atoms';
export { AuthPagePaths, startApp, startSession, startTarget, type SessionStart, type StartLocation } from './session/session-start';
export { applyLoginResult, fromState, signIn, signedInTarget, type LoginContext, type LoginOutcome } from './session/login-result';
export { clearSession, logout, registerLogoutReset, type LogoutReset } from './session/logout';
export { ensureKeepSessionCookie, KEEP_SESSION_COOKIE, readKeepSessionCookie, removeKeepSessionCookie } from './session/keep-session-cookie';
export { crossHostUrl } from './session/hosts';
export { useApplyLoginResult } from './session/use-apply-login-result';
export { useLogout } from './session/use-logout';
export { IDLE_WARNING_MS, useIdleWarning } from './session/use-idle-warning';
export { SessionRoot, type SessionRootProps } from './session/session-root';
export { SignedInSession } from './session/signed-in-session';
export { RequireSession } from './guards/require-session';
export { RequireRoute } from './guards/require-route';
export { PublicOnly } from './guards/public-only';
export { protectedRoutes, type ProtectedPages, type ProtectedRoutesOptions } from './guards/protected-routes';
export { DuplicateSessionModal } from './modals/duplicate-session-modal';
export { VerificationModal } from './modals/verification-modal';
export { ExpireModal } from './modals/expire-modal';
export { KeepSessionModal, type KeepSessionModalProps } from './modals/keep-session-modal';
export { LoginModals } from './modals/login-modals';
export { VerifyLoginRoute } from './session/verify-login-route';
// Public auth pages (spec §2) and their endpoint calls.
export { RegisterPage } from './pages/register-page';
export { VerifyPage } from './pages/verify-page';
export { ForgotPasswordPage } from './pages/forgot-password-page';
export { ForgotPasswordMailPage } from './pages/forgot-password-mail-page';
export { ResetPasswordPage } from './pages/reset-password-page';
export { VerifyLoginPage, type VerifyLoginPageProps } from './pages/verify-login-page';
export { LockScreenPage, type LockScreenPageProps } from './pages/lock-screen-page';
export { ContactPage } from './pages/contact-page';
export { isLockedAtom, lockRecordAtom, lockSession, LOCK_SCREEN_PATH, useLockScreen, type LockRecord } from './session/lock-state';
export { LockScreenRoute } from './session/lock-screen-route';
export { ResendCode, type ResendCodeProps } from './pages/code-field';
export { ProfilePage } from './profile/profile-page';
