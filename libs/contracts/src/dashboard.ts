// GET dashboard (spec §2 `dashboard`, §6 Admin, BestnetAdmin, BestnetDataLogger,
// BestnetSupport): live figures, computed in SQL on every call. Spec §7 names no call for it;
// the shape is our design (docs/api.md "Dashboard").
//
// Two scopes. The provider's staff see everything (`scope: 'provider'`). A member's Admin sees
// only its own member (`scope: 'member'`): its users and its prescriptions; the figures about
// other members (members, demo requests, demos ending) and the provider's reference data are
// null for it, never another member's numbers.
import { z } from 'zod';
import { DefinitionSections, type DefinitionSection } from './routes';
import { AppCode, enumCodes, MembershipState } from './enums';
import { DemoRequest, MemberKinds, type MemberStatus } from './members';
import { UserStatuses } from './portal-users';

export const DashboardScopes = ['provider', 'member'] as const;
export type DashboardScope = (typeof DashboardScopes)[number];

/** Days of the prescriptions-per-day figure, today included (Türkiye's calendar). */
export const DASHBOARD_PRESCRIPTION_DAYS = 30;
/** ISO weeks of the demo-requests figure, this week included. */
export const DASHBOARD_REQUEST_WEEKS = 12;
/** Demos whose end is within this many days from now. */
export const DASHBOARD_DEMO_HORIZON_DAYS = 14;
/** At most this many ending demos are listed (the total says how many there are). */
export const DASHBOARD_DEMOS_LIMIT = 20;
/** Provinces listed by name; the rest are summed in `otherProvinces`. */
export const DASHBOARD_TOP_PROVINCES = 10;
/** The province of prescriptions without a production area (a fast prescription, a plan sent to a producer). */
export const NoAreaProvinceName = 'Alan belirtilmemiş';

/** The order the statuses are shown in: the lifecycle's. */
export const DashboardMemberStatuses: readonly MemberStatus[] = [
  DemoRequest,
  MembershipState.InDemo,
  MembershipState.InDemoAdditional,
  MembershipState.ExtendDate,
  MembershipState.Active,
  MembershipState.Canceled,
];

/** The reference tables the dashboard counts, by their definition section (the link to the list). */
export const DashboardReferenceSections = [
  'ruhsat-tanimi',
  'ruhsat-detay-tanimi',
  'aktif-madde-tanimi',
  'bitki-tanimi',
  'zararli-organizma-tanimi',
  'bitki-besleme-urunleri',
  'mrl-oran',
] as const satisfies readonly DefinitionSection[];
export type DashboardReferenceSection = (typeof DashboardReferenceSections)[number];

const count = z.number().int().nonnegative();
/** YYYY-MM-DD in Türkiye's calendar. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const dashboardMemberStatusSchema = z.union([z.literal(DemoRequest), enumCodes(MembershipState)]);

export const dashboardMembersSchema = z.object({
  /** Members not deleted. */
  total: count,
  /** Every status of DashboardMemberStatuses, in that order, zeros included. */
  byStatus: z.array(z.object({ status: dashboardMemberStatusSchema, count })),
  /** Every application (AppCode), zeros included. */
  byApp: z.array(z.object({ app: enumCodes(AppCode), count })),
});

export const dashboardWeekSchema = z.object({
  /** ISO week: '2026-W07'. */
  week: z.string(),
  /** Its Monday. */
  weekStart: day,
  count,
});

export const dashboardEndingDemoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** individual when the member has no member type (the detail route's bireysel / kurumsal). */
  kind: z.enum(MemberKinds),
  status: enumCodes(MembershipState),
  demoEndsAt: z.string(),
});
export type DashboardEndingDemo = z.infer<typeof dashboardEndingDemoSchema>;

export const dashboardUsersSchema = z.object({
  /** Users not archived. */
  total: count,
  /** Users not archived by status (active, passive, banned), zeros included. */
  byStatus: z.array(z.object({ status: z.enum(UserStatuses), count })),
  archived: count,
});

export const dashboardPrescriptionsSchema = z.object({
  /** Issued in the figure's days (templates, kind 4, are not issued; deleted ones are out). */
  total: count,
  /** Every day, oldest first, the last one today; zeros included. */
  perDay: z.array(z.object({ date: day, count })),
  /** The same prescriptions by the province of their production area, most first, at most DASHBOARD_TOP_PROVINCES. */
  byProvince: z.array(z.object({ provinceCode: z.string().nullable(), provinceName: z.string(), count })),
  /** The prescriptions of the provinces not listed. */
  otherProvinces: count,
});

export const dashboardReferenceSchema = z.object({
  counts: z.array(z.object({ section: z.enum(DashboardReferenceSections), total: count, active: count })),
  /** The last bulk import of any definition section: when, which, by whom and what it wrote. */
  lastImport: z
    .object({
      at: z.string(),
      section: z.enum(DefinitionSections),
      by: z.string().nullable(),
      created: count.nullable(),
      updated: count.nullable(),
    })
    .nullable(),
});

export const dashboardSchema = z.object({
  scope: z.enum(DashboardScopes),
  generatedAt: z.string(),
  /** Today in Türkiye: the last day of `prescriptions.perDay`. */
  today: day,
  /** Provider only. */
  members: dashboardMembersSchema.nullable(),
  /** Provider only: registrations that came in as demo requests, per ISO week, oldest first, zeros included. */
  demoRequestsPerWeek: z.array(dashboardWeekSchema).nullable(),
  /** Provider only: demos (InDemo, InDemoAdditional, ExtendDate) ending within the horizon, soonest first. */
  demosEndingSoon: z.object({ total: count, items: z.array(dashboardEndingDemoSchema) }).nullable(),
  /** Every member's users (provider) or the member's own. */
  users: dashboardUsersSchema,
  /** Every member's prescriptions (provider) or the member's own. */
  prescriptions: dashboardPrescriptionsSchema,
  /** Provider only. */
  reference: dashboardReferenceSchema.nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = z.object({ data: dashboardSchema });
