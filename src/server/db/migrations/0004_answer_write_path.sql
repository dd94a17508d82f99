ALTER TABLE "progress_events" DROP CONSTRAINT "progress_events_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "progress_events" DROP CONSTRAINT "progress_events_word_id_words_id_fk";
--> statement-breakpoint
DROP INDEX "progress_user_known_idx";--> statement-breakpoint
-- The write path of an answer (milim_record_answers, migration 0002), made cheaper without
-- weakening what it guarantees:
--
-- 1. progress_events loses its two foreign keys (above): each cost a lookup and a row lock per
--    answer. Every event is written in the same statement as its (user, word) progress row, whose
--    own foreign keys check the user and the word (a new row) or whose row lock makes a concurrent
--    delete of the user or word wait for the answer to commit (an existing row). The cascades the
--    foreign keys gave are statement-level triggers: deleting users or words (or truncating those
--    tables) deletes their events in one statement, after the row cascades, with a snapshot that
--    sees any answer that committed while the delete waited.
-- 2. progress loses the partial index on (user_id, known_at) (above; statistics read a user's
--    known words through the user's other indexes), so no index holds a column an answer changes,
--    and progress gets fillfactor 80: an answer updates its row in place (a HOT update) instead of
--    adding an entry to each of the table's indexes.
-- 3. milim_record_answers always runs its one generic plan; PostgreSQL otherwise re-plans the
--    statement on every call whenever a custom plan looks cheaper (small batches).
CREATE OR REPLACE FUNCTION milim_delete_events_of_users() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM progress_events e USING milim_old_users o WHERE e.user_id = o.id;
  ELSE
    DELETE FROM progress_events;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION milim_delete_events_of_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM progress_events e USING milim_old_words o WHERE e.word_id = o.id;
  ELSE
    DELETE FROM progress_events;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER progress_events_on_user_delete AFTER DELETE ON "user"
  REFERENCING OLD TABLE AS milim_old_users FOR EACH STATEMENT EXECUTE FUNCTION milim_delete_events_of_users();
--> statement-breakpoint
CREATE TRIGGER progress_events_on_user_truncate AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION milim_delete_events_of_users();
--> statement-breakpoint
CREATE TRIGGER progress_events_on_word_delete AFTER DELETE ON words
  REFERENCING OLD TABLE AS milim_old_words FOR EACH STATEMENT EXECUTE FUNCTION milim_delete_events_of_words();
--> statement-breakpoint
CREATE TRIGGER progress_events_on_word_truncate AFTER TRUNCATE ON words
  FOR EACH STATEMENT EXECUTE FUNCTION milim_delete_events_of_words();
--> statement-breakpoint
ALTER TABLE progress SET (fillfactor = 80);
--> statement-breakpoint
ALTER FUNCTION milim_record_answers(uuid[], text[], uuid[], text[], text[], int[], int[])
  SET plan_cache_mode = force_generic_plan;
