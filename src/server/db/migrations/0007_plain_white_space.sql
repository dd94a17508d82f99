-- milim_plain() and plainHebrew() (src/shared/hebrew/strip-niqqud.ts) now fold the same white
-- space: the set JavaScript's \s matches, written out on both sides (PostgreSQL's own \s depends
-- on the database's LC_CTYPE and missed U+00A0 and U+FEFF, so the two disagreed on them).
CREATE OR REPLACE FUNCTION milim_plain(t text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT btrim(regexp_replace(regexp_replace(replace(normalize(t, NFC), U&'\05BE', ' '), '[\u0591-\u05C7]', '', 'g'),
    '[\t\n\v\f\r \u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- Stored *_plain columns are computed when a row is written: recompute the rows the change affects.
UPDATE words SET hebrew = hebrew WHERE hebrew ~ '[\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]';
--> statement-breakpoint
UPDATE book_verses SET hebrew_text = hebrew_text WHERE hebrew_text ~ '[\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]';
--> statement-breakpoint
UPDATE dictionary_entries SET word = word WHERE word ~ '[\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF]';
