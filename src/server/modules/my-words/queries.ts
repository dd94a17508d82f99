import { and, eq, sql } from "drizzle-orm";
import type { CollectionSummary, Word } from "../../../shared/api/collections";
import type { AddressType } from "../../../shared/books/chapter-label";
import { MY_WORDS_NAME, MY_WORDS_ORDER, MY_WORDS_SLUG } from "../../../shared/my-words/my-words";
import type { DbOrTx, Tx } from "../../db/client";
import { books, bookVerses, bookWordLemmas, collections, dictionaryEntries, domains, words } from "../../db/schema";
import { presentWord, wordColumns } from "../../db/study-word-columns";
import { lemmaKeyOf } from "../../db/word-occurrences";

export interface BookVerse {
  title: string;
  category: string | null;
  addressType: AddressType;
  /** null when the book has no such verse. */
  hebrewText: string | null;
  /** The Strong's number of the word at the position, in a book with morphology; null otherwise. */
  strong: string | null;
  /** Its lemma key (the number and the homonym its lemma names: shared/dictionary/lexical-links#lemmaKey); null without a number. */
  lemma: string | null;
}

/** The book (null when there is none), the verse's Hebrew and the lemma of its word at `position`, in one statement. */
export async function findBookVerse(db: DbOrTx, bookId: string, chapter: number, verse: number, position: number): Promise<BookVerse | null> {
  const [row] = await db
    .select({ title: books.title, category: books.category, addressType: books.addressType, hebrewText: bookVerses.hebrewText, strong: bookWordLemmas.strong,
      lemma: lemmaKeyOf(sql`${bookWordLemmas.strong}`, sql`${bookWordLemmas.lemma}`) })
    .from(books)
    .leftJoin(bookVerses, and(eq(bookVerses.bookId, books.id), eq(bookVerses.chapter, chapter), eq(bookVerses.verse, verse)))
    .leftJoin(bookWordLemmas, and(eq(bookWordLemmas.bookId, books.id), eq(bookWordLemmas.chapter, chapter), eq(bookWordLemmas.verse, verse), eq(bookWordLemmas.position, position)))
    .where(eq(books.id, bookId));
  return row ?? null;
}

/** The notes of a dictionary entry (Jastrow's text after its definition: the verb's forms named, the citations); [] for none. */
export async function entryNotes(db: DbOrTx, entryId: string): Promise<string[]> {
  const [row] = await db.select({ notes: sql<string[] | null>`${dictionaryEntries.details}->'notes'` }).from(dictionaryEntries).where(eq(dictionaryEntries.id, entryId)).limit(1);
  return row?.notes ?? [];
}

export async function domainExists(db: DbOrTx, slug: string): Promise<boolean> {
  return (await db.select({ slug: domains.slug }).from(domains).where(eq(domains.slug, slug)).limit(1)).length > 0;
}

const summary = {
  id: collections.id, domain: collections.domain, name: collections.name, slug: collections.slug, order: collections.order,
  description: collections.description, subcategory: collections.subcategory, ownerId: collections.ownerId,
};

/**
 * The user's "My words" collection of the domain, created when missing, and locked until the
 * transaction ends: two adds of the same word by the same learner run one after the other, so the
 * second finds the first's word.
 */
export async function lockMyWordsCollection(tx: Tx, userId: string, domain: string): Promise<CollectionSummary> {
  await tx.insert(collections)
    .values({ domain, name: MY_WORDS_NAME, slug: MY_WORDS_SLUG, ownerId: userId, order: MY_WORDS_ORDER, description: "Words you saved while reading" })
    .onConflictDoNothing({ target: [collections.ownerId, collections.domain, collections.slug], where: sql`${collections.ownerId} is not null` });
  const [row] = await tx.select(summary).from(collections)
    .where(and(eq(collections.ownerId, userId), eq(collections.domain, domain), eq(collections.slug, MY_WORDS_SLUG)))
    .for("update");
  return row!;
}

/** The collection's word with this plain form (points removed, NFC: the hebrew_plain column), if any. */
export async function findWordByPlain(db: DbOrTx, collectionId: string, plain: string): Promise<Word | null> {
  const [row] = await db.select(wordColumns).from(words)
    .where(and(eq(words.collectionId, collectionId), eq(words.hebrewPlain, plain)))
    .orderBy(words.createdAt, words.id)
    .limit(1);
  return row ? presentWord(row) : null;
}

export interface NewMyWord {
  collectionId: string;
  hebrew: string;
  english: string;
  translit: string | null;
  contextRef: string;
  contextText: string;
  lemma: string | null;
}

export async function insertWord(tx: Tx, word: NewMyWord): Promise<Word> {
  const [row] = await tx.insert(words).values(word).returning(wordColumns);
  return presentWord(row!);
}

/** Where a word is one of the user's own "My words" (any domain). */
const ownMyWord = (userId: string, wordId: string) => and(
  eq(words.id, wordId),
  sql`${words.collectionId} in (select ${collections.id} from ${collections} where ${collections.ownerId} = ${userId} and ${collections.slug} = ${MY_WORDS_SLUG})`,
);

/**
 * Writes the learner's own meaning of a word of their "My words" (`translit` undefined: kept; null: removed). A changed
 * English clears the other languages' translations (they translated the old meaning). null when there is no such word.
 */
export async function updateMyWord(db: DbOrTx, userId: string, wordId: string, edit: { english: string; translit?: string | null }): Promise<Word | null> {
  const changed = sql`${words.english} is distinct from ${edit.english}`;
  const [row] = await db.update(words)
    .set({
      english: edit.english,
      ...(edit.translit !== undefined ? { translit: edit.translit } : {}),
      spanish: sql`case when ${changed} then null else ${words.spanish} end`,
      portuguese: sql`case when ${changed} then null else ${words.portuguese} end`,
      french: sql`case when ${changed} then null else ${words.french} end`,
      italian: sql`case when ${changed} then null else ${words.italian} end`,
    })
    .where(ownMyWord(userId, wordId))
    .returning(wordColumns);
  return row ? presentWord(row) : null;
}

/**
 * Deletes a word of the user's own "My words" (any domain); false when there is no such word there
 * (another user's, a shared collection's or an unknown id). Its progress and review card go with it.
 */
export async function deleteMyWord(db: DbOrTx, userId: string, wordId: string): Promise<boolean> {
  const deleted = await db.delete(words)
    .where(ownMyWord(userId, wordId))
    .returning({ id: words.id });
  return deleted.length > 0;
}
