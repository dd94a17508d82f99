// The lemmas a learner knows (issue 31): what the frequency path and the lemma-aware coverage read.
import { sql, type SQL } from "drizzle-orm";
import { collections, progress, words } from "./schema";
import { visibleTo } from "./visible-to";

/**
 * A select of the distinct `lemma` (Strong's number, "H559") of every word the user has status
 * known for, in collections they can see, where the word has one (words.lemma, migration 0025).
 */
export const knownLemmas = (userId: string): SQL => sql`
  select distinct ${words.lemma} as lemma
  from ${progress}
  join ${words} on ${words.id} = ${progress.wordId}
  join ${collections} on ${collections.id} = ${words.collectionId}
  where ${progress.userId} = ${userId} and ${progress.status} = 'known' and ${visibleTo(userId)} and ${words.lemma} is not null`;
