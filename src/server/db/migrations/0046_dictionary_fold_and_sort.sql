-- The dictionary search compares transliterations folded (src/shared/dictionary/fold-transliteration.ts, the same
-- sets written out): apostrophes and modifier letters dropped before and after NFKD, combining marks dropped, A–Z
-- lower-cased, white space folded. "shalom" finds Wiktionary's "shalóm", "ab" Strong's "ʼâb". normalize() and
-- translate() are immutable, so the function may be, as a generated column needs.
CREATE OR REPLACE FUNCTION milim_fold_latin(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(translate(
    regexp_replace(normalize(regexp_replace(t,
      '[\u0300-\u036F\u0591-\u05C7\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F''`\u00A8\u00AF\u00B4\u00B8\u02B9-\u02DF\u02E5-\u02FF\u2018\u2019\u201B\u2032\u2035]', '', 'g'), NFKD),
      '[\u0300-\u036F\u0591-\u05C7\u1AB0-\u1AFF\u1DC0-\u1DFF\u20D0-\u20FF\uFE20-\uFE2F''`\u00A8\u00AF\u00B4\u00B8\u02B9-\u02DF\u02E5-\u02FF\u2018\u2019\u201B\u2032\u2035]', '', 'g'),
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'),
    '[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- Where the browse table files a head-word (src/shared/dictionary/head-word-sort-key.ts): its plain form without
-- punctuation, so that BDB's "(ה)גבול", "(ו)יעשׂו" and "]עֵת] קָצִין" file under their letters, not before every letter.
CREATE OR REPLACE FUNCTION milim_sort_key(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT coalesce(nullif(btrim(regexp_replace(regexp_replace(milim_plain(t),
    '[\u0021-\u002F\u003A-\u0040\u005B-\u0060\u007B-\u007E\u05F3\u05F4\u2010-\u2027\u2030-\u205E]', '', 'g'), ' +', ' ', 'g')), ''), milim_plain(t))
$$;
--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "transliteration_plain" text GENERATED ALWAYS AS (milim_fold_latin(transliteration)) STORED;--> statement-breakpoint
ALTER TABLE "dictionary_entries" ADD COLUMN "word_sort" text GENERATED ALWAYS AS (milim_sort_key(word)) STORED;--> statement-breakpoint
-- The search reads the folded transliteration only: its trigram index replaces the raw column's.
DROP INDEX IF EXISTS "dictionary_entries_translit_trgm";--> statement-breakpoint
CREATE INDEX "dictionary_entries_translit_plain_trgm" ON "dictionary_entries" USING gin ("transliteration_plain" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dictionary_entries_word_sort_idx" ON "dictionary_entries" USING btree ("word_sort","source","source_id");
