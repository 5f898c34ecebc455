// Reading the outbox for the dev mailbox.
import { desc, eq, inArray } from 'drizzle-orm';
import { outboxMessages, type Database } from '../../platform/db';

export const MAILBOX_LIMIT = 100;

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** `to` as typed in a URL: `+` of a phone number arrives as a space, and e-mail case varies. */
function recipients(to: string): string[] {
  const t = to.trim().toLowerCase();
  return /^\d+$/.test(t) ? [t, `+${t}`] : [t];
}

/** The latest messages, newest first, optionally for one recipient. */
export function latestMessages(db: Database, to?: string): Promise<OutboxRow[]> {
  const query = db.select().from(outboxMessages);
  const filtered = to?.trim() ? query.where(inArray(outboxMessages.recipient, recipients(to))) : query;
  return filtered.orderBy(desc(outboxMessages.id)).limit(MAILBOX_LIMIT);
}

export async function messageById(db: Database, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

/** Absolute links in a message text, in order. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
