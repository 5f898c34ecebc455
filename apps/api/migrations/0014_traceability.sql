CREATE TABLE "lot_number_counters" (
	"member_id" bigint NOT NULL,
	"year" smallint NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "lot_number_counters_pk" PRIMARY KEY("member_id","year")
);
--> statement-breakpoint
CREATE TABLE "lot_stage_photos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_stage_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stage_id" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_stage_photos_size_chk" CHECK ("lot_stage_photos"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "lot_stages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lot_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lot_id" bigint NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"recorded_by" bigint NOT NULL,
	"recorded_by_name" text NOT NULL,
	"notes" text,
	"lat" double precision,
	"lon" double precision,
	"accuracy_m" double precision,
	"location_check" text,
	"prescription_id" bigint,
	"prescription_no" text,
	"prescription_line_key" text,
	"licence_id" bigint,
	"product_name" text,
	"dose" numeric(12, 4),
	"dose_unit_id" bigint,
	"dose_unit" text,
	"phi_days" smallint,
	"amount" numeric(14, 3),
	"unit" text,
	"packages" integer,
	"package_unit" text,
	"phi_override_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lot_stages_kind_chk" CHECK ("lot_stages"."kind" in ('sowing', 'planting', 'irrigation', 'fertilization', 'spraying', 'harvest', 'packing')),
	CONSTRAINT "lot_stages_location_chk" CHECK ("lot_stages"."location_check" is null or "lot_stages"."location_check" in ('inside', 'outside', 'no-polygon')),
	CONSTRAINT "lot_stages_point_chk" CHECK (("lot_stages"."lat" is null) = ("lot_stages"."lon" is null)),
	CONSTRAINT "lot_stages_spraying_chk" CHECK ("lot_stages"."kind" <> 'spraying' or "lot_stages"."licence_id" is not null),
	CONSTRAINT "lot_stages_harvest_chk" CHECK ("lot_stages"."kind" <> 'harvest' or ("lot_stages"."amount" > 0 and "lot_stages"."unit" in ('kg', 'ton', 'adet', 'kasa')))
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"production_area_id" bigint NOT NULL,
	"plant_id" bigint NOT NULL,
	"year" smallint NOT NULL,
	"seq" integer NOT NULL,
	"code" text NOT NULL,
	"variety" text,
	"season" text NOT NULL,
	"gtin" text,
	"consumer_first_name_consent" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"public_token_hash" text,
	"public_token_sealed" text,
	"public_revoked_at" timestamp with time zone,
	"search_text" text NOT NULL,
	"created_by" bigint NOT NULL,
	"updated_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_member_code_uq" UNIQUE("member_id","code"),
	CONSTRAINT "lots_member_year_seq_uq" UNIQUE("member_id","year","seq"),
	CONSTRAINT "lots_status_chk" CHECK ("lots"."status" in ('open', 'closed')),
	CONSTRAINT "lots_seq_chk" CHECK ("lots"."seq" >= 1),
	CONSTRAINT "lots_gtin_chk" CHECK ("lots"."gtin" is null or "lots"."gtin" ~ '^([0-9]{8}|[0-9]{12,14})$')
);
--> statement-breakpoint
ALTER TABLE "lot_number_counters" ADD CONSTRAINT "lot_number_counters_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_stage_photos" ADD CONSTRAINT "lot_stage_photos_stage_id_lot_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."lot_stages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_stages" ADD CONSTRAINT "lot_stages_lot_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_stages" ADD CONSTRAINT "lot_stages_prescription_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_stages" ADD CONSTRAINT "lot_stages_licence_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_stages" ADD CONSTRAINT "lot_stages_unit_fk" FOREIGN KEY ("dose_unit_id") REFERENCES "public"."units_of_measure"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_member_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_area_fk" FOREIGN KEY ("production_area_id","member_id") REFERENCES "public"."production_areas"("id","member_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_plant_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lot_stage_photos_key_uq" ON "lot_stage_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "lot_stage_photos_stage_idx" ON "lot_stage_photos" USING btree ("stage_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lot_stages_client_uq" ON "lot_stages" USING btree ("lot_id","client_id");--> statement-breakpoint
CREATE INDEX "lot_stages_lot_date_idx" ON "lot_stages" USING btree ("lot_id","date","id");--> statement-breakpoint
CREATE INDEX "lot_stages_prescription_idx" ON "lot_stages" USING btree ("prescription_id") WHERE "lot_stages"."prescription_id" is not null;--> statement-breakpoint
CREATE INDEX "lot_stages_licence_idx" ON "lot_stages" USING btree ("licence_id") WHERE "lot_stages"."licence_id" is not null;--> statement-breakpoint
CREATE INDEX "lot_stages_unit_idx" ON "lot_stages" USING btree ("dose_unit_id") WHERE "lot_stages"."dose_unit_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "lots_public_token_uq" ON "lots" USING btree ("public_token_hash") WHERE "lots"."public_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "lots_member_created_idx" ON "lots" USING btree ("member_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lots_area_idx" ON "lots" USING btree ("production_area_id");--> statement-breakpoint
CREATE INDEX "lots_plant_idx" ON "lots" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "lots_gtin_code_idx" ON "lots" USING btree ("gtin","code") WHERE "lots"."gtin" is not null;