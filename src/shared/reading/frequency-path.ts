/**
 * A reading path by frequency: "Learn the N most frequent words of Genesis: you will
 * know X % of its words".
 *
 * A book's tokens are counted by unit: its lemma (Strong's number, "H559") where the book has
 * OpenScriptures' morphology, else its plain form (the first of a book_chapter_words row's forms).
 * The N words offered are the N most frequent units the learner does not know yet (learners expect
 * "N new words", and a path that offered words already known would promise nothing): ties go to the
 * unit met first in the text. X is the share of the book's tokens the learner would know with
 * their known units plus those N.
 */

/** The sizes offered. */
/** The reading path over every imported Tanakh book together: its scope in requests, its title in names. */
export const BIBLE_SCOPE = "bible";
export const BIBLE_TITLE = "the Hebrew Bible";

export const FREQUENCY_PATH_SIZES = [50, 100, 200, 500] as const;
export type FrequencyPathSize = (typeof FREQUENCY_PATH_SIZES)[number];
export const MAX_FREQUENCY_PATH_SIZE = 500;

/** One unit of a text: how many tokens it has, and where it is first met (a sortable place). */
export interface FrequencyUnit {
  unit: string;
  count: number;
  first: number;
  /** A lemma unit's homonym most of its words name ("c" for H3651's כֵּן 'so'), where they name one. */
  homonym?: string | null;
}

/** The `n` most frequent units, most frequent first; ties to the one met first, then by name. */
export function topUnits<U extends FrequencyUnit>(units: readonly U[], n: number): U[] {
  return [...units]
    .sort((a, b) => b.count - a.count || a.first - b.first || (a.unit < b.unit ? -1 : a.unit > b.unit ? 1 : 0))
    .slice(0, Math.max(0, n));
}

/** A share of tokens as a percentage with one decimal (0 for an empty text), never rounded up to 100 before it is. */
export function percentOf(part: number, total: number): number {
  if (total <= 0) return 0;
  const tenths = Math.floor((1000 * part) / total + 1e-9);
  return tenths / 10;
}

export interface FrequencyOffer {
  /** The size asked for (50, 100, 200, 500). */
  size: number;
  /** How many new words it holds: fewer than `size` when fewer remain unknown. */
  words: number;
  /** Tokens known with the learner's known units and these words. */
  knownTokens: number;
  percent: number;
}

/**
 * The offer for each size: `unknown` are the units the learner does not know (any order),
 * `knownTokens` the tokens of the units they know, `totalTokens` all the text's tokens. A size that
 * would hold no more words than the one before (fewer remain unknown) is not offered again: a
 * chapter with 169 new words offers 50, 100 and "the 169", not "the 169" twice.
 */
export function frequencyOffers(totalTokens: number, knownTokens: number, unknown: readonly FrequencyUnit[], sizes: readonly number[] = FREQUENCY_PATH_SIZES): FrequencyOffer[] {
  const ranked = topUnits(unknown, Math.max(0, ...sizes));
  const cumulative = [0];
  for (const u of ranked) cumulative.push(cumulative.at(-1)! + u.count);
  const offers = sizes.map((size) => {
    const words = Math.min(size, ranked.length);
    const known = knownTokens + cumulative[words]!;
    return { size, words, knownTokens: known, percent: percentOf(known, totalTokens) };
  });
  return offers.filter((o, i) => i === 0 || o.words > offers[i - 1]!.words);
}

/** The slug of a learner's path collection: "genesis-top-100", "hebrew-bible-top-50". */
export function frequencyPathSlug(title: string, size: number): string {
  const base = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "book";
  return `${base}-top-${size}`;
}

/** Its name: "The 100 most frequent words of Genesis". */
export const frequencyPathName = (title: string, size: number): string => `The ${size} most frequent words of ${title}`;

/** Its description as the fill writes it. */
export const frequencyPathDescription = (title: string): string => `The words of ${title} you did not know when you filled it, most frequent first`;

/**
 * What identifies a learner's path collection, kept with it when it is filled (its metadata's readingPath, migration
 * 0040): the title its name was made from ("Genesis", "the Hebrew Bible") and the size. The interface names it by this
 * in the learner's language (client/lib/collection-label), never by its English name.
 */
export interface ReadingPathKey { title: string; size: number }

/**
 * The path a collection is: a learner's own collection whose key is kept with it and whose name is still the one the
 * fill gave it. Null for any other collection, and for one the learner renamed since (its name is theirs now).
 */
export function readingPathOf(c: { name: string; ownerId: string | null; readingPath?: ReadingPathKey | null }): ReadingPathKey | null {
  const key = c.readingPath;
  if (c.ownerId === null || !key) return null;
  return c.name === frequencyPathName(key.title, key.size) ? key : null;
}
