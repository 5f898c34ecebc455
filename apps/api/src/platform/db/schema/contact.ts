import { bigint, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Messages of the public contact form (/iletisim). */
export const contactMessages = pgTable('contact_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  /** AppCode of the host it was sent from; null: the landing page. */
  app: smallint('app'),
  /** KVKK: when the sender accepted the information notice. */
  kvkkConsentAt: timestamp('kvkk_consent_at', { withTimezone: true }).notNull(),
  /** For abuse handling. */
  ip: text('ip'),
});
