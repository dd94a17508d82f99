CREATE TABLE "dictionary_import_staging" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"run_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"word" text NOT NULL,
	"transliteration" text,
	"pronunciation" text,
	"part_of_speech" text,
	"language" text NOT NULL,
	"definitions" text[] NOT NULL,
	"root" text,
	"is_proper_name" boolean NOT NULL,
	"reference_to" text,
	"cross_refs" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dictionary_import_staging" ADD CONSTRAINT "dictionary_import_staging_run_id_dictionary_import_progress_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."dictionary_import_progress"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dictionary_import_staging_run_idx" ON "dictionary_import_staging" USING btree ("run_id");