-- The parsing drill: a learner's FSRS card on a parsed form (the form as it stands, cantillation
-- removed, with its OpenScriptures code and Strong's number: the same form parsed the same way is
-- one card wherever it occurs), with the place it was first drilled at (the verse it is shown in),
-- and each answer's grade by binyan and tense (the drill's accuracy per binyan and per tense).
CREATE TABLE "parsing_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"form" text NOT NULL,
	"morph" text NOT NULL,
	"strong" text NOT NULL,
	"book_id" uuid NOT NULL REFERENCES "books"("id") ON DELETE CASCADE,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"position" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "parsing_cards_state_chk" CHECK ("state" between 0 and 3)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "parsing_cards_user_item_uq" ON "parsing_cards" ("user_id", "morph", "strong", "form");
--> statement-breakpoint
CREATE INDEX "parsing_cards_user_due_idx" ON "parsing_cards" ("user_id", "due");
--> statement-breakpoint
CREATE TABLE "parsing_answers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL REFERENCES "user"("id") ON DELETE CASCADE,
	"card_id" bigint NOT NULL REFERENCES "parsing_cards"("id") ON DELETE CASCADE,
	"binyan" text,
	"tense" text,
	"correct" boolean NOT NULL,
	"rating" smallint NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "parsing_answers_rating_chk" CHECK ("rating" between 1 and 4)
);
--> statement-breakpoint
CREATE INDEX "parsing_answers_user_idx" ON "parsing_answers" ("user_id", "answered_at");
