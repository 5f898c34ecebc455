// Two real API processes (`node --import tsx apps/api/src/main.ts`) on one fresh
// PostgreSQL database and one real SMTP server share sessions, rate limits, one-time tokens and
// the outbox and the reference data's version (DESIGN §1, docs/operations.md "Scaling out"), also
// when one of them is killed.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { AppCode, AuthErrorCode, type HostLabel } from '@portal/contracts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoAccount } from '@portal/shared/demo-data';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, withDatabase } from '../test-support/postgres-admin';
import { listeningUrl, repoRoot, spawnApi, type ApiProcess } from '../test-support/api-process';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/smtp-server';
import { members, openPostgres, outboxMessages, plants, users, type Database } from './db';
import { enqueueMail } from './outbox/enqueue';

const adminUrl = process.env['TEST_DATABASE_URL'];
const SECRET = 'multi-instance-two-processes-share-this-secret-0123';
/** Short, so that B takes over what A held when A dies; well above one batch of slow sends. */
const LEASE_SECONDS = 3;
/** SMTP connections, and so sends at a time, of each instance; the send timeout below the lease. */
const POOL = 2;
const SEND_TIMEOUT_MS = 2_500;

interface Instance extends ApiProcess {
  port: number;
}

interface Reply {
  status: number;
  body: { data?: Record<string, unknown>; code?: string } & Record<string, unknown>;
}

/** A real HTTP request (node:http, so that the Host header a page sends can be set). */
function call(instance: Instance, method: string, url: string, options: { headers?: Record<string, string>; body?: unknown } = {}): Promise<Reply> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: instance.port,
        method,
        path: url,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as Reply['body']) : {} }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Headers of a page on `host` (as test-support/users.ts `pageHeaders`). */
