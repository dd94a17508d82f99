/**
 * Section labels (chapters "1", "12"; Talmud pages "2a", "2b", "10a"; or free text) sorted for the
 * section filter row: distinct, non-empty values; labels that start with a number
 * come first, by that number, then by what follows it ("2" < "2a" < "2b" < "10a"); every other
 * label follows, alphabetically. The order is total and deterministic for any mix of inputs.
 */
const LEADING_NUMBER = /^(\d+)(.*)$/s;

interface SectionKey { raw: string; num: number | null; rest: string }

function keyOf(raw: string): SectionKey {
  const m = LEADING_NUMBER.exec(raw);
  if (!m) return { raw, num: null, rest: raw.toLowerCase() };
  // Very long digit runs still compare correctly as numbers up to 2^53; beyond that the raw
  // string tie-break keeps the order deterministic.
  return { raw, num: Number(m[1]), rest: (m[2] ?? "").trim().toLowerCase() };
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
// Made on first use: building an ICU collator takes ~100 ms on a slow phone, and a page importing
// this module (the collection page) need not pay it before its first sort.
let collator: Intl.Collator | undefined;

export function compareSections(a: string, b: string): number {
  const ka = keyOf(a);
  const kb = keyOf(b);
  if (ka.num !== null && kb.num !== null) {
    if (ka.num !== kb.num) return ka.num - kb.num;
    const rest = byCodePoint(ka.rest, kb.rest);
    if (rest !== 0) return rest;
    return byCodePoint(a, b);
  }
  if (ka.num !== null) return -1;
  if (kb.num !== null) return 1;
  return (collator ??= new Intl.Collator("en", { sensitivity: "base" })).compare(a, b) || byCodePoint(a, b);
}

/** Distinct non-empty section values, sorted with compareSections. */
export function sortSections(values: Iterable<string | null | undefined>): string[] {
  const distinct = new Set<string>();
  for (const v of values) {
    const t = v?.trim();
    if (t) distinct.add(t);
  }
  return [...distinct].sort(compareSections);
}

/**
 * The distinct sorted sections of a list of words (the row is hidden when there is none). A section that
 * only names the word's own tractate (a Mishna word filed as "Berakhot" in tractate Berakhot) is the
 * tractate row's, not a section of its own.
 */
export function sectionsOf(words: Iterable<{ section: string | null; subcategory?: string | null }>): string[] {
  const out: (string | null)[] = [];
  for (const w of words) if (w.section?.trim() !== w.subcategory?.trim()) out.push(w.section);
  return sortSections(out);
}

/** The distinct sorted tractates (subcategory) of a list of words (mishna's tractate row). */
export function tractatesOf(words: Iterable<{ subcategory: string | null }>): string[] {
  const out: (string | null)[] = [];
  for (const w of words) out.push(w.subcategory);
  return sortSections(out);
}
