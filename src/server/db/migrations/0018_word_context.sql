ALTER TABLE "words" ADD COLUMN "context_ref" text;--> statement-breakpoint
ALTER TABLE "words" ADD COLUMN "context_text" text;