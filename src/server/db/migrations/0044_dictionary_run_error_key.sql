-- A failed lexicon import's reason as a message key and its parameters beside its English text (as jobs keep theirs):
-- the Dictionary Manager's card words it in the learner's language.
ALTER TABLE "dictionary_import_progress" ADD COLUMN "error_key" text;--> statement-breakpoint
ALTER TABLE "dictionary_import_progress" ADD COLUMN "error_params" jsonb;
