// Delivers the outbox. Each send claims its one row (FOR UPDATE SKIP LOCKED) just before it,
// so several API instances share the work, never take the same row, and a crash holds only
// the rows being sent for the lease. The final update is fenced by the attempt number, so a
// sender that lost its claim cannot mark or re-send another's message. Mail goes through a
// pool of SMTP connections, a few sends at a time, each bounded by a timeout.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { DEFAULT_OUTBOX_LEASE_SECONDS, type AppConfig } from '../config';
import { outboxMessages, type Database } from '../db';
import { pruneRateLimits } from '../rate-limit';
import { smsProviderOf, type SmsProvider } from './sms-provider';

export interface OutboxApp {
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'baseDomain' | 'smtpPoolSize' | 'smtpSendTimeoutMs' | 'sms'>;
  db: Database;
  log: FastifyBaseLogger;
}

/** The part of a nodemailer transporter the sender uses. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  /** `force`: also end the connections in the middle of a send (their sends fail). */
  close(options?: { force?: boolean }): void;
}

export interface DrainOptions {
  /** Instead of the one of the configuration (the operator of SMS_API_URL, or local). */
  smsProvider?: SmsProvider;
  /** Instead of a pooled SMTP transport built from SMTP_URL. */
  transport?: MailTransport;
  /** Sends at a time (SMTP_POOL_SIZE). */
  parallel?: number;
  /** Time one send may take before it counts as failed and is retried later (SMTP_SEND_TIMEOUT_MS). */
  sendTimeoutMs?: number;
  /** Attempts before a message is marked failed (5). */
  maxAttempts?: number;
  /** Time one send may take before another sender may take the message over (300 s). */
  leaseSeconds?: number;
  /** Wait before attempt n+1 after attempt n failed (1, 4, 16, 64 min). */
  backoffSeconds?: (attempt: number) => number;
}

export interface DrainResult {
  sent: number;
  keptLocal: number;
  retrying: number;
  failed: number;
}

type Message = typeof outboxMessages.$inferSelect;

/** What a drain shares with the sender that runs it: the stop flag and the rows being sent. */
interface DrainControl {
  stopping: boolean;
  inFlight: Set<Message>;
  /** Set when a stop gives up on the sends in flight: a send that ends now frees its row at once. */
  abandoning: boolean;
}

const o = outboxMessages;

/**
 * A pool of `size` SMTP connections. Timeouts inside the lease, so a hung server cannot outlive
 * it; no re-queue by nodemailer when a connection drops mid-send: the outbox decides on a retry.
 */
export function pooledTransport(smtpUrl: string, size: number, sendTimeoutMs: number): MailTransport {
  return createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: size,
    maxRequeues: 0,
    connectionTimeout: Math.min(15_000, sendTimeoutMs),
    greetingTimeout: Math.min(15_000, sendTimeoutMs),
    socketTimeout: sendTimeoutMs,
  });
}

/** `<outbox-42@portal.example.com>`: the same id on a re-send after a crash, so it is recognisable. */
export function outboxMessageId(id: number, baseDomain: string): string {
  return `<outbox-${id}@${baseDomain}>`;
}

