-- 'Vowels on the words I know' (always / fade / never) and the stability in days above which
-- 'fade' drops a known lemma's points join the reader's view (ReaderPreferencesSchema): every
-- saved view gets the defaults, and so does a new settings row.
UPDATE "settings" SET "reader" = '{"vowels":"always","fadeDays":21}'::jsonb || "reader";--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "reader" SET DEFAULT '{"viewMode":"both","hebrewSize":20,"translationSize":16,"hebrewAlign":"right","translationAlign":"left","vowels":"always","fadeDays":21}'::jsonb;
