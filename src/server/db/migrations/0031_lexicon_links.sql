-- Every id of the other lexicon LexicalIndex.xml links an entry to. linked_id keeps
-- one of them (the dictionary panel's link); a Strong's number may link to several BDB homonyms and
-- a BDB entry to several Strong's numbers, so the lemma gloss (shared/reading/lemma-gloss.ts) reads
-- them all here. Filled when BDB or Strong's is imported; empty until then.
ALTER TABLE "dictionary_entries" ADD COLUMN "linked_ids" text[] DEFAULT '{}'::text[] NOT NULL;
