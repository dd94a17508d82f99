-- Beside each of linked_ids, the augment letter OpenScriptures' LexicalIndex.xml gives that link ("" for none): a Strong's
-- number that stands for several BDB homonyms (H7363: 7363 a 'grow soft', 7363 b 'hover') is followed in the Bible's text
-- by the letter of the one each word means ("7363 b" in Genesis 1:2), and the reader's lookup shows that homonym's entry
-- (shared/dictionary/lexical-links). Filled when BDB or Strong's is imported (Strong's rules version 3); empty until then,
-- when the lookup keeps linked_id.
ALTER TABLE "dictionary_entries" ADD COLUMN "linked_augs" text[] DEFAULT '{}'::text[] NOT NULL;
