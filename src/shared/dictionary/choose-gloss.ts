import { aramaicReadings, foundReadings } from "../hebrew/aramaic-readings";
import { prefixStems } from "../hebrew/split-prefixes";
import { toPlain } from "../hebrew/strip-niqqud";
import { shortenGloss } from "./shorten-gloss";

/** A dictionary entry as the gloss chooser reads it. */
export interface GlossEntry {
  plain: string;
  /** The headword as the lexicon points it (used to choose among homographs: אֲשֶׁר "which" before אָשַׁר "go straight"). */
  word?: string;
  source: string;
  definitions: string[];
  transliteration: string | null;
  partOfSpeech: string | null;
  language: "hebrew" | "aramaic";
  isProperName: boolean;
}

export interface Gloss {
  /** The form that has the entry: the word itself or its stem once prefixes are taken off. */
  lemma: string;
  english: string;
  translit: string | null;
  pos: string | null;
}

/** The lexicons in the order their glosses are preferred: BDB's short senses, then Strong's, then the Aramaic lists. */
const SOURCE_ORDER = ["bdb", "strongs", "sefaria-aramaic", "jastrow", "kaikki-aramaic", "kaikki-hebrew"];
const MAX_GLOSS = 80;

/**
 * The first senses, without repeats, as one short gloss ("light, day-light, lightning"). A first sense
 * that already lists its synonyms is the gloss alone: Jastrow's אָמַר "to speak, think, say, relate",
 * not "…, to vow, devote"; BDB's חגל "hobble, hop", not "…, partridge" (the noun of the next sense).
 */
export function shortGloss(definitions: string[]): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const d of definitions) {
    // A sense's first clause: "water; figuratively, juice" is "water".
    const text = d.split(";")[0]!.replace(/\s+/g, " ").trim().replace(/[.;:,]+$/, "");
    if (!text || seen.has(text.toLowerCase())) continue;
    const next = [...parts, text].join(", ");
    if (parts.length > 0 && (next.length > MAX_GLOSS || parts.length >= 3 || parts[0]!.includes(", "))) break;
    seen.add(text.toLowerCase());
    parts.push(shortenGloss(text, MAX_GLOSS));
  }
  return parts.join(", ");
}

/**
 * The first sense of a long dictionary definition, as a flashcard gloss: Strong's "to say (used
 * with great latitude)" → "to say", "properly, the whole" → "the whole", "a sort, i.e. species,
 * kind" → "a sort". Parentheses, "properly," and what follows the first comma, semicolon or "i.e."
 * are dropped; a definition that is nothing else is kept whole (shortened).
 */
export function firstSense(definition: string): string {
  const text = definition
    .replace(/\([^()]*\)/g, " ")
    .replace(/^\s*(properly|literally|figuratively|specifically|generally|by implication)\s*,?\s*/i, "")
    .split(/[,;:]|\bi\.e\.|\bor rather\b/)[0]!
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.]+$/, "");
  return text || shortGloss([definition]);
}

/**
 * The gloss of a word met in a text: the entries of the word itself (niqqud stripped) or, when it
 * has none, of its stem once the proclitics are taken off (ו, ה, ב, כ, ל, מ, ש), longest stem
 * first. Among a form's entries: the one pointed as the text points it (dagesh aside), common words before proper names, the text's language first
 * (`language`), then BDB, Strong's, the Aramaic lists. The transliteration comes from any entry of
 * that form that has one (Strong's). Null when nothing has a definition.
 */
export function chooseGloss(word: string, entriesByPlain: ReadonlyMap<string, readonly GlossEntry[]>, language: "hebrew" | "aramaic" = "hebrew", morphology = false): Gloss | null {
  const defined = (form: string) => (entriesByPlain.get(form) ?? []).filter((e) => e.definitions.some((d) => d.trim() !== ""));
  const forms = [toPlain(word), ...prefixStems(word)];
  for (const [prefixes, form] of forms.entries()) {
    const gloss = glossOf(word, form, prefixes, defined(form), entriesByPlain, language);
    if (gloss) return gloss;
  }
  // The Talmud's and the Mishnah's words: the Aramaic and rabbinic readings, simplest first.
  if (!morphology) return null;
  const reading = foundReadings(word, (f) => defined(f).length > 0)[0];
  return reading ? glossOf(word, reading.form, reading.prefixPlain.length, defined(reading.form), entriesByPlain, language) : null;
}

/** The gloss of `form` (the word without its first `prefixes` letters, or a reading of it) from its entries. */
function glossOf(word: string, form: string, prefixes: number, entries: readonly GlossEntry[], entriesByPlain: ReadonlyMap<string, readonly GlossEntry[]>, language: "hebrew" | "aramaic"): Gloss | null {
  if (entries.length === 0) return null;
  const pointed = vowelKey(dropLetters(word, prefixes));
  const rank = (e: GlossEntry) => [
    e.word !== undefined && vowelKey(e.word) === pointed ? 0 : 1,
    e.isProperName ? 1 : 0,
    e.language === language ? 0 : 1,
    SOURCE_ORDER.indexOf(e.source) === -1 ? SOURCE_ORDER.length : SOURCE_ORDER.indexOf(e.source),
  ];
  const best = [...entries].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i]! - rb[i]!;
    return b.definitions.length - a.definitions.length;
  })[0]!;
  const all = entriesByPlain.get(form) ?? [];
  return {
    lemma: form,
    english: shortGloss(best.definitions),
    translit: best.transliteration ?? all.find((e) => e.transliteration)?.transliteration ?? null,
    pos: best.partOfSpeech ?? null,
  };
}

/** The Aramaic readings chooseGloss tries for a word (with `morphology`): at most this many steps. */
const MORPHOLOGY_MAX_COST = 3;

/**
 * Every form chooseGloss may look up for these words (to fetch their entries in one query); with
 * `morphology`, the simpler Aramaic and rabbinic readings too.
 */
export function glossLookupForms(words: Iterable<string>, morphology = false): string[] {
  const forms = new Set<string>();
  for (const w of words) {
    forms.add(toPlain(w));
    for (const s of prefixStems(w)) forms.add(s);
    if (morphology) for (const r of aramaicReadings(w)) if (r.cost <= MORPHOLOGY_MAX_COST) forms.add(r.form);
  }
  return [...forms];
}

/** The word without its first `letters` letters and their points. */
function dropLetters(word: string, letters: number): string {
  const chars = [...word.normalize("NFC")];
  let seen = 0;
  let i = 0;
  for (; i < chars.length; i++) {
    if (/[\u05D0-\u05EA]/.test(chars[i]!)) {
      if (seen === letters) break;
      seen++;
    }
  }
  return chars.slice(i).join("");
}

/**
 * True when a lexicon's headword is pointed as the text points the word (cantillation, meteg,
 * dagesh and rafe aside): among homographs, אֵת "mark of the accusative" for the text's אֵת, not
 * אַתְּ "thou".
 */
export const samePointing = (headword: string, textWord: string): boolean => vowelKey(headword) === vowelKey(textWord);

/** Letters and vowels only: no cantillation, meteg, dagesh or rafe (a prefix changes the dagesh of the stem). */
const vowelKey = (text: string) => text.normalize("NFC").replace(/[\u0591-\u05AF\u05BC\u05BD\u05BF\u05C4\u05C5]/g, "").replace(/\u05BE/g, " ").trim();
