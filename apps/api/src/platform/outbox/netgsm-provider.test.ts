import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test-support';
import { operatorError, startTestSmsOperator, type TestSmsOperator } from '../../test-support/netgsm-server';
import { outboxMessages } from '../db';
import { enqueueSms } from './enqueue';
import { NETGSM_ANSWERS, netgsmNumber, netgsmOutcome, SmsSendError } from './netgsm-provider';
import { drainOutbox } from './sender';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

describe('Netgsm answers: one table decides retry or failure', () => {
  it('00 is sent with its job id', () => {
    expect(netgsmOutcome(200, '{"code":"00","jobid":"17377215342605050417149344"}')).toEqual({ jobId: '17377215342605050417149344' });
  });

  it.each([
    ['20', false],
    ['30', false],
    ['40', false],
    ['50', false],
    ['51', false],
    ['60', false],
    ['70', false],
    ['80', true],
    ['85', true],
    ['100', true],
  ])('code %s: retried %s', (code, retry) => {
    const outcome = netgsmOutcome(200, JSON.stringify({ code, description: 'x' }));
    expect(outcome).toBeInstanceOf(SmsSendError);
    expect((outcome as SmsSendError).permanent).toBe(!retry);
    expect((outcome as SmsSendError).message).toBe(`Netgsm ${code}: ${NETGSM_ANSWERS[code]!.meaning}`);
  });

  it('without a code the HTTP status decides: 5xx, 408, 429 and a garbled 200 are retried; 401 is not', () => {
    expect((netgsmOutcome(503, 'Service Unavailable') as SmsSendError).permanent).toBe(false);
    expect((netgsmOutcome(429, '') as SmsSendError).permanent).toBe(false);
    expect((netgsmOutcome(408, '') as SmsSendError).permanent).toBe(false);
    expect((netgsmOutcome(200, '<html>') as SmsSendError).permanent).toBe(false);
    expect((netgsmOutcome(401, 'Unauthorized') as SmsSendError).permanent).toBe(true);
    // An unknown code is retried rather than lost.
    expect((netgsmOutcome(200, '{"code":"99"}') as SmsSendError).permanent).toBe(false);
  });

  it('numbers: Turkish mobiles as 5XXXXXXXXX, others with 00', () => {
    expect(netgsmNumber('+905321234567')).toBe('5321234567');
    expect(netgsmNumber('+4915112345678')).toBe('004915112345678');
  });
});

describe('the outbox sends SMS through the Netgsm client to a stand-in operator', () => {
  let operator: TestSmsOperator;
  let app: TestApp;
  beforeAll(async () => {
    operator = await startTestSmsOperator();
    app = await buildTestApp({ env: { SMS_API_URL: `${operator.url}/`, SMS_API_USER: '8501234567', SMS_API_PASSWORD: 'gizli:şifre', SMS_SENDER_NAME: 'BESTNET' } });
  });
  afterAll(async () => {
    await app.close();
    await operator.close();
  });
  afterEach(async () => {
    await app.db.delete(outboxMessages);
    operator.reset();
  });

  const rows = () => app.db.select().from(outboxMessages).orderBy(outboxMessages.id);

  it('posts the message with basic auth, the sender name and encoding TR: Turkish letters arrive intact', async () => {
    const text = 'RCT Reçete doğrulama kodunuz: 123456. Şifrenizi kimseyle paylaşmayın; İyi günler, Ilgın Çağlar.';
    await enqueueSms(app.db, { to: '+905321234567', text });
    expect(await drainOutbox(app)).toMatchObject({ sent: 1, keptLocal: 0 });
    expect(operator.received).toHaveLength(1);
    const [sms] = operator.received;
    expect(sms!.credentials).toBe('8501234567:gizli:şifre');
    expect(sms!.contentType).toContain('application/json');
    expect(sms!.body).toEqual({ msgheader: 'BESTNET', encoding: 'TR', messages: [{ msg: text, no: '5321234567' }] });
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('a text without Turkish-only letters goes without encoding TR', async () => {
    await enqueueSms(app.db, { to: '+905321234567', text: 'Kodunuz: 123456' });
    await drainOutbox(app);
    expect(operator.received[0]!.body.encoding).toBeUndefined();
  });

  it.each([
    ['30', 'geçersiz kullanıcı adı'],
    ['40', 'gönderici adı'],
    ['20', 'mesaj metni'],
  ])('operator code %s: failed at once, the reason kept', async (code, reason) => {
    operator.answer = () => operatorError(code);
    await enqueueSms(app.db, { to: '+905321234567', text: 'Kodunuz: 123456' });
    expect(await drainOutbox(app)).toMatchObject({ failed: 1, retrying: 0 });
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toContain(`Netgsm ${code}: `);
    expect(row!.lastError).toContain(reason);
  });

  it.each([
    ['rate limit (80)', () => operatorError('80')],
    ['duplicate limit (85)', () => operatorError('85')],
    ['HTTP 503', () => ({ status: 503, body: 'Service Unavailable' })],
  ])('%s: retried later, then sent', async (_, answer) => {
    operator.answer = answer;
    await enqueueSms(app.db, { to: '+905321234567', text: 'Kodunuz: 123456' });
    expect(await drainOutbox(app)).toMatchObject({ retrying: 1 });
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1 });
    operator.reset();
    // The back-off has passed.
    await app.db.update(outboxMessages).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await drainOutbox(app)).toMatchObject({ sent: 1 });
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(operator.received).toHaveLength(1);
  });

  it('an operator that cannot be reached: retried', async () => {
    // A port with nothing listening: the connection is refused.
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const offline = await buildTestApp({ env: { SMS_API_URL: `http://127.0.0.1:${port}`, SMS_API_USER: 'u', SMS_API_PASSWORD: 'p', SMS_SENDER_NAME: 'BESTNET' } });
    try {
      await enqueueSms(offline.db, { to: '+905321234567', text: 'Kodunuz: 123456' });
      expect(await drainOutbox(offline)).toMatchObject({ retrying: 1 });
      const [row] = await offline.db.select().from(outboxMessages);
      expect(row).toMatchObject({ status: 'pending' });
      expect(row!.lastError).toContain("Netgsm'e ulaşılamadı");
    } finally {
      await offline.close();
    }
  });
});
