-- The review log moves into the answer's event row: an answer that moves an FSRS
-- card writes one progress_events row carrying its log, instead of a second row in review_logs.
-- A log that came back from a backup without its answer is an event of action 'restored' (not an
-- answer: the statistics' answer counts leave it out).
ALTER TABLE "progress_events" ADD COLUMN "review_rating" smallint;--> statement-breakpoint
ALTER TABLE "progress_events" ADD COLUMN "review_state" smallint;--> statement-breakpoint
ALTER TABLE "progress_events" ADD COLUMN "elapsed_days" integer;--> statement-breakpoint
ALTER TABLE "progress_events" ADD COLUMN "scheduled_days" integer;--> statement-breakpoint
ALTER TABLE "progress_events" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "progress_events" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "progress_events" DROP CONSTRAINT "progress_events_action_chk";--> statement-breakpoint
ALTER TABLE "progress_events" ADD CONSTRAINT "progress_events_action_chk" CHECK ("progress_events"."action" in ('set','know','dont_know','skip','review','restored'));--> statement-breakpoint
-- Each log to its answer's event (the log's id is the answer's id).
UPDATE "progress_events" AS e SET
  "review_rating" = l."rating", "review_state" = l."state", "elapsed_days" = l."elapsed_days",
  "scheduled_days" = l."scheduled_days", "duration_ms" = l."duration_ms", "reviewed_at" = l."reviewed_at"
FROM "review_logs" AS l
WHERE e."id" = l."id";--> statement-breakpoint
-- Logs restored from a backup have no event: one of action 'restored' on the card's word.
INSERT INTO "progress_events" ("id", "user_id", "word_id", "action", "status_after", "created_at",
  "review_rating", "review_state", "elapsed_days", "scheduled_days", "duration_ms", "reviewed_at")
SELECT l."id", l."user_id", c."word_id", 'restored', coalesce(p."status", 'learning'), l."reviewed_at",
  l."rating", l."state", l."elapsed_days", l."scheduled_days", l."duration_ms", l."reviewed_at"
FROM "review_logs" AS l
JOIN "review_cards" AS c ON c."id" = l."card_id"
LEFT JOIN "progress" AS p ON p."user_id" = c."user_id" AND p."word_id" = c."word_id"
WHERE NOT EXISTS (SELECT 1 FROM "progress_events" AS e WHERE e."id" = l."id");--> statement-breakpoint
DROP TABLE "review_logs";--> statement-breakpoint
ALTER TABLE "progress_events" ADD CONSTRAINT "progress_events_review_chk" CHECK (("progress_events"."review_rating" is null) = ("progress_events"."reviewed_at" is null) and ("progress_events"."review_rating" is null or ("progress_events"."review_rating" between 1 and 4 and "progress_events"."review_state" between 0 and 3 and "progress_events"."elapsed_days" is not null and "progress_events"."scheduled_days" is not null)));--> statement-breakpoint
ALTER TABLE "progress_events" ADD CONSTRAINT "progress_events_duration_chk" CHECK ("progress_events"."duration_ms" is null or "progress_events"."duration_ms" >= 0);
