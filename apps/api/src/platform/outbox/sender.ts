// Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED, so several API
// instances share the work and never take the same row; every send happens under a
// lease renewed just before it, and the final update is fenced by the attempt number, so
// a sender that lost its claim cannot mark or re-send another's message.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport, type SendMailOptions } from 'nodemailer';
import type { AppConfig } from '../config';
import { outboxMessages, type Database } from '../db';
import { pruneRateLimits } from '../rate-limit';
import { localSmsProvider, type SmsProvider } from './sms-provider';

export interface OutboxApp {
  config: Pick<AppConfig, 'smtpUrl' | 'mailFrom' | 'baseDomain'>;
  db: Database;
  log: FastifyBaseLogger;
}

/** The part of a nodemailer transporter the sender uses. */
export interface MailTransport {
  sendMail(mail: SendMailOptions): Promise<unknown>;
  close(): void;
}

export interface DrainOptions {
  smsProvider?: SmsProvider;
  /** Instead of an SMTP transport built from SMTP_URL. */
  transport?: MailTransport;
  /** Rows claimed at a time (20). */
  batchSize?: number;
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

const o = outboxMessages;
const transports = new WeakMap<OutboxApp, MailTransport>();

function transportOf(app: OutboxApp, smtpUrl: string): MailTransport {
  let transport = transports.get(app);
  if (!transport) {
    // Timeouts well inside the lease, so a hung server cannot outlive it.
    transport = createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
    transports.set(app, transport);
  }
  return transport;
}

/** `<outbox-42@portal.example.com>`: the same id on a re-send after a crash, so it is recognisable. */
export function outboxMessageId(id: number, baseDomain: string): string {
  return `<outbox-${id}@${baseDomain}>`;
}

async function claim(db: Database, batchSize: number, leaseSeconds: number): Promise<Message[]> {
  const due = db
    .select({ id: o.id })
    .from(o)
    .where(and(inArray(o.status, ['pending', 'sending']), or(isNull(o.lockedUntil), lt(o.lockedUntil, sql`now()`))))
    .orderBy(o.id)
    .limit(batchSize)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(o)
    .set({ status: 'sending', attempts: sql`${o.attempts} + 1`, lockedUntil: sql`now() + ${leaseSeconds}::int * interval '1 second'` })
    .where(inArray(o.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
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

/** A 5xx SMTP answer (no such mailbox…) will not change on retry. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Sends everything due now and returns what happened; used by the background sender and by tests. */
export async function drainOutbox(app: OutboxApp, options: DrainOptions = {}): Promise<DrainResult> {
  const {
    smsProvider = localSmsProvider,
    batchSize = 20,
    maxAttempts = 5,
    leaseSeconds = 300,
    backoffSeconds = (attempt: number) => 60 * 4 ** (attempt - 1),
  } = options;
  const { db, config, log } = app;
  const result: DrainResult = { sent: 0, keptLocal: 0, retrying: 0, failed: 0 };
  const lease = sql`now() + ${leaseSeconds}::int * interval '1 second'`;

  for (let batch = await claim(db, batchSize, leaseSeconds); batch.length; batch = await claim(db, batchSize, leaseSeconds)) {
    for (const m of batch) {
      const local = m.channel === 'mail' ? !config.smtpUrl && !options.transport : smsProvider.local;
      if (local) {
        if (await fenced(db, m, { status: 'kept-local', lockedUntil: null })) result.keptLocal++;
        continue;
      }
      // A fresh lease for this one send; lost means another sender took it over.
      if (!(await fenced(db, m, { lockedUntil: lease }))) continue;
      try {
        if (m.channel === 'mail') {
          const transport = options.transport ?? transportOf(app, config.smtpUrl!);
          await transport.sendMail({
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
        } else {
          await smsProvider.send(m.recipient, m.bodyText);
        }
        if (await fenced(db, m, { status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })) result.sent++;
        else log.warn({ outboxId: m.id }, 'outbox: sent, but the claim was taken over meanwhile');
      } catch (error) {
        const lastError = String((error as Error)?.message ?? error).slice(0, 500);
        const give = isPermanent(error) || m.attempts >= maxAttempts;
        log.warn({ outboxId: m.id, channel: m.channel, attempts: m.attempts, err: error }, give ? 'outbox: delivery failed' : 'outbox: delivery will be retried');
        const retryAt = sql`now() + ${backoffSeconds(m.attempts)}::int * interval '1 second'`;
        await fenced(db, m, give ? { status: 'failed', lockedUntil: null, lastError } : { status: 'pending', lockedUntil: retryAt, lastError });
        result[give ? 'failed' : 'retrying']++;
      }
    }
  }
  return result;
}

export interface OutboxSender {
  /** Stops the timer and waits for a drain in progress. */
  stop(): Promise<void>;
}

const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Drains the outbox every `intervalMs` (one drain at a time). The one background loop of the
 * API also prunes ended rate-limit windows.
 */
export function startOutboxSender(app: OutboxApp, options: DrainOptions & { intervalMs: number }): OutboxSender {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let lastPrune = 0;

  const tick = async () => {
    try {
      const result = await drainOutbox(app, options);
      if (result.sent + result.keptLocal + result.failed + result.retrying > 0) app.log.info(result, 'outbox drained');
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneRateLimits(app.db);
      }
    } catch (error) {
      app.log.error({ err: error }, 'outbox: drain failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule();
      });
    }, options.intervalMs);
    timer.unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transports.get(app)?.close();
      transports.delete(app);
    },
  };
}
