-- The food search over packaged products (issue 30; docs/barcodes.md, Search at scale): pg_trgm's
-- word similarity with a GiST index, which answers "the N nearest" straight from the index however
-- many products match. The extension lives in public, named in full, so a test's own schema (and
-- its search_path) neither owns nor needs it. PGlite ships pg_trgm (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gist ("search_text" public.gist_trgm_ops) WHERE "calories" IS NOT NULL AND "name" <> '';
