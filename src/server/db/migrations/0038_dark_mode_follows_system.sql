-- A new account's theme follows the system (the browser's prefers-color-scheme) until the learner
-- chooses light or dark: settings.dark_mode null is 'as the system'. Rows already saved keep their
-- value (a false may have been chosen: nothing tells it from the old default).
ALTER TABLE "settings" ALTER COLUMN "dark_mode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ALTER COLUMN "dark_mode" SET DEFAULT NULL;
