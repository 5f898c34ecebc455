// The dashboard's figures, each one SQL statement over the live tables. Days and
// weeks are Türkiye's (Europe/Istanbul); series come from generate_series, so an empty day or
// week is a zero, not a gap. `memberId` limits a figure to one member (a member's Admin);
// null means every member (the provider's staff).
import {
  AppCode,
  DASHBOARD_DEMO_HORIZON_DAYS,
  DASHBOARD_DEMOS_LIMIT,
  DASHBOARD_PRESCRIPTION_DAYS,
  DASHBOARD_REQUEST_WEEKS,
  DASHBOARD_TOP_PROVINCES,
  DashboardMemberStatuses,
  DemoRequest,
  DemoStates,
  NoAreaProvinceName,
  PrescriptionKind,
  UserStatuses,
  type Dashboard,
  type DashboardReferenceSection,
  type MemberStatus,
  type MembershipState,
} from '@portal/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  activeSubstances,
  auditLog,
  harmfulOrganisms,
  licenceDetails,
  licences,
  memberStateHistory,
  members,
  mrlRates,
  plantNutritionProducts,
  plants,
  prescriptions,
  productionAreas,
  users,
  type Orm,
} from '../../platform/db';
import { sectionOfEntity } from './reference-sections';
import { ofMember } from '../../platform/tenancy';

const TZ = 'Europe/Istanbul';
/** Today in Türkiye, as a date. */
const today = sql`(now() at time zone ${sql.raw(`'${TZ}'`)})::date`;
/** The first instant (timestamptz) of a Türkiye date expression. */
const startOf = (date: SQL) => sql`((${date})::timestamp at time zone ${sql.raw(`'${TZ}'`)})`;
const iso = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value).toISOString();
const int = (value: unknown) => Number(value ?? 0);

// ---------------------------------------------------------------- members (provider only)

export async function membersFigure(db: Orm): Promise<NonNullable<Dashboard['members']>> {
  const rows = await db
    .select({ stage: members.stage, state: members.state, app: members.app, n: count() })
    .from(members)
    .where(isNull(members.deletedAt))
    .groupBy(members.stage, members.state, members.app);
  const byStatus = new Map<MemberStatus, number>();
  const byApp = new Map<number, number>();
  let total = 0;
  for (const r of rows) {
    const status: MemberStatus = r.stage === 'demo-request' || r.state === null ? DemoRequest : (r.state as MembershipState);
    byStatus.set(status, (byStatus.get(status) ?? 0) + r.n);
    byApp.set(r.app, (byApp.get(r.app) ?? 0) + r.n);
    total += r.n;
  }
  return {
    total,
    byStatus: DashboardMemberStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    byApp: Object.values(AppCode).map((app) => ({ app, count: byApp.get(app) ?? 0 })),
  };
}

/**
 * Registrations that came in as demo requests, by the ISO week of their arrival: members still
 * in the request stage, and those that were once (their history has a request-stage row; a
 * member made as a member has none). Deleted members are out, as from every list.
 */
export async function demoRequestsPerWeek(db: Orm): Promise<NonNullable<Dashboard['demoRequestsPerWeek']>> {
  const thisWeek = sql`date_trunc('week', ${today}::timestamp)`;
  const firstWeek = sql`(${thisWeek} - interval '${sql.raw(String(DASHBOARD_REQUEST_WEEKS - 1))} weeks')`;
  const { rows } = await db.execute<{ week: string; week_start: string; n: number }>(sql`
    with requests as (
      select date_trunc('week', ${members.createdAt} at time zone ${sql.raw(`'${TZ}'`)}) as week, count(*)::int as n
      from ${members}
      where ${members.deletedAt} is null
        and ${members.createdAt} >= ${startOf(firstWeek)}
        and (${members.stage} = 'demo-request'
          or exists (select 1 from ${memberStateHistory} h where h.member_id = ${members.id} and h.stage = 'demo-request'))
      group by 1
    )
    select to_char(w, 'IYYY-"W"IW') as week, to_char(w, 'YYYY-MM-DD') as week_start, coalesce(requests.n, 0)::int as n
    from generate_series(${firstWeek}, ${thisWeek}, interval '1 week') as w
    left join requests on requests.week = w
    order by w`);
  return rows.map((r) => ({ week: r.week, weekStart: r.week_start, count: int(r.n) }));
}

