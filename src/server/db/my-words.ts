// SQL on a learner's "My words" collections (src/shared/my-words) that more than one module needs:
// the reader's lookup (dictionary) says whether the tapped word is saved; my-words saves it.
import { and, eq, sql, type SQL } from "drizzle-orm";
import { BOOK_DOMAINS, MY_WORDS_SLUG } from "../../shared/my-words/my-words";
import type { DbOrTx } from "./client";
import { books, collections, words } from "./schema";

/** The vocabulary domain of a book's category in SQL (BOOK_DOMAINS; null for another category). */
export const bookDomainSql = (category: SQL | typeof books.category): SQL<string | null> =>
  sql<string | null>`(case ${category} ${sql.join(Object.entries(BOOK_DOMAINS).map(([c, d]) => sql`when ${c} then ${d}`), sql` `)} end)`;

/**
 * The id of the word with this plain form (plainHebrew: points removed, NFC, as the words'
 * hebrew_plain column) in the user's own "My words" of the book's domain, or null. One indexed read.
 */
export async function savedInMyWords(db: DbOrTx, userId: string, bookId: string, plain: string): Promise<string | null> {
  const rows = await db
    .select({ id: words.id })
    .from(books)
    .innerJoin(collections, and(eq(collections.ownerId, userId), eq(collections.slug, MY_WORDS_SLUG), eq(collections.domain, bookDomainSql(books.category))))
    .innerJoin(words, and(eq(words.collectionId, collections.id), eq(words.hebrewPlain, plain)))
    .where(eq(books.id, bookId))
    .limit(1);
  return rows[0]?.id ?? null;
}
