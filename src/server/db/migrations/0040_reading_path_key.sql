-- A learner's reading-path collection keeps what identifies it — the title its name was made from and the size — in
-- its metadata's readingPath (shared/reading/frequency-path#ReadingPathKey), so that the interface names it in the
-- learner's language. Every fill keeps it from now on; the collections filled before are given theirs here, from their
-- name and slug as the fill wrote them ("The 50 most frequent words of Genesis", genesis-top-50).
UPDATE "collections" c
SET "metadata" = c."metadata" || jsonb_build_object('readingPath', jsonb_build_object('title', p.m[2], 'size', p.m[1]::int))
FROM (
  SELECT "id", regexp_match("name", '^The (50|100|200|500) most frequent words of (.+)$') AS m
  FROM "collections" WHERE "owner_id" IS NOT NULL
) p
WHERE c."id" = p."id" AND p.m IS NOT NULL AND NOT (c."metadata" ? 'readingPath')
  AND c."slug" = coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower(p.m[2]), '[^a-z0-9]+', '-', 'g')), ''), 'book') || '-top-' || p.m[1];
