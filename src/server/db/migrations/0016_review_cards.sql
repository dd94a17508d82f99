CREATE TABLE "review_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"word_id" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "review_cards_state_chk" CHECK ("review_cards"."state" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"card_id" bigint NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"rating" smallint NOT NULL,
	"state" smallint NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"duration_ms" integer,
	CONSTRAINT "review_logs_rating_chk" CHECK ("review_logs"."rating" between 1 and 4),
	CONSTRAINT "review_logs_state_chk" CHECK ("review_logs"."state" between 0 and 3),
	CONSTRAINT "review_logs_duration_chk" CHECK ("review_logs"."duration_ms" is null or "review_logs"."duration_ms" >= 0)
);
--> statement-breakpoint
ALTER TABLE "progress_events" DROP CONSTRAINT "progress_events_action_chk";--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "fsrs_weights" jsonb;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "desired_retention" double precision DEFAULT 0.9 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_card_id_review_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."review_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_user_word_uq" ON "review_cards" USING btree ("user_id","word_id");--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "review_logs_user_reviewed_idx" ON "review_logs" USING btree ("user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "review_logs_card_idx" ON "review_logs" USING btree ("card_id");--> statement-breakpoint
ALTER TABLE "progress_events" ADD CONSTRAINT "progress_events_action_chk" CHECK ("progress_events"."action" in ('set','know','dont_know','skip','review'));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_desired_retention_chk" CHECK ("settings"."desired_retention" between 0.7 and 0.99);