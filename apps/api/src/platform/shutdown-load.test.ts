// SIGTERM under load, to the real process (`node --import tsx apps/api/src/main.ts`,
// as an orchestrator stops a container). 16 clients keep requests going; mid-way the process gets
// SIGTERM. Every answer is then a 200 or the 503 envelope with Retry-After (the requests already
// taken finish; those arriving on kept-alive connections are refused in the envelope), no 500;
// new connections are refused once the port is closed; the process exits 0 within
// SHUTDOWN_TIMEOUT_MS.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ErrorCode, errorEnvelopeSchema } from '@portal/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { listeningUrl, spawnApi } from '../test-support/api-process';

const SHUTDOWN_TIMEOUT_MS = 5_000;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

type Outcome = { status: number; body: string; retryAfter: string | null } | { refused: string };

describe('SIGTERM under load', () => {
  it('in-flight requests finish, later ones get the 503 envelope or a refused connection, never a 500; exit 0 within the timeout', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-sigterm-'));
    dirs.push(dataDir);
    const run = spawnApi({ DATA_DIR: dataDir, PORT: '0', WEB_DIST_DIR: path.join(dataDir, 'no-web'), SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS) });
    const { child, exited } = run;
    try {
      const base = await listeningUrl(run, 60_000);

      const outcomes: Outcome[] = [];
      let stopping = false;
      let stoppedAt = 0;
      // Each client keeps its connection alive (fetch's pool) and sends until it is refused.
      const client = async () => {
        for (let i = 0; i < 400; i++) {
          try {
            const res = await fetch(`${base}/api/v1/health`);
            outcomes.push({ status: res.status, body: await res.text(), retryAfter: res.headers.get('retry-after') });
          } catch (error) {
            outcomes.push({ refused: String((error as { cause?: { code?: string } }).cause?.code ?? error) });
            if (stopping) return;
          }
          if (stopping && Date.now() - stoppedAt > 1_000) return;
        }
      };
      const clients = Array.from({ length: 16 }, () => client());
      await expect.poll(() => outcomes.length, { timeout: 20_000, interval: 20 }).toBeGreaterThan(200);
      const before = outcomes.length;
      stopping = true;
      stoppedAt = Date.now();
      child.kill('SIGTERM');
      await Promise.all(clients);
      // 0, not the hard exit's 1: it stopped before SHUTDOWN_TIMEOUT_MS ran out.
      expect(await exited).toBe(0);
      expect(run.stderr()).toBe('');
      // Before the signal: all 200.
      expect(outcomes.slice(0, before).every((o) => 'status' in o && o.status === 200)).toBe(true);
      for (const o of outcomes.slice(before)) {
        if ('refused' in o) {
          expect(o.refused).toMatch(/ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET|other side closed|fetch failed/);
          continue;
        }
        expect([200, 503], o.body).toContain(o.status);
        if (o.status === 503) {
          expect(errorEnvelopeSchema.parse(JSON.parse(o.body)).code).toBe(ErrorCode.Unavailable);
          expect(o.retryAfter).toBe('5');
        }
      }
      expect(outcomes.some((o) => 'status' in o && o.status === 500)).toBe(false);
      const lines = run.stdout().trimEnd().split('\n').map((l) => JSON.parse(l) as { msg: string });
      expect(lines.at(-1)?.msg).toBe('stopped');
    } finally {
      child.kill('SIGKILL');
    }
  }, 90_000);
});
