// The auth pages other than login, as their own entry point: the portal routes load them
// lazily, so the first page carries only the login page and the session core.
export { RegisterPage } from './pages/register-page';
export { VerifyPage } from './pages/verify-page';
export { ForgotPasswordPage } from './pages/forgot-password-page';
export { ForgotPasswordMailPage } from './pages/forgot-password-mail-page';
export { ResetPasswordPage } from './pages/reset-password-page';
export { ContactPage } from './pages/contact-page';
export { LockScreenRoute } from './session/lock-screen-route';
export { VerifyLoginRoute } from './session/verify-login-route';
export { ProfilePage } from './profile/profile-page';
