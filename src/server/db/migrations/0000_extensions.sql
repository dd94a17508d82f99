CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- The database form of src/shared/hebrew/strip-niqqud.ts plainHebrew(): NFC, maqaf -> space,
-- U+0591–U+05C7 removed, white space folded, trimmed. A test checks both agree on real text.
CREATE OR REPLACE FUNCTION milim_plain(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(regexp_replace(replace(normalize(t, NFC), U&'\05BE', ' '), '[\u0591-\u05C7]', '', 'g'), '\s+', ' ', 'g'))
$$;
