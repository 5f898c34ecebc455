// The service under the producer and area routes: the kit's engine (platform/crud) with the
// section's member scope, plus what the kit does not do — archive and reactivate with an
// explicit state, and list parameters in the spec's names (`archived`).
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { actorOf, audit, countItems, eraseSection, findItem, listItems, notFound, scopeOf, SELECTIVE_MATCHES, type ListParams, type Row, type SectionSpec } from '../../platform/crud';
import type { Orm } from '../../platform/db';
import { areaSection } from './area-section';
import { producerSection } from './producer-section';

/** The two sections with their types erased for the shared route files (see eraseSection). */
export const sections = { producer: eraseSection(producerSection), area: eraseSection(areaSection) } as const;
export type RecordKind = keyof typeof sections;

/** The parsed list query → the kit's list parameters: `archived` is the inverse of the status switch. */
export function listParamsOf(query: Record<string, unknown>): ListParams & { page: number; limit: number } {
  const { archived, page, limit, ...rest } = query;
  return {
    ...rest,
    order: rest['order'] === 'desc' ? 'desc' : 'asc',
    status: typeof archived === 'boolean' ? !archived : undefined,
    page: Number(page ?? 1),
    limit: Number(limit ?? 10),
  } as ListParams & { page: number; limit: number };
}

export async function listRecords(db: Orm, spec: SectionSpec, request: FastifyRequest, query: Record<string, unknown>) {
  const params = listParamsOf(query);
  const scope = scopeOf(spec, request);
  // Counted first: how many rows match decides how the page is best read (crud/queries orderOf).
  const counted = await countItems(db, spec, params, undefined, scope);
  const selective = counted.countKind === undefined && counted.count <= SELECTIVE_MATCHES;
  const data = await listItems(db, spec, params, { limit: params.limit, offset: (params.page - 1) * params.limit }, selective, scope);
  return { data, ...counted };
}

/** One record of the member; another member's answers 404 exactly like a missing one. */
export async function getRecord(db: Orm, spec: SectionSpec, request: FastifyRequest, id: number): Promise<Row> {
  const item = await findItem(db, spec, id, scopeOf(spec, request));
  if (!item) throw notFound(spec);
  return item;
}

/** Archive (true) or reactivate (false); the same state again changes nothing and writes no audit row. */
export async function setArchived(db: Orm, spec: SectionSpec, request: FastifyRequest, id: number, archived: boolean): Promise<Row> {
  const actor = actorOf(spec, request);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Orm;
    const before = await findItem(tx, spec, id, actor.scope);
    if (!before) throw notFound(spec);
    if (before['archived'] === archived) return before;
    await tx
      .update(spec.table)
      .set({ status: !archived, updatedBy: actor.userId, updatedAt: new Date() } as never)
      .where(and(eq(spec.table.id, id), actor.scope?.where));
    const after = (await findItem(tx, spec, id, actor.scope))!;
    await audit(tx, spec, actor.userId, archived ? 'archive' : 'reactivate', id, before, after);
    return after;
  });
}
