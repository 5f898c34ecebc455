CREATE TABLE "area_weather_cache" (
	"area_id" bigint PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "producers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "producers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"surname" text,
	"tc_or_vkn" text NOT NULL,
	"phone" text,
	"email" text,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"district" text NOT NULL,
	"neighbourhood" text,
	"address" text,
	"cks_number" text,
	"notes" text,
	"name_folded" text NOT NULL,
	"surname_folded" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "producers_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "producers_member_tc_uq" UNIQUE("member_id","tc_or_vkn"),
	CONSTRAINT "producers_id_member_uq" UNIQUE("id","member_id"),
	CONSTRAINT "producers_kind_chk" CHECK (("producers"."kind" = 'person' and "producers"."tc_or_vkn" ~ '^[1-9][0-9]{10}$') or ("producers"."kind" = 'company' and "producers"."tc_or_vkn" ~ '^[0-9]{10}$'))
);
--> statement-breakpoint
CREATE TABLE "production_areas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "production_areas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"member_id" bigint NOT NULL,
	"producer_id" bigint,
	"name" text NOT NULL,
	"area_type" smallint NOT NULL,
	"cover" smallint,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"district" text NOT NULL,
	"neighbourhood" text,
	"cks_block" text,
	"cks_parcel" text,
	"plant_id" bigint,
	"planting_type" smallint,
	"planting_date" date,
	"expected_harvest_date" date,
	"decares" numeric(12, 2) NOT NULL,
	"measured" boolean DEFAULT false NOT NULL,
	"polygon" jsonb,
	"centroid_lat" numeric(10, 7),
	"centroid_lon" numeric(10, 7),
	"name_folded" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "production_areas_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "production_areas_type_chk" CHECK ("production_areas"."area_type" in (0, 1, 2, 3)),
	CONSTRAINT "production_areas_cover_chk" CHECK ("production_areas"."cover" is null or ("production_areas"."cover" in (0, 1) and "production_areas"."area_type" = 0)),
	CONSTRAINT "production_areas_planting_type_chk" CHECK ("production_areas"."planting_type" is null or "production_areas"."planting_type" in (0, 1, 2)),
	CONSTRAINT "production_areas_harvest_chk" CHECK ("production_areas"."expected_harvest_date" is null or "production_areas"."planting_date" is null or "production_areas"."expected_harvest_date" >= "production_areas"."planting_date"),
	CONSTRAINT "production_areas_decares_chk" CHECK ("production_areas"."decares" > 0)
);
--> statement-breakpoint
ALTER TABLE "area_weather_cache" ADD CONSTRAINT "area_weather_cache_area_id_production_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."production_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "producers" ADD CONSTRAINT "producers_member_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_areas" ADD CONSTRAINT "production_areas_member_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_areas" ADD CONSTRAINT "production_areas_producer_fk" FOREIGN KEY ("producer_id","member_id") REFERENCES "public"."producers"("id","member_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_areas" ADD CONSTRAINT "production_areas_plant_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_weather_cache_fetched_idx" ON "area_weather_cache" USING btree ("fetched_at");--> statement-breakpoint
CREATE INDEX "producers_member_name_idx" ON "producers" USING btree ("member_id","name","id");--> statement-breakpoint
CREATE INDEX "producers_member_surname_idx" ON "producers" USING btree ("member_id","surname","id");--> statement-breakpoint
CREATE INDEX "producers_member_updated_idx" ON "producers" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "producers_search_trgm_idx" ON "producers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "production_areas_member_name_idx" ON "production_areas" USING btree ("member_id","name","id");--> statement-breakpoint
CREATE INDEX "production_areas_producer_idx" ON "production_areas" USING btree ("producer_id");--> statement-breakpoint
CREATE INDEX "production_areas_plant_idx" ON "production_areas" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "production_areas_member_updated_idx" ON "production_areas" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "production_areas_search_trgm_idx" ON "production_areas" USING gin ("search_text" gin_trgm_ops);