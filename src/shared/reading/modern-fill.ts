import { shortGloss } from "../dictionary/choose-gloss";
import { readPartOfSpeech, type PosWord } from "../dictionary/part-of-speech";
import { aramaicReadings, foundReadings } from "../hebrew/aramaic-readings";
import { modernTransliteration } from "../hebrew/modern-transliteration";
import { prefixStems } from "../hebrew/split-prefixes";
import { stripCantillation } from "../hebrew/strip-cantillation";
import { toPlain } from "../hebrew/strip-niqqud";
import { modernOwnWord, modernParticle, type ModernLittleWord } from "./modern-particles";
import { looksLikeParticle } from "./particle-gloss";
import { everydaySenses } from "./sense-register";

/**
 * The modern domain's collections filled offline: the words of a modern frequency
 * list (FrequencyWords' Hebrew subtitles, most frequent first) counted by lemma through Wiktionary's
 * Hebrew entries, each lemma once with its pointed head-word, gloss and part of speech — as the
 * biblical fill counts a text's words by lemma; a suffixed preposition (לִי) glossed as one, and a word
 * only written like one (כִּי, כֵּן, בֵּן) as itself, from the project's table (modern-particles) where
 * Wiktionary lacks it, else BDB or Strong's. Every word as a modern collection shows it: pointed, a
 * transliteration in Wiktionary's modern style with the stress marked (shalóm, yéled, lánu; never
 * Strong's kîy: modernTransliteration where the entry has none in that style), a part of speech in the
 * collection's words ("conjunction", not BDB's "Conjunction"; "noun", not "Noun Masculine"), a gloss of
 * the everyday senses (no vulgar or slang sense beside another: sense-register). Pure: the server reads
 * the list and the entries.
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
  /** The lemma's pointed head-word (a suffixed preposition: as modern-particles points it). */
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
 * The list's first forms, where a word written like a little word is mostly that word: the top of a frequency list
 * is the language's function words, so a homograph there is read as one (תחת 608th: the preposition 'under', not the
 * noun 'bottom'; עם 18th: עִם 'with', not עַם 'people'; כן: the adverb 'yes', not the noun 'base'). Further down, the
 * entry with more everyday senses, as before.
 */
export const FREQUENT_FORMS = 1000;

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

/** A part of speech's head word (readPartOfSpeech's first), whatever lexicon wrote it: "Noun Masculine" is noun. */
const posHead = (pos: string | null): PosWord | null => readPartOfSpeech(pos ?? "")?.[0]?.[0] ?? null;

/** The closed classes: a frequent form is first one of these (עִם 'with'), then an adverb, adjective or interjection, then a noun or verb. */
const CLOSED_CLASSES = new Set<string>(["preposition", "conjunction", "pronoun", "particle", "objectMarker", "definiteArticle", "determiner", "numeral", "cardinal", "ordinal"]);
const MODIFIERS = new Set<string>(["adverb", "adjective", "interjection"]);
/**
 * A part of speech's place for a frequent form: the closed classes first; then an adverb, adjective or interjection
 * (כֵּן 'yes' before the noun 'base'; an adjective ties with its adverb, so טוֹב stays 'good', not 'well'); then the rest.
 */
function classRank(pos: string | null): number {
  const head = pos && (CLOSED_CLASSES.has(pos) || MODIFIERS.has(pos)) ? pos : posHead(pos);
  return head && CLOSED_CLASSES.has(head) ? 0 : head && MODIFIERS.has(head) ? 1 : 2;
}

/**
 * The entries of `form`, best first: the entry whose head-word it is before one it is an inflected
 * form of, common words before proper names, for a `frequent` form a little word before a noun or verb
 * (classRank), the entry with more everyday senses first, then by key.
 */
