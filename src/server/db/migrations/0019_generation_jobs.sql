-- Word generation runs on the job layer; a generation request is a `generate-words` job.
-- One translation run at a time: earlier piled-up starts are failed, all but the oldest.
UPDATE "jobs" SET "status" = 'failed', "error" = 'Another translation run was already queued.', "message" = 'Another translation run was already queued.', "finished_at" = now()
WHERE "kind" = 'translate-words' AND "status" IN ('queued', 'running')
  AND "id" <> (SELECT "id" FROM "jobs" WHERE "kind" = 'translate-words' AND "status" IN ('queued', 'running') ORDER BY "created_at", "id" LIMIT 1);--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_active_translation_uq" ON "jobs" USING btree ("kind") WHERE kind = 'translate-words' and status in ('queued','running');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_generation_per_user_uq" ON "jobs" USING btree ("user_id") WHERE kind = 'generate-words' and status = 'running';--> statement-breakpoint
-- The queue's history moves into jobs with its ids: pending → queued (the server hands it to a
-- worker at start), in progress → failed as a stopped server's job (Restart Failed runs it again),
-- completed and failed as they were, with their words, counts and messages.
INSERT INTO "jobs" ("id", "kind", "user_id", "status", "payload", "message", "percent", "counts", "result", "error", "created_at", "started_at", "finished_at")
SELECT "id", 'generate-words', "user_id",
  CASE "status" WHEN 'pending' THEN 'queued' WHEN 'in_progress' THEN 'failed' ELSE "status" END,
  jsonb_build_object('collectionId', "collection_id", 'collectionName', "collection_name", 'section', "section", 'requestedCount', "requested_count"),
  CASE "status"
    WHEN 'pending' THEN 'Waiting to generate…'
    WHEN 'in_progress' THEN 'The server stopped while this job was running. Start it again.'
    WHEN 'failed' THEN coalesce("error_message", 'Generation failed')
    ELSE 'Added ' || "completed_count" || ' words to ' || "collection_name" END,
  CASE WHEN "status" = 'completed' THEN 100 ELSE 0 END,
  '{}'::jsonb,
  CASE WHEN "status" = 'completed' THEN jsonb_build_object('completedCount', "completed_count", 'provider', "provider", 'words', coalesce("words", '[]'::jsonb)) END,
  CASE "status" WHEN 'failed' THEN coalesce("error_message", 'Generation failed') WHEN 'in_progress' THEN 'The server stopped while this job was running. Start it again.' END,
  "created_at", "started_at",
  CASE WHEN "status" = 'pending' THEN NULL ELSE coalesce("completed_at", now()) END
FROM "generation_queue";--> statement-breakpoint
DROP TABLE "generation_queue";
