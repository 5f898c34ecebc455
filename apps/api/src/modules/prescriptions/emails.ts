// Sending a prescription by e-mail (spec §7 send-email-to-producer, -producers, -member): one
// outbox row per recipient with the PDF attached and the public link inside, written in the
// same transaction as the prescription's e-mail record (DESIGN.md §4: a crash loses none,
// none goes twice). The delivery state is the outbox row's.
import { AppCode, ErrorCode, type Prescription } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { authOf } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { members, prescriptionEmails, type Orm } from '../../platform/db';
import { enqueueMail, mailBrands } from '../../platform/outbox';
import { isPlanKind } from './fertilization-read';
import { liveLink } from './links';
import { renderPrescriptionPdf } from './pdf/prescription-pdf';
import { prescriptionOf, rowOfMember } from './read';
import { inTransaction } from '../../platform/tenancy';

export interface Recipient {
  email: string;
  fullName: string | null;
}

/** The PDF with its verification link, as the detail page downloads it and the mail attaches it. */
export async function pdfOf(app: FastifyInstance, prescription: Prescription, verifyUrl: string | null): Promise<Buffer> {
  return renderPrescriptionPdf(prescription, { verifyUrl, brandName: mailBrands[AppCode.Rct].name });
}

export const pdfFileName = (p: Pick<Prescription, 'prescriptionNo'>) => `${p.prescriptionNo}.pdf`;

export async function sendPrescription(
  app: FastifyInstance,
  request: FastifyRequest,
  prescriptionId: number,
  audience: 'producer' | 'member',
  recipients: Recipient[],
  note: string | null = null,
) {
  const auth = authOf(request);
  const row = await rowOfMember(app.db, auth.member.id, prescriptionId);
  if (row.state !== 'issued') throw new AppError(409, 'PRESCRIPTION_ALREADY_CANCELLED', 'İptal edilmiş bir reçete gönderilemez; düzeltmesini gönderin.');
  const prescription = await prescriptionOf(app.db, row);
  const link = await liveLink(app, row.id, auth.user.id);
  const pdf = await pdfOf(app, prescription, link.url);
  const sender = `${auth.user.name} ${auth.user.surname}`;
  const place = prescription.productionArea;
  const plan = isPlanKind(row.kind);
  const area = place ? `${place.name} — ${place.districtName} / ${place.provinceName} (${place.decares.toLocaleString('tr-TR')} da)` : plan ? 'Dekar başına plan (alana bağlı değil)' : 'Hızlı reçete (alana bağlı değil)';
  await inTransaction(app.db, async (tx) => {
    for (const r of recipients) {
      const outboxId = await enqueueMail(tx, {
        to: r.email,
        template: audience === 'producer' ? 'prescription' : 'prescription-member',
        app: AppCode.Rct,
        data: {
          name: r.fullName ?? auth.member.name,
          prescriptionNo: prescription.prescriptionNo,
          memberName: prescription.member.name,
          prescriberName: prescription.prescriber.fullName,
          prescriberTitle: prescription.prescriber.title,
          plantName: prescription.plant.name,
          area,
          url: link.url,
          senderName: sender,
          ...(plan ? { document: 'plan' } : {}),
          ...(note ? { note } : {}),
        },
        attachments: [{ filename: pdfFileName(prescription), contentType: 'application/pdf', content: pdf.toString('base64') }],
      });
      await tx.insert(prescriptionEmails).values({ prescriptionId: row.id, outboxMessageId: outboxId, recipient: r.email, recipientName: r.fullName, audience, sentBy: auth.user.id, sentByName: sender });
    }
  });
  return { queued: recipients.length, emails: (await prescriptionOf(app.db, row)).emails };
}

/** The member's contact address (send-email-to-member). */
export async function memberRecipient(db: Orm, memberId: number): Promise<Recipient> {
  const [m] = await db.select({ name: members.name, email: members.contactEmail }).from(members).where(eq(members.id, memberId));
  if (!m?.email) throw new AppError(400, ErrorCode.Validation, 'Firmanın iletişim e-posta adresi kayıtlı değil; üyelik bilgilerinden ekleyin.');
  return { email: m.email, fullName: m.name };
}
