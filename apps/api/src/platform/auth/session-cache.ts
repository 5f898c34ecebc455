// A few seconds of memory for the session lookup of `authenticate` (the lookup
// was most of an authenticated request's cost). Every change that may end a session or alter
// what the lookup returns is announced on one PostgreSQL channel, and every API instance
// forgets the affected entries on hearing it: revocations reach all instances within the
// notification's delivery time, not the cache's lifetime.
import type { Database, Orm } from '../db';
import { notify } from '../db';

export const AUTH_CHANGES_CHANNEL = 'portal_auth_changes';
/** How long a looked-up session is trusted without asking the database again. */
export const SESSION_CACHE_MS = 5_000;
/** Entries beyond this are not kept (memory bound; the oldest go first). */
const MAX_ENTRIES = 50_000;

/** What changed: one session, or everything of a user or of a member (company). */
export type AuthChange = { sessionId: string } | { userId: number } | { memberId: number };

const encode = (change: AuthChange) =>
  'sessionId' in change ? `s:${change.sessionId}` : 'userId' in change ? `u:${change.userId}` : `m:${change.memberId}`;

function decode(payload: string): AuthChange | null {
  const [kind, value] = [payload.slice(0, 2), payload.slice(2)];
  if (kind === 's:' && value) return { sessionId: value };
  const id = Number(value);
  if (!Number.isSafeInteger(id)) return null;
  if (kind === 'u:') return { userId: id };
  if (kind === 'm:') return { memberId: id };
  return null;
}

interface Keys {
  sessionId: string;
  userId: number;
  memberId: number;
}

interface Entry<T> {
  value: T;
  keys: Keys;
  until: number;
}

/** Caches of the API instances in this process, so a change is forgotten here at once. */
const localCaches = new Set<SessionCache<unknown>>();

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Bumped on every invalidation: a lookup that started before one may not be stored. */
  private generation = 0;
  /** False until the listener runs, and whenever notifications may be missed. */
  private trusted = false;

  constructor(private readonly ttlMs = SESSION_CACHE_MS) {}

  get size(): number {
    return this.entries.size;
  }

  /** Pass to `set` with the looked-up value. */
  ticket(): number {
    return this.generation;
  }

  get(sessionId: string, now = Date.now()): T | undefined {
    if (!this.trusted) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.value;
  }

  set(keys: Keys, value: T, ticket: number, now = Date.now()): void {
    if (!this.trusted || ticket !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(keys.sessionId, { value, keys, until: now + this.ttlMs });
  }

  /** Replaces the value of a cached session (e.g. after its idle deadline moved) without extending its life. */
  update(sessionId: string, value: T): void {
    const entry = this.entries.get(sessionId);
    if (entry) entry.value = value;
  }

  forget(change: AuthChange): void {
    this.generation++;
    if ('sessionId' in change) {
      this.entries.delete(change.sessionId);
      return;
    }
    const [key, id] = 'userId' in change ? (['userId', change.userId] as const) : (['memberId', change.memberId] as const);
    for (const [sessionId, entry] of this.entries) if (entry.keys[key] === id) this.entries.delete(sessionId);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Whether notifications arrive; while they may not, nothing is served from or kept in memory. */
  setTrusted(trusted: boolean): void {
    this.clear();
    this.trusted = trusted;
  }

  /**
   * Also forget at once what this process announces (without waiting for the notification).
   * Tests of the cross-instance path leave an instance detached: it hears only PostgreSQL.
   */
  attachToProcess(attached: boolean): void {
    if (attached) localCaches.add(this as SessionCache<unknown>);
    else localCaches.delete(this as SessionCache<unknown>);
  }

  /**
   * Forgets what each notification on the channel names. Until listening works (it is tried
   * again every `retryMs`), nothing is cached: every request asks the database.
   */
  async follow(db: Database, onError: (error: unknown) => void = () => undefined, retryMs = 5_000): Promise<() => Promise<void>> {
    let stopListening: (() => Promise<void>) | undefined;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    const attempt = async () => {
      try {
        const stop = await db.listen(
          AUTH_CHANGES_CHANNEL,
          (payload) => {
            const change = decode(payload);
            if (change) this.forget(change);
            else this.clear();
          },
          (listening) => this.setTrusted(listening),
        );
        if (stopped) return void (await stop());
        stopListening = stop;
        this.setTrusted(true);
      } catch (error) {
        onError(error);
        if (stopped) return;
        timer = setTimeout(() => void attempt(), retryMs);
        timer.unref();
      }
    };
    await attempt();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      this.setTrusted(false);
      await stopListening?.();
    };
  }
}

/**
 * Announces a change to sessions, users or members that `authenticate` must see (revocation,
 * password change, account made passive, membership cancelled, profile edit). Call it with
 * the transaction that makes the change: the notification is delivered at commit. This
 * process forgets at once as well (before the commit, so nothing stale is kept meanwhile).
 */
export async function announceAuthChange(db: Orm, change: AuthChange): Promise<void> {
  for (const cache of localCaches) cache.forget(change);
  await notify(db, AUTH_CHANGES_CHANNEL, encode(change));
}
