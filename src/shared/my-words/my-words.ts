import type { BookCategory } from "../api/books";
import type { DictionaryEntry, DictionaryLookup, WordReading } from "../api/dictionary";
import { chapterLabel, type AddressType } from "../books/chapter-label";
import { shortGloss } from "../dictionary/choose-gloss";
import { glossKind } from "../dictionary/gloss-kind";
import { namedVerbForm, withNamedForm } from "../dictionary/named-form";
import { readingEndingGloss } from "../hebrew/pronoun-particles";

/**
 * "Add to my words": a word tapped in the reader is saved to the learner's own private
 * collection "My words" in the book's domain, created on first use.
 */
export const MY_WORDS_SLUG = "my-words";
export const MY_WORDS_NAME = "My words";
/** After the domain's shared collections in its tabs (they are ordered 1, 2, 3…). */
export const MY_WORDS_ORDER = 1000;

/** The vocabulary domain of a book's words: the Tanakh's are biblical, the Talmud's aramaic, the Mishnah's mishna. */
export const BOOK_DOMAINS: Readonly<Record<BookCategory, string>> = { Tanakh: "biblical", Talmud: "aramaic", Mishnah: "mishna", Targum: "aramaic" };

export function domainOfBook(category: string | null): string | null {
  return category !== null && Object.hasOwn(BOOK_DOMAINS, category) ? BOOK_DOMAINS[category as BookCategory] : null;
}

/** Where the word was met, as the reader shows it: "Genesis 1:1", "Berakhot 2a:3". */
export function contextRef(bookTitle: string, chapter: number, addressType: AddressType, verse: number): string {
  return `${bookTitle} ${chapterLabel(chapter, addressType)}:${verse}`;
}

export interface ReaderGloss {
  /** The entry the gloss is taken from (POST /api/my-words saves its gloss, checked to be one the lookup gives for the word). */
  entryId: string;
  english: string;
  translit: string | null;
}

/** The readings of a lookup as the panel shows them: the first (`reading`, `entries`), then `moreReadings`. */
export function lookupReadings(lookup: Pick<DictionaryLookup, "reading" | "entries" | "moreReadings">): { reading: WordReading | null; entries: DictionaryEntry[] }[] {
  return [{ reading: lookup.reading, entries: lookup.entries }, ...(lookup.moreReadings ?? [])];
}

/**
 * The gloss saved from the word panel for the reading the learner chose (`reading`: 0 for the first,
 * 1… for `moreReadings`): the first entry shown of that reading that has a definition (for the first
 * reading, the lemma's entries come first, then those of the reading), as a short gloss of its first
 * senses (or, given `entryId`, that entry of the reading, which the learner chose); the transliteration is that entry's, or else,
 * among the lemma's entries (the same word), the first one's (BDB's entry has none, Strong's of the same word has); never
 * another word's. null when no entry shown has a definition.
 * The gloss names the verb form the entry lists the tapped word as (savedGloss: אֵימָא 'to say, speak, think (imper.)').
 * A reading that is a particle with a pronoun ending has its own English, saved with its particle's entry: לֵיהּ 'to him', not
 * the preposition's 'unto, to, toward, for' (shared/hebrew/pronoun-particles#readingEndingGloss); no transliteration (the
 * entry's is the bare preposition's).
 */
export function readerGloss(lookup: Pick<DictionaryLookup, "entries" | "lemma"> & Partial<Pick<DictionaryLookup, "word" | "reading" | "moreReadings">>, reading = 0, entryId?: string): ReaderGloss | null {
  const groups = reading === 0 ? [lookup.lemma?.entries ?? [], lookup.entries] : [lookup.moreReadings?.[reading - 1]?.entries ?? []];
  const own = readingEndingGloss(reading === 0 ? lookup.reading : lookup.moreReadings?.[reading - 1]?.reading);
  // The entry the learner chose among the reading's (two close meanings: the lookup's `closeEntryId`), else the first with a definition.
  const chosen = entryId === undefined ? undefined : groups.find((g) => g.some((e) => e.id === entryId && hasDefinition(e)));
  for (const group of chosen ? [chosen] : groups) {
    const entry = (chosen && group.find((e) => e.id === entryId)) || group.find((e) => hasDefinition(e));
    if (!entry) continue;
    // The particle's own English, with an entry of the reading (not the lemma's).
    if (own && group === groups.at(-1)) return { entryId: entry.id, english: own, translit: null };
    const english = savedGloss(entry, lookup.word ?? "");
    if (!english) continue;
    // Another entry's transliteration only within the lemma's entries (the same word in BDB and Strong's):
    // the entries of a reading are other words of its letters (Jastrow's פָּרֵישׁ is not Strong's פָּרָשׁ 'pârâsh').
    const sameWord = reading === 0 && group === groups[0] && group.length > 0;
    const translit = entry.transliteration ?? (sameWord ? group.find((e) => e.transliteration)?.transliteration : null) ?? null;
    return { entryId: entry.id, english, translit };
  }
  return null;
}

/**
 * The gloss saved for an entry: a short gloss of its first senses that say what it means ("" when none does). A grammatical
 * label or a pointer alone is no meaning (shared/dictionary/gloss-kind: Jastrow's "fut.", "Pa.", "pl. constr.", "v. זְבַן Pa."):
 * it is never saved, and an entry of only such senses is one with no meaning (the save refuses it: my_words_entry_no_meaning).
 */
export const entryGloss = (entry: Pick<DictionaryEntry, "definitions">): string => shortGloss(entry.definitions.filter((d) => glossKind([d]) !== "label"));

/**
 * The gloss saved for an entry of a tapped word: entryGloss, with the verb form the entry's text lists the word as
 * (shared/dictionary/named-form: Jastrow's "fut. יֵימָא, imper. אֵימָא" under אֲמָא: אֵימָא 'to say, speak, think (imper.)').
 */
export const savedGloss = (entry: Pick<DictionaryEntry, "definitions"> & { details?: { notes?: readonly string[] } | null }, word: string): string =>
  withNamedForm(entryGloss(entry), namedVerbForm(entry.details?.notes ?? [], word));

/** Whether an entry has a definition at all (a meaning or only a label): the first such entry shown is the one a gloss is taken from. */
export const hasDefinition = (e: Pick<DictionaryEntry, "definitions">): boolean => e.definitions.some((d) => d.trim() !== "");