function entriesOf(form: string, byPlain: ReadonlyMap<string, readonly WiktionaryEntry[]>, frequent = false): WiktionaryEntry[] {
  return [...(byPlain.get(form) ?? [])].filter((e) => e.definitions.length > 0).sort((a, b) =>
    Number(a.plain !== form) - Number(b.plain !== form) || Number(a.isProperName) - Number(b.isProperName)
    || (frequent ? classRank(a.partOfSpeech) - classRank(b.partOfSpeech) : 0)
    || everydaySenses(b.definitions).length - everydaySenses(a.definitions).length || a.key.localeCompare(b.key));
}

export type LemmaChoice = { kind: "entry"; entry: WiktionaryEntry } | { kind: "particle"; word: ModernLittleWord };

/** Parts of speech of the little words that a frequency list's forms are first (כִּי 'that', not כִּי 'burning'). */
const FUNCTION_WORDS = new Set(["adverb", "conjunction", "preposition", "pronoun", "particle", "interjection", "objectMarker"]);

/**
 * The BDB or Strong's entry of a whole word (its head-word is `plain`), as a Wiktionary entry: common words
 * only, Hebrew before Aramaic, a little word (adverb, conjunction, preposition, pronoun, particle) before a
 * noun or verb of the same letters (כֵּן 'so', not כֵּן 'gnat'), BDB's short senses before Strong's, more
 * senses first. Its transliteration is the modern one of its head-word (modernTransliteration: כִּי ki, not
 * Strong's kîy). Null when none has a sense.
 */
export function wholeWordEntry(plain: string, lexicon: ReadonlyMap<string, readonly LexiconEntry[]>): WiktionaryEntry | null {
  const own = (lexicon.get(plain) ?? []).filter((e) => e.plain === plain && !e.isProperName && e.definitions.some((d) => d.trim() !== ""));
  const little = (e: LexiconEntry) => FUNCTION_WORDS.has(posHead(e.partOfSpeech) ?? "");
  const rank = (e: LexiconEntry) => [e.language === "hebrew" ? 0 : 1, little(e) ? 0 : 1, e.source === "bdb" ? 0 : 1, -e.definitions.length];
  const best = own.sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra.map((x, i) => x - rb[i]!).find((d) => d !== 0) ?? 0;
  })[0];
  if (!best) return null;
  const word = stripCantillation(best.word);
  return {
    key: `${best.source}:${word}`, word, plain, formsPlain: [], definitions: best.definitions, partOfSpeech: best.partOfSpeech,
    transliteration: modernTransliteration(word), isProperName: false,
  };
}

/** The project's own word (modern-particles' table) as an entry: כִּי 'because, that' where Wiktionary lacks it. */
function ownWordEntry(plain: string): WiktionaryEntry | null {
  const own = modernOwnWord(plain);
  return own && {
    key: `milim:${plain}`, word: own.hebrew, plain, formsPlain: [], definitions: [own.english], partOfSpeech: own.pos, transliteration: own.translit, isProperName: false,
  };
}

/** Wiktionary's parts of speech as the collections' words write them (parse-kaikki's names): the names of the other lexicons' heads. */
const POS_NAMES: Partial<Record<PosWord, string>> = {
  noun: "noun", substantive: "noun", verb: "verb", participle: "verb", adjective: "adjective", adverb: "adverb", pronoun: "pronoun",
  preposition: "preposition", conjunction: "conjunction", particle: "particle", objectMarker: "particle", interjection: "interjection",
  properName: "proper noun", definiteArticle: "article", cardinal: "numeral", ordinal: "numeral",
};
/** Wiktionary's own names, kept as they are. */
const WIKTIONARY_POS = new Set([...Object.values(POS_NAMES), "numeral", "determiner", "phrase", "prefix", "suffix", "root", "contraction"]);

/** A part of speech in the collections' words: Wiktionary's as it is, BDB's and Strong's by their head ("Noun Masculine" → noun); null for one not known. */
export function collectionPartOfSpeech(pos: string | null): string | null {
  if (!pos) return null;
  if (WIKTIONARY_POS.has(pos)) return pos;
  const alternatives = readPartOfSpeech(pos);
  const head = alternatives?.[0]?.find((w) => POS_NAMES[w]);
  return head ? POS_NAMES[head]! : null;
}

