CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true,
	"failed_verification_count" integer DEFAULT 0,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text,
	"last_name" text,
	"two_factor_enabled" boolean DEFAULT false,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_verses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"book_id" uuid NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"hebrew_text" text DEFAULT '' NOT NULL,
	"english_text" text,
	"spanish_text" text,
	"french_text" text,
	"italian_text" text,
	"portuguese_text" text,
	"hebrew_plain" text GENERATED ALWAYS AS (milim_plain(hebrew_text)) STORED
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"hebrew_title" text,
	"category" text,
	"description" text,
	"total_chapters" integer DEFAULT 0 NOT NULL,
	"total_verses" integer DEFAULT 0 NOT NULL,
	"source_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_source_ref_unique" UNIQUE("source_ref")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"domain" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"description" text,
	"subcategory" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_slug_format" CHECK ("collections"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "dictionary_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"word" text NOT NULL,
	"transliteration" text,
	"part_of_speech" text,
	"language" text NOT NULL,
	"definitions" text[] DEFAULT '{}'::text[] NOT NULL,
	"root" text,
	"source_id" text,
	"word_plain" text GENERATED ALWAYS AS (milim_plain(word)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dictionary_entries_language_chk" CHECK ("dictionary_entries"."language" in ('hebrew','aramaic'))
);
--> statement-breakpoint
CREATE TABLE "dictionary_import_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" text NOT NULL,
	"source" text,
	"status" text NOT NULL,
	"imported_words" integer DEFAULT 0 NOT NULL,
	"total_words" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "dictionary_import_status_chk" CHECK ("dictionary_import_progress"."status" in ('running','completed','failed'))
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"color" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "subcategories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"domain_id" uuid,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"hebrew" text NOT NULL,
	"english" text DEFAULT '' NOT NULL,
	"spanish" text,
	"portuguese" text,
	"french" text,
	"italian" text,
	"translit" text,
	"pos" text,
	"freq_rank" integer,
	"subcategory" text,
	"section" text,
	"hebrew_plain" text GENERATED ALWAYS AS (milim_plain(hebrew)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"collection_id" uuid,
	"collection_name" text NOT NULL,
	"section" text,
	"requested_count" integer NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "generation_queue_status_chk" CHECK ("generation_queue"."status" in ('pending','in_progress','completed','failed')),
	CONSTRAINT "generation_queue_counts_chk" CHECK ("generation_queue"."requested_count" between 0 and 500 and "generation_queue"."completed_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"country" text,
	"city" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"collection_id" uuid NOT NULL,
	"word_id" uuid NOT NULL,
	"status" text DEFAULT 'learning' NOT NULL,
	"times_seen" integer DEFAULT 0 NOT NULL,
	"times_known" integer DEFAULT 0 NOT NULL,
	"srs_ease" double precision DEFAULT 2.5 NOT NULL,
	"srs_interval" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone,
	"known_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_status_chk" CHECK ("progress"."status" in ('learning','known','unknown')),
	CONSTRAINT "progress_counts_chk" CHECK ("progress"."times_seen" >= 0 and "progress"."times_known" >= 0)
);
--> statement-breakpoint
CREATE TABLE "progress_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"word_id" uuid NOT NULL,
	"action" text NOT NULL,
	"status_after" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_events_action_chk" CHECK ("progress_events"."action" in ('set','know','dont_know','skip'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"dark_mode" boolean DEFAULT false NOT NULL,
	"daily_goal" integer DEFAULT 30 NOT NULL,
	"shuffle" boolean DEFAULT false NOT NULL,
	"filter" text DEFAULT 'all' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "settings_daily_goal_chk" CHECK ("settings"."daily_goal" between 1 and 200),
	CONSTRAINT "settings_filter_chk" CHECK ("settings"."filter" in ('all','known','learning','unknown'))
);
--> statement-breakpoint
CREATE TABLE "study_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "study_sessions_duration_chk" CHECK ("study_sessions"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "user_reading_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"book_id" uuid NOT NULL,
	"last_chapter" integer DEFAULT 1 NOT NULL,
	"last_verse" integer DEFAULT 1 NOT NULL,
	"last_read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_chk" CHECK ("user_roles"."role" in ('user','admin'))
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_verses" ADD CONSTRAINT "book_verses_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_domain_domains_slug_fk" FOREIGN KEY ("domain") REFERENCES "public"."domains"("slug") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subcategories" ADD CONSTRAINT "subcategories_domain_id_domains_id_fk" FOREIGN KEY ("domain_id") REFERENCES "public"."domains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "words" ADD CONSTRAINT "words_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_queue" ADD CONSTRAINT "generation_queue_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_queue" ADD CONSTRAINT "generation_queue_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_user_id_fk" FOREIGN KEY ("id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_events" ADD CONSTRAINT "progress_events_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_events" ADD CONSTRAINT "progress_events_word_id_words_id_fk" FOREIGN KEY ("word_id") REFERENCES "public"."words"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reading_progress" ADD CONSTRAINT "user_reading_progress_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reading_progress" ADD CONSTRAINT "user_reading_progress_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factor_user_idx" ON "two_factor" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "book_verses_ref_uq" ON "book_verses" USING btree ("book_id","chapter","verse");--> statement-breakpoint
CREATE INDEX "book_verses_hebrew_plain_trgm" ON "book_verses" USING gin ("hebrew_plain" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "collections_shared_domain_slug_uq" ON "collections" USING btree ("domain","slug") WHERE "collections"."owner_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "collections_owned_domain_slug_uq" ON "collections" USING btree ("owner_id","domain","slug") WHERE "collections"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "collections_domain_order_idx" ON "collections" USING btree ("domain","order");--> statement-breakpoint
CREATE UNIQUE INDEX "dictionary_entries_source_uq" ON "dictionary_entries" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "dictionary_entries_language_idx" ON "dictionary_entries" USING btree ("language","created_at");--> statement-breakpoint
CREATE INDEX "dictionary_entries_word_plain_trgm" ON "dictionary_entries" USING gin ("word_plain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dictionary_entries_translit_trgm" ON "dictionary_entries" USING gin ("transliteration" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dictionary_import_progress_lang_idx" ON "dictionary_import_progress" USING btree ("language","status","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_domain_name_uq" ON "subcategories" USING btree (coalesce("domain_id"::text, ''),"name");--> statement-breakpoint
CREATE INDEX "words_collection_rank_idx" ON "words" USING btree ("collection_id","freq_rank");--> statement-breakpoint
CREATE INDEX "words_hebrew_plain_trgm" ON "words" USING gin ("hebrew_plain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "words_english_trgm" ON "words" USING gin ("english" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "words_translit_trgm" ON "words" USING gin ("translit" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "generation_queue_user_created_idx" ON "generation_queue" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "progress_user_word_uq" ON "progress" USING btree ("user_id","word_id");--> statement-breakpoint
CREATE INDEX "progress_user_collection_idx" ON "progress" USING btree ("user_id","collection_id");--> statement-breakpoint
CREATE INDEX "progress_user_known_idx" ON "progress" USING btree ("user_id","known_at") WHERE "progress"."status" = 'known';--> statement-breakpoint
CREATE INDEX "progress_events_user_created_idx" ON "progress_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "study_sessions_user_started_idx" ON "study_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "user_reading_progress_uq" ON "user_reading_progress" USING btree ("user_id","book_id");