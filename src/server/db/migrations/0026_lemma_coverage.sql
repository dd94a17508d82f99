-- Lemma-aware coverage. A chapter's counted tokens keep their lemma (the Strong's number
-- of OpenScriptures' morphology, as book_word_lemmas.strong writes it: "H559"); a token with one is
-- known when its lemma is known, one without follows the forms rule. Rows are grouped by forms and lemma.
ALTER TABLE "book_chapter_words" ADD COLUMN "lemma" text;--> statement-breakpoint
DROP INDEX IF EXISTS "book_chapter_words_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "book_chapter_words_uq" ON "book_chapter_words" USING btree ("book_id","chapter","forms",coalesce("lemma", ''));--> statement-breakpoint
-- The books with morphology are counted again, with their lemmas, when the library or a chapter is
-- next read (books/service.ts#countMissingChapterWords), as migration 0024 did for the Talmud.
DELETE FROM "book_chapter_words" WHERE "book_id" IN (SELECT DISTINCT "book_id" FROM "book_word_lemmas");--> statement-breakpoint
-- The library's summary: each (learner, book)'s known and total tokens, computed on read when
-- missing or older than the learner's library version. The version moves (from one sequence) when
-- a word of the learner becomes known or stops being known (the triggers below: only on such a
-- change, so an answer that leaves the status pays one WHEN test); changes that may touch every
-- learner (a word's Hebrew, lemma or collection, a collection's owner, the lexicons, a book's
-- counted words) delete the summary rows instead.
CREATE SEQUENCE "public"."milim_library_version_seq" INCREMENT BY 1 MINVALUE 1 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "user_library_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
CREATE TABLE "user_book_coverage" (
	"user_id" text NOT NULL,
	"book_id" uuid NOT NULL,
	"version" bigint NOT NULL,
	"known_tokens" integer NOT NULL,
	"total_tokens" integer NOT NULL,
	CONSTRAINT "user_book_coverage_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);--> statement-breakpoint
ALTER TABLE "user_book_coverage" ADD CONSTRAINT "user_book_coverage_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_book_coverage" ADD CONSTRAINT "user_book_coverage_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION milim_bump_library_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_library_versions (user_id, version)
  VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.user_id ELSE NEW.user_id END, nextval('milim_library_version_seq'))
  ON CONFLICT (user_id) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER progress_known_on_insert AFTER INSERT ON progress
  FOR EACH ROW WHEN (NEW.status = 'known') EXECUTE FUNCTION milim_bump_library_version();
--> statement-breakpoint
CREATE TRIGGER progress_known_on_update AFTER UPDATE OF status ON progress
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status AND (OLD.status = 'known' OR NEW.status = 'known')) EXECUTE FUNCTION milim_bump_library_version();
--> statement-breakpoint
CREATE TRIGGER progress_known_on_delete AFTER DELETE ON progress
  FOR EACH ROW WHEN (OLD.status = 'known') EXECUTE FUNCTION milim_bump_library_version();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION milim_clear_library_coverage() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_book_coverage;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER words_lemma_coverage AFTER UPDATE ON words
  FOR EACH ROW WHEN (OLD.hebrew_plain IS DISTINCT FROM NEW.hebrew_plain OR OLD.lemma IS DISTINCT FROM NEW.lemma OR OLD.collection_id IS DISTINCT FROM NEW.collection_id)
  EXECUTE FUNCTION milim_clear_library_coverage();
--> statement-breakpoint
CREATE TRIGGER collections_owner_coverage AFTER UPDATE OF owner_id ON collections
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id) EXECUTE FUNCTION milim_clear_library_coverage();
--> statement-breakpoint
CREATE TRIGGER dictionary_entries_coverage AFTER INSERT OR UPDATE OR DELETE ON dictionary_entries
  FOR EACH STATEMENT EXECUTE FUNCTION milim_clear_library_coverage();
--> statement-breakpoint
CREATE TRIGGER book_chapter_words_coverage AFTER INSERT OR UPDATE OR DELETE ON book_chapter_words
  FOR EACH STATEMENT EXECUTE FUNCTION milim_clear_library_coverage();
