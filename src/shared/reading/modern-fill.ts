import { shortGloss } from "../dictionary/choose-gloss";
import { aramaicReadings, foundReadings } from "../hebrew/aramaic-readings";
import { prefixStems } from "../hebrew/split-prefixes";
import { toPlain } from "../hebrew/strip-niqqud";
import { particleGloss } from "./particle-gloss";

/**
 * The modern domain's collections filled offline: the words of a modern frequency
 * list (FrequencyWords' Hebrew subtitles, most frequent first) counted by lemma through Wiktionary's
 * Hebrew entries, each lemma once with its pointed head-word, gloss and part of speech — as the
 * biblical fill counts a text's words by lemma. Pure: the server reads the list and the entries.
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

/**
 * A list form's lemma: a preposition with a pronoun suffix (לי, בו) is its own word, glossed "to
 * me" (as the biblical fill glosses them) unless an entry has it as its head-word; otherwise the
 * entry of the form itself (its head-word, then an inflected form: כתבתי → כָּתַב), else of its stem
 * past the proclitics (בבית → בַּיִת), else of a reading past a suffix (שלומך → שָׁלוֹם). Null when
 * Wiktionary has none.
 */
export function chooseLemma(form: string, byPlain: ReadonlyMap<string, readonly WiktionaryEntry[]>): LemmaChoice | null {
  const plain = toPlain(form);
  const own = entriesOf(plain, byPlain);
  const particle = particleGloss(plain);
  if (particle && !own.some((e) => e.plain === plain)) return { kind: "particle", gloss: particle };
  if (own[0]) return { kind: "entry", entry: own[0] };
  for (const stem of prefixStems(plain)) {
    const found = entriesOf(stem, byPlain)[0];
    if (found) return { kind: "entry", entry: found };
  }
  const reading = foundReadings(plain, (f) => entriesOf(f, byPlain).length > 0).find((r) => r.cost > 0 && r.cost <= MAX_READING_COST);
  const entry = reading && entriesOf(reading.form, byPlain)[0];
  return entry ? { kind: "entry", entry } : null;
}

/**
 * The list's lemmas, most frequent first (a lemma counts where its most frequent form stands), each
 * once; forms without an entry are left out. A lemma already in the collection (its head-word
 * without niqqud in `skip`) or met before is flagged a duplicate; at most `count` new words are
 * returned, with the duplicates met before the last.
 */
export function modernFill(list: readonly FrequencyForm[], byPlain: ReadonlyMap<string, readonly WiktionaryEntry[]>, opts: { count: number; skip: ReadonlySet<string> }): ModernWord[] {
  const out: ModernWord[] = [];
  const taken = new Set<string>();
  let added = 0;
  for (const { form } of list) {
    if (added >= opts.count) break;
    const choice = chooseLemma(form, byPlain);
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
