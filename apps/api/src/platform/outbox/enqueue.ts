// Writing mail and SMS to the outbox. Pass the transaction of the change that causes the
// message: both commit together or neither does (DESIGN.md §4).
import type { AppCode } from '@portal/contracts';
import { CONFIG } from '../config';
import { outboxMessages, type Orm, type OutboxAttachment } from '../db';
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
  /** Files sent with the mail (a prescription's PDF), stored in the row with it. */
  attachments?: OutboxAttachment[];
}

/** Limits of a mail's attachments: what every mail server takes, and rows that stay small. */
export const MAIL_ATTACHMENT_LIMITS = { count: 5, totalBytes: 5 * 1024 * 1024 } as const;

// Checked as characters plus length: a grouped pattern overflows the regexp stack on megabytes.
const isBase64 = (s: string) => s.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(s);
const mimeType = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

/** Bytes of a canonical base64 string, without decoding it. */
function decodedSize(content: string): number {
  return (content.length / 4) * 3 - (content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0);
}

/** Refuses what the sender could not deliver, or that would name a path: thrown at enqueue, not found at send. */
function checkedAttachments(attachments: OutboxAttachment[]): OutboxAttachment[] {
  if (attachments.length > MAIL_ATTACHMENT_LIMITS.count) throw new Error(`outbox: at most ${MAIL_ATTACHMENT_LIMITS.count} attachments`);
  let total = 0;
  return attachments.map(({ filename, contentType, content }) => {
    const name = filename.trim();
    // A bare file name: no folder, no control characters (header injection), not . or ..
    if (!name || name.length > 200 || /[/\\]/.test(name) || [...name].some((c) => c < ' ' || c === '\u007f') || /^\.+$/.test(name)) {
      throw new Error(`outbox: not a file name: ${JSON.stringify(filename)}`);
    }
    if (!mimeType.test(contentType)) throw new Error(`outbox: not a MIME type: ${JSON.stringify(contentType)}`);
    total += decodedSize(content);
    if (total > MAIL_ATTACHMENT_LIMITS.totalBytes) throw new Error(`outbox: attachments over ${MAIL_ATTACHMENT_LIMITS.totalBytes} bytes in all`);
    if (!isBase64(content)) throw new Error(`outbox: the content of ${name} is not base64`);
    return { filename: name, contentType: contentType.toLowerCase(), content };
  });
}

/** An attachment from a file's bytes, e.g. `mailAttachment('RCT-2026-000123.pdf', 'application/pdf', pdf)`. */
export function mailAttachment(filename: string, contentType: string, bytes: Uint8Array): OutboxAttachment {
  return { filename, contentType, content: Buffer.from(bytes).toString('base64') };
}

const email = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

function checkedEmail(value: string): string {
  const address = value.trim();
  if (!email.test(address)) throw new Error(`outbox: not an e-mail address: ${address}`);
  return address;
}

/** Returns the outbox row's id: a caller may keep it to show the mail's delivery state. */
export async function enqueueMail(db: OutboxDb, message: MailMessage): Promise<number> {
  // The callers have no config at hand; main.ts validated SUPPORT_EMAIL at start.
  const supportEmail = message.supportEmail ?? (process.env['SUPPORT_EMAIL']?.trim() || CONFIG.SUPPORT_EMAIL.default);
  const mail = renderMail(message.template, message.app, message.data, { supportEmail });
  const attachments = checkedAttachments(message.attachments ?? []);
  const [row] = await db.insert(outboxMessages).values({
    channel: 'mail',
    recipient: checkedEmail(message.to),
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html,
    template: message.template,
    app: message.app,
    replyTo: message.replyTo ? checkedEmail(message.replyTo) : null,
    attachments,
  }).returning({ id: outboxMessages.id });
  return row!.id;
}

/** `to` in E.164 (+905321234567); `text` is built by the caller, in Turkish. Returns the row's id (its delivery state). */
export async function enqueueSms(db: OutboxDb, message: { to: string; text: string }): Promise<number> {
  const to = message.to.trim();
  if (!/^\+[1-9]\d{7,14}$/.test(to)) throw new Error(`outbox: not an E.164 phone number: ${to}`);
  if (!message.text.trim()) throw new Error('outbox: empty SMS');
  const [row] = await db.insert(outboxMessages).values({ channel: 'sms', recipient: to, bodyText: message.text }).returning({ id: outboxMessages.id });
  return row!.id;
}
