CREATE TABLE "fertilization_plan_rows" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fertilization_plan_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"prescription_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"key" text NOT NULL,
	"stage" text NOT NULL,
	"window_start" date,
	"window_end" date,
	"plant_nutrition_product_id" bigint NOT NULL,
	"dose" numeric(12, 4) NOT NULL,
	"dose_unit_id" bigint NOT NULL,
	"water_volume" numeric(10, 2),
	"method" text NOT NULL,
	"applications" smallint DEFAULT 1 NOT NULL,
	"interval_days" smallint,
	"notes" text,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "fertilization_plan_rows_dose_chk" CHECK ("fertilization_plan_rows"."dose" > 0),
	CONSTRAINT "fertilization_plan_rows_applications_chk" CHECK ("fertilization_plan_rows"."applications" between 1 and 60),
	CONSTRAINT "fertilization_plan_rows_stage_chk" CHECK ("fertilization_plan_rows"."stage" in ('before-planting', 'planting', 'vegetative', 'flowering', 'fruit-set', 'fruit-growth', 'ripening', 'post-harvest', 'date-window')),
	CONSTRAINT "fertilization_plan_rows_method_chk" CHECK ("fertilization_plan_rows"."method" in ('base', 'drip', 'foliar')),
	CONSTRAINT "fertilization_plan_rows_window_chk" CHECK ("fertilization_plan_rows"."window_start" is null or "fertilization_plan_rows"."window_end" is null or "fertilization_plan_rows"."window_start" <= "fertilization_plan_rows"."window_end")
);
--> statement-breakpoint
ALTER TABLE "prescriptions" ADD COLUMN "fertilization_info" text;--> statement-breakpoint
ALTER TABLE "fertilization_plan_rows" ADD CONSTRAINT "fertilization_plan_rows_prescription_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fertilization_plan_rows" ADD CONSTRAINT "fertilization_plan_rows_product_fk" FOREIGN KEY ("plant_nutrition_product_id") REFERENCES "public"."plant_nutrition_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fertilization_plan_rows" ADD CONSTRAINT "fertilization_plan_rows_unit_fk" FOREIGN KEY ("dose_unit_id") REFERENCES "public"."units_of_measure"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fertilization_plan_rows_position_uq" ON "fertilization_plan_rows" USING btree ("prescription_id","position");--> statement-breakpoint
CREATE INDEX "fertilization_plan_rows_product_idx" ON "fertilization_plan_rows" USING btree ("plant_nutrition_product_id");--> statement-breakpoint
CREATE INDEX "fertilization_plan_rows_unit_idx" ON "fertilization_plan_rows" USING btree ("dose_unit_id");--> statement-breakpoint
ALTER TABLE "prescriptions" ADD CONSTRAINT "prescriptions_plan_producer_chk" CHECK ("prescriptions"."kind" <> 5 or "prescriptions"."producer_id" is not null);