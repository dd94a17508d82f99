CREATE SEQUENCE "public"."milim_words_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "words_version" bigint DEFAULT nextval('milim_words_version_seq') NOT NULL;--> statement-breakpoint
-- Every statement that inserts, updates, deletes or truncates words gives each collection it
-- touched (on an update: before and after, so a word moved between collections changes both) a
-- new words_version from the sequence. The server caches each collection's word list by
-- (collection id, words_version) and reads the version in the same statement as the learner's
-- progress, so a cached list is used only while it is current. Statement-level triggers with
-- transition tables: one UPDATE of collections per statement, however many words it wrote.
CREATE OR REPLACE FUNCTION milim_bump_words_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE collections SET words_version = nextval('milim_words_version_seq')
    WHERE id IN (SELECT DISTINCT collection_id FROM milim_new_words);
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE collections SET words_version = nextval('milim_words_version_seq')
    WHERE id IN (SELECT collection_id FROM milim_new_words UNION SELECT collection_id FROM milim_old_words);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE collections SET words_version = nextval('milim_words_version_seq')
    WHERE id IN (SELECT DISTINCT collection_id FROM milim_old_words);
  ELSE
    UPDATE collections SET words_version = nextval('milim_words_version_seq');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER words_version_on_insert AFTER INSERT ON words
  REFERENCING NEW TABLE AS milim_new_words FOR EACH STATEMENT EXECUTE FUNCTION milim_bump_words_version();
--> statement-breakpoint
CREATE TRIGGER words_version_on_update AFTER UPDATE ON words
  REFERENCING OLD TABLE AS milim_old_words NEW TABLE AS milim_new_words FOR EACH STATEMENT EXECUTE FUNCTION milim_bump_words_version();
--> statement-breakpoint
CREATE TRIGGER words_version_on_delete AFTER DELETE ON words
  REFERENCING OLD TABLE AS milim_old_words FOR EACH STATEMENT EXECUTE FUNCTION milim_bump_words_version();
--> statement-breakpoint
CREATE TRIGGER words_version_on_truncate AFTER TRUNCATE ON words
  FOR EACH STATEMENT EXECUTE FUNCTION milim_bump_words_version();
