// Every write of a section, shared by its routes and its import: each maps database
// refusals to Turkish field errors and records who changed what (DESIGN.md §2 "audited").
import { ErrorCode, DefinitionErrorCode, type FieldIssue } from '@portal/contracts';
import { and, eq, not } from 'drizzle-orm';
import { AppError } from '../errors';
import { auditLog, isRecordInUseError, PgCode, pgErrorOf, type Orm } from '../db';
import { findItem } from './queries';
import type { Actor, Row, SectionSpec, WriteSource } from './section';
import { inTransaction } from '../tenancy';

/**
 * A unique, check or foreign-key violation of a write → 409 (duplicate) or 400 with the
 * field's Turkish message; anything else is rethrown.
 */
export function mapWriteError(spec: SectionSpec, error: unknown): never {
  const pg = pgErrorOf(error);
  const known = pg?.constraint ? spec.constraints[pg.constraint] : undefined;
  const details: FieldIssue[] | undefined = known ? [{ field: `body.${known.field}`, message: known.message }] : undefined;
  switch (pg?.code) {
    case PgCode.UniqueViolation:
      throw new AppError(known?.status ?? 409, known?.status === 400 ? ErrorCode.Validation : ErrorCode.Conflict, known?.message ?? `Bu ${spec.info.singular} zaten kayıtlı.`, details);
    case PgCode.ForeignKeyViolation:
    case PgCode.RestrictViolation:
      throw new AppError(400, ErrorCode.Validation, known?.message ?? 'Seçilen kayıtlardan biri bulunamadı.', details);
    case PgCode.CheckViolation:
    case PgCode.NotNullViolation:
    case PgCode.NumericOutOfRange:
    case PgCode.StringTooLong:
      throw new AppError(400, ErrorCode.Validation, known?.message ?? 'Gönderilen bilgiler geçersiz.', details);
  }
  throw error;
}

export async function audit(db: Orm, spec: SectionSpec, actorId: number, action: string, id: number | null, before: unknown, after: unknown) {
  await db.insert(auditLog).values({
    actorUserId: actorId,
    action: `${spec.entity}.${action}`,
    entity: spec.entity,
    entityId: id === null ? null : String(id),
    before: before ?? null,
    after: after ?? null,
  });
}

export function notFound(spec: SectionSpec): AppError {
  return new AppError(404, ErrorCode.NotFound, `Bu ${spec.info.singular} bulunamadı. Silinmiş olabilir.`);
}

/** Runs `work` in a savepoint so a refused statement leaves the surrounding transaction usable. */
async function guarded<T>(db: Orm, spec: SectionSpec, work: (tx: Orm) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(db, work);
  } catch (error) {
    if (error instanceof AppError) throw error;
    mapWriteError(spec, error);
  }
}

/** The section's onWritten hook, in the write's transaction (section.ts). */
async function written(tx: Orm, spec: SectionSpec, before: Row | null, after: Row, source: WriteSource, actor: Actor): Promise<void> {
  if (spec.onWritten) await spec.onWritten(tx, { before, after, source, actorUserId: actor.userId, links: actor.links });
}

/** `source` 'import' for a committed import row; the screens' writes are 'edit'. */
export async function createRecord(db: Orm, spec: SectionSpec, input: Row, actor: Actor, source: WriteSource = 'edit'): Promise<Row> {
  const actorId = actor.userId;
  return guarded(db, spec, async (tx) => {
    const [row] = await tx
      .insert(spec.table)
      .values({ ...spec.toValues(input), ...actor.scope?.values, createdBy: actorId, updatedBy: actorId } as never)
      .returning({ id: spec.table.id });
    const id = Number(row!.id);
    if (spec.afterWrite) await spec.afterWrite(tx, id, input, actorId);
    const item = (await findItem(tx, spec, id, actor.scope))!;
    await audit(tx, spec, actorId, 'create', id, null, item);
    await written(tx, spec, null, item, source, actor);
    return item;
  });
}

