// SQL on a learner's "My words" collections (src/shared/my-words) that more than one module needs:
// the reader's lookup (dictionary) says whether the tapped word is saved; my-words saves it.
import { sql, type SQL } from "drizzle-orm";
import { BOOK_DOMAINS, MY_WORDS_SLUG } from "../../shared/my-words/my-words";
import type { books } from "./schema";

/** The vocabulary domain of a book's category in SQL (BOOK_DOMAINS; null for another category). */
export const bookDomainSql = (category: SQL | typeof books.category): SQL<string | null> =>
  sql<string | null>`(case ${category} ${sql.join(Object.entries(BOOK_DOMAINS).map(([c, d]) => sql`when ${c} then ${d}`), sql` `)} end)`;

/**
 * The id of the word with this plain form (plainHebrew: points removed, NFC, as the words'
 * hebrew_plain column) in the user's own "My words" of the book's domain, or null, as a scalar
 * subquery (the reader's lookup reads it in its own statement). One indexed read.
 */
// Written with its own aliases: a single-table select leaves drizzle's column names unqualified.
export const myWordIdSql = (userId: string, bookId: string, plain: string): SQL<string | null> => sql<string | null>`(
  select mw.id::text from books mb
  join collections mc on mc.owner_id = ${userId} and mc.slug = ${MY_WORDS_SLUG} and mc.domain = ${bookDomainSql(sql.raw("mb.category"))}
  join words mw on mw.collection_id = mc.id and mw.hebrew_plain = ${plain}
  where mb.id = ${bookId}
  limit 1)`;

