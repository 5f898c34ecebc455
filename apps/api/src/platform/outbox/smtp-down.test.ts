// The mail server down for a while. Mail written meanwhile waits in the outbox with
// the connection error and a back-off (nothing is due again before it), and goes out once the
// server is back: every message once, with the Message-ID it was given, none lost. A real SMTP
// server, stopped and brought back on the same port.
import { AppCode } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test-support';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server';
import { outboxMessages } from '../db';
import { enqueueMail } from './enqueue';
import { drainOutbox } from './sender';

describe('SMTP down for a while', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  let port: number;
  let smtp: TestSmtpServer | undefined;

  beforeAll(async () => {
    // A port that had a mail server a moment ago and has none now.
    const gone = await startTestSmtpServer();
    port = gone.port;
    await gone.close();
    app = await buildTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_PORT: '8080' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp?.close();
  });

  const rows = () => app.db.select().from(outboxMessages).orderBy(outboxMessages.id);

  it('keeps the mail with the error and a back-off while the server is down, then delivers each once when it is back', async () => {
    const to = ['ayse@example.com', 'mehmet@example.com', 'zeynep@example.com'];
    for (const address of to) await enqueueMail(app.db, { to: address, template: 'verify-email', app: AppCode.Rct, data: { name: 'Çiftçi', link: 'http://rct.localhost:8080/verify?token=abc' } });

    expect(await drainOutbox(app)).toMatchObject({ sent: 0, retrying: 3, failed: 0 });
    const waiting = await rows();
    expect(waiting.map((r) => [r.status, r.attempts])).toEqual(to.map(() => ['pending', 1]));
    for (const r of waiting) {
      expect(r.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Backed off: due again a minute or more from now, not at once.
      expect(r.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 30_000);
    }
    expect(await drainOutbox(app)).toEqual({ sent: 0, keptLocal: 0, retrying: 0, failed: 0 });

    // The server is back, and the back-off has run out.
    smtp = await startTestSmtpServer({ port });
    await app.db.update(outboxMessages).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await drainOutbox(app)).toMatchObject({ sent: 3, retrying: 0, failed: 0 });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(to);
    expect(new Set(smtp.received.map((m) => m.messageId))).toEqual(new Set(waiting.map((r) => `<outbox-${r.id}@localhost>`)));
    expect((await rows()).map((r) => [r.status, r.attempts])).toEqual(to.map(() => ['sent', 2]));
    // Nothing goes twice.
    expect(await drainOutbox(app)).toMatchObject({ sent: 0 });
    expect(smtp.received).toHaveLength(3);
  });
});
