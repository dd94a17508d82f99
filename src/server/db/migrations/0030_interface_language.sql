-- The interface language a learner chose in Account: one of the compiled catalogue's
-- locales (src/shared/i18n/locales.ts). Null: the interface follows the browser's languages.
ALTER TABLE "settings" ADD COLUMN "interface_language" text;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_interface_language_chk" CHECK ("interface_language" in ('en','he','es','pt','fr','it'));
