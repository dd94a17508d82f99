-- How long a parsing answer took (the client's measure, at most an hour), as the answers of the words
-- keep theirs (progress_events.duration_ms): sent by the drill since migration 0033, stored from now on;
-- older answers have none.
ALTER TABLE "parsing_answers" ADD COLUMN IF NOT EXISTS "duration_ms" integer;
