CREATE TABLE "units_of_measure" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_of_measure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"kind" text NOT NULL,
	"amount_unit" text NOT NULL,
	"per_quantity" numeric(12, 4),
	"per_unit" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "units_of_measure_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "units_of_measure_kind_chk" CHECK ("units_of_measure"."kind" in ('dose-area', 'dose-water', 'dose-seed', 'dose-plant', 'concentration', 'quantity')),
	CONSTRAINT "units_of_measure_basis_chk" CHECK (("units_of_measure"."per_quantity" is null) = ("units_of_measure"."per_unit" is null) and ("units_of_measure"."per_quantity" is null or "units_of_measure"."per_quantity" > 0)),
	CONSTRAINT "units_of_measure_area_basis_chk" CHECK ("units_of_measure"."kind" <> 'dose-area' or "units_of_measure"."per_unit" in ('da', 'ha'))
);
--> statement-breakpoint
CREATE TABLE "formulations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "formulations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "formulations_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "formulations_code_chk" CHECK ("formulations"."code" ~ '^[A-Z0-9]{1,6}$')
);
--> statement-breakpoint
CREATE TABLE "active_substance_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "active_substance_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "active_substance_groups_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "company_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "company_groups_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "licence_groups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licence_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "licence_groups_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "licence_companies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licence_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tax_number" text,
	"tax_office" text,
	"company_group_id" bigint,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "licence_companies_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "licence_companies_tax_number_chk" CHECK ("licence_companies"."tax_number" ~ '^[0-9]{10,11}$')
);
--> statement-breakpoint
CREATE TABLE "harmful_organisms" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "harmful_organisms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"latin_name" text,
	"type" smallint NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "harmful_organisms_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "harmful_organisms_type_chk" CHECK ("harmful_organisms"."type" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "plants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"latin_name" text,
	"eu_code" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "plants_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "plants_eu_code_chk" CHECK ("plants"."eu_code" ~ '^[0-9]{7}$')
);
--> statement-breakpoint
CREATE TABLE "mrl_active_substances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mrl_active_substances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mrl_active_substances_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "mrl_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mrl_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"sub_code" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mrl_products_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "mrl_products_code_chk" CHECK ("mrl_products"."code" ~ '^[0-9]{7}$'),
	CONSTRAINT "mrl_products_sub_code_chk" CHECK ("mrl_products"."sub_code" <> '')
);
--> statement-breakpoint
CREATE TABLE "mrl_rates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mrl_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"product_id" bigint NOT NULL,
	"active_substance_id" bigint NOT NULL,
	"rate" numeric(12, 4) NOT NULL,
	"description" text,
	"date" date DEFAULT current_date NOT NULL,
	"market" text DEFAULT 'TR' NOT NULL,
	"expire_status" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mrl_rates_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "mrl_rates_rate_chk" CHECK ("mrl_rates"."rate" >= 0),
	CONSTRAINT "mrl_rates_market_chk" CHECK ("mrl_rates"."market" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "active_substances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "active_substances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"cas_number" text,
	"active_substance_group_id" bigint,
	"moa_scheme" text,
	"moa_code" text,
	"prescription_required" boolean DEFAULT false NOT NULL,
	"mrl_active_substance_id" bigint,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "active_substances_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "active_substances_cas_number_chk" CHECK ("active_substances"."cas_number" ~ '^[0-9]{2,7}-[0-9]{2}-[0-9]$'),
	CONSTRAINT "active_substances_moa_chk" CHECK (("active_substances"."moa_scheme" is null) = ("active_substances"."moa_code" is null) and ("active_substances"."moa_scheme" is null or "active_substances"."moa_scheme" in ('FRAC', 'IRAC', 'HRAC')))
);
--> statement-breakpoint
CREATE TABLE "licence_active_substances" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licence_active_substances_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"licence_id" bigint NOT NULL,
	"active_substance_id" bigint NOT NULL,
	"concentration" numeric(12, 4) NOT NULL,
	"unit_id" bigint NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "licence_active_substances_concentration_chk" CHECK ("licence_active_substances"."concentration" > 0)
);
--> statement-breakpoint
CREATE TABLE "licence_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licence_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"licence_id" bigint NOT NULL,
	"plant_id" bigint NOT NULL,
	"harmful_organism_id" bigint NOT NULL,
	"dose_min" numeric(12, 4) NOT NULL,
	"dose_max" numeric(12, 4) NOT NULL,
	"dose_unit_id" bigint NOT NULL,
	"water_volume_min" numeric(10, 2),
	"water_volume_max" numeric(10, 2),
	"phi_days" integer,
	"bee_waiting_days" integer,
	"re_entry_hours" integer,
	"max_applications" integer,
	"application_interval_days" integer,
	"notes" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "licence_details_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "licence_details_dose_chk" CHECK ("licence_details"."dose_min" > 0 and "licence_details"."dose_min" <= "licence_details"."dose_max"),
	CONSTRAINT "licence_details_water_chk" CHECK (("licence_details"."water_volume_min" is null or "licence_details"."water_volume_min" > 0) and ("licence_details"."water_volume_max" is null or "licence_details"."water_volume_min" is null or "licence_details"."water_volume_min" <= "licence_details"."water_volume_max")),
	CONSTRAINT "licence_details_periods_chk" CHECK (coalesce("licence_details"."phi_days", 0) >= 0 and coalesce("licence_details"."bee_waiting_days", 0) >= 0 and coalesce("licence_details"."re_entry_hours", 0) >= 0 and coalesce("licence_details"."application_interval_days", 0) >= 0 and coalesce("licence_details"."max_applications", 1) >= 1)
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"trade_name" text NOT NULL,
	"licence_number" text NOT NULL,
	"licence_date" date NOT NULL,
	"expiry_date" date,
	"licence_status" text DEFAULT 'valid' NOT NULL,
	"cancelled_on" date,
	"company_id" bigint NOT NULL,
	"formulation_id" bigint NOT NULL,
	"licence_group_id" bigint NOT NULL,
	"origin" smallint NOT NULL,
	"bee_toxicity" text,
	"warnings" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "licences_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "licences_status_chk" CHECK ("licences"."licence_status" in ('valid', 'cancelled')),
	CONSTRAINT "licences_cancelled_on_chk" CHECK ("licences"."cancelled_on" is null or "licences"."licence_status" = 'cancelled'),
	CONSTRAINT "licences_dates_chk" CHECK ("licences"."expiry_date" is null or "licences"."expiry_date" >= "licences"."licence_date"),
	CONSTRAINT "licences_origin_chk" CHECK ("licences"."origin" in (0, 1)),
	CONSTRAINT "licences_bee_toxicity_chk" CHECK ("licences"."bee_toxicity" in ('none', 'low', 'moderate', 'high'))
);
--> statement-breakpoint
CREATE TABLE "mixing_compatibility" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mixing_compatibility_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"pair_kind" text NOT NULL,
	"licence_a_id" bigint,
	"licence_b_id" bigint,
	"active_substance_a_id" bigint,
	"active_substance_b_id" bigint,
	"result" text NOT NULL,
	"note" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "mixing_compatibility_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "mixing_compatibility_pair_chk" CHECK (case "mixing_compatibility"."pair_kind"
        when 'licence' then "mixing_compatibility"."licence_a_id" < "mixing_compatibility"."licence_b_id" and "mixing_compatibility"."active_substance_a_id" is null and "mixing_compatibility"."active_substance_b_id" is null
        when 'active-substance' then "mixing_compatibility"."active_substance_a_id" < "mixing_compatibility"."active_substance_b_id" and "mixing_compatibility"."licence_a_id" is null and "mixing_compatibility"."licence_b_id" is null
        else false end),
	CONSTRAINT "mixing_compatibility_result_chk" CHECK ("mixing_compatibility"."result" in ('compatible', 'incompatible', 'caution'))
);
--> statement-breakpoint
CREATE TABLE "plant_nutrition_products" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plant_nutrition_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"company_id" bigint,
	"form" text NOT NULL,
	"unit_id" bigint,
	"dose_min" numeric(12, 4),
	"dose_max" numeric(12, 4),
	"nitrogen" numeric(7, 3),
	"phosphorus_pentoxide" numeric(7, 3),
	"potassium_oxide" numeric(7, 3),
	"calcium_oxide" numeric(7, 3),
	"magnesium_oxide" numeric(7, 3),
	"sulphur_trioxide" numeric(7, 3),
	"iron" numeric(7, 3),
	"manganese" numeric(7, 3),
	"zinc" numeric(7, 3),
	"copper" numeric(7, 3),
	"boron" numeric(7, 3),
	"molybdenum" numeric(7, 3),
	"other_components" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "plant_nutrition_products_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "plant_nutrition_products_form_chk" CHECK ("plant_nutrition_products"."form" in ('liquid', 'soluble-powder', 'crystal', 'granule', 'suspension')),
	CONSTRAINT "plant_nutrition_products_dose_chk" CHECK ("plant_nutrition_products"."dose_min" is null or "plant_nutrition_products"."dose_max" is null or ("plant_nutrition_products"."dose_min" > 0 and "plant_nutrition_products"."dose_min" <= "plant_nutrition_products"."dose_max")),
	CONSTRAINT "plant_nutrition_products_percent_chk" CHECK (coalesce(nitrogen, 0) between 0 and 100 and coalesce(phosphorus_pentoxide, 0) between 0 and 100 and coalesce(potassium_oxide, 0) between 0 and 100 and coalesce(calcium_oxide, 0) between 0 and 100 and coalesce(magnesium_oxide, 0) between 0 and 100 and coalesce(sulphur_trioxide, 0) between 0 and 100 and coalesce(iron, 0) between 0 and 100 and coalesce(manganese, 0) between 0 and 100 and coalesce(zinc, 0) between 0 and 100 and coalesce(copper, 0) between 0 and 100 and coalesce(boron, 0) between 0 and 100 and coalesce(molybdenum, 0) between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "notes_warnings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_warnings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"severity" text NOT NULL,
	"title" text,
	"text" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"search_text" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint,
	"updated_by" bigint,
	CONSTRAINT "notes_warnings_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "notes_warnings_category_chk" CHECK ("notes_warnings"."category" in ('fertilization', 'care', 'general')),
	CONSTRAINT "notes_warnings_severity_chk" CHECK ("notes_warnings"."severity" in ('info', 'warning', 'attention'))
);
--> statement-breakpoint
ALTER TABLE "licence_companies" ADD CONSTRAINT "licence_companies_company_group_fk" FOREIGN KEY ("company_group_id") REFERENCES "public"."company_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrl_rates" ADD CONSTRAINT "mrl_rates_product_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mrl_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mrl_rates" ADD CONSTRAINT "mrl_rates_active_substance_fk" FOREIGN KEY ("active_substance_id") REFERENCES "public"."mrl_active_substances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_substances" ADD CONSTRAINT "active_substances_group_fk" FOREIGN KEY ("active_substance_group_id") REFERENCES "public"."active_substance_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_substances" ADD CONSTRAINT "active_substances_mrl_substance_fk" FOREIGN KEY ("mrl_active_substance_id") REFERENCES "public"."mrl_active_substances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_active_substances" ADD CONSTRAINT "licence_active_substances_licence_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_active_substances" ADD CONSTRAINT "licence_active_substances_substance_fk" FOREIGN KEY ("active_substance_id") REFERENCES "public"."active_substances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_active_substances" ADD CONSTRAINT "licence_active_substances_unit_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units_of_measure"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_details" ADD CONSTRAINT "licence_details_licence_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_details" ADD CONSTRAINT "licence_details_plant_fk" FOREIGN KEY ("plant_id") REFERENCES "public"."plants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_details" ADD CONSTRAINT "licence_details_organism_fk" FOREIGN KEY ("harmful_organism_id") REFERENCES "public"."harmful_organisms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_details" ADD CONSTRAINT "licence_details_dose_unit_fk" FOREIGN KEY ("dose_unit_id") REFERENCES "public"."units_of_measure"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."licence_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_formulation_fk" FOREIGN KEY ("formulation_id") REFERENCES "public"."formulations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_licence_group_fk" FOREIGN KEY ("licence_group_id") REFERENCES "public"."licence_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixing_compatibility" ADD CONSTRAINT "mixing_compatibility_licence_a_fk" FOREIGN KEY ("licence_a_id") REFERENCES "public"."licences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixing_compatibility" ADD CONSTRAINT "mixing_compatibility_licence_b_fk" FOREIGN KEY ("licence_b_id") REFERENCES "public"."licences"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixing_compatibility" ADD CONSTRAINT "mixing_compatibility_substance_a_fk" FOREIGN KEY ("active_substance_a_id") REFERENCES "public"."active_substances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mixing_compatibility" ADD CONSTRAINT "mixing_compatibility_substance_b_fk" FOREIGN KEY ("active_substance_b_id") REFERENCES "public"."active_substances"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_nutrition_products" ADD CONSTRAINT "plant_nutrition_products_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."licence_companies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_nutrition_products" ADD CONSTRAINT "plant_nutrition_products_unit_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units_of_measure"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "units_of_measure_symbol_uq" ON "units_of_measure" USING btree ("symbol");--> statement-breakpoint
CREATE INDEX "units_of_measure_search_trgm_idx" ON "units_of_measure" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "formulations_code_uq" ON "formulations" USING btree ("code");--> statement-breakpoint
CREATE INDEX "formulations_search_trgm_idx" ON "formulations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "active_substance_groups_name_uq" ON "active_substance_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "active_substance_groups_search_trgm_idx" ON "active_substance_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "company_groups_name_uq" ON "company_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "company_groups_search_trgm_idx" ON "company_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "licence_groups_name_uq" ON "licence_groups" USING btree ("name");--> statement-breakpoint
CREATE INDEX "licence_groups_search_trgm_idx" ON "licence_groups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "licence_companies_name_uq" ON "licence_companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_companies_tax_number_uq" ON "licence_companies" USING btree ("tax_number");--> statement-breakpoint
CREATE INDEX "licence_companies_company_group_idx" ON "licence_companies" USING btree ("company_group_id");--> statement-breakpoint
CREATE INDEX "licence_companies_search_trgm_idx" ON "licence_companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "harmful_organisms_name_latin_uq" ON "harmful_organisms" USING btree ("name",coalesce("latin_name", ''));--> statement-breakpoint
CREATE INDEX "harmful_organisms_type_idx" ON "harmful_organisms" USING btree ("type");--> statement-breakpoint
CREATE INDEX "harmful_organisms_search_trgm_idx" ON "harmful_organisms" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "plants_name_uq" ON "plants" USING btree ("name");--> statement-breakpoint
CREATE INDEX "plants_eu_code_idx" ON "plants" USING btree ("eu_code");--> statement-breakpoint
CREATE INDEX "plants_search_trgm_idx" ON "plants" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mrl_active_substances_name_uq" ON "mrl_active_substances" USING btree ("name");--> statement-breakpoint
CREATE INDEX "mrl_active_substances_search_trgm_idx" ON "mrl_active_substances" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mrl_products_code_uq" ON "mrl_products" USING btree ("code",coalesce("sub_code", ''));--> statement-breakpoint
CREATE INDEX "mrl_products_search_trgm_idx" ON "mrl_products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mrl_rates_natural_uq" ON "mrl_rates" USING btree ("product_id","active_substance_id","market","date");--> statement-breakpoint
CREATE INDEX "mrl_rates_substance_idx" ON "mrl_rates" USING btree ("active_substance_id","product_id");--> statement-breakpoint
CREATE INDEX "mrl_rates_search_trgm_idx" ON "mrl_rates" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "active_substances_name_uq" ON "active_substances" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "active_substances_cas_number_uq" ON "active_substances" USING btree ("cas_number");--> statement-breakpoint
CREATE INDEX "active_substances_group_idx" ON "active_substances" USING btree ("active_substance_group_id");--> statement-breakpoint
CREATE INDEX "active_substances_moa_idx" ON "active_substances" USING btree ("moa_scheme","moa_code");--> statement-breakpoint
CREATE INDEX "active_substances_mrl_substance_idx" ON "active_substances" USING btree ("mrl_active_substance_id");--> statement-breakpoint
CREATE INDEX "active_substances_search_trgm_idx" ON "active_substances" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "licence_active_substances_uq" ON "licence_active_substances" USING btree ("licence_id","active_substance_id");--> statement-breakpoint
CREATE INDEX "licence_active_substances_substance_idx" ON "licence_active_substances" USING btree ("active_substance_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_details_natural_uq" ON "licence_details" USING btree ("licence_id","plant_id","harmful_organism_id");--> statement-breakpoint
CREATE INDEX "licence_details_plant_idx" ON "licence_details" USING btree ("plant_id","harmful_organism_id");--> statement-breakpoint
CREATE INDEX "licence_details_organism_idx" ON "licence_details" USING btree ("harmful_organism_id");--> statement-breakpoint
CREATE INDEX "licence_details_dose_unit_idx" ON "licence_details" USING btree ("dose_unit_id");--> statement-breakpoint
CREATE INDEX "licence_details_search_trgm_idx" ON "licence_details" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "licences_licence_number_uq" ON "licences" USING btree ("licence_number");--> statement-breakpoint
CREATE INDEX "licences_company_idx" ON "licences" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "licences_formulation_idx" ON "licences" USING btree ("formulation_id");--> statement-breakpoint
CREATE INDEX "licences_licence_group_idx" ON "licences" USING btree ("licence_group_id");--> statement-breakpoint
CREATE INDEX "licences_search_trgm_idx" ON "licences" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "mixing_compatibility_licence_pair_uq" ON "mixing_compatibility" USING btree ("licence_a_id","licence_b_id") WHERE "mixing_compatibility"."pair_kind" = 'licence';--> statement-breakpoint
CREATE UNIQUE INDEX "mixing_compatibility_substance_pair_uq" ON "mixing_compatibility" USING btree ("active_substance_a_id","active_substance_b_id") WHERE "mixing_compatibility"."pair_kind" = 'active-substance';--> statement-breakpoint
CREATE INDEX "mixing_compatibility_licence_b_idx" ON "mixing_compatibility" USING btree ("licence_b_id");--> statement-breakpoint
CREATE INDEX "mixing_compatibility_substance_b_idx" ON "mixing_compatibility" USING btree ("active_substance_b_id");--> statement-breakpoint
CREATE INDEX "mixing_compatibility_search_trgm_idx" ON "mixing_compatibility" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "plant_nutrition_products_name_uq" ON "plant_nutrition_products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "plant_nutrition_products_company_idx" ON "plant_nutrition_products" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "plant_nutrition_products_search_trgm_idx" ON "plant_nutrition_products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notes_warnings_category_idx" ON "notes_warnings" USING btree ("category","severity");--> statement-breakpoint
CREATE INDEX "notes_warnings_search_trgm_idx" ON "notes_warnings" USING gin ("search_text" gin_trgm_ops);