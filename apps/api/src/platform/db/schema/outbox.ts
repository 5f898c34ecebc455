import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** A file attached to a mail; kept in the row so that a crash between enqueue and send loses nothing. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

export const outboxChannels = ['mail', 'sms'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];
/** `kept-local`: local mode, recorded for the dev mailbox and never sent. */
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'kept-local'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * Mail and SMS to deliver, written in the transaction of the change that causes them
 * (DESIGN.md §4); a background sender claims and delivers them.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: outboxChannels }).notNull(),
    /** E-mail address or E.164 phone number. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** Mail template name; null for SMS. */
    template: text('template'),
    /** AppCode of the brand (0 SRC, 1 RCT, 2 TRC); null: Bestnet's own. */
    app: smallint('app'),
    replyTo: text('reply_to'),
    /** Files sent with a mail (a prescription's PDF): name, MIME type and the bytes in base64. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    /** Claims so far; also fences a sender whose claim was taken over. */
    attempts: integer('attempts').notNull().default(0),
    /** Not before: the claim's lease while sending, the back-off while pending. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_messages_channel_check', sql`${t.channel} in ('mail', 'sms')`),
    check('outbox_messages_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed', 'kept-local')`),
    // The sender's claim reads only undelivered rows.
    index('outbox_messages_due_idx').on(t.id).where(sql`${t.status} in ('pending', 'sending')`),
    index('outbox_messages_recipient_idx').on(t.recipient),
  ],
);
