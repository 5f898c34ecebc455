// The database connection killed under load (`pg_terminate_backend`, as a failover
// or an administrator does it). Requests caught in the window answer 503 SERVICE_UNAVAILABLE in
// the envelope with Retry-After, never a 500 or a stack trace, and the API recovers on its own:
// the pool opens new connections, nothing is restarted.
import { API_PREFIX, ErrorCode, errorEnvelopeSchema, Role } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildTestApp, freshIp, pageHeaders } from '../../test-support';
import { adminQuery } from '../../test-support/postgres-admin';
import { isDatabaseUnavailable } from '../errors';

const adminUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!adminUrl)('the database connection killed under load', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let database: string;
  let headers: Record<string, string>;
  const terminateAll = () => adminQuery(adminUrl!, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`);

  beforeAll(async () => {
    app = await buildTestApp();
    database = String((await app.db.execute<{ name: string }>(sql`select current_database() as name`)).rows[0]!.name);
    headers = { ...pageHeaders('portaldev'), ...(await as(app, Role.BestnetDataLogger)) };
  });
  afterAll(() => app.close());

  const list = () => app.inject({ method: 'GET', url: `${API_PREFIX}/definition/plant?page=1&limit=10`, headers, remoteAddress: freshIp() });

  it('a query whose backend is terminated fails with an error the API classes as "database unavailable"', async () => {
    const slow = app.db.execute(sql`select pg_sleep(3)`).then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await terminateAll();
    const error = await slow;
    expect(error).toBeTruthy();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('requests in the window answer 503 in the envelope (never 500), and the API answers 200 again without a restart', async () => {
    expect((await list()).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++) {
      const batch = Array.from({ length: 24 }, () => list());
      if (round % 2 === 1) await terminateAll();
      for (const res of await Promise.all(batch)) {
        statuses.push(res.statusCode);
        if (res.statusCode !== 200) {
          expect(res.statusCode, res.body).toBe(503);
          const body = errorEnvelopeSchema.parse(res.json());
          expect(body.code).toBe(ErrorCode.Unavailable);
          expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
          expect(res.headers['retry-after']).toBe('5');
        }
      }
    }
    expect(statuses).not.toContain(500);
    // Recovered: every request after the storm succeeds on fresh connections.
    const after = await Promise.all(Array.from({ length: 10 }, () => list()));
    expect(after.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
  });
});