/** Demos (any demo state) whose end is from now to the horizon, soonest first, with their total. */
export async function demosEndingSoon(db: Orm): Promise<NonNullable<Dashboard['demosEndingSoon']>> {
  const rows = await db
    .select({
      id: members.id,
      name: members.name,
      memberType: members.memberType,
      state: members.state,
      demoEndsAt: members.demoEndsAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(members)
    .where(
      and(
        isNull(members.deletedAt),
        eq(members.stage, 'member'),
        inArray(members.state, [...DemoStates]),
        gte(members.demoEndsAt, sql`now()`),
        lt(members.demoEndsAt, sql`now() + interval '${sql.raw(String(DASHBOARD_DEMO_HORIZON_DAYS))} days'`),
      ),
    )
    .orderBy(asc(members.demoEndsAt), asc(members.id))
    .limit(DASHBOARD_DEMOS_LIMIT);
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.memberType === null ? 'individual' : 'corporate',
      status: r.state as MembershipState,
      demoEndsAt: iso(r.demoEndsAt!),
    })),
  };
}

// ---------------------------------------------------------------- users and prescriptions (scoped)

/** Users of members not deleted, or of one member. */
export async function usersFigure(db: Orm, memberId: number | null): Promise<Dashboard['users']> {
  const rows = await db
    .select({ status: users.status, archived: users.archived, n: count() })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .where(and(isNull(members.deletedAt), memberId === null ? undefined : ofMember(users, memberId)))
    .groupBy(users.status, users.archived);
  const byStatus = new Map<string, number>();
  let archived = 0;
  for (const r of rows) {
    if (r.archived) archived += r.n;
    else byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + r.n);
  }
  return {
    total: [...byStatus.values()].reduce((a, b) => a + b, 0),
    byStatus: UserStatuses.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    archived,
  };
}

/**
 * Prescriptions issued in the last DASHBOARD_PRESCRIPTION_DAYS days (today included), by day and
 * by the province of their area. Issued ones count whatever happened to them later (archived,
 * cancelled by a correction: they were issued that day); deleted ones, templates (kind 4, never
 * issued to anyone) and the prescriptions of deleted members do not.
 *
 * The rows are read member by member through the member's list index (prescriptions_member_list_idx:
 * member_id, created_at … where deleted_at is null), so the provider's figure over a million
 * prescriptions reads only the window's index entries, not the table. created_at is the issue
 * instant: every writer sets issued_at and created_at to the same `now` (issue.ts, fertilization.ts).
 */
