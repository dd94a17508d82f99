import { sql, type SQL } from "drizzle-orm";
import { collections, dictionaryEntries, progress, reviewCards, words } from "./schema";
import { visibleTo } from "./visible-to";

/**
 * The learner's known lemmas, as one select of distinct `lemma` text (Strong's numbers as
 * book_word_lemmas.strong writes them, "H559"): the lemma of each word they have status known for,
 * in a collection they can see — words.lemma where set, else the Strong's entries whose plain
 * head-word is the word's plain Hebrew (so knowing אָמַר from any list knows H559). `union` keeps
 * each lemma once. Used as a CTE: `with known_lemmas as materialized (${knownLemmas(userId)})`.
 */
export function knownLemmas(userId: string): SQL {
  const known = sql`${progress.userId} = ${userId} and ${progress.status} = 'known' and ${visibleTo(userId)}`;
  return sql`
    select ${words.lemma} as lemma
    from ${progress}
    join ${words} on ${words.id} = ${progress.wordId}
    join ${collections} on ${collections.id} = ${words.collectionId}
    where ${known} and ${words.lemma} is not null
    union
    select ${dictionaryEntries.sourceId} as lemma
    from ${progress}
    join ${words} on ${words.id} = ${progress.wordId}
    join ${collections} on ${collections.id} = ${words.collectionId}
    join ${dictionaryEntries} on ${dictionaryEntries.source} = 'strongs' and ${dictionaryEntries.wordPlain} = ${words.hebrewPlain}
    where ${known} and ${words.lemma} is null and ${words.hebrewPlain} <> ''`;
}

/**
 * The stability (days, FSRS) of each of the learner's review cards, by the lemma its word stands
 * for (knownLemmas' rule: words.lemma where set, else the Strong's entries of the word's plain
 * head-word), in collections they can see: one row per card and lemma, `lemma` and `stability`,
 * in one pass over their cards. The reader's 'fade' takes each lemma's best card
 * (src/shared/reading/word-vowels.ts).
 */
export function lemmaStabilities(userId: string): SQL {
  return sql`
    select coalesce(${words.lemma}, ${dictionaryEntries.sourceId}) as lemma, ${reviewCards.stability} as stability
    from ${reviewCards}
    join ${words} on ${words.id} = ${reviewCards.wordId}
    join ${collections} on ${collections.id} = ${words.collectionId}
    left join ${dictionaryEntries} on ${words.lemma} is null and ${words.hebrewPlain} <> ''
      and ${dictionaryEntries.source} = 'strongs' and ${dictionaryEntries.wordPlain} = ${words.hebrewPlain}
    where ${reviewCards.userId} = ${userId} and ${visibleTo(userId)}`;
}
