// "SMS ile gönder" and "WhatsApp ile paylaş": the SMS goes through the outbox and the real
// operator client to a local stand-in operator, Turkish letters intact; WhatsApp gets the same text.
import { PrescriptionKind, farmerMessage } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, prescriptionEmails, prescriptionLinks } from '../../platform/db';
import { drainOutbox } from '../../platform/outbox';
import { API, buildTestApp, prescribingMember, referenceIds, writeBody, type ReferenceIds, type TestApp } from '../../test-support';
import { operatorError, startTestSmsOperator, type TestSmsOperator } from '../../test-support/netgsm-server';

describe('a prescription sent to the farmer\'s phone', () => {
  let app: TestApp;
  let operator: TestSmsOperator;
  let ref: ReferenceIds;
  let world: Awaited<ReturnType<typeof prescribingMember>>;

  const issue = async () => {
    const body = writeBody(ref, world.area.id);
    const check = (await app.inject({ method: 'POST', url: `${API}/prescription/check`, headers: world.engineer, payload: { type: PrescriptionKind.ProductionArea, ...body } })).json().data;
    const res = await app.inject({ method: 'POST', url: `${API}/prescription/area-linked`, headers: world.engineer, payload: { ...body, acknowledgedFindings: check.toAcknowledge } });
    expect(res.statusCode, res.body).toBe(201);
    return { ...(res.json().data as { id: number; prescriptionNo: string }), body, toAcknowledge: check.toAcknowledge };
  };
  const post = (url: string, payload: unknown, headers = world.engineer) => app.inject({ method: 'POST', url: `${API}/${url}`, headers, payload: payload as object });
  const smsRows = () => app.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'));

  beforeAll(async () => {
    operator = await startTestSmsOperator();
    app = await buildTestApp({
      env: { WEATHER_API_URL: 'http://127.0.0.1:9', WEATHER_TIMEOUT_MS: '300', SMS_API_URL: operator.url, SMS_API_USER: '8501234567', SMS_API_PASSWORD: 'gizli', SMS_SENDER_NAME: 'BESTNET' },
    });
    ref = await referenceIds(app);
  });
  // A member of its own per test: the label allows two applications a season on one area.
  beforeEach(async () => {
    world = await prescribingMember(app, ref);
  });
  afterAll(async () => {
    await app.close();
    await operator.close();
  });
  afterEach(async () => {
    operator.reset();
    await app.db.delete(prescriptionEmails);
    await app.db.delete(outboxMessages);
  });
  const memberName = async (id: number) => (await app.inject({ method: 'GET', url: `${API}/prescription/${id}`, headers: world.engineer })).json().data.member.name as string;

  it('SMS ile gönder: to the producer\'s phone through the stand-in operator, Turkish letters intact, with the segment count; listed with its state', async () => {
    const p = await issue();
    const res = await post(`prescription/${p.id}/send-sms`, {});
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const link = (await app.inject({ method: 'GET', url: `${API}/prescription/${p.id}/link`, headers: world.engineer })).json().data;
    const text = farmerMessage({ prescriptionNo: p.prescriptionNo, memberName: await memberName(p.id), url: link.url });
    expect(text).toContain('numaralı reçeteniz hazır. Görüntülemek için:');
    expect(data).toMatchObject({ phone: '+905321234567', text, encoding: 'gsm7-tr' });
    // ı, ç and ğ cost two septets each with the Turkish shift table; the rest one.
    const septets = [...text].reduce((n, c) => n + ('çğışĞİŞ'.includes(c) ? 2 : 1), 0);
    expect(data.segments).toBe(septets <= 155 ? 1 : Math.ceil(septets / 149));
    expect(data.emails[0]).toMatchObject({ channel: 'sms', recipient: '+905321234567', recipientName: 'Şükrü Işıkoğlu', status: 'pending' });

    expect(await drainOutbox(app)).toMatchObject({ sent: 1 });
    expect(operator.received).toHaveLength(1);
    expect(operator.received[0]!.body).toEqual({ msgheader: 'BESTNET', encoding: 'TR', messages: [{ msg: text, no: '5321234567' }] });
    const detail = (await app.inject({ method: 'GET', url: `${API}/prescription/${p.id}`, headers: world.engineer })).json().data;
    expect(detail.emails[0]).toMatchObject({ channel: 'sms', status: 'sent' });
  });

  it('another number typed in: checked as a Turkish mobile and used; the operator refusing the sender name is a reported failure', async () => {
    const p = await issue();
    const res = await post(`prescription/${p.id}/send-sms`, { phone: '0 (542) 765 43 21' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.phone).toBe('+905427654321');
    operator.answer = () => operatorError('40');
    expect(await drainOutbox(app)).toMatchObject({ failed: 1 });
    const detail = (await app.inject({ method: 'GET', url: `${API}/prescription/${p.id}`, headers: world.engineer })).json().data;
    expect(detail.emails[0]).toMatchObject({ channel: 'sms', recipient: '+905427654321', recipientName: null, status: 'failed' });
  });

  it('the operator\'s rate limit: the SMS stays pending for a retry', async () => {
    const p = await issue();
    expect((await post(`prescription/${p.id}/send-sms`, {})).statusCode).toBe(200);
    operator.answer = () => operatorError('85');
    expect(await drainOutbox(app)).toMatchObject({ retrying: 1 });
    const detail = (await app.inject({ method: 'GET', url: `${API}/prescription/${p.id}`, headers: world.engineer })).json().data;
    expect(detail.emails[0]).toMatchObject({ channel: 'sms', status: 'pending' });
  });

  it('WhatsApp ile paylaş: the same text and a wa.me link to the producer\'s number', async () => {
    const p = await issue();
    const res = await post(`prescription/${p.id}/whatsapp`, {});
    expect(res.statusCode, res.body).toBe(200);
    const { phone, text, url } = res.json().data;
    const link = (await app.inject({ method: 'GET', url: `${API}/prescription/${p.id}/link`, headers: world.engineer })).json().data;
    expect(phone).toBe('+905321234567');
    expect(text).toBe(farmerMessage({ prescriptionNo: p.prescriptionNo, memberName: await memberName(p.id), url: link.url }));
    expect(url).toBe(`https://wa.me/905321234567?text=${encodeURIComponent(text)}`);
    expect(decodeURIComponent(new URL(url).searchParams.get('text')!)).toContain('reçeteniz');
    // Recorded beside the e-mails: no outbox message, its state 'shared'.
    const detail = (await app.inject({ method: 'GET', url: `${API}/prescription/${p.id}`, headers: world.engineer })).json().data;
    expect(detail.emails[0]).toMatchObject({ channel: 'whatsapp', recipient: '+905321234567', recipientName: 'Şükrü Işıkoğlu', status: 'shared', sentAt: null });
    expect(await smsRows()).toHaveLength(0);
  });

  it('bad input writes nothing: a bad phone is a 400 on the field, a cancelled prescription 409, another member\'s 404', async () => {
    const p = await issue();
    const links = async () => (await app.db.select().from(prescriptionLinks).where(eq(prescriptionLinks.prescriptionId, p.id))).length;
    const before = (await smsRows()).length;
    // Issuing made the link already; a refused call must not make another.
    const linksBefore = await links();

    const bad = await post(`prescription/${p.id}/send-sms`, { phone: '0212 123 45 67' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'body.phone', message: 'Geçerli bir cep telefonu girin (ör. 0532 123 45 67)' }]);
    const letters = await post(`prescription/${p.id}/whatsapp`, { phone: 'beş yüz' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().details[0].field).toBe('body.phone');
    expect(await links()).toBe(linksBefore);

    const stranger = (await prescribingMember(app, ref)).engineer;
    for (const url of [`prescription/${p.id}/send-sms`, `prescription/${p.id}/whatsapp`]) {
      expect((await post(url, {}, stranger)).statusCode).toBe(404);
    }
    expect(await links()).toBe(linksBefore);

    const corrected = await post(`prescription/${p.id}/correct`, { reason: 'Doz yanlış yazıldı', prescription: { ...p.body, acknowledgedFindings: p.toAcknowledge } });
    expect(corrected.statusCode, corrected.body).toBe(201);
    for (const url of [`prescription/${p.id}/send-sms`, `prescription/${p.id}/whatsapp`]) {
      const res = await post(url, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PRESCRIPTION_ALREADY_CANCELLED');
    }
    expect((await smsRows()).length).toBe(before);
    expect(await links()).toBe(linksBefore);
    expect(await app.db.select().from(prescriptionEmails).where(eq(prescriptionEmails.prescriptionId, p.id))).toHaveLength(0);
  });
});
