// Portal users (spec §3 "Portal user", §4 "Portal user", §7 "Portal users" exactly:
// GET portalUser?page&limit&isArchived&search&publicMemberId, POST portalUser, PATCH portalUser
// (status), PATCH portalUser/switchArchive, PATCH portalUser/editField). The spec calls the
// user's publicId a number; ours are UUIDs, as the session's publicId already is.
import { z } from 'zod';
import { DefaultPageSize, PageSizes, searchQuerySchema } from './api';
import { emailSchema, personNameSchema, surnameSchema, trMobileSchema } from './auth';
import { optionalText, queryBoolean } from './definitions/common';
import { AppCode, enumCodes, ProviderRoles, Role, type ValueOf } from './enums';
import { textSchema } from './text';

export const UserStatuses = ['active', 'passive', 'banned'] as const;
export type UserStatus = (typeof UserStatuses)[number];
export const UserStatusLabel: Record<UserStatus, string> = { active: 'Aktif', passive: 'Pasif', banned: 'Engelli' };

/** Roles a member's own users may have. */
export const MemberUserRoles: readonly Role[] = [Role.Admin, Role.Danisman, Role.Muhendis, Role.Tekniker, Role.User];
/** Roles that write prescriptions: their authorisation number is printed on them. */
export const PrescriberRoles: readonly Role[] = [Role.Danisman, Role.Muhendis];
/** Only BestnetAdmin gives the provider's staff roles. */
export const StaffRoles: readonly Role[] = ProviderRoles;

const uuid = (label: string) => textSchema(label, { error: `${label} gerekli` }).trim().pipe(z.uuid({ error: `${label} geçersiz` }));
export const userPublicIdSchema = uuid('Kullanıcı');
export const memberPublicIdSchema = uuid('Üye');

/** GET portalUser. isArchived defaults to false: the archived are out of the list (spec §4). */
export const portalUserListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Sayfa bir sayı olmalıdır' }).int({ error: 'Sayfa tam sayı olmalıdır' }).min(1, { error: 'Sayfa en az 1 olabilir' }).max(100_000, { error: 'Sayfa çok büyük' }).default(1),
  limit: z.coerce
    .number({ error: 'Sayfa boyutu bir sayı olmalıdır' })
    .int({ error: 'Sayfa boyutu tam sayı olmalıdır' })
    .refine((n) => (PageSizes as readonly number[]).includes(n), { error: `Sayfa boyutu ${PageSizes.join(', ')} olabilir` })
    .default(DefaultPageSize),
  isArchived: queryBoolean.default(false),
  search: searchQuerySchema,
  publicMemberId: memberPublicIdSchema.optional(),
});
export type PortalUserListQuery = z.infer<typeof portalUserListQuerySchema>;

export const portalUserSchema = z.object({
  publicId: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  type: enumCodes(Role),
  app: enumCodes(AppCode),
  status: z.enum(UserStatuses),
  archived: z.boolean(),
  authorizationNumber: z.string().nullable(),
  note: z.string().nullable(),
  publicMemberId: z.string(),
  memberName: z.string(),
  /** Invited and not yet set a password. */
  invitationPending: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PortalUser = z.infer<typeof portalUserSchema>;

const authorizationNumber = textSchema('Yetki belgesi numarası')
  .trim()
  .max(50, { error: 'Yetki belgesi numarası en fazla 50 karakter olabilir' })
  .regex(/^[\p{L}\p{N} ./-]*$/u, { error: 'Yetki belgesi numarasında yalnızca harf, rakam, boşluk, nokta, / ve - olabilir' })
  .nullish()
  .transform((v) => v || null);

/** POST portalUser: a user invited by e-mail to set a password. Without publicMemberId: the caller's member. */
export const portalUserCreateSchema = z.object({
  name: personNameSchema,
  surname: surnameSchema,
  email: emailSchema,
  phone: trMobileSchema.nullish().transform((v) => v ?? null),
  type: enumCodes(Role),
  authorizationNumber,
  note: optionalText('Not', 1000, { multiline: true }),
  publicMemberId: memberPublicIdSchema.optional(),
});
export type PortalUserCreate = z.infer<typeof portalUserCreateSchema>;

/** PATCH portalUser: the status, or without `status` a toggle between active and passive. */
export const portalUserStatusSchema = z.object({ publicId: userPublicIdSchema, status: z.enum(UserStatuses, { error: 'Durum aktif, pasif ya da engelli olmalıdır' }).optional() });
/** PATCH portalUser/switchArchive and POST portalUser/resetPassword. */
export const portalUserRefSchema = z.object({ publicId: userPublicIdSchema });
/** DELETE portalUser?publicId= */
export const portalUserDeleteQuerySchema = z.object({ publicId: userPublicIdSchema });

/** PATCH portalUser/editField: any of the editable fields; e-mail changes go through the user's own profile. */
export const portalUserEditSchema = z
  .object({
    publicId: userPublicIdSchema,
    name: personNameSchema.optional(),
    surname: surnameSchema.optional(),
    phone: trMobileSchema.nullish(),
    type: enumCodes(Role).optional(),
    authorizationNumber: authorizationNumber.optional(),
    note: optionalText('Not', 1000, { multiline: true }).optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'publicId'), { error: 'Değiştirilecek bir alan gönderin' });
export type PortalUserEdit = z.infer<typeof portalUserEditSchema>;

export const PortalUserErrorCode = {
  /** The member has no free seat. */
  SeatsFull: 'SEATS_FULL',
  /** The user has records (prescriptions, producers…): archive instead. */
  UserInUse: 'USER_IN_USE',
} as const;
export type PortalUserErrorCode = ValueOf<typeof PortalUserErrorCode>;
