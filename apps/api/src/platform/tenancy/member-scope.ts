// Every member-owned record is reached through the member in the access token: the one place
// that writes the "belongs to this member" condition, so another member's record answers 404
// exactly like a missing one everywhere (lint forbids eq(x.memberId, …) outside this folder).
import { ErrorCode } from '@portal/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../auth';
import type { Orm } from '../db';
import { AppError, ErrorMessage } from '../errors';

/** A table whose rows belong to a member. */
export type MemberOwned = PgTable & { memberId: AnyPgColumn };
/** A member-owned table addressed by id. */
export type MemberRecords = MemberOwned & { id: AnyPgColumn };

/** The part of a signed-in context the scope reads: the member's id. */
export type MemberAuth = { member: Pick<AuthContext['member'], 'id'> };
/** Whose records: the member's id, or a signed-in context that carries it. */
export type MemberOf = number | MemberAuth;

export const memberIdOf = (who: MemberOf): number => (typeof who === 'number' ? who : who.member.id);

/** The member's rows of `table`, with any further conditions. */
export function ofMember(table: MemberOwned, who: MemberOf, ...more: Array<SQL | undefined>): SQL {
  return and(eq(table.memberId, memberIdOf(who)), ...more)!;
}

/** The column values that make a new row the member's. */
export const memberValues = (who: MemberOf) => ({ memberId: memberIdOf(who) });

/** The project's not-found answer; `message` names what was not found, in Turkish. */
export const notFound = (message: string = ErrorMessage.notFound) => new AppError(404, ErrorCode.NotFound, message);

export interface OwnedOptions {
  /** Further conditions the record must meet (not deleted, of a kind). */
  where?: SQL;
  /** The 404's message. */
  notFound?: string | (() => AppError);
  /** Locks the row for the transaction. */
  forUpdate?: boolean;
}

/** The member's record `id` of `table`, or 404 (another member's record is not found alike). */
export async function ownedOr404<T extends MemberRecords>(db: Orm, table: T, who: MemberOf, id: number, options: OwnedOptions = {}): Promise<T['$inferSelect']> {
  const row = await ownedOrNull(db, table, who, id, options);
  if (row) return row;
  const missing = options.notFound;
  throw typeof missing === 'function' ? missing() : notFound(missing);
}

/** The member's record `id` of `table`, or undefined. */
export async function ownedOrNull<T extends MemberRecords>(db: Orm, table: T, who: MemberOf, id: number, options: Omit<OwnedOptions, 'notFound'> = {}): Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(ofMember(table, who, eq(table.id, id), options.where));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row as T['$inferSelect'] | undefined;
}

/** The member's records of `table` that meet `where`. */
export async function ownedRows<T extends MemberOwned>(db: Orm, table: T, who: MemberOf, where?: SQL): Promise<Array<T['$inferSelect']>> {
  return (await db
    .select()
    .from(table as PgTable)
    .where(ofMember(table, who, where))) as Array<T['$inferSelect']>;
}

/**
 * A member-owned section's scope for the CRUD kit: the member's condition and the values that
 * make a new row the member's, both from the access token.
 */
export interface MemberScope {
  where: (auth: MemberAuth) => SQL;
  values: (auth: MemberAuth) => Record<string, unknown>;
}

export function memberScope(table: MemberOwned): MemberScope {
  return { where: (auth) => ofMember(table, auth), values: (auth) => memberValues(auth) };
}
