import { sql, type SQL } from "drizzle-orm";
import { collections, progress, reviewCards, words } from "./schema";
import { visibleTo } from "./visible-to";
import { lemmaKeyOfLetter } from "./word-occurrences";

/**
 * The lemma keys of a set of words (shared/dictionary/lexical-links#lemmaKey: Strong's numbers as
 * book_word_lemmas.strong writes them, with the homonym letter other than the first, "H559",
 * "H2416e"), as rows (word_id, lemma); `set` names a CTE with columns id, lemma and plain. A word's
 * keys are its words.lemma where set; else, by its plain Hebrew, the Strong's entries of that
 * head-word (the bare number: knowing אָמַר from any list knows H559) and the Strong's homonyms of the
 * BDB entries of that head-word (knowing חַיִּים 'life' from a list knows "H2416e", BDB's חַיִּים; knowing
 * כֵּן knows both כֵּן 'right' and כֵּן 'so', which a list's word cannot tell apart). Joins over the whole
 * set, not a subquery per word: Genesis 24 for a learner knowing 5,000 list words took 76 ms with a
 * subquery per word, 56 ms so (31 ms when only Strong's head-words were read).
 */
function lemmaKeysOf(set: SQL): SQL {
  return sql`
    select w.id as word_id, w.lemma from ${set} w where w.lemma is not null
    union all
    select w.id, s.source_id from ${set} w
    join dictionary_entries s on s.source = 'strongs' and s.word_plain = w.plain
    where w.lemma is null and w.plain <> ''
    union all
    select w.id, ${lemmaKeyOfLetter(sql`s.source_id`, sql`s.linked_augs[array_position(s.linked_ids, b.source_id)]`)} from ${set} w
    join dictionary_entries b on b.source = 'bdb' and b.word_plain = w.plain
    join dictionary_entries s on s.source = 'strongs' and s.source_id = any(array_append(b.linked_ids, b.linked_id))
    where w.lemma is null and w.plain <> ''`;
}

/**
 * The learner's known lemmas, as one select of distinct `lemma` text (lemma keys: lemmaKeysOf):
 * the lemmas of each word they have status known for, in a collection they can see. Used as a CTE:
 * `with known_lemmas as materialized (${knownLemmas(userId)})`.
 */
export function knownLemmas(userId: string): SQL {
  return sql`
    with known_words as materialized (
      select ${words.id} as id, ${words.lemma} as lemma, ${words.hebrewPlain} as plain
      from ${progress}
      join ${words} on ${words.id} = ${progress.wordId}
      join ${collections} on ${collections.id} = ${words.collectionId}
      where ${progress.userId} = ${userId} and ${progress.status} = 'known' and ${visibleTo(userId)})
    select distinct k.lemma from (${lemmaKeysOf(sql`known_words`)}) k`;
}

/**
 * The stability (days, FSRS) of each of the learner's review cards, by the lemma its word stands
 * for (knownLemmas' rule, lemmaKeysOf), in collections they can see: one row per card and lemma,
 * `lemma` and `stability`, in one pass over their cards. The reader's 'fade' takes each lemma's best
 * card (src/shared/reading/word-vowels.ts).
 */
export function lemmaStabilities(userId: string): SQL {
  return sql`
    with card_words as materialized (
      select ${words.id} as id, ${words.lemma} as lemma, ${words.hebrewPlain} as plain, ${reviewCards.stability} as stability
      from ${reviewCards}
      join ${words} on ${words.id} = ${reviewCards.wordId}
      join ${collections} on ${collections.id} = ${words.collectionId}
      where ${reviewCards.userId} = ${userId} and ${visibleTo(userId)})
    select k.lemma, c.stability from (${lemmaKeysOf(sql`card_words`)}) k join card_words c on c.id = k.word_id`;
}
