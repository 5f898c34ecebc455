// Auth and session contracts (spec §3 "Session and auth state", §7 "Auth", DESIGN.md §4).
// Bodies the spec does not show are designed here; the API validates with these schemas
// and the clients take their types from them.
import { z } from 'zod';
import { AppCode, enumCodes, MemberType, Role } from './enums';
import { HostLabel } from './hosts';
import { textSchema } from './text';

const trimmed = (min: number, max: number, what: string) =>
  textSchema(what, { error: `${what} gerekli` })
    .trim()
    .min(min, { error: min <= 1 ? `${what} gerekli` : `${what} en az ${min} karakter olmalı` })
    .max(max, { error: `${what} en fazla ${max} karakter olabilir` });

/**
 * A readable companion of the httpOnly refresh cookie, set and cleared with it and living as
 * long: a page without it has no session to resume and draws the login page at once instead of
 * asking for a token first. It holds nothing secret.
 */
export const SESSION_HINT_COOKIE = 'portal_session';

export const emailSchema = textSchema('E-posta', { error: 'E-posta gerekli' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-posta en fazla 254 karakter olabilir' })
  .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' }));

/** 8–128 characters, no composition rules (DESIGN.md §4, ASVS 5.0). */
export const passwordSchema = textSchema('Şifre', { error: 'Şifre gerekli' })
  .min(8, { error: 'Şifre en az 8 karakter olmalı' })
  .max(128, { error: 'Şifre en fazla 128 karakter olabilir' });

/** A Turkish mobile number in E.164 (+905XXXXXXXXX); clients normalise input with libphonenumber-js. */
export const trMobileSchema = textSchema('Cep telefonu', { error: 'Cep telefonu gerekli' })
  .trim()
  .regex(/^\+905\d{9}$/, { error: 'Geçerli bir cep telefonu girin (+90 5XX XXX XX XX)' });

export const otpCodeSchema = textSchema('Doğrulama kodu', { error: 'Doğrulama kodu gerekli' })
  .trim()
  .regex(/^\d{6}$/, { error: 'Doğrulama kodu 6 haneli olmalı' });

/** Opaque one-time tokens and tickets: base64url, ≥128 bits. */
export const opaqueTokenSchema = textSchema('Bağlantı kodu', { error: 'Bağlantı kodu gerekli' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{22,128}$/, { error: 'Bağlantı geçersiz' });

export const personNameSchema = trimmed(2, 50, 'Ad');
export const surnameSchema = trimmed(2, 50, 'Soyad');

const consent = (what: string) => z.literal(true, { error: `${what} onayı gerekli` });

const registerCommon = {
  name: personNameSchema,
  surname: surnameSchema,
  email: emailSchema,
  phone: trMobileSchema,
  password: passwordSchema,
  /** The product applied for (spec §3: Src 0, Rct 1, Trc 2). */
  app: enumCodes(AppCode),
  kvkkConsent: consent('KVKK aydınlatma metni'),
  termsConsent: consent('Kullanım koşulları'),
  marketingConsent: z.boolean().default(false),
};

/** POST auth/register: an individual or a corporate applicant becomes a demo request. */
export const registerRequestSchema = z.discriminatedUnion('accountType', [
  z.object({ accountType: z.literal('individual'), ...registerCommon }),
  z.object({
    accountType: z.literal('corporate'),
    ...registerCommon,
    memberType: enumCodes(MemberType),
    companyName: trimmed(2, 200, 'Firma adı'),
    /** Vergi kimlik numarası: 10 digits. */
    taxNumber: textSchema('Vergi numarası', { error: 'Vergi numarası gerekli' }).trim().regex(/^\d{10}$/, { error: 'Vergi numarası 10 haneli olmalı' }),
    taxOffice: trimmed(2, 100, 'Vergi dairesi'),
  }),
]);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** A plain acknowledgement; the same whether or not an account exists (no enumeration). */
export const messageResponseSchema = z.object({ data: z.object({ message: z.string() }) });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST auth/verify: the e-mail link token. Answers with a ticket for the SMS step. */
export const verifyEmailRequestSchema = z.object({ token: opaqueTokenSchema });
export const smsTicketResponseSchema = z.object({
  data: z.object({ ticket: opaqueTokenSchema, phoneMasked: z.string(), message: z.string() }),
});
export type SmsTicketResponse = z.infer<typeof smsTicketResponseSchema>;

/** POST auth/verifySms: the SMS code bound to the ticket it was sent for. */
export const verifySmsRequestSchema = z.object({ ticket: opaqueTokenSchema, code: otpCodeSchema });

/** The signed-in user as `portalUser/me` returns it; `type` is the role code (spec §7). */
export const sessionUserSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  loginName: z.string(),
  type: enumCodes(Role),
  app: enumCodes(AppCode),
  memberType: enumCodes(MemberType).nullable(),
  memberName: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Why a session cannot start or go on; the expire modal shows `content` (spec §3). */
export const ExpireCode = {
  DemoEnded: 'DEMO_ENDED',
  DemoPending: 'DEMO_PENDING',
  MembershipCanceled: 'MEMBERSHIP_CANCELED',
  AccountPassive: 'ACCOUNT_PASSIVE',
  AccountBanned: 'ACCOUNT_BANNED',
  SubscriptionEnded: 'SUBSCRIPTION_ENDED',
  SessionIdle: 'SESSION_IDLE',
  SessionLifetime: 'SESSION_LIFETIME',
} as const;
export type ExpireCode = (typeof ExpireCode)[keyof typeof ExpireCode];

/** Every outcome of a login step that the client turns into a page or a modal. */
export const loginResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('authenticated'), token: z.string(), user: sessionUserSchema }),
  /** Another session is active: show the duplicate-session modal; auth/sessionKill with the ticket. */
  z.object({ status: z.literal('duplicate-session'), ticket: opaqueTokenSchema }),
  /** Mail or phone not verified yet: the verification modal. */
  z.object({ status: z.literal('verification-required'), ticket: opaqueTokenSchema, phoneMasked: z.string() }),
  /** The membership or account cannot sign in: the expire modal. */
  z.object({ status: z.literal('expired'), expire: z.object({ code: z.string(), content: z.string(), loginName: z.string() }) }),
  /** Logged in on the wrong host: replace the page with `host` and exchange `sessionId` there (DESIGN.md §4). */
  z.object({ status: z.literal('redirect'), host: z.enum(Object.values(HostLabel) as [HostLabel, ...HostLabel[]]), sessionId: opaqueTokenSchema }),
]);
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponseSchema = z.object({ data: loginResultSchema });

