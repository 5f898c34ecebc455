// Public links (DESIGN.md §4): a member-owned record shared by a 256-bit random token. The
// database keeps the token's SHA-256 (the public page finds the record by it) and a sealed copy
// (so the member can see and share the same link again). One mechanism for every feature: it
// makes, shows, renews, revokes and resolves; a feature's LinkStore says where its links live
// and what its audit rows say. The caller reaches the record through platform/tenancy first.
import { sql } from 'drizzle-orm';
import type { AppConfig } from './config';
import type { Orm } from './db';
import { hashToken, newOpaqueToken, seal, unseal } from './secrets';
import { inTransaction } from './tenancy';

/** The stored form of a new token. */
export interface TokenParts {
  hash: string;
  sealed: string;
}

/** Where a feature keeps its links. `Live` is what it stores of a live link (at least the sealed token). */
export interface LinkStore<Live extends { sealed: string }, Found> {
  /** Names the sealing key and the lock; fixed once links exist (a new one unseals no old link). */
  purpose: string;
  /** The record's live link, or undefined. */
  live(db: Orm, recordId: number): Promise<Live | undefined>;
  /** Makes `token` the record's live link, ending the one before, with its audit rows. */
  put(db: Orm, recordId: number, token: TokenParts, userId: number): Promise<Live>;
  /** Ends the live link, with its audit row unless `audited` is false; false when none was live. */
  revoke(db: Orm, recordId: number, userId: number | null, audited: boolean): Promise<boolean>;
  /** What the live link with this token hash opens, or undefined (unknown, renewed away, revoked). */
  find(db: Orm, tokenHash: string): Promise<Found | undefined>;
}

/** A live link as it can be shown: the token and what the store keeps of it. */
export interface ShownLink<Live> {
  token: string;
  live: Live;
}

type Secret = Pick<AppConfig, 'authTokenSecret'>;

export interface PublicLinks<Live, Found> {
  /** The live link, or null (none, or sealed under a secret the server no longer holds). */
  shown(config: Secret, db: Orm, recordId: number): Promise<ShownLink<Live> | null>;
  /** The live link, made when there is none or it can no longer be shown. */
  ensure(config: Secret, db: Orm, recordId: number, userId: number): Promise<ShownLink<Live>>;
  /** A new link; the one before stops working at once. */
  renew(config: Secret, db: Orm, recordId: number, userId: number): Promise<ShownLink<Live>>;
  /** Revokes the live link; false when there was none. */
  revoke(db: Orm, recordId: number, userId: number | null): Promise<boolean>;
  /** Ends the live link as part of deleting its record, whose own audit row says so. */
  endWithRecord(db: Orm, recordId: number): Promise<void>;
  /** The record a token opens, or undefined. */
  resolve(db: Orm, token: string): Promise<Found | undefined>;
}

export function publicLinks<Live extends { sealed: string }, Found>(store: LinkStore<Live, Found>): PublicLinks<Live, Found> {
  // Serialises two first requests for the same record (each would make a link).
  const lock = (tx: Orm, recordId: number) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${store.purpose}), ${recordId}::int)`);
  const create = async (config: Secret, tx: Orm, recordId: number, userId: number): Promise<ShownLink<Live>> => {
    const token = newOpaqueToken();
    const live = await store.put(tx, recordId, { hash: hashToken(token), sealed: seal(config.authTokenSecret, store.purpose, token) }, userId);
    return { token, live };
  };
  const shown = async (config: Secret, db: Orm, recordId: number): Promise<ShownLink<Live> | null> => {
    const live = await store.live(db, recordId);
    const token = live ? unseal(config.authTokenSecret, store.purpose, live.sealed) : null;
    return live && token ? { token, live } : null;
  };
  return {
    shown,
    ensure: (config, db, recordId, userId) =>
      inTransaction(db, async (tx) => {
        await lock(tx, recordId);
        return (await shown(config, tx, recordId)) ?? create(config, tx, recordId, userId);
      }),
    renew: (config, db, recordId, userId) =>
      inTransaction(db, async (tx) => {
        await lock(tx, recordId);
        return create(config, tx, recordId, userId);
      }),
    revoke: (db, recordId, userId) =>
      inTransaction(db, async (tx) => {
        await lock(tx, recordId);
        return store.revoke(tx, recordId, userId, true);
      }),
    endWithRecord: (db, recordId) =>
      inTransaction(db, async (tx) => {
        await lock(tx, recordId);
        await store.revoke(tx, recordId, null, false);
      }),
    resolve: (db, token) => store.find(db, hashToken(token)),
  };
}
