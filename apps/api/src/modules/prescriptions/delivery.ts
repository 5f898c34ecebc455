// A prescription sent to the farmer's phone: the SMS goes through the outbox (the operator of
// SMS_API_URL, or the dev mailbox locally) and is kept beside the e-mails with its delivery
// state; WhatsApp gets the same text as a share link. The public link is made when missing.
import { farmerMessage, type Prescription } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
// `min` metadata: enough to tell a valid Turkish mobile, as the producer checks do.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { authOf } from '../../platform/auth';
import { prescriptionEmails, type PrescriptionRow } from '../../platform/db';
import { AppError, FieldErrors } from '../../platform/errors';
import { enqueueSms, smsLength } from '../../platform/outbox';
import { inTransaction } from '../../platform/tenancy';
import { liveLink } from './links';
import { prescriptionOf, rowOfMember } from './read';

const PhoneMessage = 'Geçerli bir cep telefonu girin (ör. 0532 123 45 67)';

/** A Turkish mobile as typed → E.164, or undefined. */
function mobileOf(value: string): string | undefined {
  const phone = parsePhoneNumberFromString(value, 'TR');
  if (!phone?.isValid() || phone.country !== 'TR' || !String(phone.nationalNumber).startsWith('5')) return undefined;
  return phone.number;
}

/** The number to use: the one typed, else the producer's; a 400 on the phone field when neither is a mobile. */
function phoneFor(prescription: Prescription, typed: string | null): string {
  const errors = new FieldErrors();
  const chosen = typed ?? prescription.producer?.phone ?? null;
  const phone = chosen ? mobileOf(chosen) : undefined;
  if (!phone) errors.add('phone', chosen ? PhoneMessage : 'Üreticinin cep telefonu kayıtlı değil; göndermek için bir cep telefonu girin.');
  errors.throwIfAny();
  return phone!;
}

const producerNameOf = (p: Prescription) => (p.producer ? [p.producer.name, p.producer.surName].filter(Boolean).join(' ') : null);

/** The issued prescription of the caller's member, or 404 (another member's) / 409 (cancelled). */
async function issuedOf(app: FastifyInstance, request: FastifyRequest, id: number): Promise<{ row: PrescriptionRow; prescription: Prescription }> {
  const row = await rowOfMember(app.db, authOf(request).member.id, id);
  if (row.state !== 'issued') throw new AppError(409, 'PRESCRIPTION_ALREADY_CANCELLED', 'İptal edilmiş bir reçete gönderilemez; düzeltmesini gönderin.');
  return { row, prescription: await prescriptionOf(app.db, row) };
}

/** The text for the farmer, with the live public link (made now when there is none). */
async function messageOf(app: FastifyInstance, request: FastifyRequest, prescription: Prescription): Promise<string> {
  const link = await liveLink(app, prescription.id, authOf(request).user.id);
  return farmerMessage({ prescriptionNo: prescription.prescriptionNo, memberName: prescription.member.name, url: link.url });
}

export async function sendSms(app: FastifyInstance, request: FastifyRequest, id: number, typedPhone: string | null) {
  const auth = authOf(request);
  const { row, prescription } = await issuedOf(app, request, id);
  // The number is checked before the link is made: a refused call writes nothing.
  const phone = phoneFor(prescription, typedPhone);
  const text = await messageOf(app, request, prescription);
  await inTransaction(app.db, async (tx) => {
    const outboxId = await enqueueSms(tx, { to: phone, text });
    await tx.insert(prescriptionEmails).values({
      prescriptionId: row.id,
      outboxMessageId: outboxId,
      channel: 'sms',
      recipient: phone,
      recipientName: typedPhone ? null : producerNameOf(prescription),
      audience: 'producer',
      sentBy: auth.user.id,
      sentByName: `${auth.user.name} ${auth.user.surname}`,
    });
  });
  const { encoding, segments } = smsLength(text);
  return { phone, text, encoding, segments, emails: (await prescriptionOf(app.db, row)).emails };
}

/** The share is recorded beside the e-mails and SMS; whether it was sent, only WhatsApp knows. */
export async function whatsappShare(app: FastifyInstance, request: FastifyRequest, id: number, typedPhone: string | null) {
  const auth = authOf(request);
  const { row, prescription } = await issuedOf(app, request, id);
  // No number known: the link opens WhatsApp's chat choice, with the text filled in.
  const phone = typedPhone || prescription.producer?.phone ? phoneFor(prescription, typedPhone) : null;
  const text = await messageOf(app, request, prescription);
  await app.db.insert(prescriptionEmails).values({
    prescriptionId: row.id,
    outboxMessageId: null,
    channel: 'whatsapp',
    recipient: phone ?? 'WhatsApp kişi seçimi',
    recipientName: typedPhone || !phone ? null : producerNameOf(prescription),
    audience: 'producer',
    sentBy: auth.user.id,
    sentByName: `${auth.user.name} ${auth.user.surname}`,
  });
  return { phone, text };
}
