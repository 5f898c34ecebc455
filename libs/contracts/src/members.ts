// Members and their lifecycle (spec §2 "Member routes", §3 "Membership state",
// "Member type", "Members", §4 "Membership"; DESIGN.md §8 "Member"). The spec names the
// states but not the moves between them: the table below is that design, enforced by the
// API and read by the screens (which actions a row offers). docs/decisions.md says why.
import { z } from 'zod';
import { dateField, optionalText, requiredText } from './definitions/common';
import { DefaultPageSize, PageSizes, searchQuerySchema } from './api';
import { AppCode, enumCodes, MembershipState, MemberType, Role, type ValueOf } from './enums';
import { emailSchema, trMobileSchema } from './auth';
import { textSchema } from './text';

/** A member's place in the lifecycle: a demo request not yet answered, or a membership state. */
export const DemoRequest = 'request' as const;
export type MemberStatus = typeof DemoRequest | MembershipState;

export const MembershipStateLabel: Record<MembershipState, string> = {
  0: 'Aktif',
  1: 'İptal',
  2: 'Demoda',
  3: 'Ek demo süresinde',
  4: 'Süresi uzatıldı',
};

export function memberStatusLabel(status: MemberStatus): string {
  return status === DemoRequest ? 'Demo talebi' : MembershipStateLabel[status];
}

/** The demo states: a demo that runs out gives its users the expire answer at login. */
export const DemoStates: readonly MembershipState[] = [MembershipState.InDemo, MembershipState.InDemoAdditional, MembershipState.ExtendDate];

/** Seats of a demo unless the approval says otherwise. */
export const DEMO_SEATS = 3;
/** The longest demo an approval or extension may give, in days from today. */
export const MAX_DEMO_DAYS = 90;

export const SubscriptionPlans = ['baslangic', 'profesyonel', 'kurumsal'] as const;
export type SubscriptionPlan = (typeof SubscriptionPlans)[number];
export const SubscriptionPlanLabel: Record<SubscriptionPlan, string> = {
  baslangic: 'Başlangıç',
  profesyonel: 'Profesyonel',
  kurumsal: 'Kurumsal',
};

// ---------------------------------------------------------------- the transition table

export const MemberActions = ['approve', 'extend', 'convert', 'renew', 'cancel', 'reactivate', 'note'] as const;
export type MemberAction = (typeof MemberActions)[number];

export const MemberActionLabel: Record<MemberAction, string> = {
  approve: 'Demoya al',
  extend: 'Demoyu uzat',
  convert: 'Aboneliğe çevir',
  renew: 'Aboneliği güncelle',
  cancel: 'İptal et',
  reactivate: 'Yeniden demoya al',
  note: 'Not ekle',
};

export interface MemberTransition {
  action: MemberAction;
  from: MemberStatus;
  /** 'same': the state stays (a note, a renewed subscription). */
  to: MemberStatus | 'same';
  roles: readonly Role[];
}

const R = Role;
const S = MembershipState;
/** Who moves a member on: Sales and Operators run the demos, only BestnetAdmin sells and renews. */
const demoDesk = [R.BestnetAdmin, R.BestnetOperator, R.BestnetSales] as const;
const staff = [R.BestnetAdmin, R.BestnetOperator] as const;
const sales = [R.BestnetAdmin] as const;
const noteTakers = [R.BestnetAdmin, R.BestnetOperator, R.BestnetSales] as const;

const everyStatus: MemberStatus[] = [DemoRequest, S.InDemo, S.InDemoAdditional, S.ExtendDate, S.Active, S.Canceled];

/** Every allowed move; anything not here is refused (409 TRANSITION_NOT_ALLOWED). */
export const MemberTransitions: readonly MemberTransition[] = [
  { action: 'approve', from: DemoRequest, to: S.InDemo, roles: demoDesk },
  { action: 'extend', from: S.InDemo, to: S.InDemoAdditional, roles: demoDesk },
  { action: 'extend', from: S.InDemoAdditional, to: S.ExtendDate, roles: demoDesk },
  { action: 'extend', from: S.ExtendDate, to: S.ExtendDate, roles: demoDesk },
  { action: 'convert', from: S.InDemo, to: S.Active, roles: sales },
  { action: 'convert', from: S.InDemoAdditional, to: S.Active, roles: sales },
  { action: 'convert', from: S.ExtendDate, to: S.Active, roles: sales },
  { action: 'convert', from: S.Canceled, to: S.Active, roles: sales },
  { action: 'renew', from: S.Active, to: 'same', roles: sales },
  { action: 'cancel', from: DemoRequest, to: S.Canceled, roles: staff },
  { action: 'cancel', from: S.InDemo, to: S.Canceled, roles: staff },
  { action: 'cancel', from: S.InDemoAdditional, to: S.Canceled, roles: staff },
  { action: 'cancel', from: S.ExtendDate, to: S.Canceled, roles: staff },
  { action: 'cancel', from: S.Active, to: S.Canceled, roles: sales },
  { action: 'reactivate', from: S.Canceled, to: S.InDemo, roles: staff },
  ...everyStatus.map((from) => ({ action: 'note' as const, from, to: 'same' as const, roles: noteTakers })),
];

