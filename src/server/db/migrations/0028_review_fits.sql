-- A learner's pending FSRS fit: the parameters the optimiser computed from their review
-- log in a 'fit-review-parameters' job, with how well the defaults, the learner's own parameters
-- and the fitted ones predict that log. One per learner; accepting it copies the weights to
-- settings.fsrs_weights, and accepting or rejecting it deletes it.
CREATE TABLE "review_fits" (
	"user_id" text PRIMARY KEY NOT NULL,
	"job_id" uuid NOT NULL,
	"weights" jsonb NOT NULL,
	"review_count" integer NOT NULL,
	"card_count" integer NOT NULL,
	"metrics" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_fits" ADD CONSTRAINT "review_fits_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
