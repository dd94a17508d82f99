import { toPlain } from "./strip-niqqud";

/** The one-letter proclitics of Hebrew (and, the, in, as, to, from, that). */
const PROCLITICS = new Set(["ו", "ה", "ב", "כ", "ל", "מ", "ש"]);
const MAX_PREFIXES = 3;
const MIN_STEM = 2;

/**
 * The stems a Hebrew word may have once its proclitic letters are taken off, longest first:
 * "בראשית" → ["ראשית"], "ובבית" → ["בבית", "בית"]. The word itself is not included; niqqud is
 * stripped first. At most three letters are taken; a stem keeps two letters after one, three after more.
 */
export function prefixStems(word: string): string[] {
  const plain = toPlain(word);
  if (/\s/.test(plain)) return [];
  const stems: string[] = [];
  for (let i = 0; i < MAX_PREFIXES; i++) {
    // Two letters may stay after one proclitic ("בלב" → "לב"); after more, three.
    if (!PROCLITICS.has(plain[i]!) || plain.length - (i + 1) < (i === 0 ? MIN_STEM : MIN_STEM + 1)) break;
    stems.push(plain.slice(i + 1));
  }
  return stems;
}
