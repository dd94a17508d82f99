import { MY_WORDS_NAME, MY_WORDS_SLUG } from "@/shared/my-words/my-words";
import { HEBREW_BOOK_NAMES } from "@/shared/books/importable-titles";
import { builtInCollectionOf, type BuiltInCollection } from "@/shared/texts/built-in-collections";
import { hebrewNameOfOrder } from "@/shared/texts/mishnah-orders";
import { collectionDisplayDescription, collectionDisplayName } from "@/shared/study/display-name";
import { BIBLE_TITLE, frequencyPathDescription, readingPathOf, type ReadingPathKey } from "@/shared/reading/frequency-path";
import { bookTitle, sayWithTitle } from "@/client/lib/book-title";
import { getInterfaceLocale, m, type Locale } from "@/client/lib/i18n";

/**
 * A collection's name and description as the interface shows them. The learner's "My words" is
 * created by the server under its English name and description (server/modules/my-words/queries.ts),
 * one row for every language: the interface names it in the learner's language, as the reader's
 * "Added to My words" does, instead of showing a Hebrew or French learner the English. A built-in
 * collection (shared/texts/built-in-collections, by its domain and slug) is named from the catalogue
 * in the learner's language — in English exactly as the spec has it ("Daily 1000" shown as "Daily").
 * A learner's reading-path collection ("The 50 most frequent words of Genesis") is named by the key kept with it (the
 * title its name was made from and the size: shared/reading/frequency-path#readingPathOf), as the reading path's offer
 * names it. Every other collection is named by whoever made it, and reads as written (collectionDisplayName).
 */

/** What the callers know of a collection: at least its name; its slug, domain and owner where they have them. */
export interface CollectionNaming { name: string; slug?: string; domain?: string; ownerId?: string | null; readingPath?: ReadingPathKey | null }

/** The learner's own "My words": by its slug where the caller has it, else by its stored name. */
function isMyWords({ name, slug }: CollectionNaming): boolean {
  return name === MY_WORDS_NAME && (slug === undefined || slug === MY_WORDS_SLUG);
}

function builtIn(c: CollectionNaming): BuiltInCollection | null {
  return c.slug !== undefined && c.domain !== undefined && c.ownerId !== undefined
    ? builtInCollectionOf({ name: c.name, slug: c.slug, domain: c.domain, ownerId: c.ownerId })
    : null;
}

/** A built-in collection's name in `locale`: a tractate or an order keeps its transliterated name but in Hebrew. */
function builtInName(b: BuiltInCollection, locale: Locale): string {
  const options = { locale };
  switch (b.kind) {
    case "daily": return m.collection_builtin_daily(undefined, options);
    case "siddur": return m.collection_builtin_siddur(undefined, options);
    case "book": return bookTitle(b.name, locale);
    // Avot is in the library's list as Pirkei Avot (פרקי אבות).
    case "tractate": return (locale === "he" && HEBREW_BOOK_NAMES.get(b.name === "Avot" ? "Pirkei Avot" : b.name)) || b.name;
    case "order": return (locale === "he" && hebrewNameOfOrder(b.name)) || b.name;
  }
}

function readingPath(c: CollectionNaming): ReadingPathKey | null {
  return c.ownerId !== undefined ? readingPathOf({ name: c.name, ownerId: c.ownerId, readingPath: c.readingPath }) : null;
}

/** The text a path is of in `locale`, as the reading path's offer calls it: the Bible from the catalogue, a book by its Hebrew title in Hebrew. */
function pathTitle(key: ReadingPathKey, locale: Locale): string {
  if (key.title === BIBLE_TITLE) return m.reading_path_bible_title(undefined, { locale });
  return (locale === "he" && HEBREW_BOOK_NAMES.get(key.title)) || bookTitle(key.title, locale);
}

/** A message that names the text a path is of, elided as French writes it. */
const sayPath = (key: ReadingPathKey, locale: Locale, say: (title: string) => string): string => sayWithTitle(pathTitle(key, locale), say, locale);

const pathSize = (key: ReadingPathKey, locale: Locale) => new Intl.NumberFormat(locale).format(key.size);

function builtInDescription(b: BuiltInCollection, locale: Locale): string {
  const options = { locale };
  const name = builtInName(b, locale);
  switch (b.kind) {
    case "daily": return m.collection_builtin_daily_description(undefined, options);
    case "siddur": return m.collection_builtin_siddur_description(undefined, options);
    case "book": return m.collection_builtin_book_description({ book: name }, options);
    case "tractate": return m.collection_builtin_tractate_description({ tractate: name }, options);
    case "order": return m.collection_builtin_order_description({ order: name }, options);
  }
}

export function collectionLabel(c: CollectionNaming, locale: Locale = getInterfaceLocale()): string {
  if (isMyWords(c)) return m.my_words_title(undefined, { locale });
  const path = readingPath(c);
  if (path) return sayPath(path, locale, (title) => m.reading_path_collection_name({ size: pathSize(path, locale), title }, { locale }));
  const b = builtIn(c);
  return b ? builtInName(b, locale) : collectionDisplayName(c.name);
}

export function collectionDescriptionLabel(c: CollectionNaming & { description: string | null | undefined }, locale: Locale = getInterfaceLocale()): string {
  if (isMyWords(c)) return m.my_words_description(undefined, { locale });
  const path = readingPath(c);
  if (path && c.description === frequencyPathDescription(path.title)) {
    return sayPath(path, locale, (title) => m.reading_path_collection_description({ title }, { locale }));
  }
  const b = builtIn(c);
  return b && c.description === b.description ? builtInDescription(b, locale) : collectionDisplayDescription(c.description);
}
