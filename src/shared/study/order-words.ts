import { seededRandom, shuffle } from "./random";

export interface OrderOptions {
  /** Shuffle on: a random order, repeatable for the same seed (e.g. the collection id + a session value). */
  shuffle?: boolean;
  seed?: string | number;
}

/** freq_rank ascending with words without a rank last; ties keep their input order. */
export function compareByFreqRank(a: { freqRank: number | null }, b: { freqRank: number | null }): number {
  if (a.freqRank === b.freqRank) return 0;
  if (a.freqRank === null) return 1;
  if (b.freqRank === null) return -1;
  return a.freqRank - b.freqRank;
}

/** The study order: by freq_rank, or a seeded shuffle when Shuffle is on. Returns a copy. */
export function orderWords<T extends { freqRank: number | null }>(words: readonly T[], options: OrderOptions = {}): T[] {
  if (options.shuffle) return shuffle(words, seededRandom(options.seed ?? 0));
  // Array.prototype.sort is stable (ES2019), so equal ranks keep their order.
  return [...words].sort(compareByFreqRank);
}