function pageHeaders(host: HostLabel, extra: Record<string, string> = {}) {
  const name = `${host}.localhost`;
  return { host: name, origin: `http://${name}`, 'sec-fetch-site': 'same-origin', ...extra };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sum of `sent` in an instance's "outbox drained" log lines. */
function sentInLog(instance: Instance): number {
  return instance
    .stdout()
    .split('\n')
    .filter((line) => line.includes('"outbox drained"'))
    .reduce((n, line) => n + Number((JSON.parse(line) as { sent: number }).sent), 0);
}

describe.skipIf(!adminUrl)('two API processes on one PostgreSQL', () => {
  const dbName = `api_test_multi_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let databaseUrl = '';
  let dataDir = '';
  let smtp: TestSmtpServer;
  let db: Database | undefined;
  const runs: ApiProcess[] = [];
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await adminQuery(adminUrl!, `CREATE DATABASE "${dbName}"`);
    databaseUrl = withDatabase(adminUrl!, dbName);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-multi-'));
    smtp = await startTestSmtpServer();
    const env = (name: string) => ({
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(dataDir, name),
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      AUTH_TOKEN_SECRET: SECRET,
      SEED_DEMO: 'true',
      SMTP_URL: smtp.url,
      OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
      SMTP_POOL_SIZE: String(POOL),
      SMTP_SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS),
      LOG_LEVEL: 'info',
    });
    // The same moment: both migrate and seed the empty database together.
    runs.push(spawnApi(env('a'), 'A'), spawnApi(env('b'), 'B'));
    const [portA, portB] = (await Promise.all(runs.map((run) => listeningUrl(run, 50_000)))).map((url) => Number(new URL(url).port));
    a = { ...runs[0]!, port: portA! };
    b = { ...runs[1]!, port: portB! };
    db = await openPostgres(databaseUrl, { migrationsDir: false });
  }, 70_000);

  afterAll(async () => {
    // Whatever happened above: no process, connection or database is left behind.
    await Promise.all(
      runs.map(async (run) => {
        if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
        await run.exited;
      }),
    );
    await db?.close();
    await smtp?.close();
    await adminQuery(adminUrl!, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('both started together: the migrations are applied once, the demo data made once, both healthy', async () => {
    const journal = JSON.parse(readFileSync(path.join(repoRoot, 'apps/api/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await db!.execute<{ n: number; distinct: number }>(
      sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });

    for (const instance of [a, b]) {
      const health = await call(instance, 'GET', '/api/v1/health');
      expect(health.status, `health of ${instance.name}`).toBe(200);
      expect(health.body.data?.['database']).toMatchObject({ driver: 'postgres', status: 'up' });
      expect(instance.stdout()).toContain('"API ready"');
      expect(instance.stderr(), `stderr of ${instance.name}`).toBe('');
    }

    const demo = await db!.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_ACCOUNTS.map((d) => d.email)));
    expect(demo).toHaveLength(DEMO_ACCOUNTS.length);
    // Both seeded the empty database: each demo member exists once (none made twice by a race).
    const twice = await db!.execute<{ name: string; n: number }>(sql`select ${members.name} as name, count(*)::int as n from ${members} group by ${members.name} having count(*) > 1`);
    expect(twice.rows).toEqual([]);
  });

  it('sessions are shared: logged in on A, used on B; logged out on A → B answers 401 within 1.5 s', async () => {
    const account = demoAccount('muhendis');
    const login = await call(a, 'POST', '/api/v1/auth/login', {
      headers: pageHeaders(account.host),
      body: { email: account.email, password: DEMO_PASSWORD, keepSession: false },
    });
    expect(login.status).toBe(200);
    expect(login.body.data?.['status']).toBe('authenticated');
    const token = login.body.data?.['token'] as string;
    const bearer = { authorization: `Bearer ${token}` };

    const onB = await call(b, 'GET', '/api/v1/portalUser/me', { headers: bearer });
    expect(onB.status).toBe(200);
    expect(onB.body.data?.['email']).toBe(account.email);

    const out = await call(a, 'POST', '/api/v1/auth/logout', { headers: pageHeaders(account.host, bearer) });
    expect(out.status).toBe(200);
    const started = Date.now();
    let last = onB;
    while (Date.now() - started < 1_500) {
      last = await call(b, 'GET', '/api/v1/portalUser/me', { headers: bearer });
      if (last.status === 401) break;
      await sleep(25);
    }
    expect(last.status, 'B after the logout on A').toBe(401);
    expect(last.body.code).toBe('703');
  });

  it('search answers kept on A show a plant renamed through B in A’s very next answer', async () => {
    const signIn = async (instance: Instance, key: string) => {
      const account = demoAccount(key);
      const login = await call(instance, 'POST', '/api/v1/auth/login', { headers: pageHeaders(account.host), body: { email: account.email, password: DEMO_PASSWORD, keepSession: false } });
      expect(login.status, `${key} on ${instance.name}`).toBe(200);
      return pageHeaders(account.host, { authorization: `Bearer ${login.body.data?.['token'] as string}` });
    };
    const reader = await signIn(a, 'src');
    const dataLogger = await signIn(b, 'bestnet-veri');
    const [plant] = await db!.select({ id: plants.id }).from(plants).where(eq(plants.name, 'Patlıcan'));
    const names = async (search: string) => {
      const res = await call(a, 'GET', `/api/v1/search/plants?search=${encodeURIComponent(search)}`, { headers: reader });
      expect(res.status).toBe(200);
      return (res.body['data'] as unknown as { name: string }[]).map((p) => p.name);
    };
    // Asked twice on A: the second answer is A's kept one (near misses, not the new name).
    expect(await names('kemer patlıcanı')).not.toContain('Kemer Patlıcanı');
    expect(await names('kemer patlıcanı')).not.toContain('Kemer Patlıcanı');
    const edited = await call(b, 'PATCH', '/api/v1/definition/plant/editField', { headers: dataLogger, body: { id: plant!.id, name: 'Kemer Patlıcanı' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await names('kemer patlıcanı')).toContain('Kemer Patlıcanı');
  });

  it('rate limits are shared: failed logins spread over A and B are refused at the same count as on one instance', async () => {
    /** Six wrong passwords for one e-mail, on the given instances in turn; the statuses. */
    const tries = async (email: string, host: HostLabel, on: Instance[]) => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await call(on[i % on.length]!, 'POST', '/api/v1/auth/login', { headers: pageHeaders(host), body: { email, password: 'Yanlis-Sifre-123', keepSession: false } });
        statuses.push(res.status);
      }
      return statuses;
    };
    const alone = demoAccount('tekniker');
    const spread = demoAccount('kullanici');
    const oneInstance = await tries(alone.email, alone.host, [a]);
    // The limit of docs/api.md: 5 failed passwords per e-mail in 15 minutes, the 6th is 429.
    expect(oneInstance).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await tries(spread.email, spread.host, [a, b])).toEqual(oneInstance);
    // And the refusal holds on both, the right password included.
    for (const instance of [a, b]) {
      const res = await call(instance, 'POST', '/api/v1/auth/login', { headers: pageHeaders(spread.host), body: { email: spread.email, password: DEMO_PASSWORD, keepSession: false } });
      expect(res.status, `login on ${instance.name} after the limit`).toBe(429);
    }
  });

  it('one-time tokens are shared: a reset link used on A is refused on B; used on both at once, it works once', async () => {
    const account = demoAccount('danisman');
    /** Asks A for a reset link and reads its token from the mail the outbox delivered over SMTP. */
    const resetToken = async (nth: number) => {
      const res = await call(a, 'POST', '/api/v1/auth/forgotPassword', { headers: pageHeaders(account.host), body: { method: 'email', email: account.email } });
      expect(res.status).toBe(200);
      const links = () => smtp.received.filter((m) => m.to.includes(account.email) && m.text.includes('/reset-password?token='));
      await expect.poll(() => links().length, { timeout: 10_000, interval: 100 }).toBeGreaterThanOrEqual(nth);
      return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(links()[nth - 1]!.text)![1]!;
    };

    const first = await resetToken(1);
    const used = await call(a, 'POST', '/api/v1/auth/resetPassword', { headers: pageHeaders(account.host), body: { token: first, password: 'Yeni-Sera-Domatesi-77' } });
    expect(used.status).toBe(200);
    const again = await call(b, 'POST', '/api/v1/auth/resetPassword', { headers: pageHeaders(account.host), body: { token: first, password: 'Baska-Sera-Biberi-88' } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe(AuthErrorCode.TokenInvalid);

    const second = await resetToken(2);
    const both = await Promise.all(
      [a, b].map((instance, i) =>
        call(instance, 'POST', '/api/v1/auth/resetPassword', { headers: pageHeaders(account.host), body: { token: second, password: `Ikinci-Sera-Kavunu-9${i}` } }),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  /** Queues `count` mails to `<prefix>-<i>@example.com` on the test's own connection; recipient → expected Message-ID. */
  async function queue(prefix: string, count: number): Promise<Map<string, string>> {
    const expected = new Map<string, string>();
    for (let i = 0; i < count; i++) {
      const to = `${prefix}-${i}@example.com`;
      const id = await enqueueMail(db!, { to, template: 'verify-email', app: AppCode.Rct, data: { name: 'Ayşe Yılmaz', link: `http://rct.localhost/verify?token=t${i}` } });
      expected.set(to, `<outbox-${id}@localhost>`);
    }
    return expected;
  }

  /** What arrived for these recipients: recipient → every Message-ID received, one per copy. */
  function arrivals(prefix: string): Map<string, string[]> {
    const byRecipient = new Map<string, string[]>();
    for (const mail of smtp.received.filter((m) => m.to[0]?.startsWith(`${prefix}-`))) {
      expect(mail.to).toHaveLength(1);
      byRecipient.set(mail.to[0]!, [...(byRecipient.get(mail.to[0]!) ?? []), mail.messageId]);
    }
    return byRecipient;
  }

  /**
   * Rows marked sent, once nothing is left to send and the instances' "outbox drained" logs
   * account for exactly those rows (a drain logs after its updates): a send counted twice, or by
   * no one, never settles.
   */
  async function settledSentCount(): Promise<number> {
    const counts = async () =>
      (
        await db!.execute<{ sent: number; open: number }>(
          sql`select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status in ('pending', 'sending'))::int as open from outbox_messages`,
        )
      ).rows[0]!;
    await expect
      .poll(async () => {
        const { sent, open } = await counts();
        return { open, unaccounted: sent - sentInLog(a) - sentInLog(b) };
      }, { timeout: 15_000, interval: 100 })
      .toEqual({ open: 0, unaccounted: 0 });
    return (await counts()).sent;
  }

  const distinctIds = (prefix: string) => new Set(smtp.received.filter((m) => m.to[0]?.startsWith(`${prefix}-`)).map((m) => m.messageId)).size;

  it('outbox: 200 mails queued while both run arrive exactly once each, the work shared by both', async () => {
    // A relay that takes a little time per mail, as a real one does: with instant answers one
    // instance's pool could drain the whole queue before the other one woke to its notification.
    smtp.hold.delayMs = 25;
    const sentBefore = await settledSentCount();
    const [beforeA, beforeB] = [sentInLog(a), sentInLog(b)];
    const expected = await queue('bulk', 200);
    await expect.poll(() => distinctIds('bulk'), { timeout: 30_000, interval: 100 }).toBe(200);
    // Time for a duplicate to show up, had any sender taken a message twice.
    await sleep(1_500);

    const got = arrivals('bulk');
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [to, ids] of got) expect(ids, to).toEqual([expected.get(to)]);
    expect(smtp.received.filter((m) => m.to[0]?.startsWith('bulk-'))).toHaveLength(200);

    const rows = await db!.select().from(outboxMessages).where(like(outboxMessages.recipient, 'bulk-%'));
    expect(rows.map((r) => [r.status, r.attempts]).filter(([s, n]) => s !== 'sent' || n !== 1)).toEqual([]);
    // Together the two processes report each mail sent once, and each delivered part of it.
    expect((await settledSentCount()) - sentBefore).toBe(200);
    expect(sentInLog(a) - beforeA, 'sent by A').toBeGreaterThan(0);
    expect(sentInLog(b) - beforeB, 'sent by B').toBeGreaterThan(0);
  }, 45_000);

  it('outbox: A killed mid-send → B delivers the rest; the copy sent twice has the same Message-ID, 200 after dedup', async () => {
    smtp.hold.delayMs = 0;
    const expected = await queue('killed', 200);
    await expect.poll(() => smtp.received.filter((m) => m.to[0]?.startsWith('killed-')).length, { timeout: 20_000, interval: 20 }).toBeGreaterThanOrEqual(20);
    // Acknowledgements held back: each process (POOL sends at a time) soon has POOL mails
    // received by the server and not yet acknowledged. With 2 × POOL such mails, POOL are A's: kill A then.
    smtp.hold.delayMs = 2_000;
    await expect.poll(() => smtp.hold.pending, { timeout: 10_000, interval: 10 }).toBe(2 * POOL);
    a.child.kill('SIGKILL');
    await a.exited;
    expect(a.child.signalCode).toBe('SIGKILL');
    smtp.hold.delayMs = 0;

    await expect.poll(() => distinctIds('killed'), { timeout: 40_000, interval: 100 }).toBe(200);
    await expect
      .poll(async () => (await db!.select().from(outboxMessages).where(like(outboxMessages.recipient, 'killed-%'))).filter((r) => r.status !== 'sent').length, { timeout: 10_000, interval: 200 })
      .toBe(0);

    const got = arrivals('killed');
    expect([...got.keys()].sort()).toEqual([...expected.keys()].sort());
    // Every copy of a mail, first or re-sent, carries the one Message-ID of its outbox row.
    for (const [to, ids] of got) expect(new Set(ids), to).toEqual(new Set([expected.get(to)]));
    const copies = [...got.values()].reduce((n, ids) => n + ids.length, 0);
    const resent = [...got.values()].filter((ids) => ids.length > 1).length;
    // The ones A had delivered, unacknowledged, when it died arrived twice, B re-sending them; no other.
    expect(resent).toBe(POOL);
    expect(copies).toBe(200 + POOL);

    // B took over only the rows A was sending (one claim per send): their attempt count shows the second claim.
    const rows = await db!.select().from(outboxMessages).where(like(outboxMessages.recipient, 'killed-%'));
    expect(rows.filter((r) => r.attempts === 2)).toHaveLength(POOL);
    expect(rows.filter((r) => r.attempts !== 1 && r.attempts !== 2)).toEqual([]);
    expect((await call(b, 'GET', '/api/v1/health')).status).toBe(200);
  }, 60_000);
});
