import { samePointing, shortGloss } from "../dictionary/choose-gloss";
import { readPartOfSpeech } from "../dictionary/part-of-speech";
import { aramaicReadings, foundReadings } from "../hebrew/aramaic-readings";
import { prefixStems } from "../hebrew/split-prefixes";
import { stripCantillation } from "../hebrew/strip-cantillation";
import { toPlain } from "../hebrew/strip-niqqud";
import { looksLikeParticle, particleGloss } from "./particle-gloss";

/**
 * The modern domain's collections filled offline: the words of a modern frequency
 * list (FrequencyWords' Hebrew subtitles, most frequent first) counted by lemma through Wiktionary's
 * Hebrew entries, each lemma once with its pointed head-word, gloss and part of speech — as the
 * biblical fill counts a text's words by lemma; a suffixed preposition (לִי) glossed as one, and a word
 * only written like one (כִּי, כֵּן, בֵּן) as itself, from BDB or Strong's where Wiktionary lacks it. Pure:
 * the server reads the list and the entries.
 */

/** One form of the frequency list. */
export interface FrequencyForm { form: string; count: number }

/** A Wiktionary Hebrew entry as the fill reads it: `plain` its head-word's letters, `formsPlain` its other forms'. */
export interface WiktionaryEntry {
  key: string;
  word: string;
  plain: string;
  formsPlain: string[];
  definitions: string[];
  partOfSpeech: string | null;
  transliteration: string | null;
  isProperName: boolean;
}

/**
 * A BDB or Strong's entry by its head-word (`plain`): the gloss of a word of its own written like a suffixed
 * preposition (כִּי, כֵּן, בֵּן) where Wiktionary Hebrew has none.
 */
export interface LexiconEntry {
  source: string;
  word: string;
  plain: string;
  definitions: string[];
  partOfSpeech: string | null;
  transliteration: string | null;
  language: "hebrew" | "aramaic";
  isProperName: boolean;
}

export interface ModernWord {
  /** The lemma's pointed head-word (a suffixed preposition: the form as written). */
  hebrew: string;
  english: string;
  translit: string | null;
  pos: string | null;
  /** The lemma's place among the list's lemmas, 1-based. */
  freqRank: number;
  /** The entry's key, or particle:<form>: one word per lemma. */
  lemmaKey: string;
  isDuplicate: boolean;
}

/** Readings past the proclitics and the suffixes cost at most this (aramaicReadings' steps): שלומך → שלום. */
const MAX_READING_COST = 2;

/**
 * The list's forms in order: a line is `form count`; forms that are not Hebrew words (subtitle
 * noise: `i`, `font`, `rlm`) and single letters are skipped.
 */
export function readFrequencyList(text: string): FrequencyForm[] {
  const out: FrequencyForm[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [form, count] = line.trim().split(/\s+/);
    if (!form || !/^[\u05D0-\u05EA]{2,}$/.test(form)) continue;
    out.push({ form, count: Number(count) || 0 });
  }
  return out;
}

/** Every plain form the fill may look a list form up by: itself, its stems past proclitics, its cheap readings. */
export function modernLookupForms(forms: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const f of forms) {
    out.add(toPlain(f));
    for (const s of prefixStems(f)) out.add(s);
    for (const r of aramaicReadings(f)) if (r.cost <= MAX_READING_COST) out.add(r.form);
  }
  return [...out];
}

/** The entries by every plain form they are found by (head-word and inflected forms). */
export function indexEntries(entries: readonly WiktionaryEntry[]): Map<string, WiktionaryEntry[]> {
  const byPlain = new Map<string, WiktionaryEntry[]>();
  for (const e of entries) {
    for (const p of new Set([e.plain, ...e.formsPlain])) byPlain.set(p, [...(byPlain.get(p) ?? []), e]);
  }
  return byPlain;
}

/**
 * The entries of `form`, best first: the entry whose head-word it is before one it is an inflected
 * form of, common words before proper names, the entry with more senses first, then by key.
 */
function entriesOf(form: string, byPlain: ReadonlyMap<string, readonly WiktionaryEntry[]>): WiktionaryEntry[] {
  return [...(byPlain.get(form) ?? [])].filter((e) => e.definitions.length > 0).sort((a, b) =>
    Number(a.plain !== form) - Number(b.plain !== form) || Number(a.isProperName) - Number(b.isProperName)
    || b.definitions.length - a.definitions.length || a.key.localeCompare(b.key));
}

export type LemmaChoice = { kind: "entry"; entry: WiktionaryEntry } | { kind: "particle"; gloss: string };

/** Parts of speech of the little words that a frequency list's forms are first (כִּי 'that', not כִּי 'burning'). */
const FUNCTION_WORDS = new Set(["adverb", "conjunction", "preposition", "pronoun", "particle", "interjection", "objectMarker"]);

/**
 * The BDB or Strong's entry of a whole word (its head-word is `plain`), as a Wiktionary entry: common words
 * only, Hebrew before Aramaic, a little word (adverb, conjunction, preposition, pronoun, particle) before a
 * noun or verb of the same letters (כֵּן 'so', not כֵּן 'gnat'), BDB's short senses before Strong's, more
 * senses first. Its transliteration is Strong's of the same head-word. Null when none has a sense.
 */
