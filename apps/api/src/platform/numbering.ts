// Per-member, per-year numbers (RCT-2026-000123, TRC-2026-000123): the member's counter row
// for the year is taken inside the caller's transaction, so its row lock serialises concurrent
// writers of one member and a rolled-back write gives its number back: no gap, no duplicate.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Orm } from './db';

/** A counter table: primary key (member, year) and the last number given. */
export type NumberCounters = PgTable & { memberId: AnyPgColumn; year: AnyPgColumn; lastSeq: AnyPgColumn };

/** The calendar year in Türkiye (UTC+3 all year) of a moment. */
export function turkishYearOf(at: Date): number {
  return new Date(at.getTime() + 3 * 3600_000).getUTCFullYear();
}

export interface MemberNumbering {
  /** `PREFIX-YYYY-NNNNNN`: the fixed width sorts by year, then sequence. */
  textOf(year: number, seq: number): string;
  /** Takes the member's next number for the year; must run inside the writing transaction. */
  next(tx: Orm, memberId: number, year: number): Promise<{ seq: number; text: string }>;
}

export function memberNumbering(counters: NumberCounters, prefix: string): MemberNumbering {
  const member = sql.identifier(counters.memberId.name);
  const year = sql.identifier(counters.year.name);
  const last = sql.identifier(counters.lastSeq.name);
  const textOf = (y: number, seq: number) => `${prefix}-${y}-${String(seq).padStart(6, '0')}`;
  return {
    textOf,
    async next(tx, memberId, y) {
      const { rows } = await tx.execute<{ seq: number }>(
        sql`insert into ${counters} (${member}, ${year}, ${last}) values (${memberId}, ${y}, 1)
            on conflict (${member}, ${year}) do update set ${last} = ${counters.lastSeq} + 1
            returning ${last} as seq`,
      );
      const seq = Number(rows[0]!.seq);
      return { seq, text: textOf(y, seq) };
    },
  };
}
