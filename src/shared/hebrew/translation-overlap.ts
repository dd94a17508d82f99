/**
 * The translation beside the word: a reader who hesitates between two homographs looks at the
 * English printed beside the segment (Sefaria's William Davidson Talmud, whose literal translation
 * is in bold, and its Mishnah) and takes the word the translation speaks of. Pure: the lookup gives
 * the segment's English and the entries' glosses; these rules say how much they share.
 */
import { pointedAlike } from "./pointing-likeness";

/**
 * English words that say nothing of a word's meaning: articles, pronouns, auxiliaries and the
 * commonest prepositions, which stand in nearly every segment, and the lexicographers'
 * abbreviations. Particles that are a Hebrew or Aramaic word's own gloss stay ("until" עַד, "if"
 * אִי, "but" אֶלָּא, "all" כֹּל, "not" לָא, "between" בֵּין).
 */
const STOP_WORDS = new Set((
  "a an the and or of to in on at by for with from as is are was were be been being am it its itself this that these those "
  + "he she they him her them his hers their theirs we us our ours you your yours i me my mine myself himself herself themselves "
  + "which who whom whose what there here so do does did doing has have having had will would shall should can could may might must "
  + "thing things something anything "
  + "ch fr cmp comp ref refs pl sing sub prep adv adj conj interj part pron inf imper num esp prob opp var corr ed eds "
  + "same also used use uses usu denom trnsf lit cit"
).split(/\s+/).filter(Boolean));

/**
 * An English word's stem, stemmed simply: lower case, and the commonest inflectional endings off
 * (-s, -es, -ies, -ed, -ing, -ly, -er/-est of comparison are left: "priests" and "priest", "entered"
 * and "enter", "eating" and "eat" meet; "ate" and "eat" do not). Only content words reach it.
 */
