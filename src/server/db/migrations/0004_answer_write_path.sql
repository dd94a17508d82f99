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
-- 3. milim_record_answers (below) always runs its one generic plan; PostgreSQL otherwise re-plans
--    the statement on every call whenever a custom plan looks cheaper (small batches).
CREATE OR REPLACE FUNCTION milim_delete_events() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM progress_events;
  ELSIF TG_TABLE_NAME = 'user' THEN
    DELETE FROM progress_events e USING milim_deleted_rows d WHERE e.user_id = d.id;
  ELSE
    DELETE FROM progress_events e USING milim_deleted_rows d WHERE e.word_id = d.id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER progress_events_on_user_delete AFTER DELETE ON "user"
  REFERENCING OLD TABLE AS milim_deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION milim_delete_events();
--> statement-breakpoint
CREATE TRIGGER progress_events_on_user_truncate AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION milim_delete_events();
--> statement-breakpoint
CREATE TRIGGER progress_events_on_word_delete AFTER DELETE ON words
  REFERENCING OLD TABLE AS milim_deleted_rows FOR EACH STATEMENT EXECUTE FUNCTION milim_delete_events();
--> statement-breakpoint
CREATE TRIGGER progress_events_on_word_truncate AFTER TRUNCATE ON words
  FOR EACH STATEMENT EXECUTE FUNCTION milim_delete_events();
--> statement-breakpoint
ALTER TABLE progress SET (fillfactor = 80);
--> statement-breakpoint
-- The same statement as in migration 0002, with the answers given as one JSON array of objects
-- ({id, user_id, word_id, action, status, seen, known}) instead of seven parallel arrays: the server
-- then encodes a batch with JSON.stringify and reads the outcomes as one JSON text (see
-- recordAnswers), where encoding and decoding arrays element by element cost more than the
-- statement itself on the server's thread.
DROP FUNCTION milim_record_answers(uuid[], text[], uuid[], text[], text[], int[], int[]);
--> statement-breakpoint
CREATE FUNCTION milim_record_answers(p_answers json) RETURNS TABLE (
  i int, found boolean, applied boolean, prior_user_id text, prior_word_id text,
  status text, times_seen int, times_known int, last_seen_at text
)
LANGUAGE plpgsql VOLATILE
SET enable_seqscan = off
SET plan_cache_mode = force_generic_plan
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH input AS (
    SELECT x.i::int - 1 AS i, x.id, x.user_id, x.word_id, x.action, x.status, x.seen, x.known
    FROM ROWS FROM (json_to_recordset(p_answers)
      AS (id uuid, user_id text, word_id uuid, action text, status text, seen int, known int))
      WITH ORDINALITY AS x(id, user_id, word_id, action, status, seen, known, i)
  ),
  -- The word, if the user may see it (a shared collection or their own).
  target AS (
    SELECT x.i, w.id AS word_id, w.collection_id FROM input x
    CROSS JOIN LATERAL (
      SELECT w.id, w.collection_id FROM words w JOIN collections c ON c.id = w.collection_id
      WHERE w.id = x.word_id AND (c.owner_id IS NULL OR c.owner_id = x.user_id) LIMIT 1
    ) w
  ),
  event AS (
    INSERT INTO progress_events AS pe (id, user_id, word_id, action, status_after)
    -- An answer that keeps the status (skip) records the status it found.
    SELECT x.id, x.user_id, t.word_id, x.action, coalesce(
      x.status,
      (SELECT p.status FROM progress p WHERE p.user_id = x.user_id AND p.word_id = x.word_id LIMIT 1),
      'learning')
    FROM input x JOIN target t ON t.i = x.i
    ORDER BY x.id
    ON CONFLICT (id) DO NOTHING
    RETURNING pe.id
  ),
  ready AS (
    SELECT x.i, x.user_id, t.collection_id, t.word_id, x.status, x.seen, x.known
    FROM input x JOIN target t ON t.i = x.i JOIN event e ON e.id = x.id
  ),
  -- Answers that set a status, and answers that keep it (skip) in their own upsert, so the status
  -- kept is the row's latest, never the snapshot's.
  set_status AS (
    INSERT INTO progress AS p (user_id, collection_id, word_id, status, times_seen, times_known, last_seen_at, known_at, updated_at)
    SELECT r.user_id, r.collection_id, r.word_id, r.status, r.seen, r.known, now(), CASE WHEN r.status = 'known' THEN now() END, now()
    FROM ready r WHERE r.status IS NOT NULL
    ORDER BY r.user_id, r.word_id
    ON CONFLICT (user_id, word_id) DO UPDATE SET
      status = excluded.status,
      times_seen = p.times_seen + excluded.times_seen,
      times_known = p.times_known + excluded.times_known,
      last_seen_at = now(),
      known_at = CASE
        WHEN excluded.status <> 'known' THEN NULL
        WHEN p.status = 'known' THEN coalesce(p.known_at, now())
        ELSE now() END,
      updated_at = now()
    RETURNING p.user_id, p.word_id, p.status, p.times_seen, p.times_known, p.last_seen_at
  ),
  keep_status AS (
    INSERT INTO progress AS p (user_id, collection_id, word_id, status, times_seen, times_known, last_seen_at, known_at, updated_at)
    SELECT r.user_id, r.collection_id, r.word_id, 'learning', r.seen, r.known, now(), NULL, now()
    FROM ready r WHERE r.status IS NULL
    ORDER BY r.user_id, r.word_id
    ON CONFLICT (user_id, word_id) DO UPDATE SET
      times_seen = p.times_seen + excluded.times_seen,
      times_known = p.times_known + excluded.times_known,
      last_seen_at = now(),
      known_at = CASE WHEN p.status = 'known' THEN coalesce(p.known_at, now()) END,
      updated_at = now()
    RETURNING p.user_id, p.word_id, p.status, p.times_seen, p.times_known, p.last_seen_at
  ),
  applied AS (SELECT * FROM set_status UNION ALL SELECT * FROM keep_status)
  -- An answer not applied (its id was used before) reports who used the id and the progress as
  -- this statement found it (its snapshot); those lookups run only for such answers.
  SELECT
    x.i,
    t.i IS NOT NULL,
    e.id IS NOT NULL,
    pe.user_id,
    pe.word_id::text,
    coalesce(a.status, b.status),
    coalesce(a.times_seen, b.times_seen),
    coalesce(a.times_known, b.times_known),
    to_char(coalesce(a.last_seen_at, b.last_seen_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
  FROM input x
  LEFT JOIN target t ON t.i = x.i
  LEFT JOIN event e ON e.id = x.id
  LEFT JOIN applied a ON a.user_id = x.user_id AND a.word_id = x.word_id
  LEFT JOIN LATERAL (
    SELECT pe.user_id, pe.word_id FROM progress_events pe WHERE e.id IS NULL AND pe.id = x.id LIMIT 1
  ) pe ON true
  LEFT JOIN LATERAL (
    SELECT p.status, p.times_seen, p.times_known, p.last_seen_at FROM progress p
    WHERE e.id IS NULL AND p.user_id = x.user_id AND p.word_id = x.word_id LIMIT 1
  ) b ON true
  ORDER BY x.i;
END
$$;
