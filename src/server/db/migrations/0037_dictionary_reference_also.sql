-- A cross-reference's other targets, after reference_to, in the order it names them: about 500 of
-- Jastrow's references name two entries or more ("תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא": the Hebrew word and
-- the Aramaic one), and kept one. Empty for every other entry, and for Jastrow's until its next import.
ALTER TABLE "dictionary_entries" ADD COLUMN IF NOT EXISTS "reference_also" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "dictionary_import_staging" ADD COLUMN IF NOT EXISTS "reference_also" text[] DEFAULT '{}'::text[] NOT NULL;