/**
 * A list form's lemma: a preposition with a pronoun suffix (לי, בו, כמוך) is its own word, pointed and
 * glossed as modern-particles teaches it (לִי 'to me', בּוֹ 'in it, in him'), whatever else has its letters
 * (לוּ 'if' is not the list's לו); a word only written like one (כי, כן, בן, לכן: looksLikeParticle) is the
 * entry whose head-word it is, Wiktionary's, else the project's (modernOwnWord), else BDB's or Strong's
 * (`lexicon`: wholeWordEntry), else nothing. Any other form: the entry of the form itself (its head-word, then
 * an inflected form: כתבתי → כָּתַב), else of its stem past the proclitics (בבית → בַּיִת), else of a reading
 * past a suffix (שלומך → שָׁלוֹם). Null when none has it. `frequent`: the form is among the list's first
 * FREQUENT_FORMS, where a little word's entry comes before a noun's or a verb's of the same letters.
 */
export function chooseLemma(form: string, byPlain: ReadonlyMap<string, readonly WiktionaryEntry[]>, lexicon: ReadonlyMap<string, readonly LexiconEntry[]> = new Map(), frequent = false): LemmaChoice | null {
  const plain = toPlain(form);
  const particle = modernParticle(plain);
  if (particle) return { kind: "particle", word: particle };
  const own = entriesOf(plain, byPlain, frequent);
  if (looksLikeParticle(plain)) {
    const entry = own.find((e) => e.plain === plain) ?? ownWordEntry(plain) ?? wholeWordEntry(plain, lexicon);
    return entry ? { kind: "entry", entry } : null;
  }
  if (own[0]) return { kind: "entry", entry: own[0] };
  for (const stem of prefixStems(plain)) {
    const found = entriesOf(stem, byPlain, frequent)[0];
    if (found) return { kind: "entry", entry: found };
  }
  const reading = foundReadings(plain, (f) => entriesOf(f, byPlain).length > 0).find((r) => r.cost > 0 && r.cost <= MAX_READING_COST);
  const entry = reading && entriesOf(reading.form, byPlain, frequent)[0];
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
 * once; forms without an entry are left out. Each word pointed, with a modern transliteration (its
 * entry's, else modernTransliteration's of its head-word), the collection's part of speech and a gloss of
 * its everyday senses. A lemma already in the collection (its head-word without niqqud in `skip`) or met
 * before is flagged a duplicate; at most `count` new words are returned, with the duplicates met before the last.
 */
export function modernFill(list: readonly FrequencyForm[], byPlain: ReadonlyMap<string, readonly WiktionaryEntry[]>, opts: {
  count: number; skip: ReadonlySet<string>;
  /** BDB's and Strong's entries of the words written like a suffixed preposition (wholeWordForms), by head-word. */
  lexicon?: ReadonlyMap<string, readonly LexiconEntry[]>;
}): ModernWord[] {
  const out: ModernWord[] = [];
  const taken = new Set<string>();
  let added = 0;
  for (const [i, { form }] of list.entries()) {
    if (added >= opts.count) break;
    const choice = chooseLemma(form, byPlain, opts.lexicon, i < FREQUENT_FORMS);
    if (!choice) continue;
    const word = choice.kind === "particle"
      ? { ...choice.word, lemmaKey: `particle:${toPlain(form)}` }
      : {
        hebrew: choice.entry.word, english: shortGloss(everydaySenses(choice.entry.definitions)),
        translit: choice.entry.transliteration ?? modernTransliteration(choice.entry.word), pos: collectionPartOfSpeech(choice.entry.partOfSpeech), lemmaKey: choice.entry.key,
      };
    if (!word.english) continue;
    if (taken.has(word.lemmaKey)) continue; // another form of a lemma already listed
    taken.add(word.lemmaKey);
    const isDuplicate = opts.skip.has(toPlain(word.hebrew));
    out.push({ ...word, freqRank: taken.size, isDuplicate });
    if (!isDuplicate) added++;
  }
  return out;
}
