ALTER TABLE "generation_queue" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "generation_queue" ADD COLUMN "words" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "generation_queue_one_running_uq" ON "generation_queue" USING btree ("user_id") WHERE status = 'in_progress';