// Reading prescriptions: always through the member of the access token (another member's
// prescription answers 404 like a missing one). A deleted one is in no list; only its detail reads it.
import { ErrorCode, type Prescription, type PrescriptionLine, type PrescriptionListItem, type PrescriptionListQuery, type Withdrawal } from '@portal/contracts';
import { escapeLike, foldForSearch } from '@portal/shared/util';
import { and, asc, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../../platform/errors';
import { changeFlagsOf } from '../../platform/reference-changes';
import { fertilizationOf, isPlanKind, planProductNames } from './fertilization-read';
import { outboxMessages, rowCountLiteral, runByShape, prescriptionEmails, prescriptionLines, prescriptions, type Orm, type PrescriptionRow, type StoredAcknowledgement } from '../../platform/db';
import { ofMember, ownedOr404 } from '../../platform/tenancy';

export const prescriptionNotFound = () => new AppError(404, ErrorCode.NotFound, 'Reçete bulunamadı.');

/** The member's prescription row (not deleted), or 404. */
export async function rowOfMember(db: Orm, memberId: number, id: number): Promise<PrescriptionRow> {
  return ownedOr404(db, prescriptions, memberId, id, { where: isNull(prescriptions.deletedAt), notFound: prescriptionNotFound });
}

/**
 * The member's prescription row, deleted or not, or 404: what GET prescription/{id} reads, so a
 * correction always reaches its original. Every change and send goes through rowOfMember.
 */
export async function keptRowOfMember(db: Orm, memberId: number, id: number): Promise<PrescriptionRow> {
  return ownedOr404(db, prescriptions, memberId, id, { notFound: prescriptionNotFound });
}

/** Who deleted it and when, as the detail and the public page say it. */
export function withdrawalOf(row: PrescriptionRow): Withdrawal | null {
  return row.deletedAt ? { at: row.deletedAt.toISOString(), byName: row.deletedByName ?? 'Bilinmeyen kullanıcı', byRole: row.deletedByRole } : null;
}

type ProducerSnapshot = { name: string; surName: string | null; tcOrVkn: string; email: string | null; phone: string | null; cksNumber: string | null; address?: string | null };
type AreaSnapshot = NonNullable<Prescription['productionArea']>;

const fullNameOf = (p: ProducerSnapshot | null) => (p ? [p.name, p.surName].filter(Boolean).join(' ') : null);

/** What a list item is made of (listColumns). */
type PrescriptionListRow = Pick<
  PrescriptionRow,
  'id' | 'prescriptionNo' | 'title' | 'kind' | 'archived' | 'state' | 'startDate' | 'producerId' | 'productionAreaId' | 'producerSnapshot' | 'areaSnapshot' | 'plantName' | 'createdAt'
>;

function listItemOf(row: PrescriptionListRow, productNames: string[]): PrescriptionListItem {
  const producer = row.producerSnapshot as ProducerSnapshot | null;
  const area = row.areaSnapshot as AreaSnapshot | null;
  return {
    id: row.id,
    prescriptionNo: row.prescriptionNo,
    title: row.title,
    type: row.kind,
    status: row.archived ? 0 : 1,
    state: row.state,
    startDate: row.startDate,
    producerId: row.producerId,
    productionAreaId: row.productionAreaId,
    fullName: fullNameOf(producer),
    mail: producer?.email ?? null,
    phone: producer?.phone ?? null,
    areaName: area?.name ?? null,
    plantName: row.plantName,
    productNames,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One row as the list shows it. */
export async function listItemOfRow(db: Orm, row: PrescriptionRow): Promise<PrescriptionListItem> {
  if (isPlanKind(row.kind)) return listItemOf(row, (await planProductNames(db, [row.id])).get(row.id) ?? []);
  const names = await db
    .select({ name: sql<string>`${prescriptionLines.snapshot}->>'tradeName'` })
    .from(prescriptionLines)
    .where(eq(prescriptionLines.prescriptionId, row.id))
    .orderBy(prescriptionLines.position);
  return listItemOf(
    row,
    names.map((n) => n.name),
  );
}

const related = alias(prescriptions, 'related');

async function refOf(db: Orm, id: number | null) {
  if (id === null) return null;
  const [r] = await db.select({ id: related.id, prescriptionNo: related.prescriptionNo }).from(related).where(eq(related.id, id));
  return r ?? null;
}

/** The whole prescription as GET prescription/{id} answers it. */
export async function prescriptionOf(db: Orm, row: PrescriptionRow): Promise<Prescription> {
  const lines = await db.select({ snapshot: prescriptionLines.snapshot }).from(prescriptionLines).where(eq(prescriptionLines.prescriptionId, row.id)).orderBy(prescriptionLines.position);
  const snapshots = lines.map((l) => l.snapshot as PrescriptionLine);
  const emails = await db
    .select({
      id: prescriptionEmails.id,
      recipient: prescriptionEmails.recipient,
      recipientName: prescriptionEmails.recipientName,
      status: outboxMessages.status,
      sentAt: outboxMessages.sentAt,
      createdAt: prescriptionEmails.createdAt,
      sentBy: prescriptionEmails.sentByName,
      channel: prescriptionEmails.channel,
    })
    .from(prescriptionEmails)
    // A WhatsApp share has no outbox message: its state is 'shared'.
    .leftJoin(outboxMessages, eq(outboxMessages.id, prescriptionEmails.outboxMessageId))
    .where(eq(prescriptionEmails.prescriptionId, row.id))
    .orderBy(desc(prescriptionEmails.createdAt), desc(prescriptionEmails.id));
  const [correctedBy] = await db
    .select({ id: related.id, prescriptionNo: related.prescriptionNo })
    .from(related)
    .where(eq(related.correctsId, row.id));
  const producer = row.producerSnapshot as ProducerSnapshot | null;
  const planNames = isPlanKind(row.kind) ? ((await planProductNames(db, [row.id])).get(row.id) ?? []) : null;
  return {
    ...listItemOf(row, planNames ?? snapshots.map((s) => s.tradeName)),
    plantId: row.plantId,
    plantingType: row.plantingType,
    areaType: row.areaType,
    producer,
    productionArea: row.areaSnapshot as AreaSnapshot | null,
    plant: { name: row.plantName },
    plannedHarvestDate: row.plannedHarvestDate,
    decares: row.decares,
    harmfulOrganisms: row.organisms as Prescription['harmfulOrganisms'],
    lines: snapshots,
    nutritionProducts: row.nutritionProducts as Prescription['nutritionProducts'],
    notesWarnings: row.notesWarnings as Prescription['notesWarnings'],
    maintenanceInfo: row.maintenanceInfo,
    notes: row.notes,
    includeWeatherData: row.includeWeatherData,
    weatherData: row.weatherData ?? null,
    market: row.market,
    findings: row.findings as Prescription['findings'],
    acknowledgements: (row.acknowledgements as StoredAcknowledgement[]).map(({ key, message, by, at }) => ({ key, message, by, at })),
    prescriber: { fullName: row.prescriberName, title: row.prescriberTitle, authorizationNumber: row.authorizationNumber },
    member: { name: row.memberName },
    issuedAt: row.issuedAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    corrects: await refOf(db, row.correctsId),
    correctedBy: correctedBy ?? null,
    source: await refOf(db, row.sourceId),
    emails: emails.map((e) => ({ ...e, status: e.status ?? 'shared', sentAt: e.sentAt?.toISOString() ?? null, createdAt: e.createdAt.toISOString() })),
    fertilizationInfo: row.fertilizationInfo,
    ...(await fertilizationOf(db, row)),
    referenceChanges: await changeFlagsOf(db, row.id, row.memberId),
    deleted: withdrawalOf(row),
  };
}

const sortColumns: Record<NonNullable<PrescriptionListQuery['sort']>, SQL | AnyPgColumn> = {
  // RCT-2026-000123: the fixed width sorts by year, then sequence.
  prescriptionNo: prescriptions.prescriptionNo,
  startDate: prescriptions.startDate,
  createdAt: prescriptions.createdAt,
  fullName: sql`${prescriptions.producerSnapshot}->>'name' collate "tr_tr"`,
  areaName: sql`${prescriptions.areaSnapshot}->>'name' collate "tr_tr"`,
  plantName: sql`${prescriptions.plantName} collate "tr_tr"`,
};

/** The columns a list item is made of (listItemOf): the page reads these, not the whole row. */
const listColumns = {
  id: prescriptions.id,
  prescriptionNo: prescriptions.prescriptionNo,
  title: prescriptions.title,
  kind: prescriptions.kind,
  archived: prescriptions.archived,
  state: prescriptions.state,
  startDate: prescriptions.startDate,
  producerId: prescriptions.producerId,
  productionAreaId: prescriptions.productionAreaId,
  producerSnapshot: prescriptions.producerSnapshot,
  areaSnapshot: prescriptions.areaSnapshot,
  plantName: prescriptions.plantName,
  createdAt: prescriptions.createdAt,
};

/**
 * One statement for the count, the page and its product names (a plan's come from its rows):
 * the page's ids are chosen first, on the member's index alone, and only their rows are read
 * (with whole rows in the same scan the planner may prefer the global trigram index for a
 * number-like search, docs/benchmarks.md). The count row is there when the page is empty.
 */
function listStatement(db: Orm, where: SQL, orderBy: SQL[], limit: Placeholder, offset: number | Placeholder | undefined) {
  const pageIds = db.select({ id: prescriptions.id }).from(prescriptions).where(where).orderBy(...orderBy).limit(limit).$dynamic();
  const page = (offset === undefined ? pageIds : pageIds.offset(offset)).as('page');
  const counted = db.select({ n: sql<number>`count(*)::int`.as('n') }).from(prescriptions).where(where).as('counted');
  return db
    .select({
      total: counted.n,
      ...listColumns,
      lineNames: sql<string[] | null>`(select json_agg(${prescriptionLines.snapshot}->>'tradeName' order by ${prescriptionLines.position}) from ${prescriptionLines} where ${prescriptionLines.prescriptionId} = ${prescriptions.id})`,
    })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(prescriptions, eq(prescriptions.id, page.id))
    .orderBy(...orderBy);
}


/** The owner of the list's prepared statements (db/prepared.ts, preparedShape). */
const LIST_STATEMENTS = {};

/**
 * GET prescription: the member's list with the spec's filters, paged and sorted in SQL. The
 * statement is built and prepared once per shape of the request (its values as placeholders,
 * sql-shape.ts) and run with this request's values: building it with Drizzle and PostgreSQL
 * planning it anew were most of a page's cost, with the count, the page, its rows and their
 * product names each a round trip of their own.
 */
export async function listOfMember(db: Orm, memberId: number, q: PrescriptionListQuery): Promise<{ data: PrescriptionListItem[]; count: number }> {
  const where: SQL[] = [ofMember(prescriptions, memberId), isNull(prescriptions.deletedAt)];
  if (q.status !== undefined) where.push(eq(prescriptions.archived, q.status === 0));
  if (q.type !== undefined) where.push(eq(prescriptions.kind, q.type));
  if (q.state !== undefined) where.push(eq(prescriptions.state, q.state));
  if (q.productionAreaId !== undefined) where.push(eq(prescriptions.productionAreaId, q.productionAreaId));
  if (q.producerId !== undefined) where.push(eq(prescriptions.producerId, q.producerId));
  // `|| ''` keeps the global trigram index out of the plan: its matches are every member's
  // (45,000 for a common surname among 1M rows: 100–500 ms), while the member's own rows,
  // index-only in prescriptions_member_list_idx, are a few thousand at most to test. A prepared
  // statement's generic plan cannot see the term and took the trigram index for every one.
  if (q.search) where.push(sql`(${prescriptions.searchText} || '') like ${`%${escapeLike(foldForSearch(q.search))}%`} escape '\\'`);
  const condition = and(...where)!;
  // Built only with a statement: Drizzle's ORDER BY pieces were a third of this function's CPU.
  const orderBy = () => {
    const order = q.order === 'asc' ? asc : desc;
    return [order((q.sort ? sortColumns[q.sort] : prescriptions.createdAt) as SQL), order(prescriptions.id)];
  };
  const offset = (q.page - 1) * q.limit;
  const first = offset === 0;
  const rows = await runByShape(db, LIST_STATEMENTS, 'prescription_list', `${q.sort ?? ''}\0${q.order}\0${q.limit}\0${first}`, [condition], { offset }, ([where], param) =>
    listStatement(db, where!, orderBy(), rowCountLiteral(q.limit), first ? undefined : param('offset')),
  );
  const page = rows.filter((r) => r.id !== null) as Array<(typeof rows)[number] & PrescriptionListRow>;
  const planNames = await planProductNames(db, page.filter((r) => isPlanKind(r.kind)).map((r) => r.id));
  return {
    data: page.map((r) => listItemOf(r, planNames.get(r.id) ?? r.lineNames ?? [])),
    count: rows[0]?.total ?? 0,
  };
}