export function stemEnglish(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    // English words are few and recur in every gloss and translation: each stemmed once (a bounded cache).
    if (stems.size >= MAX_STEMS) stems.clear();
    stems.set(word, (s = stemOf(word)));
  }
  return s;
}
const stems = new Map<string, string>();
const MAX_STEMS = 50_000;
function stemOf(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, "").replace(/['’]/g, "");
  if (w.length <= 3) return w;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|us|is)$/.test(w)) { /* "class", "status", "basis": no plural */ }
  else if (/(?:ches|shes|xes|sses|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s")) w = w.slice(0, -1);
  if (w.endsWith("ing") && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("ed") && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith("ly") && w.length > 5) w = w.slice(0, -2);
  // "entered" → "enter", "eating" → "eat", "recited" → "recit", "recite" → "recit": one final e off, a doubled consonant made single.
  if (w.endsWith("e") && w.length > 3) w = w.slice(0, -1);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(?:ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** The content words of a piece of English, stemmed, in order (read lazily: a caller may stop early). */
function* contentWords(text: string): Generator<string> {
  for (const m of text.toLowerCase().matchAll(/[a-z][a-z'’]*[a-z]|[a-z]/g)) {
    const raw = m[0].replace(/['’]s$/, "");
    if (raw.length < 2 || STOP_WORDS.has(raw)) continue;
    const s = stemEnglish(raw);
    if (s.length >= 2 && !STOP_WORDS.has(s)) yield s;
  }
}

/** How much a word of the translation's plain (not bold) part weighs, where the segment has bold parts. */
export const PLAIN_WEIGHT = 0.5;
/** Where the word's place is known: a literal-translation word far from it still weighs this much (the segment speaks of it). */
export const FAR_WEIGHT = 0.3;
/** A word's place in its segment: its index among the segment's words (from 0) and how many there are. */
export interface WordPlaceInSegment { index: number; count: number }

/** A segment's English as the reader sees it, in order: each word, stemmed when it is a content word, and whether it belongs to the literal translation. */
function englishTokens(english: string): readonly { stem: string | null; literal: boolean }[] {
  // A lookup reads its segment's English twice (the translation, the word's own): the last segment's are kept.
  if (lastTokens?.english !== english) lastTokens = { english, tokens: readEnglishTokens(english) };
  return lastTokens.tokens;
}
let lastTokens: { english: string; tokens: readonly { readonly stem: string | null; readonly literal: boolean }[] } | null = null;
function readEnglishTokens(english: string): { stem: string | null; literal: boolean }[] {
  const text = english
    .replace(/<sup[^>]*>.*?<\/sup>/gis, " ")
    .replace(/<i class="footnote"[^>]*>.*?<\/i>/gis, " ")
    .replace(/&[a-z]+;|&#\d+;/gi, " ");
  const hasBold = /<(?:b|strong)>/i.test(text);
  const out: { stem: string | null; literal: boolean }[] = [];
  const put = (part: string, literal: boolean) => {
    for (const m of part.replace(/<[^>]+>/g, " ").toLowerCase().matchAll(/[a-z][a-z'’]*[a-z]|[a-z]/g)) {
      const raw = m[0].replace(/['’]s$/, "");
      const s = raw.length < 2 || STOP_WORDS.has(raw) ? null : stemEnglish(raw);
      out.push({ stem: s && s.length >= 2 && !STOP_WORDS.has(s) ? s : null, literal });
    }
  };
  let last = 0;
  for (const m of text.matchAll(/<(b|strong)>(.*?)<\/\1>/gis)) {
    put(text.slice(last, m.index), false);
    put(m[2]!, true);
    last = m.index + m[0].length;
  }
  put(text.slice(last), !hasBold);
  return out;
}

/**
 * The content words of a segment's English, each with its weight: in a segment whose literal
 * translation is in bold (<b>, <strong>: the Talmud's Steinsaltz English), a bold word 1 and the
 * explanation around it `PLAIN_WEIGHT`; in a segment without bold (the Mishnah's), every word 1.
 * Footnotes and other markup are dropped. Null when there is no English (an Onkelos book imported
 * without one, a learner's own text): then nothing changes.
 *
 * Given the word's place in its segment (`at`), the literal translation is read as a reader lines it
 * up with the text: it follows the text's order, so the word's own translation stands near the same
 * share of the way through it (the 5th of 20 words near the first quarter of the bold words). A
 * literal word weighs 1 at that point, less the farther it stands (a bell of about two English words
 * per Hebrew word), never less than `FAR_WEIGHT`; the explanation weighs `FAR_WEIGHT` × `PLAIN_WEIGHT`.
 */
export function translationWords(english: string | null | undefined, at?: WordPlaceInSegment | null): Map<string, number> | null {
  if (!english || !/[A-Za-z]/.test(english)) return null;
  const tokens = englishTokens(english);
  const literal = tokens.filter((t) => t.literal);
  const out = new Map<string, number>();
  const put = (stem: string, weight: number) => out.set(stem, Math.max(out.get(stem) ?? 0, weight));
  const placed = at && at.count > 0 && literal.length > 0;
  // The English words per Hebrew word, and how far around its point a literal word still counts as its own.
  const ratio = placed ? literal.length / at.count : 0;
  const centre = placed ? ((at.index + 0.5) / at.count) * literal.length : 0;
  const spread = Math.max(2, 1.5 * ratio);
  let j = 0;
  for (const t of tokens) {
    const k = t.literal ? j++ : -1;
    if (!t.stem) continue;
    if (!placed) put(t.stem, t.literal ? 1 : PLAIN_WEIGHT);
    else if (t.literal) put(t.stem, Math.max(FAR_WEIGHT, Math.exp(-(((k + 0.5 - centre) / spread) ** 2) / 2)));
    else put(t.stem, FAR_WEIGHT * PLAIN_WEIGHT);
  }
  return out.size > 0 ? out : null;
}

/** A literal word this close to the word's point (its weight in `translationWords`) is read as the word's own translation. */
export const NEAR_WEIGHT = 0.8;
/** How many of an entry's first gloss words may meet the word's own translation. */
export const NEAR_GLOSS_WORDS = 6;

/**
 * The word's own translation, as a reader lines up the literal translation with the text: the
 * content words of the literal translation (the bold, or all of a translation without bold) that
 * stand at the word's point (`translationWords` with its place, weight ≥ `NEAR_WEIGHT`). Null without
 * English or a place.
 */
export function nearTranslation(english: string | null | undefined, at: WordPlaceInSegment | null | undefined): Set<string> | null {
  if (!at) return null;
  const t = translationWords(english, at);
  if (!t) return null;
  const near = new Set([...t].filter(([, w]) => w >= NEAR_WEIGHT).map(([stem]) => stem));
  return near.size > 0 ? near : null;
}

/** Whether one of an entry's first gloss words is the word's own translation (`nearTranslation`). */
export function glossMeetsTranslation(near: ReadonlySet<string> | null, definitions: readonly string[]): boolean {
  if (!near) return false;
  return glossWords(definitions).slice(0, NEAR_GLOSS_WORDS).some((g) => near.has(g.stem));
}

/** What `ownTranslationFirst` reads of an entry. */
/** `word`: the head-word as the panel shows it (a reference's own, for its target); `size`: how much the lexicon writes of it. */
export interface GlossedEntry { source: string; language: string; definitions: readonly string[]; word?: string; size?: number; verb?: boolean }

/**
 * The index of the entry a reader who checks the literal translation takes instead of the first
 * (-1: the first stays): when the segment's English (`translation`) says nothing of the first
 * entry's glosses, and another entry of the same lexicon and language says what the translation says
 * at the word's place (`near`): שַׁחַר 'dawn' where the first was the verb שָׁחַר and the translation
 * reads "dawn". Hebrew and Aramaic twins (אָמַר, אֲמַר) and the biblical lexicons' homographs keep the
 * order the pointing and the lexicons gave: the translation cannot tell them apart. Given the text's
 * stem (`pointedAs`), a first entry pointed as the text is passed only by another pointed so. In a verb
 * form's reading (`verbForm`: a perfect's ־תִּי, an imperfect, a participle), a first entry that is a verb
 * (`verb`) is passed only by a verb: לָמַדְתִּי 'I learned' is not לָמֵד 'accustomed', whatever "learned" says.
 */
export function ownTranslationFirst(entries: readonly GlossedEntry[], near: ReadonlySet<string> | null, translation: ReadonlyMap<string, number> | null, pointedAs: string | null = null, verbForm = false): number {
  const lead = entries[0];
  if (!near || !lead || glossMeetsTranslation(near, lead.definitions) || translationOverlap(translation, lead.definitions) > 0) return -1;
  // The text's pointing is the word's own evidence, the translation a paraphrase: an entry pointed as the text
  // (שָׁעָה 'hour' for מִשָּׁעָה) is not passed by one pointed otherwise (שַׁעְתָּא, whose gloss says "time"), unless that
  // one is the far commoner word (the title מַר 'Master', which the Talmud points מָר, before מָר 'hoe').
  const alike = pointedAs && lead.word !== undefined && pointedAlike(lead.word, pointedAs);
  const kind = verbForm && lead.verb === true;
  return entries.findIndex((e) => e.source === lead.source && e.language === lead.language && (!kind || e.verb === true) && glossMeetsTranslation(near, e.definitions)
    && (!alike || (e.word !== undefined && pointedAlike(e.word, pointedAs)) || (e.size ?? 0) > FAR_COMMONER * (lead.size ?? 0)));
}

/** How many times larger an entry must be to pass, by the translation, a first entry pointed as the text. */
const FAR_COMMONER = 2;
/** How many of an entry's gloss words are read: the first ones say what the word is; deep ones its uses. */
const GLOSS_WORDS = 24;
/** How fast a gloss word weighs less the deeper it stands (the k-th distinct word weighs 1 / (1 + k·GLOSS_DECAY)). */
const GLOSS_DECAY = 0.15;

/**
 * The content words of an entry's glosses (its definitions, Jastrow's English), stemmed, each once,
 * with the weight of its place: the first words 1, deeper ones less. Hebrew, citations and the
 * lexicon's abbreviations ("ch. same", "a. fr.", "v.") say nothing and are dropped.
 */
export function glossWords(definitions: readonly string[]): readonly { stem: string; weight: number }[] {
  // An entry's definitions are read once (by their text: a lookup reads each entry's for every reading and comparison
  // that weighs them, and the next lookups meet the common words' entries again); a bounded cache, emptied when full.
  const key = definitions.join("\u0000");
  const had = glossed.get(key);
  if (had) return had;
  const out = readGlossWords(definitions);
  if (glossed.size >= MAX_GLOSSED) glossed.clear();
  glossed.set(key, out);
  return out;
}
const glossed = new Map<string, readonly { readonly stem: string; readonly weight: number }[]>();
/** The entries whose gloss words are kept: a few pages' words (a Talmud page's lookups read a few thousand entries). */
const MAX_GLOSSED = 5_000;
function readGlossWords(definitions: readonly string[]): { stem: string; weight: number }[] {
  const seen = new Set<string>();
  const out: { stem: string; weight: number }[] = [];
  for (const d of definitions) {
    // A capitalised abbreviation with its dot (a book's "Ber.", a binyan's "Pa."): a citation or a label, not a gloss.
    const text = d.replace(/[\u0590-\u05FF]+/g, " ").replace(/\b[A-Z][a-z]{0,6}\./g, " ");
    for (const s of contentWords(text)) {
      if (seen.has(s)) continue;
      seen.add(s);
      out.push({ stem: s, weight: 1 / (1 + GLOSS_DECAY * out.length) });
      if (out.length >= GLOSS_WORDS) return out;
    }
  }
  return out;
}

/**
 * How much an entry's glosses share with the segment's English: each gloss word found in the
 * translation adds its place's weight times its weight in the translation (a bold word of the
 * literal translation 1, the explanation's 0.5). 0 without a translation.
 */
export function translationOverlap(translation: ReadonlyMap<string, number> | null, definitions: readonly string[]): number {
  if (!translation) return 0;
  let score = 0;
  for (const g of glossWords(definitions)) score += g.weight * (translation.get(g.stem) ?? 0);
  return score;
}
