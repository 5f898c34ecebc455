// The outbox of a real API process (`node --import tsx apps/api/src/main.ts`) against a real SMTP
// server that is slow to acknowledge: what a SIGTERM and a kill -9 leave in the table.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AppCode } from '@portal/contracts';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test-support/build-test-app';
import { listeningUrl, spawnApi, type ApiProcess } from '../../test-support/api-process';
import { processTestDatabase, type ProcessTestDatabase } from '../../test-support/process-database';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server';
import { openPostgres, outboxMessages, type Database } from '../db';
import { enqueueMail } from './enqueue';
import { drainOutbox } from './sender';

const POOL = 2;
const BACKLOG = 12;

describe.skipIf(!process.env['TEST_DATABASE_URL'])('outbox of a running API: SIGTERM and kill -9 with a backlog and a slow mail server', () => {
  let database: ProcessTestDatabase;
  let db: Database;
  let smtp: TestSmtpServer;
  let dataDir: string;
  let run: ApiProcess | undefined;

  beforeAll(async () => {
    database = await processTestDatabase();
    db = await openPostgres(database.url, { migrationsDir: false });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-outbox-proc-'));
  });
  afterEach(async () => {
    if (run && run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    await run?.exited;
    await smtp?.close();
    await db.delete(outboxMessages);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  /** A fresh SMTP server answering DATA after `delayMs`, the backlog queued, and the API started on it. */
  async function start(delayMs: number): Promise<{ recipients: string[] }> {
    smtp = await startTestSmtpServer();
    smtp.hold.delayMs = delayMs;
    const recipients: string[] = [];
    for (let i = 0; i < BACKLOG; i++) {
      recipients.push(`backlog-${i}@example.com`);
      await enqueueMail(db, { to: recipients[i]!, template: 'verify-email', app: AppCode.Rct, data: { name: 'Ayşe', link: 'http://rct.localhost/verify?token=t' } });
    }
    run = spawnApi({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      SEED_DEMO: 'false',
      SMTP_URL: smtp.url,
      SMTP_POOL_SIZE: String(POOL),
      SHUTDOWN_TIMEOUT_MS: '6000',
      LOG_LEVEL: 'info',
    });
    await listeningUrl(run, 50_000);
    return { recipients };
  }

  const table = async () => (await db.select().from(outboxMessages).orderBy(outboxMessages.id)).map((r) => ({ to: r.recipient, status: r.status, attempts: r.attempts, locked: r.lockedUntil !== null }));

  it('SIGTERM while the server stalls: stops claiming, releases the rows in flight at once, exits 0; only those go twice, with their Message-ID', async () => {
    const { recipients } = await start(60_000);
    // Both pooled connections have a mail received and not yet acknowledged.
    await expect.poll(() => smtp.hold.pending, { timeout: 20_000, interval: 20 }).toBe(POOL);
    run!.child.kill('SIGTERM');
    expect(await run!.exited).toBe(0);
    expect(run!.stdout()).toContain('outbox: send abandoned at stop, row released');

    // Nothing left leased: the two in flight are free again (their try counted), the rest untouched.
    const rows = await table();
    expect(rows.filter((r) => r.status !== 'pending' || r.locked)).toEqual([]);
    const tried = rows.filter((r) => r.attempts === 1).map((r) => r.to);
    expect(tried).toHaveLength(POOL);
    expect(rows.filter((r) => r.attempts === 0)).toHaveLength(BACKLOG - POOL);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual([...tried].sort());

    // The next sender (another instance, or this one restarted) sends everything at once.
    smtp.hold.delayMs = 0;
    const config = testConfig({ SMTP_URL: smtp.url, DATABASE_URL: database.url });
    expect(await drainOutbox({ config, db, log: pino({ level: 'silent' }) })).toMatchObject({ sent: BACKLOG });
    const copies = new Map<string, string[]>();
    for (const mail of smtp.received) copies.set(mail.to[0]!, [...(copies.get(mail.to[0]!) ?? []), mail.messageId]);
    expect([...copies.keys()].sort()).toEqual([...recipients].sort());
    const twice = [...copies].filter(([, ids]) => ids.length > 1);
    // Only the mails in flight at the stop arrived twice, each copy with the same Message-ID.
    expect(twice.map(([to]) => to).sort()).toEqual([...tried].sort());
    for (const [, ids] of twice) expect(new Set(ids).size).toBe(1);
  }, 60_000);

  it('SIGTERM while the server is slow but answers: the sends in flight finish and are marked sent, nothing else is claimed, exit 0', async () => {
    await start(1_000);
    await expect.poll(() => smtp.hold.pending, { timeout: 20_000, interval: 20 }).toBe(POOL);
    run!.child.kill('SIGTERM');
    expect(await run!.exited).toBe(0);
    const rows = await table();
    const sent = rows.filter((r) => r.status === 'sent');
    // Those acknowledged before the stop plus the ones in flight at it; none left leased.
    expect(sent.length).toBeGreaterThanOrEqual(POOL);
    expect(sent.every((r) => r.attempts === 1 && !r.locked)).toBe(true);
    expect(rows.filter((r) => r.status !== 'sent')).toEqual(rows.filter((r) => r.status === 'pending' && r.attempts === 0 && !r.locked));
    expect(smtp.received).toHaveLength(sent.length);
  }, 60_000);

  it('kill -9 mid-send: only the mails in flight wait for the lease; the rest were never claimed nor counted', async () => {
    await start(60_000);
    await expect.poll(() => smtp.hold.pending, { timeout: 20_000, interval: 20 }).toBe(POOL);
    run!.child.kill('SIGKILL');
    await run!.exited;
    const rows = await table();
    const inFlight = smtp.received.map((m) => m.to[0]!).sort();
    expect(rows.filter((r) => r.status === 'sending').sort((x, y) => x.to.localeCompare(y.to))).toEqual(
      inFlight.map((to) => ({ to, status: 'sending', attempts: 1, locked: true })),
    );
    expect(rows.filter((r) => r.status === 'sending')).toHaveLength(POOL);
    expect(rows.filter((r) => r.status === 'pending' && r.attempts === 0 && !r.locked)).toHaveLength(BACKLOG - POOL);
  }, 60_000);
});
