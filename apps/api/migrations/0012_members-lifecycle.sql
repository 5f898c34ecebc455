ALTER TABLE "member_state_history" ADD COLUMN "action" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "plan" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "subscription_starts_at" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "subscription_ends_at" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invitation_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_subscription_dates_chk" CHECK ("members"."subscription_starts_at" is null or "members"."subscription_ends_at" is null or "members"."subscription_starts_at" <= "members"."subscription_ends_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_chk" CHECK ("users"."status" in ('active', 'passive', 'banned'));--> statement-breakpoint
UPDATE "member_state_history" SET "action" = CASE WHEN "stage" = 'demo-request' THEN 'register' ELSE 'edit' END WHERE "action" IS NULL;
