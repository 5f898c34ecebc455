CREATE TABLE "register_application_photos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_application_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_application_photos_size_chk" CHECK ("register_application_photos"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "register_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"production_area_id" bigint NOT NULL,
	"prescription_id" bigint NOT NULL,
	"prescription_line_key" text NOT NULL,
	"licence_id" bigint NOT NULL,
	"product_name" text NOT NULL,
	"applied_on" date NOT NULL,
	"start_time" text NOT NULL,
	"applicator_kind" text NOT NULL,
	"applicator_name" text NOT NULL,
	"applicator_certificate_no" text,
	"amount" numeric(14, 4) NOT NULL,
	"amount_unit" text NOT NULL,
	"water_volume_litres" numeric(14, 2),
	"decares" numeric(12, 2) NOT NULL,
	"weather" jsonb,
	"weather_unavailable_reason" text,
	"notes" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_reason" text,
	"withdrawn_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"recorded_by" bigint NOT NULL,
	"recorded_by_name" text NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_applications_kind_chk" CHECK ("register_applications"."applicator_kind" in ('authorised', 'producer', 'professional')),
	CONSTRAINT "register_applications_unit_chk" CHECK ("register_applications"."amount_unit" in ('ml', 'L', 'g', 'kg')),
	CONSTRAINT "register_applications_amount_chk" CHECK ("register_applications"."amount" > 0 and "register_applications"."decares" > 0 and ("register_applications"."water_volume_litres" is null or "register_applications"."water_volume_litres" > 0)),
	CONSTRAINT "register_applications_time_chk" CHECK ("register_applications"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "register_applications_certificate_chk" CHECK ("register_applications"."applicator_kind" = 'producer' or "register_applications"."applicator_certificate_no" is not null),
	CONSTRAINT "register_applications_withdrawn_chk" CHECK (("register_applications"."withdrawn_at" is null) = ("register_applications"."withdrawn_reason" is null)),
	CONSTRAINT "register_applications_version_chk" CHECK ("register_applications"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "register_harvests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_harvests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"production_area_id" bigint NOT NULL,
	"harvested_on" date NOT NULL,
	"amount" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"lot_or_buyer" text,
	"notes" text,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_reason" text,
	"withdrawn_by_name" text,
	"version" integer DEFAULT 1 NOT NULL,
	"recorded_by" bigint NOT NULL,
	"recorded_by_name" text NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_harvests_amount_chk" CHECK ("register_harvests"."amount" > 0),
	CONSTRAINT "register_harvests_unit_chk" CHECK ("register_harvests"."unit" in ('kg', 'ton', 'adet', 'kasa')),
	CONSTRAINT "register_harvests_withdrawn_chk" CHECK (("register_harvests"."withdrawn_at" is null) = ("register_harvests"."withdrawn_reason" is null)),
	CONSTRAINT "register_harvests_version_chk" CHECK ("register_harvests"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "register_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "register_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"record_type" text NOT NULL,
	"record_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"step" text NOT NULL,
	"state" jsonb NOT NULL,
	"reason" text,
	"by_user_id" bigint,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_versions_type_chk" CHECK ("register_versions"."record_type" in ('application', 'harvest')),
	CONSTRAINT "register_versions_step_chk" CHECK ("register_versions"."step" in ('recorded', 'corrected', 'withdrawn')),
	CONSTRAINT "register_versions_reason_chk" CHECK ("register_versions"."step" = 'recorded' or "register_versions"."reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "register_application_photos" ADD CONSTRAINT "register_application_photos_application_id_register_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."register_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_applications" ADD CONSTRAINT "register_applications_member_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_applications" ADD CONSTRAINT "register_applications_area_fk" FOREIGN KEY ("production_area_id","member_id") REFERENCES "public"."production_areas"("id","member_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_applications" ADD CONSTRAINT "register_applications_prescription_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_applications" ADD CONSTRAINT "register_applications_licence_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_harvests" ADD CONSTRAINT "register_harvests_member_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_harvests" ADD CONSTRAINT "register_harvests_area_fk" FOREIGN KEY ("production_area_id","member_id") REFERENCES "public"."production_areas"("id","member_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_versions" ADD CONSTRAINT "register_versions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "register_application_photos_key_uq" ON "register_application_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "register_application_photos_application_idx" ON "register_application_photos" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "register_applications_area_date_idx" ON "register_applications" USING btree ("member_id","production_area_id","applied_on","id");--> statement-breakpoint
CREATE INDEX "register_applications_prescription_idx" ON "register_applications" USING btree ("prescription_id","prescription_line_key");--> statement-breakpoint
CREATE INDEX "register_applications_licence_idx" ON "register_applications" USING btree ("licence_id");--> statement-breakpoint
CREATE INDEX "register_harvests_area_date_idx" ON "register_harvests" USING btree ("member_id","production_area_id","harvested_on","id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_versions_step_uq" ON "register_versions" USING btree ("record_type","record_id","version","step");--> statement-breakpoint
CREATE INDEX "register_versions_member_idx" ON "register_versions" USING btree ("member_id");