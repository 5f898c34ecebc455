// Writing mail and SMS to the outbox. Pass the transaction of the change that causes the
// message: both commit together or neither does (DESIGN.md §4).
import type { AppCode } from '@portal/contracts';
import { CONFIG } from '../config';
import { outboxMessages, type Orm } from '../db';
import { renderMail, type MailTemplate } from './mail-templates';

/** A Drizzle database or a transaction of one. */
export type OutboxDb = Pick<Orm, 'insert'>;

export interface MailMessage {
  to: string;
  template: MailTemplate;
  /** Brand of the mail; null: Bestnet's own (e.g. the landing page). */
  app: AppCode | null;
  data: Record<string, string>;
  /** Reply-To header, e.g. the sender of a contact message. */
  replyTo?: string;
  /** Named in the mail; SUPPORT_EMAIL when not given. */
  supportEmail?: string;
}

const email = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

function checkedEmail(value: string): string {
  const address = value.trim();
  if (!email.test(address)) throw new Error(`outbox: not an e-mail address: ${address}`);
  return address;
}

export async function enqueueMail(db: OutboxDb, message: MailMessage): Promise<void> {
  // The callers have no config at hand; main.ts validated SUPPORT_EMAIL at start.
  const supportEmail = message.supportEmail ?? (process.env['SUPPORT_EMAIL']?.trim() || CONFIG.SUPPORT_EMAIL.default);
  const mail = renderMail(message.template, message.app, message.data, { supportEmail });
  await db.insert(outboxMessages).values({
    channel: 'mail',
    recipient: checkedEmail(message.to),
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html,
    template: message.template,
    app: message.app,
    replyTo: message.replyTo ? checkedEmail(message.replyTo) : null,
  });
}

/** `to` in E.164 (+905321234567); `text` is built by the caller, in Turkish. */
export async function enqueueSms(db: OutboxDb, message: { to: string; text: string }): Promise<void> {
  const to = message.to.trim();
  if (!/^\+[1-9]\d{7,14}$/.test(to)) throw new Error(`outbox: not an E.164 phone number: ${to}`);
  if (!message.text.trim()) throw new Error('outbox: empty SMS');
  await db.insert(outboxMessages).values({ channel: 'sms', recipient: to, bodyText: message.text });
}