/** POST auth/login. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: textSchema('Şifre', { error: 'Şifre gerekli' }).min(1, { error: 'Şifre gerekli' }).max(128, { error: 'Şifre en fazla 128 karakter olabilir' }),
  keepSession: z.boolean().default(false),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** POST auth/sessionKill: ends the other session and completes the login. */
export const sessionKillRequestSchema = z.object({ ticket: opaqueTokenSchema });

/** POST auth/login/phone: sends an SMS with a login link when the number has an account. */
export const phoneLoginRequestSchema = z.object({ phone: trMobileSchema, keepSession: z.boolean().default(false) });

/** GET auth/check-phone-token?token=: whether the SMS link is still good, for the confirm screen. */
export const checkPhoneTokenQuerySchema = z.object({ token: opaqueTokenSchema });
export const checkPhoneTokenResponseSchema = z.object({ data: z.object({ valid: z.literal(true), loginName: z.string(), expiresAt: z.string() }) });

/** POST auth/login/verify-phone: confirm (or refuse) the phone login. */
export const verifyPhoneLoginRequestSchema = z.object({ token: opaqueTokenSchema, confirm: z.boolean() });

/** POST auth/forgotPassword by e-mail link or by SMS code. */
export const forgotPasswordRequestSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('email'), email: emailSchema }),
  z.object({ method: z.literal('phone'), phone: trMobileSchema }),
]);
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
/** The phone variant also returns a ticket (random even when no account matches). */
export const forgotPasswordResponseSchema = z.object({ data: z.object({ message: z.string(), ticket: opaqueTokenSchema.optional() }) });

/**
 * POST auth/resetPassword: the e-mail link token and the new password. A reset does not sign
 * in; an invitation's link (the first password of a user an admin added) does: `login` is
 * then the login's answer, so the invited user goes straight into the portal.
 */
export const resetPasswordRequestSchema = z.object({ token: opaqueTokenSchema, password: passwordSchema });
export const resetPasswordResponseSchema = z.object({ data: z.object({ message: z.string(), login: loginResultSchema.optional() }) });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;
/** POST auth/resetPasswordSms. */
export const resetPasswordSmsRequestSchema = z.object({ ticket: opaqueTokenSchema, code: otpCodeSchema, password: passwordSchema });

/** GET auth/refreshToken (spec §7: response data.token). */
/** `token: null` when no refresh cookie was sent (signed out). */
export const refreshTokenResponseSchema = z.object({ data: z.object({ token: z.string().nullable() }) });

/** GET auth/session-token?sessionId=: the cross-host hand-off. */
export const sessionTokenQuerySchema = z.object({ sessionId: opaqueTokenSchema });
export const sessionTokenResponseSchema = z.object({ data: z.object({ token: z.string(), user: sessionUserSchema }) });

export const meResponseSchema = z.object({ data: sessionUserSchema });

/** Auth error codes beyond the generic ones of api.ts. */
export const AuthErrorCode = {
  InvalidCredentials: 'INVALID_CREDENTIALS',
  NoSession: 'NO_SESSION',
  SessionInvalid: 'SESSION_INVALID',
  TokenInvalid: 'TOKEN_INVALID',
  CodeInvalid: 'CODE_INVALID',
  PasswordTooCommon: 'PASSWORD_TOO_COMMON',
} as const;

/**
 * POST auth/unlock (spec §2 /lock-screen): the password of the locked session's user. The
 * refresh cookie says which session; the answer is the one of auth/session-token.
 */
export const unlockRequestSchema = loginRequestSchema.pick({ password: true });
export type UnlockRequest = z.infer<typeof unlockRequestSchema>;
export const unlockResponseSchema = sessionTokenResponseSchema;

/**
 * POST auth/resendSms: a new code for a verification or reset-by-SMS ticket; the old code
 * stops working. The answer is the same whether or not the ticket is live.
 */
export const resendSmsRequestSchema = z.object({ ticket: opaqueTokenSchema });
export type ResendSmsRequest = z.infer<typeof resendSmsRequestSchema>;
/** Seconds between two sends for one ticket (the button counts them down). */
export const SMS_RESEND_COOLDOWN_SECONDS = 60;
