// What receiving a contact message means, apart from HTTP: the message stored, the mail to
// support and the acknowledgement to the sender queued, and the audit row, in one
// transaction (all or nothing). The worked example of a non-CRUD module (docs/decisions.md):
// route → service → queries.
import type { AppCode, ContactRequest } from '@portal/contracts';
import { recordAudit } from '../../platform/audit';
import type { Orm } from '../../platform/db';
import { enqueueMail } from '../../platform/outbox';
import { insertContactMessage } from './queries';

export interface ContactContext {
  /** The brand of the host the form was sent from; null for the landing page. */
  app: AppCode | null;
  ip: string;
  supportEmail: string;
}

export async function receiveContactMessage(db: Orm, input: ContactRequest, context: ContactContext): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const id = await insertContactMessage(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      app: context.app,
      kvkkConsentAt: new Date(),
      ip: context.ip,
    });
    await enqueueMail(tx, {
      to: context.supportEmail,
      template: 'contact-received',
      app: context.app,
      replyTo: input.email,
      supportEmail: context.supportEmail,
      data: { name: input.name, email: input.email, phone: input.phone ?? '', subject: input.subject, message: input.message },
    });
    await enqueueMail(tx, { to: input.email, template: 'contact-ack', app: context.app, supportEmail: context.supportEmail, data: { name: input.name } });
    // The message itself stays in contact_messages (personal data is not copied to the audit).
    await recordAudit(tx, { actorUserId: null, action: 'contact-message.receive', entity: 'contact-message', entityId: id, after: { subject: input.subject, app: context.app } });
    return { id };
  });
}
