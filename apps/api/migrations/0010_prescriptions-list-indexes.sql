DROP INDEX "prescriptions_member_created_idx";--> statement-breakpoint
CREATE INDEX "prescription_lines_detail_idx" ON "prescription_lines" USING btree ("licence_detail_id") WHERE "prescription_lines"."licence_detail_id" is not null;--> statement-breakpoint
CREATE INDEX "prescription_lines_organism_idx" ON "prescription_lines" USING btree ("harmful_organism_id");--> statement-breakpoint
CREATE INDEX "prescription_lines_unit_idx" ON "prescription_lines" USING btree ("dose_unit_id");--> statement-breakpoint
CREATE INDEX "prescriptions_member_list_idx" ON "prescriptions" USING btree ("member_id","created_at","id","kind","archived","state","search_text") WHERE "prescriptions"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "prescriptions_plant_idx" ON "prescriptions" USING btree ("plant_id");--> statement-breakpoint
CREATE INDEX "prescriptions_corrects_idx" ON "prescriptions" USING btree ("corrects_id") WHERE "prescriptions"."corrects_id" is not null;--> statement-breakpoint
CREATE INDEX "prescriptions_source_idx" ON "prescriptions" USING btree ("source_id") WHERE "prescriptions"."source_id" is not null;