export function wholeWordEntry(plain: string, lexicon: ReadonlyMap<string, readonly LexiconEntry[]>): WiktionaryEntry | null {
  const own = (lexicon.get(plain) ?? []).filter((e) => e.plain === plain && !e.isProperName && e.definitions.some((d) => d.trim() !== ""));
  const little = (e: LexiconEntry) => FUNCTION_WORDS.has(readPartOfSpeech(e.partOfSpeech ?? "")?.[0]?.[0] ?? "");
  const rank = (e: LexiconEntry) => [e.language === "hebrew" ? 0 : 1, little(e) ? 0 : 1, e.source === "bdb" ? 0 : 1, -e.definitions.length];
  const best = own.sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra.map((x, i) => x - rb[i]!).find((d) => d !== 0) ?? 0;
  })[0];
  if (!best) return null;
  const word = stripCantillation(best.word);
  const translit = best.transliteration ?? own.find((e) => e.transliteration && samePointing(e.word, best.word))?.transliteration ?? null;
  return {
    key: `${best.source}:${word}`, word, plain, formsPlain: [], definitions: best.definitions, partOfSpeech: best.partOfSpeech,
    transliteration: translit, isProperName: false,
  };
}

/**
 * A list form's lemma: a preposition with a pronoun suffix (לי, בו, כמוך) is its own word, glossed "to
 * me" (as the biblical fill glosses them: particleGloss), whatever else has its letters (לוּ 'if' is not the
 * list's לו); a word only written like one (כי, כן, בן, לכן: looksLikeParticle) is the entry whose head-word
 * it is, Wiktionary's, else BDB's or Strong's (`lexicon`: wholeWordEntry), else nothing. Any other form: the
 * entry of the form itself (its head-word, then an inflected form: כתבתי → כָּתַב), else of its stem past the
 * proclitics (בבית → בַּיִת), else of a reading past a suffix (שלומך → שָׁלוֹם). Null when none has it.
 */
export function chooseLemma(form: string, byPlain: ReadonlyMap<string, readonly WiktionaryEntry[]>, lexicon: ReadonlyMap<string, readonly LexiconEntry[]> = new Map()): LemmaChoice | null {
  const plain = toPlain(form);
  const particle = particleGloss(plain);
  if (particle) return { kind: "particle", gloss: particle };
  const own = entriesOf(plain, byPlain);
  if (looksLikeParticle(plain)) {
    const entry = own.find((e) => e.plain === plain) ?? wholeWordEntry(plain, lexicon);
    return entry ? { kind: "entry", entry } : null;
  }
  if (own[0]) return { kind: "entry", entry: own[0] };
  for (const stem of prefixStems(plain)) {
    const found = entriesOf(stem, byPlain)[0];
    if (found) return { kind: "entry", entry: found };
  }
  const reading = foundReadings(plain, (f) => entriesOf(f, byPlain).length > 0).find((r) => r.cost > 0 && r.cost <= MAX_READING_COST);
  const entry = reading && entriesOf(reading.form, byPlain)[0];
  return entry ? { kind: "entry", entry } : null;
}

/** The plain forms of the list that are looked up in BDB and Strong's too: the words written like a suffixed preposition. */
export function wholeWordForms(forms: Iterable<string>): string[] {
  return [...new Set([...forms].map(toPlain).filter(looksLikeParticle))];
}

/** BDB's and Strong's entries by their head-word's plain form. */
export function indexLexicon(entries: readonly LexiconEntry[]): Map<string, LexiconEntry[]> {
  const byPlain = new Map<string, LexiconEntry[]>();
  for (const e of entries) byPlain.set(e.plain, [...(byPlain.get(e.plain) ?? []), e]);
  return byPlain;
}

/**
 * The list's lemmas, most frequent first (a lemma counts where its most frequent form stands), each
 * once; forms without an entry are left out. A lemma already in the collection (its head-word
 * without niqqud in `skip`) or met before is flagged a duplicate; at most `count` new words are
 * returned, with the duplicates met before the last.
 */
export function modernFill(list: readonly FrequencyForm[], byPlain: ReadonlyMap<string, readonly WiktionaryEntry[]>, opts: {
  count: number; skip: ReadonlySet<string>;
  /** BDB's and Strong's entries of the words written like a suffixed preposition (wholeWordForms), by head-word. */
  lexicon?: ReadonlyMap<string, readonly LexiconEntry[]>;
}): ModernWord[] {
  const out: ModernWord[] = [];
  const taken = new Set<string>();
  let added = 0;
  for (const { form } of list) {
    if (added >= opts.count) break;
    const choice = chooseLemma(form, byPlain, opts.lexicon);
    if (!choice) continue;
    const word = choice.kind === "particle"
      ? { hebrew: form, english: choice.gloss, translit: null, pos: "preposition", lemmaKey: `particle:${form}` }
      : { hebrew: choice.entry.word, english: shortGloss(choice.entry.definitions), translit: choice.entry.transliteration, pos: choice.entry.partOfSpeech, lemmaKey: choice.entry.key };
    if (!word.english) continue;
    if (taken.has(word.lemmaKey)) continue; // another form of a lemma already listed
    taken.add(word.lemmaKey);
    const isDuplicate = opts.skip.has(toPlain(word.hebrew));
    out.push({ ...word, freqRank: taken.size, isDuplicate });
    if (!isDuplicate) added++;
  }
  return out;
}