export async function updateRecord(db: Orm, spec: SectionSpec, id: number, input: Row, actor: Actor, source: WriteSource = 'edit'): Promise<Row> {
  const actorId = actor.userId;
  return guarded(db, spec, async (tx) => {
    const before = await findItem(tx, spec, id, actor.scope);
    if (!before) throw notFound(spec);
    await tx
      .update(spec.table)
      .set({ ...spec.toValues(input), updatedBy: actorId, updatedAt: new Date() } as never)
      .where(and(eq(spec.table.id, id), actor.scope?.where));
    if (spec.afterWrite) await spec.afterWrite(tx, id, input, actorId);
    const after = (await findItem(tx, spec, id, actor.scope))!;
    await audit(tx, spec, actorId, 'update', id, before, after);
    await written(tx, spec, before, after, source, actor);
    return after;
  });
}

/** Flips a boolean column (status, or a rate's expire_status) and returns the record. */
export async function toggleRecord(db: Orm, spec: SectionSpec, id: number, actor: Actor, column: 'status' | 'expireStatus' = 'status'): Promise<Row> {
  const actorId = actor.userId;
  return guarded(db, spec, async (tx) => {
    const target = (spec.table as unknown as Record<string, Parameters<typeof not>[0]>)[column]!;
    const before = await findItem(tx, spec, id, actor.scope);
    if (!before) throw notFound(spec);
    await tx
      .update(spec.table)
      .set({ [column]: not(target), updatedBy: actorId, updatedAt: new Date() } as never)
      .where(and(eq(spec.table.id, id), actor.scope?.where));
    const after = (await findItem(tx, spec, id, actor.scope))!;
    await audit(tx, spec, actorId, column === 'status' ? 'status' : 'expire', id, before, after);
    await written(tx, spec, before, after, 'edit', actor);
    return after;
  });
}

/**
 * Archive (true) or reactivate (false) a path-addressed section's record: the status is its
 * inverse. The same state again changes nothing and writes no audit row.
 */
export async function archiveRecord(db: Orm, spec: SectionSpec, id: number, archived: boolean, actor: Actor): Promise<Row> {
  return guarded(db, spec, async (tx) => {
    const before = await findItem(tx, spec, id, actor.scope);
    if (!before) throw notFound(spec);
    if (before['status'] === !archived) return before;
    await tx
      .update(spec.table)
      .set({ status: !archived, updatedBy: actor.userId, updatedAt: new Date() } as never)
      .where(and(eq(spec.table.id, id), actor.scope?.where));
    const after = (await findItem(tx, spec, id, actor.scope))!;
    await audit(tx, spec, actor.userId, archived ? 'archive' : 'reactivate', id, before, after);
    return after;
  });
}

/** "'Domates' silinemez: 3 ruhsat detayı (ör. …) bu kaydı kullanıyor." */
async function inUseMessage(db: Orm, spec: SectionSpec, id: number, label: string): Promise<string> {
  const found = [];
  for (const usage of spec.usages) {
    const { count, example } = await usage.find(db, id);
    if (count > 0) found.push(`${count} ${usage.label}${example ? ` (ör. ${example})` : ''}`);
  }
  const users = found.length ? found.join(', ') : 'başka kayıtlar';
  return `'${label}' silinemez: ${users} bu kaydı kullanıyor. ${spec.inUseAdvice ?? 'Önce onları değiştirin ya da bu kaydı pasif yapın.'}`;
}

export async function deleteRecord(db: Orm, spec: SectionSpec, id: number, actor: Actor): Promise<void> {
  const before = await findItem(db, spec, id, actor.scope);
  if (!before) throw notFound(spec);
  try {
    await db.transaction(async (tx) => {
      await tx.delete(spec.table).where(and(eq(spec.table.id, id), actor.scope?.where));
      await audit(tx, spec, actor.userId, 'delete', id, before, null);
    });
  } catch (error) {
    if (!isRecordInUseError(error)) throw error;
    throw new AppError(409, DefinitionErrorCode.InUse, await inUseMessage(db, spec, id, spec.label(before)));
  }
}
