ALTER TABLE "prescription_emails" ALTER COLUMN "outbox_message_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "prescription_emails" ADD COLUMN "channel" text DEFAULT 'mail' NOT NULL;--> statement-breakpoint
-- SMS sent before the column: their outbox row says so.
UPDATE "prescription_emails" SET "channel" = 'sms' FROM "outbox_messages" WHERE "outbox_messages"."id" = "prescription_emails"."outbox_message_id" AND "outbox_messages"."channel" = 'sms';--> statement-breakpoint
ALTER TABLE "prescription_emails" ADD CONSTRAINT "prescription_emails_channel_check" CHECK ("prescription_emails"."channel" in ('mail', 'sms', 'whatsapp'));--> statement-breakpoint
ALTER TABLE "prescription_emails" ADD CONSTRAINT "prescription_emails_outbox_check" CHECK (("prescription_emails"."outbox_message_id" is null) = ("prescription_emails"."channel" = 'whatsapp'));