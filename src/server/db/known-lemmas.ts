import { sql, type SQL } from "drizzle-orm";
import { collections, progress, reviewCards, words } from "./schema";
import { visibleTo } from "./visible-to";
import { lemmaKeyOfLetter } from "./word-occurrences";

/**
 * The lemma keys a word stands for (shared/dictionary/lexical-links#lemmaKey: Strong's numbers as
 * book_word_lemmas.strong writes them, with the homonym letter other than the first, "H559",
 * "H2416e"), as a lateral subquery of one column `lemma` over the `words` row in scope: its
 * words.lemma where set; else, by its plain Hebrew, the Strong's entries of that head-word (the bare
 * number: knowing אָמַר from any list knows H559) and the Strong's homonyms of the BDB entries of that
 * head-word (knowing חַיִּים 'life' from a list knows "H2416e", BDB's חַיִּים; knowing כֵּן knows both כֵּן
 * 'right' and כֵּן 'so', which a list's word cannot tell apart).
 */
const lemmaKeysOfWord = sql`lateral (
    select ${words.lemma} as lemma where ${words.lemma} is not null
    union all
    select s.source_id from dictionary_entries s
    where ${words.lemma} is null and ${words.hebrewPlain} <> '' and s.source = 'strongs' and s.word_plain = ${words.hebrewPlain}
    union all
    select ${lemmaKeyOfLetter(sql`s.source_id`, sql`s.linked_augs[array_position(s.linked_ids, b.source_id)]`)}
    from dictionary_entries b
    join dictionary_entries s on s.source = 'strongs' and s.source_id = any(array_append(b.linked_ids, b.linked_id))
    where ${words.lemma} is null and ${words.hebrewPlain} <> '' and b.source = 'bdb' and b.word_plain = ${words.hebrewPlain}
  ) k`;

/**
 * The learner's known lemmas, as one select of distinct `lemma` text (lemma keys: lemmaKeysOfWord):
 * the lemmas of each word they have status known for, in a collection they can see. Used as a CTE:
 * `with known_lemmas as materialized (${knownLemmas(userId)})`.
 */
export function knownLemmas(userId: string): SQL {
  return sql`
    select distinct k.lemma
    from ${progress}
    join ${words} on ${words.id} = ${progress.wordId}
    join ${collections} on ${collections.id} = ${words.collectionId}
    cross join ${lemmaKeysOfWord}
    where ${progress.userId} = ${userId} and ${progress.status} = 'known' and ${visibleTo(userId)}`;
}

/**
 * The stability (days, FSRS) of each of the learner's review cards, by the lemma its word stands
 * for (knownLemmas' rule, lemmaKeysOfWord), in collections they can see: one row per card and lemma,
 * `lemma` and `stability`, in one pass over their cards. The reader's 'fade' takes each lemma's best
 * card (src/shared/reading/word-vowels.ts).
 */
export function lemmaStabilities(userId: string): SQL {
  return sql`
    select k.lemma, ${reviewCards.stability} as stability
    from ${reviewCards}
    join ${words} on ${words.id} = ${reviewCards.wordId}
    join ${collections} on ${collections.id} = ${words.collectionId}
    cross join ${lemmaKeysOfWord}
    where ${reviewCards.userId} = ${userId} and ${visibleTo(userId)}`;
}