/** Claims the oldest due row for one send: its attempt counted, leased to this sender. */
async function claimOne(db: Database, leaseSeconds: number): Promise<Message | undefined> {
  const due = db
    .select({ id: o.id })
    .from(o)
    .where(and(inArray(o.status, ['pending', 'sending']), or(isNull(o.lockedUntil), lt(o.lockedUntil, sql`now()`))))
    .orderBy(o.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(o)
    .set({ status: 'sending', attempts: sql`${o.attempts} + 1`, lockedUntil: sql`now() + ${leaseSeconds}::int * interval '1 second'` })
    .where(inArray(o.id, due))
    .returning();
  return row;
}

/** Updates the message only if this sender still holds its claim. */
async function fenced(db: Database, m: Message, set: PgUpdateSetSource<typeof o>): Promise<boolean> {
  const rows = await db
    .update(o)
    .set(set)
    .where(and(eq(o.id, m.id), eq(o.attempts, m.attempts), eq(o.status, 'sending')))
    .returning({ id: o.id });
  return rows.length === 1;
}

/** A 5xx SMTP answer (no such mailbox…) or an SMS operator's refusal will not change on retry. */
function isPermanent(error: unknown): boolean {
  if ((error as { permanent?: unknown }).permanent === true) return true;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

class SendTimeout extends Error {
  constructor(ms: number) {
    super(`gönderim ${ms} ms içinde bitmedi`);
    this.name = 'SendTimeout';
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeout(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Sends everything due now and returns what happened; used by the background sender and by tests. */
export function drainOutbox(app: OutboxApp, options: DrainOptions = {}): Promise<DrainResult> {
  return drain(app, options, { stopping: false, abandoning: false, inFlight: new Set() });
}

async function drain(app: OutboxApp, options: DrainOptions, control: DrainControl): Promise<DrainResult> {
  const { db, config, log } = app;
  const {
    smsProvider = smsProviderOf(config),
    parallel = config.smtpPoolSize,
    sendTimeoutMs = config.smtpSendTimeoutMs,
    maxAttempts = 5,
    leaseSeconds = DEFAULT_OUTBOX_LEASE_SECONDS,
    backoffSeconds = (attempt: number) => 60 * 4 ** (attempt - 1),
  } = options;
  const result: DrainResult = { sent: 0, keptLocal: 0, retrying: 0, failed: 0 };
  // A drain of its own (tests, one-off) has a pool of its own, closed when it ends.
  const ownTransport = !options.transport && config.smtpUrl ? pooledTransport(config.smtpUrl, parallel, sendTimeoutMs) : undefined;
  const transport = options.transport ?? ownTransport;

  const deliver = async (m: Message) => {
    const local = m.channel === 'mail' ? !transport : smsProvider.local;
    if (local) {
      if (await fenced(db, m, { status: 'kept-local', lockedUntil: null })) result.keptLocal++;
      return;
    }
    try {
      if (m.channel === 'mail') {
        const sending = transport!.sendMail({
          from: config.mailFrom,
          to: m.recipient,
          replyTo: m.replyTo ?? undefined,
          subject: m.subject ?? '',
          text: m.bodyText,
          html: m.bodyHtml ?? undefined,
          messageId: outboxMessageId(m.id, config.baseDomain),
          headers: { 'Auto-Submitted': 'auto-generated' },
          attachments: m.attachments.length
            ? m.attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.content, 'base64'), contentType: a.contentType }))
            : undefined,
        });
        // A send given up on may still end later; its outcome is no longer awaited.
        sending.catch(() => undefined);
        await withTimeout(sending, sendTimeoutMs);
      } else {
        await withTimeout(smsProvider.send(m.recipient, m.bodyText), sendTimeoutMs);
      }
      if (await fenced(db, m, { status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })) result.sent++;
      else log.warn({ outboxId: m.id }, 'outbox: sent, but the claim was released or taken over meanwhile');
    } catch (error) {
      // Given up on at a stop: not a failure of the message, the next sender takes it at once.
      if (control.abandoning) {
        if (await fenced(db, m, { status: 'pending', lockedUntil: null })) log.warn({ outboxId: m.id }, 'outbox: send abandoned at stop, row released');
        return;
      }
      const lastError = String((error as Error)?.message ?? error).slice(0, 500);
      const give = isPermanent(error) || m.attempts >= maxAttempts;
      log.warn({ outboxId: m.id, channel: m.channel, attempts: m.attempts, err: error }, give ? 'outbox: delivery failed' : 'outbox: delivery will be retried');
      const retryAt = sql`now() + ${backoffSeconds(m.attempts)}::int * interval '1 second'`;
      await fenced(db, m, give ? { status: 'failed', lockedUntil: null, lastError } : { status: 'pending', lockedUntil: retryAt, lastError });
      result[give ? 'failed' : 'retrying']++;
    }
  };

  // `parallel` workers, each claiming one row at a time until nothing is due or the sender stops.
  const worker = async () => {
    while (!control.stopping) {
      const m = await claimOne(db, leaseSeconds);
      if (!m) return;
      control.inFlight.add(m);
      try {
        await deliver(m);
      } finally {
        control.inFlight.delete(m);
      }
    }
  };
  // Every worker ends before the pool closes: one whose database write failed must not cut the
  // others' sends off mid-way, nor let the next drain start beside them.
  const ended = await Promise.allSettled(Array.from({ length: Math.max(1, parallel) }, worker));
  // Every send has settled (or timed out): a connection still busy has been given up on.
  ownTransport?.close({ force: true });
  const failed = ended.find((e): e is PromiseRejectedResult => e.status === 'rejected');
  if (failed) throw failed.reason;
  return result;
}

export interface OutboxSender {
  /**
   * Stops claiming at once and waits up to `graceMs` for the sends in flight; then releases
   * their rows (free for the next sender at once, the same Message-ID on the re-send) and ends
   * their connections. Resolves when nothing of the sender runs any more.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** True when `work` settles within `ms` (Infinity: waits for it). */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  if (!Number.isFinite(ms)) {
    await work;
    return true;
  }
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(0, ms))));
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Drains the outbox every `intervalMs` (one drain at a time) through one pool of SMTP
 * connections. The one background loop of the API also prunes ended rate-limit windows.
 */
export function startOutboxSender(app: OutboxApp, options: DrainOptions & { intervalMs: number }): OutboxSender {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let lastPrune = 0;
  const control: DrainControl = { stopping: false, abandoning: false, inFlight: new Set() };
  const { smtpUrl, smtpPoolSize, smtpSendTimeoutMs } = app.config;
  const pool =
    options.transport || !smtpUrl
      ? undefined
      : pooledTransport(smtpUrl, options.parallel ?? smtpPoolSize, options.sendTimeoutMs ?? smtpSendTimeoutMs);
  const drainOptions: DrainOptions = { ...options, transport: options.transport ?? pool };

  const tick = async () => {
    try {
      const result = await drain(app, drainOptions, control);
      if (result.sent + result.keptLocal + result.failed + result.retrying > 0) app.log.info(result, 'outbox drained');
      if (!control.stopping && Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneRateLimits(app.db);
      }
    } catch (error) {
      app.log.error({ err: error }, 'outbox: drain failed');
    }
  };
  const schedule = () => {
    if (control.stopping) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule();
      });
    }, options.intervalMs);
    timer.unref();
  };
  schedule();

  /** Frees the rows of sends that did not end with their connections, each only if still held. */
  const release = async () => {
    const rows = [...control.inFlight];
    const freed = await Promise.all(rows.map((m) => fenced(app.db, m, { status: 'pending', lockedUntil: null }).catch(() => false)));
    app.log.warn({ outboxIds: rows.map((m) => m.id), released: freed.filter(Boolean).length }, 'outbox: sends abandoned at stop, rows released');
  };

  return {
    async stop({ graceMs = Infinity } = {}) {
      control.stopping = true;
      clearTimeout(timer);
      const current = running;
      if (current && !(await settlesWithin(current, graceMs))) {
        control.abandoning = true;
        // Ends the sends in flight: each frees its row as it fails (deliver's catch).
        pool?.close({ force: true });
        if (!(await settlesWithin(current, 1_000))) await release();
      }
      pool?.close({ force: true });
    },
  };
}
