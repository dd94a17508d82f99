-- milim_record_answers (migration 0004) with one change: a new progress row takes its id from
-- the answer (row_id, a random UUID the server makes for each answer) instead of the column's
-- DEFAULT gen_random_uuid(). PostgreSQL computes a column default for every row an INSERT proposes,
-- also when ON CONFLICT then updates the existing row instead, so every answer paid for a strong
-- random UUID; in the embedded database (PGlite) each one opened, read and closed /dev/urandom
-- through its JavaScript file system, about a fifth of an answer's time there. The function is
-- written out in full because CREATE OR REPLACE replaces the whole definition (its SET options too).
CREATE OR REPLACE FUNCTION milim_record_answers(p_answers json) RETURNS TABLE (
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
    SELECT x.i::int - 1 AS i, x.id, x.row_id, x.user_id, x.word_id, x.action, x.status, x.seen, x.known
    FROM ROWS FROM (json_to_recordset(p_answers)
      AS (id uuid, row_id uuid, user_id text, word_id uuid, action text, status text, seen int, known int))
      WITH ORDINALITY AS x(id, row_id, user_id, word_id, action, status, seen, known, i)
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
    SELECT x.i, x.row_id, x.user_id, t.collection_id, t.word_id, x.status, x.seen, x.known
    FROM input x JOIN target t ON t.i = x.i JOIN event e ON e.id = x.id
  ),
  -- Answers that set a status, and answers that keep it (skip) in their own upsert, so the status
  -- kept is the row's latest, never the snapshot's.
  set_status AS (
    INSERT INTO progress AS p (id, user_id, collection_id, word_id, status, times_seen, times_known, last_seen_at, known_at, updated_at)
    SELECT r.row_id, r.user_id, r.collection_id, r.word_id, r.status, r.seen, r.known, now(), CASE WHEN r.status = 'known' THEN now() END, now()
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
    INSERT INTO progress AS p (id, user_id, collection_id, word_id, status, times_seen, times_known, last_seen_at, known_at, updated_at)
    SELECT r.row_id, r.user_id, r.collection_id, r.word_id, 'learning', r.seen, r.known, now(), NULL, now()
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
