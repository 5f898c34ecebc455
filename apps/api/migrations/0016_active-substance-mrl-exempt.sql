ALTER TABLE "active_substances" ADD COLUMN "mrl_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Before this flag an unlinked substance was taken as exempt; the sample data's Annex IV substances keep their exemption.
UPDATE "active_substances" SET "mrl_exempt" = true WHERE "sample" AND "name" IN ('Parafin yağı', 'Bacillus thuringiensis subsp. kurstaki', 'Kükürt');
