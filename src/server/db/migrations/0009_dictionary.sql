-- The dictionary as the lexicon importers fill it (issue "Dictionary"): entries keyed by source and
-- source id, with generated columns for the searches and the letter filters. milim_join_text joins
-- the definitions for one trigram index (array_to_string is only STABLE; text[] to text is not
-- locale- or setting-dependent, so the wrapper may be IMMUTABLE, as a generated column needs).
CREATE OR REPLACE FUNCTION milim_join_text(parts text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_to_string(parts, ' | ') $$;--> statement-breakpoint
ALTER TABLE "dictionary_import_progress" DROP CONSTRAINT "dictionary_import_status_chk";--> statement-breakpoint
DROP INDEX "dictionary_import_progress_lang_idx";--> statement-breakpoint
DROP INDEX "dictionary_entries_source_uq";--> statement-breakpoint
ALTER TABLE "dictionary_entries" ALTER COLUMN "source_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_import_progress" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_import_progress" ALTER COLUMN "status" SET DEFAULT 'running';--> statement-breakpoint
ALTER TABLE "dictionary_import_progress" ALTER COLUMN "total_words" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "dictionary_import_progress" ALTER COLUMN "total_words" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "source" text NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "pronunciation" text;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "is_proper_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "reference_to" text;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "cross_refs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "linked_id" text;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "definitions_text" text GENERATED ALWAYS AS (milim_join_text(definitions)) STORED;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "hebrew_letter" text GENERATED ALWAYS AS (translate(substring(milim_plain(word) from '[א-ת]'), 'ךםןףץ', 'כמנפצ')) STORED;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "latin_letter" text GENERATED ALWAYS AS (upper(substring(milim_join_text(definitions) from '[A-Za-z]'))) STORED;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_import_progress" ADD COLUMN "job_id" uuid;--> statement-breakpoint
ALTER TABLE "dictionary_import_progress" ADD COLUMN "error" text;--> statement-breakpoint
CREATE INDEX "dictionary_entries_hebrew_letter_idx" ON "dictionary_entries" USING btree ("hebrew_letter","language");--> statement-breakpoint
CREATE INDEX "dictionary_entries_latin_letter_idx" ON "dictionary_entries" USING btree ("latin_letter","language");--> statement-breakpoint
CREATE INDEX "dictionary_entries_definitions_trgm" ON "dictionary_entries" USING gin ("definitions_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dictionary_import_progress_latest_idx" ON "dictionary_import_progress" USING btree ("source","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_entries_source_uq" ON "dictionary_entries" USING btree ("source","source_id");--> statement-breakpoint
ALTER TABLE "dictionary_import_progress" DROP COLUMN "error_message";--> statement-breakpoint
ALTER TABLE "dictionary_import_progress" ADD CONSTRAINT "dictionary_import_progress_status_chk" CHECK ("dictionary_import_progress"."status" in ('running','completed','failed'));