// Answers computed from the reference data alone (the search routes: licences, plants, harmful
// organisms, substances, their details, the plant × pest query), kept in memory per version of
// the reference data and per day in Türkiye ("valid today"). A route opts in with
// `config: { referenceAnswers: true }`. Each request reads the version (one prepared statement)
// before its data: a trigger on every reference table gives the version a new value in the
// writing transaction (migration 0022), so an answer's data is never older than the version it
// is kept under, and a write by any API instance, an import or psql is seen by the next request
// of every instance. The same query from many users (a crop, a pest) then costs one computation per
// version, not one per request; the first asker still pays it (docs/benchmarks.md).
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod, RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { preparedOn, referenceDataVersion, type Orm } from './db';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer depends only on the reference data, today's date in Türkiye and the request's query and path values. */
    referenceAnswers?: boolean;
  }
}

/** The reference data's version and today's date in Türkiye, in one statement. */
const generationStatement = (db: Orm) =>
  db
    .select({ version: referenceDataVersion.version, today: sql<string>`(now() at time zone 'Europe/Istanbul')::date::text` })
    .from(referenceDataVersion)
    .prepare('reference_data_version');

/**
 * The reference data's version and today's date in Türkiye, as one string: what an answer is kept
 * under. Undefined when the version row is missing (deleted by hand): then nothing is kept.
 */
export async function readGeneration(db: Orm): Promise<string | undefined> {
  const [row] = await preparedOn(db, generationStatement).execute();
  return row ? `${row.version}/${row.today}` : undefined;
}

export interface ReferenceAnswers {
  /** `compute`'s answer for `key` at the current reference data and day: kept, or computed and kept. */
  answer<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Answers served from memory and computed since the start (the tests read them). */
  readonly stats: { hits: number; misses: number };
}

/**
 * At most `maxBytes` of answers (their JSON length), the least recently used dropped first (one
 * larger than that is not kept); all of them when the version or the day changes. 0 turns keeping
 * off: every answer is computed.
 */
export function referenceAnswers(db: Orm, maxBytes: number): ReferenceAnswers {
  const stats = { hits: 0, misses: 0 };
  if (maxBytes === 0) {
    return {
      stats,
      answer: (_key, compute) => {
        stats.misses++;
        return compute();
      },
    };
  }
  const kept = new LRUCache<string, { value: unknown }>({ maxSize: maxBytes, sizeCalculation: (entry, key) => key.length + sizeOf(entry.value) });
  let generation = '';
  return {
    stats,
    async answer<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const read = await readGeneration(db);
      if (read === undefined) {
        stats.misses++;
        return compute();
      }
      // Another version (newer, or an older one read by a request that started earlier): what is
      // kept belongs to the one before. Clearing on every change is right either way.
      if (read !== generation) {
        kept.clear();
        generation = read;
      }
      const hit = kept.get(key);
      if (hit) {
        stats.hits++;
        return hit.value as T;
      }
      stats.misses++;
      const value = await compute();
      // Kept only if no other version was seen meanwhile: the data is at least as new as `read`.
      if (generation === read) kept.set(key, { value });
      return value;
    },
  };
}

function sizeOf(value: unknown): number {
  return Math.max(1, JSON.stringify(value)?.length ?? 1);
}

/**
 * The key of a request: its route and its validated query and path values. The schemas' output
 * lists its keys in the schema's order, whatever order the URL gave them.
 */
export function answerKey(request: FastifyRequest): string {
  return `${request.routeOptions.method} ${request.routeOptions.url}\n${JSON.stringify(request.query)}\n${JSON.stringify(request.params)}`;
}

declare module 'fastify' {
  interface FastifyInstance {
    referenceAnswers: ReferenceAnswers;
  }
}

/**
 * Wraps the handler of every route that declares `referenceAnswers: true`: its return value is the
 * answer (headers it sets are not replayed from memory). Only GET routes may: an answer kept for
 * a write would skip the write.
 */
export const referenceAnswersPlugin = fp<{ maxBytes: number }>(
  async (app, { maxBytes }) => {
    const answers = referenceAnswers(app.db, maxBytes);
    app.decorate('referenceAnswers', answers);
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.config?.referenceAnswers) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) throw new Error(`${methods.join(',')} ${route.url}: referenceAnswers is for GET routes only`);
      const handler = route.handler as (this: unknown, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
      route.handler = async function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
        return answers.answer(answerKey(request), () => handler.call(this, request, reply));
      } as RouteHandlerMethod;
    });
  },
  { name: 'reference-answers' },
);
