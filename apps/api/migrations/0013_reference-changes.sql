CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"reference_change_id" bigint,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "prescription_change_flags" (
	"prescription_id" bigint NOT NULL,
	"reference_change_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" bigint,
	CONSTRAINT "prescription_change_flags_pk" PRIMARY KEY("prescription_id","reference_change_id")
);
--> statement-breakpoint
CREATE TABLE "reference_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reference_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"actor_user_id" bigint,
	"licence_id" bigint,
	"mrl_rate_id" bigint,
	"mrl_active_substance_id" bigint,
	"mrl_product_id" bigint,
	"summary" jsonb NOT NULL,
	"affected_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reference_changes_kind_chk" CHECK ("reference_changes"."kind" in ('licence-registered', 'licence-cancelled', 'licence-expired', 'mrl-added', 'mrl-changed', 'mrl-expired')),
	CONSTRAINT "reference_changes_source_chk" CHECK ("reference_changes"."source" in ('edit', 'import'))
);
--> statement-breakpoint
ALTER TABLE "active_substances" ADD COLUMN "low_risk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_change_fk" FOREIGN KEY ("reference_change_id") REFERENCES "public"."reference_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_change_flags" ADD CONSTRAINT "prescription_change_flags_prescription_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_change_flags" ADD CONSTRAINT "prescription_change_flags_change_fk" FOREIGN KEY ("reference_change_id") REFERENCES "public"."reference_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "prescription_change_flags_change_idx" ON "prescription_change_flags" USING btree ("reference_change_id");--> statement-breakpoint
CREATE INDEX "reference_changes_occurred_idx" ON "reference_changes" USING btree ("occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reference_changes_licence_idx" ON "reference_changes" USING btree ("licence_id") WHERE "reference_changes"."licence_id" is not null;--> statement-breakpoint
CREATE INDEX "reference_changes_mrl_substance_idx" ON "reference_changes" USING btree ("mrl_active_substance_id") WHERE "reference_changes"."mrl_active_substance_id" is not null;