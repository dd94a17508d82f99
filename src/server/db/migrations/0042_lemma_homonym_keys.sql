-- Knowledge by lemma tells BDB homonyms apart: a word's lemma key is its Strong's number with the homonym
-- letter its OpenScriptures lemma names when that is not the first ("2416 e" חַיִּים 'life' → "H2416e"; "2416 a"
-- and no letter → "H2416": shared/dictionary/lexical-links#lemmaKey). The books whose words name such a letter
-- are counted again, with those keys, when the library or a chapter is next read
-- (books/service.ts#countMissingChapterWords), as migrations 0024 and 0026 did.
DELETE FROM "book_chapter_words" WHERE "book_id" IN (
  SELECT DISTINCT "book_id" FROM "book_word_lemmas" WHERE substring("lemma" from '^[^0-9]*[0-9]+ ([a-z])') <> 'a'
);
--> statement-breakpoint
-- A word a learner saved to My words from the reader before keeps the word of its verse: where that verse's word of the
-- same Strong's number and letters names a later homonym, the saved word takes its key (a חַיִּים saved from Genesis 2:7
-- is "H2416e", as the reader now saves it). The collections filled from the texts keep their number: their gloss was
-- the number's, not one verse's.
UPDATE "words" w SET "lemma" = x."key"
FROM (
  SELECT w2."id", min(l."strong" || substring(l."lemma" from '^[^0-9]*[0-9]+ ([a-z])')) AS "key"
  FROM "words" w2
  JOIN "collections" c ON c."id" = w2."collection_id" AND c."owner_id" IS NOT NULL AND c."slug" = 'my-words'
  JOIN "books" b ON b."address_type" = 'Integer' AND b."title" = substring(w2."context_ref" from '^(.*) [0-9]+:[0-9]+$')
  JOIN "book_word_lemmas" l ON l."book_id" = b."id"
    AND l."chapter" = substring(w2."context_ref" from ' ([0-9]+):[0-9]+$')::int
    AND l."verse" = substring(w2."context_ref" from ':([0-9]+)$')::int
    AND l."strong" = w2."lemma" AND milim_plain(l."surface") = w2."hebrew_plain"
  WHERE w2."lemma" ~ '^H[0-9]+$' AND w2."context_ref" ~ '^.+ [0-9]+:[0-9]+$'
  GROUP BY w2."id"
  HAVING count(DISTINCT coalesce(substring(l."lemma" from '^[^0-9]*[0-9]+ ([a-z])'), 'a')) = 1
) x
WHERE w."id" = x."id" AND x."key" ~ '[b-z]$';
