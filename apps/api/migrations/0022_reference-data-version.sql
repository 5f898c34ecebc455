-- The reference data's version: one row, given a new random version by the first statement of a
-- transaction that writes any reference table (a BEFORE trigger: the row is locked before that
-- statement locks any reference row, so two writing transactions queue rather than deadlock). The new
-- version commits with the write, so a reader that reads the version before the data never keeps
-- older data under a newer version. Answers of the reference data alone are kept per version
-- (apps/api/src/platform/reference-answers.ts); a test checks every reference table has the trigger.
CREATE TABLE "reference_data_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "reference_data_version_one_row_chk" CHECK ("reference_data_version"."id")
); --> statement-breakpoint
INSERT INTO "reference_data_version" DEFAULT VALUES; --> statement-breakpoint
CREATE FUNCTION "reference_data_written"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: a large import is thousands of statements.
  IF current_setting('portal.reference_data_written', true) IS DISTINCT FROM 'on' THEN
    UPDATE "reference_data_version" SET "version" = gen_random_uuid();
    PERFORM set_config('portal.reference_data_written', 'on', true);
  END IF;
  RETURN NULL;
END
$$; --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "units_of_measure" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "formulations" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "licence_groups" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "active_substance_groups" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "company_groups" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "licence_companies" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plants" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "harmful_organisms" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mrl_active_substances" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mrl_products" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mrl_rates" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "active_substances" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "licences" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "licence_active_substances" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "licence_details" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mixing_compatibility" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plant_nutrition_products" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"(); --> statement-breakpoint
CREATE TRIGGER "reference_data_written" BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notes_warnings" FOR EACH STATEMENT EXECUTE FUNCTION "reference_data_written"();