/** The move an action makes from a status, or undefined when the table has none. */
export function transitionFor(action: MemberAction, from: MemberStatus): MemberTransition | undefined {
  return MemberTransitions.find((t) => t.action === action && t.from === from);
}

/** The state after an action. */
export function statusAfter(transition: MemberTransition): MemberStatus {
  return transition.to === 'same' ? transition.from : transition.to;
}

/** The actions a role may take on a member in this status, in the table's order. */
export function actionsFor(from: MemberStatus, role: Role): MemberAction[] {
  return MemberTransitions.filter((t) => t.from === from && t.roles.includes(role)).map((t) => t.action);
}

/** Deleting a member (spec §2 "Member deletion dialog"): the provider's admin only. */
export const MemberDeleteRoles: readonly Role[] = [R.BestnetAdmin];

// ---------------------------------------------------------------- lists

/** The four member lists of spec §2 and what each holds. */
export const MemberLists = ['demo-talepler', 'demo-uyeler', 'iptal-uyeler', 'uyeler'] as const;
export type MemberList = (typeof MemberLists)[number];

export const MemberListStatuses: Record<MemberList, readonly MemberStatus[]> = {
  'demo-talepler': [DemoRequest],
  'demo-uyeler': DemoStates,
  'iptal-uyeler': [S.Canceled],
  uyeler: everyStatus,
};

export const MemberListTitle: Record<MemberList, string> = {
  'demo-talepler': 'Demo Talepleri',
  'demo-uyeler': 'Demo Üyeler',
  'iptal-uyeler': 'İptal Üyeler',
  uyeler: 'Üyeler',
};

export const MemberKinds = ['individual', 'corporate'] as const;
export type MemberKind = (typeof MemberKinds)[number];
/** A detail route's segment for a member's kind, and the subscription page (spec §2). */
export const MemberDetailSegment = { individual: 'bireysel', corporate: 'kurumsal', subscription: 'abonelik' } as const;

/**
 * The member-type filter. The spec gives its "individual" option the value 0, which BU also
 * has; here the option is the word 'individual' beside the type codes (docs/decisions.md).
 */
export const memberTypeFilterSchema = z.union([
  z.literal('individual'),
  z.coerce
    .number({ error: 'Üye tipi geçersiz' })
    .int({ error: 'Üye tipi geçersiz' })
    .refine((n) => (Object.values(MemberType) as number[]).includes(n), { error: 'Üye tipi geçersiz' }),
]);

const statusQuery = z.union([z.literal(DemoRequest), z.coerce.number().int().refine((n) => (Object.values(S) as number[]).includes(n))], { error: 'Üyelik durumu geçersiz' });

export const MemberSortKeys = ['name', 'createdAt', 'demoEndsAt', 'subscriptionEndsAt', 'lastActivityAt', 'status', 'users'] as const;

const queryDate = (label: string) => dateField(label).optional();

/** GET member: one list's page. Paging, search, filters and sort run in SQL. */
export const memberListQuerySchema = z
  .object({
    list: z.enum(MemberLists, { error: 'Liste demo-talepler, demo-uyeler, iptal-uyeler ya da uyeler olmalıdır' }),
    page: z.coerce.number({ error: 'Sayfa bir sayı olmalıdır' }).int({ error: 'Sayfa tam sayı olmalıdır' }).min(1, { error: 'Sayfa en az 1 olabilir' }).max(100_000, { error: 'Sayfa çok büyük' }).default(1),
    limit: z.coerce
      .number({ error: 'Sayfa boyutu bir sayı olmalıdır' })
      .int({ error: 'Sayfa boyutu tam sayı olmalıdır' })
      .refine((n) => (PageSizes as readonly number[]).includes(n), { error: `Sayfa boyutu ${PageSizes.join(', ')} olabilir` })
      .default(DefaultPageSize),
    search: searchQuerySchema,
    memberType: memberTypeFilterSchema.optional(),
    status: statusQuery.optional(),
    app: z.coerce.number().int().refine((n) => (Object.values(AppCode) as number[]).includes(n), { error: 'Uygulama geçersiz' }).optional(),
    /** Registered on or after / on or before (YYYY-MM-DD). */
    from: queryDate('Başlangıç tarihi'),
    to: queryDate('Bitiş tarihi'),
    /** The demo or subscription ends on or before this day. */
    endsBefore: queryDate('Bitiş günü'),
    sort: z.enum(MemberSortKeys, { error: 'Bu sütuna göre sıralanamaz' }).optional(),
    order: z.enum(['asc', 'desc'], { error: 'Sıralama asc ya da desc olmalıdır' }).default('desc'),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Bitiş tarihi başlangıçtan önce olamaz' });
    if (q.status !== undefined && !MemberListStatuses[q.list].includes(q.status as MemberStatus)) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'Bu listede o durumda üye yok' });
    }
  });
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

