-- The products' search index becomes GIN (trigrams) for LIKE '%word%' on each word: measured at
-- 300,000 products, 0021's GiST, whose signatures fill up on names this long, read most of the
-- index for a word that matched nothing (p50 490 ms on PGlite); GIN answers it from its posting
-- lists (docs/barcodes.md, Search at scale).
DROP INDEX IF EXISTS "products_search_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_trgm_idx" ON "products" USING gin ("search_text" public.gin_trgm_ops) WHERE "calories" IS NOT NULL AND "name" <> '';
