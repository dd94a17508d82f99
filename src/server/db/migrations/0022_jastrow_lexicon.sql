-- Jastrow as a lexicon source: an entry's other forms (head-words, plurals, binyan forms)
-- are looked up like its word, through forms_plain (each form as milim_plain stores it, GIN-indexed
-- for `&&`); what Jastrow keeps beyond the common columns (homograph number, head-words, binyanim,
-- plurals, citations) is one jsonb. milim_plain_all is milim_plain over an array: IMMUTABLE, as a
-- generated column needs.
CREATE OR REPLACE FUNCTION milim_plain_all(parts text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT coalesce(array_agg(DISTINCT milim_plain(p)), '{}'::text[]) FROM unnest(parts) AS p $$;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "forms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "forms_plain" text[] GENERATED ALWAYS AS (milim_plain_all(forms)) STORED;--> statement-breakpoint
CREATE INDEX "dictionary_entries_forms_plain_gin" ON "dictionary_entries" USING gin ("forms_plain");--> statement-breakpoint
ALTER TABLE "dictionary_import_staging" ADD COLUMN "forms" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_import_staging" ADD COLUMN "details" jsonb;
