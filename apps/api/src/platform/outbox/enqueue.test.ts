import { AppCode } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { outboxMessages, type Database } from '../db';
import { enqueueMail, enqueueSms, MAIL_ATTACHMENT_LIMITS, mailAttachment } from './enqueue';

describe('outbox enqueue (DESIGN §4: written in the same transaction as the change that causes it)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.delete(outboxMessages);
  });

  const verify = { to: 'ayse@example.com', template: 'verify-email', app: AppCode.Rct, data: { name: 'Ayşe', link: 'http://rct.localhost/verify?token=t' } } as const;

  it('stores a rendered, pending mail', async () => {
    await enqueueMail(db, verify);
    const [row] = await db.select().from(outboxMessages);
    expect(row).toMatchObject({ channel: 'mail', recipient: 'ayse@example.com', template: 'verify-email', app: AppCode.Rct, status: 'pending', attempts: 0 });
    expect(row?.subject).toBe('E-posta adresinizi doğrulayın | RCT Reçete');
    expect(row?.bodyText).toContain('http://rct.localhost/verify?token=t');
    expect(row?.bodyHtml).toContain('href="http://rct.localhost/verify?token=t"');
  });

  it('commits with the transaction', async () => {
    await db.transaction(async (tx) => {
      await enqueueMail(tx, verify);
      await enqueueSms(tx, { to: '+905321234567', text: 'Doğrulama kodunuz: 123456' });
    });
    expect(await db.$count(outboxMessages)).toBe(2);
  });

  it('leaves nothing when the transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, verify);
        await enqueueSms(tx, { to: '+905321234567', text: 'Doğrulama kodunuz: 123456' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await db.$count(outboxMessages)).toBe(0);
  });

  it('refuses a malformed recipient instead of queueing an undeliverable message', async () => {
    await expect(enqueueMail(db, { ...verify, to: 'not an address' })).rejects.toThrow();
    await expect(enqueueMail(db, { ...verify, to: 'a@example.com\r\nBcc: x@evil.example' })).rejects.toThrow();
    await expect(enqueueSms(db, { to: '05321234567', text: 'x' })).rejects.toThrow();
    expect(await db.$count(outboxMessages)).toBe(0);
  });

  it('stores attachments with the mail, and none by default', async () => {
    const pdf = Buffer.from('%PDF-1.7\n%\xff\xff\n', 'latin1');
    await enqueueMail(db, { ...verify, attachments: [mailAttachment('RCT-2026-000123.pdf', 'application/pdf', pdf)] });
    await enqueueMail(db, verify);
    const [withFile, without] = await db.select().from(outboxMessages).orderBy(outboxMessages.id);
    expect(withFile?.attachments).toEqual([{ filename: 'RCT-2026-000123.pdf', contentType: 'application/pdf', content: pdf.toString('base64') }]);
    expect(Buffer.from(withFile!.attachments[0]!.content, 'base64').equals(pdf)).toBe(true);
    expect(without?.attachments).toEqual([]);
  });

  it('refuses attachments it could not send: too many, too large, a path for a name, not base64', async () => {
    const file = (filename: string, bytes = 10) => mailAttachment(filename, 'application/pdf', Buffer.alloc(bytes, 1));
    const refused = (attachments: Parameters<typeof enqueueMail>[1]['attachments']) => expect(enqueueMail(db, { ...verify, attachments })).rejects.toThrow(/outbox/);
    await refused(Array.from({ length: MAIL_ATTACHMENT_LIMITS.count + 1 }, (_, i) => file(`r${i}.pdf`)));
    await refused([file('a.pdf', 3 * 1024 * 1024), file('b.pdf', 2 * 1024 * 1024 + 1)]);
    for (const name of ['../../etc/passwd', 'klasör/reçete.pdf', 'C:\\reçete.pdf', '..', '', '   ', 'a\r\nBcc: x@evil.example.pdf']) await refused([file(name)]);
    await refused([{ filename: 'a.pdf', contentType: 'application/pdf', content: 'not base64!' }]);
    await refused([{ filename: 'a.pdf', contentType: 'application/pdf', content: 'QUJD\nREVG' }]);
    await refused([{ filename: 'a.pdf', contentType: 'pdf', content: 'QUJD' }]);
    expect(await db.$count(outboxMessages)).toBe(0);

    // Exactly at the limits is fine.
    await enqueueMail(db, { ...verify, attachments: [file('a.pdf', 3 * 1024 * 1024), file('b.pdf', 2 * 1024 * 1024)] });
    await enqueueMail(db, { ...verify, attachments: Array.from({ length: MAIL_ATTACHMENT_LIMITS.count }, (_, i) => file(`Reçete ${i}.pdf`)) });
    expect(await db.$count(outboxMessages)).toBe(2);
  });
});
