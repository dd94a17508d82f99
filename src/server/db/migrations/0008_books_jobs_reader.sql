CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"payload" jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"percent" double precision DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	CONSTRAINT "jobs_status_chk" CHECK ("jobs"."status" in ('queued','running','completed','failed')),
	CONSTRAINT "jobs_percent_chk" CHECK ("jobs"."percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "address_type" text DEFAULT 'Integer' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "reader" jsonb DEFAULT '{"viewMode":"both","hebrewSize":20,"translationSize":16,"hebrewAlign":"right","translationAlign":"left"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_user_created_idx" ON "jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("heartbeat_at") WHERE status = 'running';