export async function prescriptionsFigure(db: Orm, memberId: number | null): Promise<Dashboard['prescriptions']> {
  const firstDay = sql`(${today} - ${sql.raw(String(DASHBOARD_PRESCRIPTION_DAYS - 1))})`;
  const issued = sql`
    select p.day, p.production_area_id
    from ${members} m
    cross join lateral (
      select (rx.created_at at time zone ${sql.raw(`'${TZ}'`)})::date as day, rx.production_area_id
      from ${prescriptions} rx
      where rx.member_id = m.id and rx.deleted_at is null and rx.kind <> ${sql.raw(String(PrescriptionKind.Fertilization))}
        and rx.created_at >= ${startOf(firstDay)}
    ) p
    where m.deleted_at is null${memberId === null ? sql`` : sql` and m.id = ${memberId}`}`;
  const [perDay, provinces] = await Promise.all([
    db.execute<{ day: string; n: number }>(sql`
      with issued as (select day, count(*)::int as n from (${issued}) i group by day)
      select to_char(d, 'YYYY-MM-DD') as day, coalesce(issued.n, 0)::int as n
      from generate_series(${firstDay}::timestamp, ${today}::timestamp, interval '1 day') as d
      left join issued on issued.day = d::date
      order by d`),
    db.execute<{ code: string | null; name: string | null; n: number }>(sql`
      select a.province_code as code, a.province_name as name, count(*)::int as n
      from (${issued}) i
      left join ${productionAreas} a on a.id = i.production_area_id
      group by a.province_code, a.province_name`),
  ]);
  const collator = new Intl.Collator('tr-TR');
  const byProvince = provinces.rows
    .map((p) => ({ provinceCode: p.code, provinceName: p.name ?? NoAreaProvinceName, count: int(p.n) }))
    .sort((a, b) => b.count - a.count || collator.compare(a.provinceName, b.provinceName));
  const perDayRows = perDay.rows.map((r) => ({ date: r.day, count: int(r.n) }));
  return {
    total: perDayRows.reduce((sum, d) => sum + d.count, 0),
    perDay: perDayRows,
    byProvince: byProvince.slice(0, DASHBOARD_TOP_PROVINCES),
    otherProvinces: byProvince.slice(DASHBOARD_TOP_PROVINCES).reduce((sum, p) => sum + p.count, 0),
  };
}

// ---------------------------------------------------------------- reference data (provider only)

const referenceTables: Record<DashboardReferenceSection, PgTable & { status: PgColumn }> = {
  'ruhsat-tanimi': licences,
  'ruhsat-detay-tanimi': licenceDetails,
  'aktif-madde-tanimi': activeSubstances,
  'bitki-tanimi': plants,
  'zararli-organizma-tanimi': harmfulOrganisms,
  'bitki-besleme-urunleri': plantNutritionProducts,
  'mrl-oran': mrlRates,
};

export async function referenceFigure(db: Orm): Promise<NonNullable<Dashboard['reference']>> {
  const sections = Object.keys(referenceTables) as DashboardReferenceSection[];
  const counting = sql.join(
    sections.map((section) => {
      const table = referenceTables[section];
      return sql`select ${section}::text as section, count(*)::int as total, (count(*) filter (where ${table.status}))::int as active from ${table}`;
    }),
    sql` union all `,
  );
  // The import kit audits `<entity>.import` with no entity id: the (entity, entity_id) index finds them.
  const entities = [...sectionOfEntity.keys()];
  const [counted, [last]] = await Promise.all([
    db.execute<{ section: DashboardReferenceSection; total: number; active: number }>(counting),
    db
      .select({
        at: auditLog.occurredAt,
        entity: auditLog.entity,
        after: auditLog.after,
        by: sql<string | null>`(select u.name || ' ' || u.surname from ${users} u where u.id = ${auditLog.actorUserId})`,
      })
      .from(auditLog)
      .where(and(inArray(auditLog.entity, entities), isNull(auditLog.entityId), eq(auditLog.action, sql`${auditLog.entity} || '.import'`)))
      .orderBy(desc(auditLog.occurredAt), desc(auditLog.id))
      .limit(1),
  ]);
  const totals = new Map(counted.rows.map((r) => [r.section, r]));
  const written = (last?.after ?? {}) as { create?: unknown; update?: unknown };
  const optionalCount = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null);
  return {
    counts: sections.map((section) => ({ section, total: int(totals.get(section)?.total), active: int(totals.get(section)?.active) })),
    lastImport: last
      ? { at: iso(last.at), section: sectionOfEntity.get(last.entity)!, by: last.by, created: optionalCount(written.create), updated: optionalCount(written.update) }
      : null,
  };
}

/** Today in Türkiye (YYYY-MM-DD), from the database's clock like the figures. */
export async function todayInTurkey(db: Orm): Promise<string> {
  const { rows } = await db.execute<{ today: string }>(sql`select to_char(${today}, 'YYYY-MM-DD') as today`);
  return rows[0]!.today;
}
