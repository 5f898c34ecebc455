ALTER TABLE "production_areas" ADD CONSTRAINT "production_areas_id_member_uq" UNIQUE("id","member_id");--> statement-breakpoint
CREATE TABLE "prescription_emails" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescription_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"prescription_id" bigint NOT NULL,
	"outbox_message_id" bigint NOT NULL,
	"recipient" text NOT NULL,
	"recipient_name" text,
	"audience" text NOT NULL,
	"sent_by" bigint NOT NULL,
	"sent_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prescription_lines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescription_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"prescription_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"licence_id" bigint NOT NULL,
	"harmful_organism_id" bigint NOT NULL,
	"licence_detail_id" bigint,
	"dose" numeric(12, 4) NOT NULL,
	"dose_unit_id" bigint NOT NULL,
	"water_volume" numeric(10, 2),
	"tank_size" numeric(10, 2),
	"pack_size" numeric(12, 2),
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "prescription_lines_dose_chk" CHECK ("prescription_lines"."dose" > 0)
);
--> statement-breakpoint
CREATE TABLE "prescription_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescription_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"prescription_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "prescription_number_counters" (
	"member_id" bigint NOT NULL,
	"year" smallint NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "prescription_number_counters_pk" PRIMARY KEY("member_id","year")
);
--> statement-breakpoint
CREATE TABLE "prescriptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prescriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text DEFAULT gen_random_uuid()::text NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"state" text DEFAULT 'issued' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"prescription_no" text NOT NULL,
	"title" text,
	"producer_id" bigint,
	"production_area_id" bigint,
	"plant_id" bigint NOT NULL,
	"planting_type" smallint,
	"area_type" smallint,
	"decares" numeric(12, 2),
	"start_date" date NOT NULL,
	"planned_harvest_date" date,
	"maintenance_info" text,
	"notes" text,
	"include_weather_data" boolean DEFAULT false NOT NULL,
	"weather_data" jsonb,
	"market" text DEFAULT 'TR' NOT NULL,
	"producer_snapshot" jsonb,
	"area_snapshot" jsonb,
	"plant_name" text NOT NULL,
	"organisms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"nutrition_products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"findings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"acknowledgements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prescriber_user_id" bigint NOT NULL,
	"prescriber_name" text NOT NULL,
	"prescriber_title" text NOT NULL,
	"authorization_number" text,
	"member_name" text NOT NULL,
	"corrects_id" bigint,
	"source_id" bigint,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"search_text" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prescriptions_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "prescriptions_member_no_uq" UNIQUE("member_id","prescription_no"),
	CONSTRAINT "prescriptions_member_year_seq_uq" UNIQUE("member_id","year","seq"),
	CONSTRAINT "prescriptions_kind_chk" CHECK ("prescriptions"."kind" in (0, 1, 2, 4, 5)),
	CONSTRAINT "prescriptions_state_chk" CHECK ("prescriptions"."state" in ('issued', 'cancelled')),
	CONSTRAINT "prescriptions_cancel_chk" CHECK (("prescriptions"."state" = 'cancelled') = ("prescriptions"."cancelled_at" is not null)),
	CONSTRAINT "prescriptions_area_chk" CHECK ("prescriptions"."kind" not in (0, 1) or "prescriptions"."production_area_id" is not null),
	CONSTRAINT "prescriptions_seq_chk" CHECK ("prescriptions"."seq" >= 1)
);
--> statement-breakpoint
ALTER TABLE "prescription_emails" ADD CONSTRAINT "prescription_emails_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_emails" ADD CONSTRAINT "prescription_emails_outbox_message_id_outbox_messages_id_fk" FOREIGN KEY ("outbox_message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_lines" ADD CONSTRAINT "prescription_lines_prescription_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_lines" ADD CONSTRAINT "prescription_lines_licence_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_lines" ADD CONSTRAINT "prescription_lines_organism_fk" FOREIGN KEY ("harmful_organism_id") REFERENCES "public"."harmful_organisms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_lines" ADD CONSTRAINT "prescription_lines_detail_fk" FOREIGN KEY ("licence_detail_id") REFERENCES "public"."licence_details"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_lines" ADD CONSTRAINT "prescription_lines_unit_fk" FOREIGN KEY ("dose_unit_id") REFERENCES "public"."units_of_measure"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_links" ADD CONSTRAINT "prescription_links_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescription_number_counters" ADD CONSTRAINT "prescription_number_counters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_member_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_producer_fk" FOREIGN KEY ("producer_id","member_id") REFERENCES "public"."producers"("id","member_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_area_fk" FOREIGN KEY ("production_area_id","member_id") REFERENCES "public"."production_areas"("id","member_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_plant_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_corrects_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_source_fk" FOREIGN KEY ("source_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prescription_emails_prescription_idx" ON "prescription_emails" USING btree ("prescription_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_lines_position_uq" ON "prescription_lines" USING btree ("prescription_id","position");--> statement-breakpoint
CREATE INDEX "prescription_lines_licence_idx" ON "prescription_lines" USING btree ("licence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_links_token_uq" ON "prescription_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "prescription_links_live_uq" ON "prescription_links" USING btree ("prescription_id") WHERE "prescription_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "prescriptions_member_created_idx" ON "prescriptions" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prescriptions_area_date_idx" ON "prescriptions" USING btree ("production_area_id","start_date");--> statement-breakpoint
CREATE INDEX "prescriptions_producer_idx" ON "prescriptions" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "prescriptions_search_trgm_idx" ON "prescriptions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint