// Reading the outbox for the dev mailbox.
import { desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { outboxMessages, type Database, type OutboxAttachment } from '../../platform/db';

export const MAILBOX_LIMIT = 100;

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** What the list shows of an attachment: not its bytes. */
export interface AttachmentInfo {
  filename: string;
  contentType: string;
  /** Bytes of the file. */
  size: number;
}

/** A listed message: the row with its attachments' names and sizes instead of their content. */
export type MailboxRow = Omit<OutboxRow, 'attachments'> & { attachments: AttachmentInfo[] };

// Names and sizes worked out in SQL, so a list of 100 mails with PDFs does not carry the PDFs.
// The content is canonical base64 (enqueueMail checks it): 3 bytes per 4 characters, less the padding.
const attachmentInfo = sql<AttachmentInfo[]>`(
  select coalesce(jsonb_agg(jsonb_build_object(
    'filename', a->>'filename',
    'contentType', a->>'contentType',
    'size', length(a->>'content') / 4 * 3 - (length(a->>'content') - length(rtrim(a->>'content', '=')))
  ) order by n), '[]'::jsonb)
  from jsonb_array_elements(${outboxMessages.attachments}) with ordinality as t(a, n)
)`;

/** `to` as typed in a URL: `+` of a phone number arrives as a space, and e-mail case varies. */
function recipients(to: string): string[] {
  const t = to.trim().toLowerCase();
  return /^\d+$/.test(t) ? [t, `+${t}`] : [t];
}

/** The latest messages, newest first, optionally for one recipient. */
export function latestMessages(db: Database, to?: string): Promise<MailboxRow[]> {
  const query = db.select({ ...getTableColumns(outboxMessages), attachments: attachmentInfo }).from(outboxMessages);
  const filtered = to?.trim() ? query.where(inArray(outboxMessages.recipient, recipients(to))) : query;
  return filtered.orderBy(desc(outboxMessages.id)).limit(MAILBOX_LIMIT);
}

export async function messageById(db: Database, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

/** One attachment of a message, with its bytes; undefined when there is no such message or file. */
export async function attachmentOf(db: Database, id: number, index: number): Promise<OutboxAttachment | undefined> {
  const [row] = await db
    .select({ file: sql<OutboxAttachment | null>`${outboxMessages.attachments} -> ${index}::int` })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  return row?.file ?? undefined;
}

/** Absolute links in a message text, in order. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}

/** Where the dev mailbox serves an attachment (under the API prefix). */
export function attachmentPath(prefix: string, id: number, index: number): string {
  return `${prefix}/dev/mailbox/${id}/attachments/${index}`;
}
