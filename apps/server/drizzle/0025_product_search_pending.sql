-- A GIN index keeps new entries in a pending list that every search reads whole until it is merged
-- (at 4 MB by default, or by autovacuum, which PGlite does not run). Products scanned one at a time
-- would let it grow to thousands of rows read on every search; 256 kB keeps it to a few hundred.
-- The dump import merges it when it ends (catalog/import-off.ts).
ALTER INDEX "products_search_trgm_idx" SET (gin_pending_list_limit = 256);
