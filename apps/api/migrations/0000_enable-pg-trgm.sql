-- Turkish-folded search columns are indexed with gin_trgm_ops (DESIGN.md §2).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
