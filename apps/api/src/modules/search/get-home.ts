// GET search/home: the home panels of `src-dashboard` and `anasayfa`. Counts of
// what search finds (licences valid today, active plants, organisms and substances, MRL rates
// in force), the five newest reference changes, and for the RCT professional roles their
// member's five latest prescriptions with counts. The member is always the access token's
// (DESIGN.md §2): a member's user counts only its own member's flagged prescriptions, the
// provider's staff every one.
import { AppCode, canAccessArea, errorEnvelopeSchema, homeSummaryResponseSchema, PrescriptionKind, ProviderRoles, type HomeSummary, type Role } from '@portal/contracts';
import { desc, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, type AuthContext } from '../../platform/auth';
import {
  activeSubstances,
  harmfulOrganisms,
  licences,
  mrlRates,
  plants,
  prescriptionChangeFlags,
  prescriptions,
  referenceChanges,
  type Orm,
} from '../../platform/db';
import { toChangeEntry } from '../../platform/reference-changes';
import { searchAccess, SEARCH_TAG } from './access';
import { subquery } from './correlated';
import { todayInTurkey, validToday } from './validity';
import { ofMember } from '../../platform/tenancy';

export const HOME_LATEST_CHANGES = 5;
export const HOME_RECENT_PRESCRIPTIONS = 5;

const isProvider = (role: number) => (ProviderRoles as readonly number[]).includes(role);
/** RCT's prescribers and their colleagues: the roles of the professional area, on the RCT app. */
const isProfessional = (auth: AuthContext) => auth.user.app === AppCode.Rct && canAccessArea(auth.user.role as Role, 'professional');

const int = (v: unknown) => Number(v ?? 0);

async function referenceCounts(db: Orm): Promise<HomeSummary['counts']> {
  const countOf = (table: typeof plants | typeof harmfulOrganisms | typeof activeSubstances) => sql`(select count(*) from ${table} where ${table.status})`;
  const { rows } = await db.execute<Record<'licences' | 'plants' | 'organisms' | 'substances' | 'mrls', string | number>>(sql`
    select
      (select count(*) from ${licences} where ${licences.status} and ${validToday()}) as licences,
      ${countOf(plants)} as plants,
      ${countOf(harmfulOrganisms)} as organisms,
      ${countOf(activeSubstances)} as substances,
      (select count(*) from ${mrlRates} where ${mrlRates.status} and not ${mrlRates.expireStatus} and ${mrlRates.date} <= ${todayInTurkey}) as mrls`);
  const r = rows[0]!;
  return { licences: int(r.licences), plants: int(r.plants), harmfulOrganisms: int(r.organisms), activeSubstances: int(r.substances), mrls: int(r.mrls) };
}

/** An unacknowledged flag on the row's prescription (the outer query's `prescriptions`). */
const flaggedNow = sql<boolean>`exists ${subquery(sql`select 1 from ${prescriptionChangeFlags} where ${prescriptionChangeFlags.prescriptionId} = ${prescriptions.id} and ${prescriptionChangeFlags.acknowledgedAt} is null`)}`;

async function latestChanges(db: Orm, memberId: number | null): Promise<HomeSummary['latestChanges']> {
  // A member's user: the flags on its own member's prescriptions; the provider: every flag, as recorded.
  const affected =
    memberId === null
      ? referenceChanges.affectedCount
      : subquery<number>(sql`select count(*) from ${prescriptionChangeFlags} join ${prescriptions} on ${prescriptions.id} = ${prescriptionChangeFlags.prescriptionId}
          where ${prescriptionChangeFlags.referenceChangeId} = ${referenceChanges.id} and ${ofMember(prescriptions, memberId)}`).mapWith(Number);
  const rows = await db
    .select({ id: referenceChanges.id, occurredAt: referenceChanges.occurredAt, kind: referenceChanges.kind, source: referenceChanges.source, summary: referenceChanges.summary, affected })
    .from(referenceChanges)
    .orderBy(desc(referenceChanges.occurredAt), desc(referenceChanges.id))
    .limit(HOME_LATEST_CHANGES);
  return rows.map((r) => toChangeEntry(r, r.affected));
}

