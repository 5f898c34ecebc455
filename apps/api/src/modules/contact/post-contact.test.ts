import { AppCode } from '@portal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactMessages, outboxMessages, rateLimitBuckets } from '../../platform/db';
import { buildTestApp } from '../../test-support';
import { CONTACT_LIMITS, CONTACT_RECEIVED_MESSAGE } from './post-contact';

const valid = {
  name: 'Ayşe Yılmaz',
  email: 'Ayse@Example.com.tr',
  phone: '+905321234567',
  subject: 'Demo talebi',
  message: 'Seralarımız için reçete modülünü denemek istiyoruz.',
  kvkkConsent: true,
};

describe('POST /api/v1/contact (spec §2 /iletisim; DESIGN §3 bad input never writes; §4 outbox, rate limits)', () => {
  let app: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    app = await buildTestApp({ env: { SUPPORT_EMAIL: 'destek@example.com' } });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    await app.db.delete(contactMessages);
    await app.db.delete(outboxMessages);
    await app.db.delete(rateLimitBuckets);
  });

  const post = (body: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.1') =>
    app.inject({ method: 'POST', url: '/api/v1/contact', payload: body as object, headers: { host: 'rct.localhost', ...headers }, remoteAddress });

  it('stores the message and queues the mail to support and the acknowledgement, branded by host', async () => {
    const res = await post(valid, { host: 'src.localhost:8080' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: CONTACT_RECEIVED_MESSAGE } });

    const [stored] = await app.db.select().from(contactMessages);
    expect(stored).toMatchObject({ name: 'Ayşe Yılmaz', email: 'ayse@example.com.tr', phone: '+905321234567', subject: 'Demo talebi', app: AppCode.Src });
    expect(stored?.kvkkConsentAt).toBeInstanceOf(Date);

    const outbox = await app.db.select().from(outboxMessages).orderBy(outboxMessages.id);
    expect(outbox.map((m) => [m.template, m.recipient, m.app, m.status])).toEqual([
      ['contact-received', 'destek@example.com', AppCode.Src, 'pending'],
      ['contact-ack', 'ayse@example.com.tr', AppCode.Src, 'pending'],
    ]);
    expect(outbox[0]?.replyTo).toBe('ayse@example.com.tr');
    expect(outbox[0]?.bodyText).toContain('Seralarımız için reçete modülünü denemek istiyoruz.');
    expect(outbox[0]?.bodyText).toContain('+905321234567');
    expect(outbox[1]?.subject).toBe('Mesajınızı aldık | SRC Sorgu');
    expect(outbox[1]?.bodyText).toContain('destek@example.com');
  });

  it('uses Bestnet’s own brand on the landing host and takes no phone', async () => {
    const { phone: _phone, ...noPhone } = valid;
    expect((await post(noPhone, { host: 'localhost:8080' })).statusCode).toBe(200);
    const [stored] = await app.db.select().from(contactMessages);
    expect(stored).toMatchObject({ phone: null, app: null });
    const [toSupport] = await app.db.select().from(outboxMessages).orderBy(outboxMessages.id);
    expect(toSupport?.subject).toBe('İletişim formu: Demo talebi | Bestnet Tarım');
    expect(toSupport?.bodyText).toContain('Telefon: —');
  });

  it('answers bad input with 400 and field details in Turkish, storing nothing', async () => {
    const res = await post({ ...valid, email: 'not-an-email', message: 'kısa', kvkkConsent: false });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'body.email', message: 'Geçerli bir e-posta adresi girin' },
        { field: 'body.message', message: 'Mesaj en az 10 karakter olmalı' },
        { field: 'body.kvkkConsent', message: 'KVKK aydınlatma metni onayı gerekli' },
      ]),
    );
    expect(await app.db.$count(contactMessages)).toBe(0);
    expect(await app.db.$count(outboxMessages)).toBe(0);
  });

  it(`refuses the ${CONTACT_LIMITS.ip.limit + 1}th message from one address within ${CONTACT_LIMITS.ip.windowSeconds / 60} minutes with 429`, async () => {
    for (let i = 0; i < CONTACT_LIMITS.ip.limit; i++) {
      expect((await post({ ...valid, email: `sender${i}@example.com` }, {}, '198.51.100.9')).statusCode).toBe(200);
    }
    const res = await post({ ...valid, email: 'another@example.com' }, {}, '198.51.100.9');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Çok fazla istek gönderildi. Lütfen biraz bekleyip yeniden deneyin.' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await app.db.$count(contactMessages)).toBe(CONTACT_LIMITS.ip.limit);
    expect(await app.db.$count(outboxMessages)).toBe(2 * CONTACT_LIMITS.ip.limit);
    // Another client is not affected.
    expect((await post({ ...valid, email: 'another@example.com' }, {}, '198.51.100.10')).statusCode).toBe(200);
  });

  it('limits the messages for one sender address, whatever the client address', async () => {
    for (let i = 0; i < CONTACT_LIMITS.email.limit; i++) expect((await post(valid, {}, `192.0.2.${i + 1}`)).statusCode).toBe(200);
    expect((await post(valid, {}, '192.0.2.200')).statusCode).toBe(429);
  });

  it('is documented in the OpenAPI document with the contract body', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const op = doc.paths['/api/v1/contact'].post;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['200', '400', '429']));
    expect(op.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message', 'kvkkConsent']));
  });
});
