import { AppCode } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test-support';
import { outboxMessages, type Database } from '../db';
import { enqueueMail, enqueueSms } from './enqueue';

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
});