/** The member's issued prescriptions: not deleted, and not a fertilization template (kind 4 is never issued). */
const issuedOf = (memberId: number) => ofMember(prescriptions, memberId, isNull(prescriptions.deletedAt), ne(prescriptions.kind, PrescriptionKind.Fertilization));

async function recentPrescriptions(db: Orm, memberId: number): Promise<HomeSummary['recentPrescriptions']> {
  const rows = await db
    .select({
      id: prescriptions.id,
      publicId: prescriptions.publicId,
      prescriptionNo: prescriptions.prescriptionNo,
      kind: prescriptions.kind,
      producer: prescriptions.producerSnapshot,
      plantName: prescriptions.plantName,
      issuedAt: prescriptions.issuedAt,
      flagged: flaggedNow,
      state: prescriptions.state,
      archived: prescriptions.archived,
    })
    .from(prescriptions)
    .where(issuedOf(memberId))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
    .limit(HOME_RECENT_PRESCRIPTIONS);
  return rows.map((r) => {
    const producer = r.producer as { name: string; surName: string | null } | null;
    return {
      id: r.id,
      publicId: r.publicId,
      prescriptionNo: r.prescriptionNo,
      kind: r.kind,
      producerName: producer ? [producer.name, producer.surName].filter(Boolean).join(' ') : null,
      plantName: r.plantName,
      issuedAt: r.issuedAt.toISOString(),
      flagged: r.flagged,
      state: r.state,
      archived: r.archived,
    };
  });
}

async function prescriptionCounts(db: Orm, memberId: number): Promise<NonNullable<HomeSummary['prescriptionCounts']>> {
  const monthStart = sql`(date_trunc('month', now() at time zone 'Europe/Istanbul') at time zone 'Europe/Istanbul')`;
  const [row] = await db
    .select({
      thisMonth: sql<number>`count(*) filter (where ${prescriptions.createdAt} >= ${monthStart})`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
      flagged: sql<number>`count(*) filter (where ${flaggedNow})`.mapWith(Number),
    })
    .from(prescriptions)
    .where(issuedOf(memberId));
  return row ?? { thisMonth: 0, total: 0, flagged: 0 };
}

export async function homeSummary(db: Orm, auth: AuthContext): Promise<HomeSummary> {
  const memberId = auth.member.id;
  const professional = isProfessional(auth);
  const [counts, changes, recent, ownCounts] = await Promise.all([
    referenceCounts(db),
    latestChanges(db, isProvider(auth.user.role) ? null : memberId),
    professional ? recentPrescriptions(db, memberId) : [],
    professional ? prescriptionCounts(db, memberId) : null,
  ]);
  return { counts, latestChanges: changes, recentPrescriptions: recent, prescriptionCounts: ownCounts };
}

export const getHome: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/home',
    {
      config: { access: searchAccess },
      schema: {
        tags: [SEARCH_TAG],
        summary: 'Ana sayfa panelleri',
        description:
          'Sayılar (bugün geçerli ruhsatlar, aktif bitki, zararlı organizma ve aktif maddeler, yürürlükteki MRL değerleri), en yeni 5 referans değişikliği ve RCT’nin mesleki rolleri (Admin, Danışman, Mühendis, Tekniker, User) için üyenin son 5 reçetesi ile reçete sayıları (bu ay, toplam, değişiklikten etkilenen). Diğer kullanıcılarda reçeteler boş, sayıları null. Bir üyenin kullanıcısı için `affectedCount` yalnız kendi üyesinin reçetelerini sayar.',
        response: { 200: homeSummaryResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ data: await homeSummary(app.db, authOf(request)) }),
  );
};