const memberStatusSchema = z.union([z.literal(DemoRequest), enumCodes(S)]);

export const memberItemSchema = z.object({
  id: z.number().int(),
  publicId: z.string(),
  name: z.string(),
  kind: z.enum(MemberKinds),
  memberType: enumCodes(MemberType).nullable(),
  app: enumCodes(AppCode),
  status: memberStatusSchema,
  /** The applicant verified e-mail and phone: the request is ready to approve. */
  requestCompleted: z.boolean(),
  demoEndsAt: z.string().nullable(),
  plan: z.enum(SubscriptionPlans).nullable(),
  seats: z.number().int().nullable(),
  /** Users that take a seat: not archived. */
  users: z.number().int(),
  subscriptionStartsAt: z.string().nullable(),
  subscriptionEndsAt: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  lastActivityAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MemberItem = z.infer<typeof memberItemSchema>;

export const memberHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum([...MemberActions, 'register', 'edit', 'expire']),
  fromStatus: memberStatusSchema.nullable(),
  toStatus: memberStatusSchema.nullable(),
  note: z.string().nullable(),
  actorName: z.string().nullable(),
  occurredAt: z.string(),
});
export type MemberHistoryEntry = z.infer<typeof memberHistoryEntrySchema>;

export const memberDetailSchema = memberItemSchema.extend({
  taxNumber: z.string().nullable(),
  taxOffice: z.string().nullable(),
  address: z.string().nullable(),
  contactPerson: z.string().nullable(),
  cancelReason: z.string().nullable(),
  history: z.array(memberHistoryEntrySchema),
  /** The actions the signed-in role may take now (the transition table). */
  actions: z.array(z.enum(MemberActions)),
  canDelete: z.boolean(),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

// ---------------------------------------------------------------- writes

// Notes, reasons and addresses are typed in textareas: line breaks are theirs.
const multiline = { multiline: true } as const;
const note = optionalText('Not', 1000, multiline);
const demoEnd = dateField('Demo bitiş tarihi');
const seatsField = z
  .number({ error: 'Kullanıcı sayısı bir sayı olmalıdır' })
  .int({ error: 'Kullanıcı sayısı tam sayı olmalıdır' })
  .min(1, { error: 'Kullanıcı sayısı en az 1 olabilir' })
  .max(1000, { error: 'Kullanıcı sayısı en fazla 1000 olabilir' });
const subscription = {
  plan: z.enum(SubscriptionPlans, { error: 'Abonelik paketi seçin' }),
  seats: seatsField,
  startsAt: dateField('Başlangıç tarihi'),
  endsAt: dateField('Bitiş tarihi'),
  app: enumCodes(AppCode),
  note,
};

/** POST member/{id}/transition: one move of the table, with what that move needs. */
export const memberTransitionBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('approve'), demoEndsAt: demoEnd, seats: seatsField.optional(), note }),
  z.object({ action: z.literal('extend'), demoEndsAt: demoEnd, note }),
  z.object({ action: z.literal('convert'), ...subscription }),
  z.object({ action: z.literal('renew'), ...subscription }),
  z.object({ action: z.literal('cancel'), reason: requiredText('İptal nedeni', 500, multiline) }),
  z.object({ action: z.literal('reactivate'), demoEndsAt: demoEnd, note }),
  z.object({ action: z.literal('note'), note: requiredText('Not', 1000, multiline) }),
]);
export type MemberTransitionBody = z.infer<typeof memberTransitionBodySchema>;

/** PATCH member/{id}: the member's own details (staff correct what the applicant typed). */
export const memberDetailsBodySchema = z
  .object({
    name: requiredText('Üye adı', 200),
    taxOffice: optionalText('Vergi dairesi', 100),
    taxNumber: textSchema('Vergi numarası')
      .trim()
      .regex(/^(\d{10})?$/, { error: 'Vergi numarası 10 haneli olmalı' })
      .nullish()
      .transform((v) => v || null),
    address: optionalText('Adres', 500, multiline),
    contactPerson: optionalText('Yetkili kişi', 100),
    contactEmail: emailSchema.nullish().transform((v) => v ?? null),
    contactPhone: trMobileSchema.nullish().transform((v) => v ?? null),
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { error: 'Değiştirilecek bir alan gönderin' });
export type MemberDetailsBody = z.infer<typeof memberDetailsBodySchema>;

/** Transition refusals beyond the generic codes. */
export const MemberErrorCode = {
  /** The table has no such move from the member's state. */
  TransitionNotAllowed: 'TRANSITION_NOT_ALLOWED',
  /** A user would take more seats than the member has. */
  SeatsFull: 'SEATS_FULL',
} as const;
export type MemberErrorCode = ValueOf<typeof MemberErrorCode>;
