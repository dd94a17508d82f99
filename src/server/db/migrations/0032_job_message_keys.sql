-- A job's message and error by key (src/shared/i18n/server-messages.ts): the key and parameters
-- they were written from, so the client words them in the learner's language. The English text
-- stays in message / error for API clients and logs.
ALTER TABLE "jobs" ADD COLUMN "message_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "message_params" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "error_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "error_params" jsonb;
