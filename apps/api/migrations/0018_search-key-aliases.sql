-- The search key of libs/domain/search (searchKeyOf), in SQL, so PostgreSQL computes the stored
-- key of every name itself (a generated column: no writer can leave it stale) and the pg_trgm
-- GIN index serves the search's token patterns and its similarity fallback. A test on both
-- databases keeps src_fold equal to searchKeyOf.
CREATE OR REPLACE FUNCTION src_fold(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE k text;
BEGIN
  IF t IS NULL THEN RETURN ''; END IF;
  -- Turkish case fold: upper case and accented Latin letters to a-z (I and İ both to i).
  k := translate(t, 'ABCDEFGHIJKLMNOPQRSTUVWXYZÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'abcdefghijklmnopqrstuvwxyzaaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy');
  -- Codes: a decimal comma is a point; letters and digits apart; anything else separates.
  k := regexp_replace(k, '([0-9]),(?=[0-9])', '\1.', 'g');
  k := regexp_replace(k, '([0-9])(?=[a-z])', '\1 ', 'g');
  k := regexp_replace(k, '([a-z])(?=[0-9])', '\1 ', 'g');
  k := regexp_replace(k, '[^a-z0-9.]+', ' ', 'g');
  k := regexp_replace(k, '(?<![0-9])\.|\.(?![0-9])', ' ', 'g');
  -- Spelling: the ISO name and its Turkish transliteration alike (SPELLING_RULES, in order).
  k := replace(k, 'ch', 'k');
  k := replace(k, 'ph', 'f');
  k := replace(k, 'th', 't');
  k := replace(k, 'rh', 'r');
  k := regexp_replace(k, 'qu(?=[ie])', 'k', 'g');
  k := replace(k, 'q', 'k');
  k := regexp_replace(k, 'c(?=[eiy])', 's', 'g');
  k := replace(k, 'c', 'k');
  k := replace(k, 'x', 'ks');
  k := replace(k, 'w', 'v');
  k := replace(k, 'y', 'i');
  k := regexp_replace(k, '([a-z])\1+', '\1', 'g');
  k := regexp_replace(k, '([a-z][b-df-hj-np-tv-z])e(?![a-z])', '\1', 'g');
  k := regexp_replace(k, '([a-z])d(?![a-z])', '\1t', 'g');
  RETURN btrim(regexp_replace(k, ' +', ' ', 'g'));
END $$;--> statement-breakpoint
-- ` name | other name | alias | … | # extra `: the sections let the ranking tell an exact
-- name from an exact alias from a prefix; tokens are padded with spaces for whole-token codes.
CREATE OR REPLACE FUNCTION src_search_key(name text, other text, aliases text[], extra text[]) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  k text := ' ' || src_fold(name) || ' |';
  part text;
BEGIN
  IF src_fold(other) <> '' THEN k := k || ' ' || src_fold(other) || ' |'; END IF;
  FOREACH part IN ARRAY coalesce(aliases, '{}'::text[]) LOOP
    IF src_fold(part) <> '' THEN k := k || ' ' || src_fold(part) || ' |'; END IF;
  END LOOP;
  k := k || ' #';
  FOREACH part IN ARRAY coalesce(extra, '{}'::text[]) LOOP
    IF src_fold(part) <> '' THEN k := k || ' ' || src_fold(part); END IF;
  END LOOP;
  RETURN k || ' ';
END $$;--> statement-breakpoint
ALTER TABLE "harmful_organisms" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "harmful_organisms" ADD COLUMN "search_key" text GENERATED ALWAYS AS (src_search_key(name, latin_name, aliases, '{}'::text[])) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "plants" ADD COLUMN "search_key" text GENERATED ALWAYS AS (src_search_key(name, latin_name, aliases, array[eu_code])) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "active_substances" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "active_substances" ADD COLUMN "search_key" text GENERATED ALWAYS AS (src_search_key(name, null::text, aliases, array[cas_number, moa_scheme, moa_code])) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "search_key" text GENERATED ALWAYS AS (src_search_key(trade_name, null::text, '{}'::text[], array[licence_number])) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "harmful_organisms_search_key_trgm_idx" ON "harmful_organisms" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "plants_search_key_trgm_idx" ON "plants" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "active_substances_search_key_trgm_idx" ON "active_substances" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "licences_search_key_trgm_idx" ON "licences" USING gin ("search_key" gin_trgm_ops);