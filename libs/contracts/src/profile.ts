// The profile of the signed-in user (spec §2 'profile': any logged-in user). Not in the
// spec's §7; designed here in the style of `portalUser/me`. A new e-mail or phone is
// verified by a 6-digit code sent to it; a new password needs the current one (DESIGN.md §4).
import { z } from 'zod';
import { textSchema } from './text';
import { emailSchema, opaqueTokenSchema, otpCodeSchema, passwordSchema, personNameSchema, sessionUserSchema, surnameSchema, trMobileSchema } from './auth';

/** PATCH portalUser/me: name and surname; answers meResponseSchema (the updated user). */
export const updateProfileRequestSchema = z.object({ name: personNameSchema, surname: surnameSchema });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** POST portalUser/me/contact-change: the new address or number that the code goes to. */
export const requestContactChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('email'), email: emailSchema }),
  z.object({ kind: z.literal('phone'), phone: trMobileSchema }),
]);
export type RequestContactChange = z.infer<typeof requestContactChangeSchema>;
export type ContactKind = RequestContactChange['kind'];

/** The ticket the code is bound to and where it went, masked. */
export const contactChangeResponseSchema = z.object({
  data: z.object({ ticket: opaqueTokenSchema, sentTo: z.string(), message: z.string() }),
});
export type ContactChangeResponse = z.infer<typeof contactChangeResponseSchema>;

/** POST portalUser/me/contact-change/confirm. */
export const confirmContactChangeSchema = z.object({ ticket: opaqueTokenSchema, code: otpCodeSchema });
export type ConfirmContactChange = z.infer<typeof confirmContactChangeSchema>;

/** The answer of the confirm step: the user with the new, verified value. */
export const confirmContactChangeResponseSchema = z.object({ data: z.object({ user: sessionUserSchema, message: z.string() }) });
export type ConfirmContactChangeResponse = z.infer<typeof confirmContactChangeResponseSchema>;

/** POST portalUser/me/password; answers messageResponseSchema. */
export const changePasswordRequestSchema = z
  .object({
    // Any stored password must be typeable, so only presence and the upper bound are checked.
    currentPassword: textSchema('Mevcut şifre', { error: 'Mevcut şifre gerekli' })
      .min(1, { error: 'Mevcut şifre gerekli' })
      .max(128, { error: 'Şifre en fazla 128 karakter olabilir' }),
    newPassword: passwordSchema,
  })
  .refine((v) => v.newPassword !== v.currentPassword, { error: 'Yeni şifre mevcut şifrenizden farklı olmalı', path: ['newPassword'] });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** Profile error codes beyond the generic ones (a taken address is the generic CONFLICT). */
export const ProfileErrorCode = {
  CurrentPasswordInvalid: 'CURRENT_PASSWORD_INVALID',
} as const;
