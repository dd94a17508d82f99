-- The administrators' 'Get started' checklist: the steps an administrator dismissed,
-- for the whole instance (the steps describe the instance; one administrator's decision to skip a
-- step holds for the others). The steps' states are read from the data, never stored.
CREATE TABLE IF NOT EXISTS "getting_started_dismissals" (
	"step" text PRIMARY KEY NOT NULL,
	"dismissed_by" text REFERENCES "user"("id") ON DELETE SET NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "getting_started_dismissals_step_chk" CHECK ("step" in ('texts','lexicons','collections','learners'))
);
