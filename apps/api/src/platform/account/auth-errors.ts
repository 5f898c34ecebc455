// The auth module's failures, each with a stable code and a Turkish message.
import { AuthErrorCode, ErrorCode } from '@portal/contracts';
import { AppError } from '../errors';

export const AuthMessage = {
  invalidCredentials: 'E-posta adresi veya şifre hatalı.',
  noSession: 'Oturum bulunamadı. Lütfen giriş yapın.',
  sessionInvalid: 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
  tokenInvalid: 'Bağlantı veya işlem kodu geçersiz ya da süresi dolmuş.',
  codeInvalid: 'Doğrulama kodu hatalı.',
  passwordTooCommon: 'Bu şifre çok yaygın ve kolay tahmin edilir. Lütfen başka bir şifre seçin.',
  fetchRefused: 'Bu istek yalnızca portal sayfalarından yapılabilir.',
} as const;

export const AuthError = {
  invalidCredentials: () => new AppError(401, AuthErrorCode.InvalidCredentials, AuthMessage.invalidCredentials),
  noSession: () => new AppError(401, AuthErrorCode.NoSession, AuthMessage.noSession),
  sessionInvalid: () => new AppError(403, AuthErrorCode.SessionInvalid, AuthMessage.sessionInvalid),
  tokenInvalid: () => new AppError(400, AuthErrorCode.TokenInvalid, AuthMessage.tokenInvalid),
  codeInvalid: () => new AppError(400, AuthErrorCode.CodeInvalid, AuthMessage.codeInvalid),
  /** 400 with the field, like any other validation failure; nothing is written. */
  passwordTooCommon: () =>
    new AppError(400, AuthErrorCode.PasswordTooCommon, AuthMessage.passwordTooCommon, [{ field: 'body.password', message: AuthMessage.passwordTooCommon }]),
  fetchRefused: () => new AppError(403, ErrorCode.Forbidden, AuthMessage.fetchRefused),
};
