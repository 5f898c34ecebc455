// The PDF made on the server reads back (pdftotext, Debian's poppler-utils)
// with the Turkish names exactly, and the e-mails go through the outbox with the PDF attached
// and the public link inside; the prescription lists them with their delivery state.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PrescriptionKind, Role } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outboxMessages, type OutboxAttachment } from '../../platform/db';
import { API, buildTestApp, prescribingMember, referenceIds, writeBody, type ReferenceIds, type TestApp, AUTHORIZATION_NUMBER } from '../../test-support';

const run = promisify(execFile);

async function textOf(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'recete-'));
  try {
    const file = path.join(dir, 'recete.pdf');
    await writeFile(file, pdf);
    return (await run('pdftotext', ['-layout', file, '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('prescription PDF and e-mail', () => {
  let app: TestApp;
  let ref: ReferenceIds;
  let world: Awaited<ReturnType<typeof prescribingMember>>;
  let prescription: { id: number; prescriptionNo: string };

  beforeAll(async () => {
    app = await buildTestApp({ env: { WEATHER_API_URL: 'http://127.0.0.1:9', WEATHER_TIMEOUT_MS: '300' } });
    ref = await referenceIds(app);
    world = await prescribingMember(app, ref);
    const body = writeBody(ref, world.area.id);
    const check = (await app.inject({ method: 'POST', url: `${API}/prescription/check`, headers: world.engineer, payload: { type: PrescriptionKind.ProductionArea, ...body } })).json().data;
    const res = await app.inject({ method: 'POST', url: `${API}/prescription/area-linked`, headers: world.engineer, payload: { ...body, acknowledgedFindings: check.toAcknowledge } });
    expect(res.statusCode, res.body).toBe(201);
    prescription = res.json().data;
  });
  afterAll(() => app.close());

  it('GET prescription/{id}/pdf: an A4 PDF whose text holds the B-Reçete fields with Turkish letters intact', async () => {
    const res = await app.inject({ method: 'GET', url: `${API}/prescription/${prescription.id}/pdf`, headers: world.engineer });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${prescription.prescriptionNo}.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(res.rawPayload);
    for (const expected of [prescription.prescriptionNo, 'Şükrü Işıkoğlu', 'Gölbaşı Serası', 'Kumluca', 'Antalya', 'Domates', 'İki noktalı kırmızı örümcek', 'Akarmek 18 EC', 'Abamectin', 'Deniz Tarlacı', AUTHORIZATION_NUMBER]) {
      expect(text, expected).toContain(expected);
    }
    const technician = await world.member.as(Role.Tekniker);
    expect((await app.inject({ method: 'GET', url: `${API}/prescription/${prescription.id}/pdf`, headers: technician })).statusCode).toBe(200);
    const stranger = (await prescribingMember(app, ref)).engineer;
    expect((await app.inject({ method: 'GET', url: `${API}/prescription/${prescription.id}/pdf`, headers: stranger })).statusCode).toBe(404);
  });

  it('§7 send-email-to-producer: the outbox holds the Turkish mail with the PDF and the public link; the prescription lists it', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${API}/prescription/send-email-to-producer`,
      headers: world.engineer,
      payload: { prescriptionId: prescription.id, producerEmail: 'sukru@ornek.com.tr', producerFullName: 'Şükrü Işıkoğlu' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ queued: 1, emails: [{ recipient: 'sukru@ornek.com.tr', recipientName: 'Şükrü Işıkoğlu', sentBy: 'Deniz Tarlacı' }] });
    const [mail] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'sukru@ornek.com.tr'));
    expect(mail!.subject).toContain(prescription.prescriptionNo);
    const link = (await app.inject({ method: 'GET', url: `${API}/prescription/${prescription.id}/link`, headers: world.engineer })).json().data;
    expect(mail!.bodyText).toContain(link.url);
    const [attachment] = mail!.attachments as OutboxAttachment[];
    expect(attachment).toMatchObject({ filename: `${prescription.prescriptionNo}.pdf`, contentType: 'application/pdf' });
    expect(await textOf(Buffer.from(attachment!.content, 'base64'))).toContain('Şükrü Işıkoğlu');
    const detail = (await app.inject({ method: 'GET', url: `${API}/prescription/${prescription.id}`, headers: world.engineer })).json().data;
    expect(detail.emails[0]).toMatchObject({ recipient: 'sukru@ornek.com.tr' });
    expect(typeof detail.emails[0].status).toBe('string');
  });

  it('§7 send-email-to-producers pairs the lists; send-email-to-member goes to the member\'s contact address', async () => {
    const many = await app.inject({
      method: 'POST',
      url: `${API}/prescription/send-email-to-producers`,
      headers: world.engineer,
      payload: { prescriptionId: prescription.id, producerEmails: ['a@ornek.com.tr', 'b@ornek.com.tr'], producerFullNames: ['Ayşe Çiftçi'] },
    });
    expect(many.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url: `${API}/prescription/send-email-to-producers`,
      headers: world.engineer,
      payload: { prescriptionId: prescription.id, producerEmails: ['a@ornek.com.tr', 'b@ornek.com.tr'], producerFullNames: ['Ayşe Çiftçi', 'Gül Öztürk'] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.queued).toBe(2);

    const none = await app.inject({ method: 'POST', url: `${API}/prescription/send-email-to-member`, headers: world.engineer, payload: { prescriptionId: prescription.id } });
    expect(none.statusCode).toBe(400);
    await app.db.update(members).set({ contactEmail: 'firma@ornek.com.tr' }).where(eq(members.id, world.member.id));
    const toMember = await app.inject({ method: 'POST', url: `${API}/prescription/send-email-to-member`, headers: world.engineer, payload: { prescriptionId: prescription.id, note: 'Arşiv için' } });
    expect(toMember.statusCode, toMember.body).toBe(200);
    const [mail] = await app.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, 'firma@ornek.com.tr'));
    expect(mail!.bodyText).toContain('Arşiv için');
  });
});
