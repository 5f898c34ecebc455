-- Turkish sort order: ORDER BY name COLLATE tr_tr (DESIGN.md §2; collation.ts in
-- src/platform/db/schema/reference). The first variant that really sorts Turkish
-- (ı < I < i, C < Ç, O < Ö, U < Ü) is kept:
--  1. ICU locale tr-TR: PostgreSQL built with ICU (the usual server packages);
--  2. ICU root with the Turkish tailoring as rules (PostgreSQL 16+): PGlite 0.5 has ICU
--     with root data only, so tr-TR there sorts like the root locale (Ödemiş before Ova);
--  3. libc locale tr_TR.utf8: a server without ICU but with the OS locale;
--  4. otherwise a copy of "C", so that COLLATE tr_tr stays valid SQL; lists on such a
--     server sort by the folded search_text column instead (a WARNING says so).
DO $$
DECLARE
  turkish boolean := false;
  probe constant text := $q$SELECT 'ıhlamur' < 'Ilgaz' COLLATE tr_tr AND 'Ilgaz' < 'incir' COLLATE tr_tr
    AND 'Cam' < 'Çilek' COLLATE tr_tr AND 'Çilek' < 'Dut' COLLATE tr_tr
    AND 'Ova' < 'Ödemiş' COLLATE tr_tr AND 'Uzun' < 'Üzüm' COLLATE tr_tr$q$;
BEGIN
  BEGIN
    EXECUTE $q$CREATE COLLATION IF NOT EXISTS tr_tr (provider = icu, locale = 'tr-TR')$q$;
    EXECUTE probe INTO turkish;
  EXCEPTION WHEN OTHERS THEN
    turkish := false;
  END;

  IF NOT turkish THEN
    BEGIN
      EXECUTE 'DROP COLLATION IF EXISTS tr_tr';
      EXECUTE $q$CREATE COLLATION tr_tr (provider = icu, locale = 'und',
        rules = '&C<ç<<<Ç &G<ğ<<<Ğ &[before 1]i<ı<<<I &i<<<İ &O<ö<<<Ö &S<ş<<<Ş &U<ü<<<Ü')$q$;
      EXECUTE probe INTO turkish;
    EXCEPTION WHEN OTHERS THEN
      turkish := false;
    END;
  END IF;

  IF NOT turkish THEN
    BEGIN
      EXECUTE 'DROP COLLATION IF EXISTS tr_tr';
      EXECUTE $q$CREATE COLLATION tr_tr (provider = libc, locale = 'tr_TR.utf8')$q$;
      EXECUTE probe INTO turkish;
    EXCEPTION WHEN OTHERS THEN
      turkish := false;
    END;
  END IF;

  IF NOT turkish THEN
    EXECUTE 'DROP COLLATION IF EXISTS tr_tr';
    EXECUTE 'CREATE COLLATION tr_tr FROM "C"';
    RAISE WARNING 'No Turkish collation on this server (no ICU, no tr_TR locale): tr_tr is a copy of "C"; sort by search_text.';
  END IF;
END
$$;
