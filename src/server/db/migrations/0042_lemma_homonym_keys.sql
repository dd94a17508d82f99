-- Knowledge by lemma tells BDB homonyms apart: a word's lemma key is its Strong's number with the homonym
-- letter its OpenScriptures lemma names when that is not the first ("2416 e" חַיִּים 'life' → "H2416e"; "2416 a"
-- and no letter → "H2416": shared/dictionary/lexical-links#lemmaKey). The books whose words name such a letter
-- are counted again, with those keys, when the library or a chapter is next read
-- (books/service.ts#countMissingChapterWords), as migrations 0024 and 0026 did.
DELETE FROM "book_chapter_words" WHERE "book_id" IN (
  SELECT DISTINCT "book_id" FROM "book_word_lemmas" WHERE substring("lemma" from '^[^0-9]*[0-9]+ ([a-z])') <> 'a'
);
