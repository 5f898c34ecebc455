-- The licence search reaches a licence through its formulation and its active uses' plants and
-- organisms: the formulation's key stored (src_fold ran per row and per query token), the uses
-- read index-only from the matched plants and organisms (a hash over all 100,000 uses before).
ALTER TABLE "formulations" ADD COLUMN "search_key" text GENERATED ALWAYS AS (src_search_key(code, name, '{}'::text[], '{}'::text[])) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "licence_details_plant_licence_active_idx" ON "licence_details" USING btree ("plant_id","licence_id") WHERE "licence_details"."status";--> statement-breakpoint
CREATE INDEX "licence_details_organism_licence_active_idx" ON "licence_details" USING btree ("harmful_organism_id","licence_id") WHERE "licence_details"."status";