import { AppCode } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test-support';
import { startTestSmtpServer, type TestSmtpServer } from '../../test-support/smtp-server';
import { outboxMessages } from '../db';
import { paragraph, renderPdf } from '../pdf';
import { enqueueMail, enqueueSms, mailAttachment } from './enqueue';
import { drainOutbox, startOutboxSender } from './sender';
import type { SmsProvider } from './sms-provider';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

const link = 'http://rct.localhost:8080/verify?token=Zx9_-abc';
const verify = (to: string) => ({ to, template: 'verify-email', app: AppCode.Rct, data: { name: 'Ayşe Yılmaz', link } }) as const;

async function rows(app: TestApp) {
  return app.db.select().from(outboxMessages).orderBy(outboxMessages.id);
}

describe('outbox sender over SMTP (DESIGN §4: a crash never loses a message; a duplicate is never sent twice)', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({
      auth: { user: 'portal', pass: 's3cret' },
      reject: (to) => (to.startsWith('nobody@') ? { code: 550, message: 'No such user' } : to.startsWith('busy@') ? { code: 451, message: 'Try later' } : undefined),
    });
    app = await buildTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_PORT: '8080' } });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });
  afterEach(async () => {
    await app.db.delete(outboxMessages);
    smtp.received.length = 0;
  });

  it('delivers a mail to a real SMTP server: Turkish subject and text, link, HTML, Message-ID from the outbox id', async () => {
    await enqueueMail(app.db, verify('ayse@example.com'));
    expect(await drainOutbox(app)).toEqual({ sent: 1, keptLocal: 0, retrying: 0, failed: 0 });
    const [row] = await rows(app);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lockedUntil: null, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['ayse@example.com']);
    expect(mail.from).toBe('no-reply@bestnet.com.tr');
    expect(mail.headers['from']).toContain('no-reply@bestnet.com.tr');
    expect(mail.subject).toBe('E-posta adresinizi doğrulayın | RCT Reçete');
    expect(mail.messageId).toBe(`<outbox-${row?.id}@localhost>`);
    expect(mail.headers['auto-submitted']).toBe('auto-generated');
    expect(mail.text).toContain('Merhaba Ayşe Yılmaz,');
    expect(mail.text).toContain('RCT Reçete kaydınızı tamamlamak için e-posta adresinizi doğrulayın.');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('E-posta adresimi doğrula');
  });

  it('sends Reply-To when the message has one (a contact message to support)', async () => {
    await enqueueMail(app.db, {
      to: 'destek@bestnet.com.tr',
      template: 'contact-received',
      app: null,
      replyTo: 'ali@example.com',
      data: { name: 'Ali Çelik', email: 'ali@example.com', phone: '+905321234567', subject: 'Demo talebi', message: 'Seralar için demo istiyoruz.' },
    });
    await drainOutbox(app);
    expect(smtp.received[0]?.headers['reply-to']).toContain('ali@example.com');
    expect(smtp.received[0]?.text).toContain('Seralar için demo istiyoruz.');
  });

  it('sends attachments intact: a PDF arrives byte for byte, with its name and type', async () => {
    const pdf = await renderPdf((doc) => paragraph(doc, 'Reçete: Şükrü Işıkoğlu, Çağlayan 35 SC'), {
      title: 'Reçete',
      author: 'Gülşen Öztürk',
      createdAt: new Date('2026-05-13T07:30:00Z'),
      header: { left: 'RCT Reçete' },
    });
    const csv = Buffer.from('ürün;doz\nÇağlayan 35 SC;50\n', 'utf8');
    await enqueueMail(app.db, {
      ...verify('ayse@example.com'),
      attachments: [mailAttachment('RCT-2026-000123.pdf', 'application/pdf', pdf), mailAttachment('Reçete özeti Şükrü.csv', 'text/csv', csv)],
    });
    expect(await drainOutbox(app)).toMatchObject({ sent: 1 });

    const mail = smtp.received[0]!;
    expect(mail.text).toContain('Merhaba Ayşe Yılmaz,');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['RCT-2026-000123.pdf', 'application/pdf'],
      ['Reçete özeti Şükrü.csv', 'text/csv'],
    ]);
    const [sentPdf, sentCsv] = mail.attachments;
    expect(sentPdf!.content.equals(pdf)).toBe(true);
    expect(sentPdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sentPdf!.headers['content-disposition']).toMatch(/^attachment/);
    expect(sentPdf!.headers['content-transfer-encoding']).toBe('base64');
    expect(sentCsv!.content.equals(csv)).toBe(true);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/);
  });

  it('sends each message exactly once when several senders drain at the same time', async () => {
    const count = 30;
    for (let i = 0; i < count; i++) await enqueueMail(app.db, verify(`user${i}@example.com`));
    const results = await Promise.all([1, 2, 3].map(() => drainOutbox(app, { parallel: 4 })));
    expect(results.reduce((n, r) => n + r.sent, 0)).toBe(count);
    const ids = smtp.received.map((m) => m.messageId);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect((await rows(app)).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('re-sends a message whose sender died mid-send with the same Message-ID, and leaves one still leased alone', async () => {
    await enqueueMail(app.db, verify('crashed@example.com'));
    await enqueueMail(app.db, verify('leased@example.com'));
    const [crashed, leased] = await rows(app);
    // One sender claimed both and died; the first lease ran out, the second has not.
    await app.db.update(outboxMessages).set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 second'` }).where(eq(outboxMessages.id, crashed!.id));
    await app.db.update(outboxMessages).set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` }).where(eq(outboxMessages.id, leased!.id));
    expect(await drainOutbox(app)).toMatchObject({ sent: 1 });
    expect(smtp.received.map((m) => m.messageId)).toEqual([`<outbox-${crashed!.id}@localhost>`]);
    expect((await rows(app)).map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sending', 1],
    ]);
  });

  it('retries a temporary SMTP failure with back-off and marks it failed after the last attempt', async () => {
    await enqueueMail(app.db, verify('busy@example.com'));
    const overdue = () => app.db.update(outboxMessages).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await drainOutbox(app, { maxAttempts: 3 })).toMatchObject({ retrying: 1 });
    let [row] = await rows(app);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toContain('Try later');
    // Backing off: nothing is due yet.
    expect(await drainOutbox(app, { maxAttempts: 3 })).toEqual({ sent: 0, keptLocal: 0, retrying: 0, failed: 0 });
    await overdue();
    expect(await drainOutbox(app, { maxAttempts: 3 })).toMatchObject({ retrying: 1 });
    await overdue();
    expect(await drainOutbox(app, { maxAttempts: 3 })).toMatchObject({ failed: 1 });
    [row] = await rows(app);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(smtp.received).toHaveLength(0);
  });

  it('fails at once on a permanent rejection (5xx)', async () => {
    await enqueueMail(app.db, verify('nobody@example.com'));
    expect(await drainOutbox(app)).toMatchObject({ failed: 1 });
    const [row] = await rows(app);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row?.lastError).toContain('No such user');
  });

  it('delivers SMS through the provider interface', async () => {
    const sent: [string, string][] = [];
    const provider: SmsProvider = { local: false, send: async (to, text) => void sent.push([to, text]) };
    await enqueueSms(app.db, { to: '+905321234567', text: 'RCT Reçete doğrulama kodunuz: 123456' });
    expect(await drainOutbox(app, { smsProvider: provider })).toMatchObject({ sent: 1 });
    expect(sent).toEqual([['+905321234567', 'RCT Reçete doğrulama kodunuz: 123456']]);
    expect((await rows(app))[0]?.status).toBe('sent');
  });

  it('sends 200 mails over a pool: never more connections than the pool has, each mail once', async () => {
    const pooled = await startTestSmtpServer();
    const poolApp = await buildTestApp({ env: { SMTP_URL: pooled.url, SMTP_POOL_SIZE: '3' } });
    try {
      for (let i = 0; i < 200; i++) await enqueueMail(poolApp.db, verify(`bulk${i}@example.com`));
      expect(await drainOutbox(poolApp)).toEqual({ sent: 200, keptLocal: 0, retrying: 0, failed: 0 });
      expect(new Set(pooled.received.map((m) => m.messageId)).size).toBe(200);
      expect(pooled.received).toHaveLength(200);
      // One connection per mail before: 200. Now at most the pool's three at a time, each reused
      // for up to 100 mails (nodemailer's maxMessages) before a fresh one replaces it.
      expect(pooled.connections.mostOpen).toBeLessThanOrEqual(3);
      expect(pooled.connections.opened).toBeLessThanOrEqual(3 + 200 / 100);
    } finally {
      await poolApp.close();
      await pooled.close();
    }
  });

  it('a relay stalling on one mail slows the outbox, never stalls it: that mail times out and is retried, the rest go', async () => {
    const stalling = await startTestSmtpServer({ stallFor: (to) => (to.includes('stalled@example.com') ? 20_000 : 0) });
    const stallApp = await buildTestApp({ env: { SMTP_URL: stalling.url, SMTP_POOL_SIZE: '2', SMTP_SEND_TIMEOUT_MS: '1000' } });
    try {
      await enqueueMail(stallApp.db, verify('stalled@example.com'));
      for (let i = 0; i < 10; i++) await enqueueMail(stallApp.db, verify(`after${i}@example.com`));
      expect(await drainOutbox(stallApp)).toEqual({ sent: 10, keptLocal: 0, retrying: 1, failed: 0 });
      const stalled = (await rows(stallApp)).find((r) => r.recipient === 'stalled@example.com');
      expect(stalled).toMatchObject({ status: 'pending', attempts: 1 });
      expect(stalled?.lastError).toContain('1000 ms');
      expect(stalling.received.filter((m) => m.to[0]!.startsWith('after'))).toHaveLength(10);
    } finally {
      await stallApp.close();
      await stalling.close();
    }
  });

  it('a drain whose worker fails (the database refuses a write) still lets the other sends finish before it closes the pool and rejects', async () => {
    const slowRelay = await startTestSmtpServer({ stallFor: (to) => (to.includes('slow@example.com') ? 500 : 0) });
    const slowApp = await buildTestApp({ env: { SMTP_URL: slowRelay.url, SMTP_POOL_SIZE: '2' } });
    try {
      // The database refuses every update of this one message after its claim, so its worker's error escapes.
      await slowApp.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
        begin if new.recipient = 'boom@example.com' and new.status <> 'sending' then raise exception 'boom refused'; end if; return new; end $$`);
      await slowApp.db.execute(sql`create trigger refuse_boom before update on outbox_messages for each row execute function refuse_boom()`);
      await enqueueMail(slowApp.db, verify('slow@example.com'));
      await enqueueMail(slowApp.db, verify('boom@example.com'));
      await expect(drainOutbox(slowApp)).rejects.toMatchObject({ cause: expect.objectContaining({ message: 'boom refused' }) });
      expect((await rows(slowApp)).find((r) => r.recipient === 'slow@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
      expect(slowRelay.received.map((m) => m.to[0])).toContain('slow@example.com');
    } finally {
      await slowApp.close();
      await slowRelay.close();
    }
  });

  it('counts an attempt only for a mail it tried: a claim takes one row per send', async () => {
    for (let i = 0; i < 5; i++) await enqueueMail(app.db, verify(`one${i}@example.com`));
    // Two sends at a time; the first two wait for each other, and the table is read then.
    let seen: { status: string; attempts: number }[] = [];
    let inSend = 0;
    let bothIn: () => void;
    const both = new Promise<void>((resolve) => (bothIn = resolve));
    const transport = {
      async sendMail() {
        if (++inSend === 2) {
          seen = (await rows(app)).map((r) => ({ status: r.status, attempts: r.attempts }));
          bothIn();
        }
        await both;
      },
      close() {},
    };
    expect(await drainOutbox(app, { transport, parallel: 2 })).toMatchObject({ sent: 5 });
    // While two were in flight: those two claimed (one attempt each), the other three untouched.
    expect(seen).toEqual([
      { status: 'sending', attempts: 1 },
      { status: 'sending', attempts: 1 },
      { status: 'pending', attempts: 0 },
      { status: 'pending', attempts: 0 },
      { status: 'pending', attempts: 0 },
    ]);
  });

  it('runs in the background until stopped', async () => {
    const sender = startOutboxSender(app, { intervalMs: 20 });
    try {
      await enqueueMail(app.db, verify('background@example.com'));
      await expect.poll(() => smtp.received.length, { timeout: 5_000 }).toBe(1);
    } finally {
      await sender.stop();
    }
    await enqueueMail(app.db, verify('after-stop@example.com'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(1);
  });
});

describe('outbox in local mode (no SMTP_URL)', () => {
  let smtp: TestSmtpServer;
  let app: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it('keeps mail and SMS readable and sends nothing', async () => {
    expect(app.config.smtpUrl).toBeUndefined();
    await enqueueMail(app.db, verify('ayse@example.com'));
    await enqueueSms(app.db, { to: '+905321234567', text: 'Kod: 123456' });
    expect(await drainOutbox(app)).toEqual({ sent: 0, keptLocal: 2, retrying: 0, failed: 0 });
    const kept = await rows(app);
    expect(kept.map((r) => [r.channel, r.status, r.sentAt])).toEqual([
      ['mail', 'kept-local', null],
      ['sms', 'kept-local', null],
    ]);
    expect(kept[0]?.bodyText).toContain(link);
    expect(smtp.received).toHaveLength(0);
  });
});
