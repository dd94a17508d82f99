import type { DictionarySource } from "../api/dictionary";
import { samePointing } from "../dictionary/choose-gloss";
import { readPartOfSpeech } from "../dictionary/part-of-speech";
import { babylonianAlike, compareBabylonian, type BabylonianFacts } from "./babylonian-pointing";
import type { FormLanguage } from "./form-language";
import { compareClauseHomographs } from "./clause-homographs";
import { shinSinDiffers } from "./shin-sin";
import { finalWeakParticiple } from "./final-weak-participle";
import { participleForms } from "./participle-forms";
import { vavVowelDiffers } from "./vav-vowel";
import { sameGlosses } from "./twin-entries";
import { closenessTo, isPointed, pointedAlikeTo, sameVowelsAs } from "./pointing-likeness";
import type { PointingFacts } from "./quoted-pointing";
import { comparePointingThrough } from "./reference-form";
import { inflectsRegularly } from "./regular-plurals";

/**
 * How the reader's panel orders what it found for a tapped word, by the kind of text the
 * word stands in: the Tanakh's biblical Hebrew (BDB and Strong's first, as before), the Mishnah's
 * rabbinic Hebrew, and the Aramaic of the Talmud and the Targum (Jastrow first in both). Pure: the
 * lookup gives the facts (entries, frequencies), these rules decide.
 */
export type TextKind = "tanakh" | "mishnah" | "aramaic";

/** A book's category as the lookup reads it: Tanakh, Mishnah (and Midrash, Tosefta: rabbinic Hebrew), Talmud and Targum (Aramaic). */
export function textKindOf(category: string | null | undefined): TextKind | null {
  if (!category) return null;
  if (category === "Tanakh") return "tanakh";
  if (category === "Mishnah" || category === "Midrash" || category === "Tosefta") return "mishnah";
  if (category === "Talmud" || category === "Targum") return "aramaic";
  return null;
}

export const isRabbinic = (kind: TextKind | null): kind is "mishnah" | "aramaic" => kind === "mishnah" || kind === "aramaic";

const BIBLICAL_ORDER: Record<DictionarySource, number> = { bdb: 0, strongs: 1, "sefaria-aramaic": 2, jastrow: 3, "kaikki-aramaic": 4, "kaikki-hebrew": 5 };
const RABBINIC_ORDER: Record<DictionarySource, number> = { jastrow: 0, "sefaria-aramaic": 0, "kaikki-aramaic": 1, bdb: 2, strongs: 3, "kaikki-hebrew": 4 };

/** The order of the lexicons: Jastrow (and the Aramaic lexicons) first in the Talmud, the Mishnah and the Targum; BDB and Strong's first elsewhere. */
export const sourceRank = (kind: TextKind | null, source: DictionarySource): number => (isRabbinic(kind) ? RABBINIC_ORDER : BIBLICAL_ORDER)[source];

/** What the ranking reads of an entry. */
export interface RankedEntry {
  source: DictionarySource;
  sourceId: string;
  /** The head-word as the lexicon points it. */
  word: string;
  wordPlain: string;
  isProperName: boolean;
  referenceTo: string | null;
  definitions: readonly string[];
  /** The entry's language ("aramaic": Jastrow's ch. entries) and part of speech ("m.", "f.", "verb"…; Jastrow leaves a verb's empty). */
  language: string;
  partOfSpeech: string | null;
  /** The head-words and other forms as the lexicon points them (Jastrow's plurals, binyanim's forms). */
  pointedForms: readonly string[];
  /**
   * A verb's head-words as the lexicon points them, not its binyanim's forms (absent: as `pointedForms`): a quoted
   * word's own form pointed as the text (shared/hebrew/quoted-pointing), where a derived stem's form (the Af. אַרְבַּע of
   * רְבַע 'to lie') is not the word a numeral's or a noun's head-word pointed alike is (אַרְבַּע 'four').
   */
  ownForms?: readonly string[];
  /** The entry's other head-words as the lexicon points them (Jastrow's "כְּדִי, כַּדִּי (כְּדֵי)"): variants of the word itself, not its plurals. */
  headWords: readonly string[];
  /**
   * How much the lexicon says of the word (characters of its definitions, forms and citations): the
   * lexicographers wrote most about the words most used, so among homographs the larger entry is
   * the likelier (Jastrow's אֲתָא 'to come', 2,426, before אָתָא 'letter', 93).
   */
  size: number;
  /**
   * How often the lexicon quotes the entry from texts of the kind the word stands in (Jastrow's
   * quotations, shared/hebrew/jastrow-citations; absent where unknown): among homographs, the word
   * in use there (כֵּן 'so' before כֵּן 'base' in the Gemara).
   */
  uses?: number;
  /** How often the lexicon quotes the entry from any text (absent where unknown): 0, a rare word (shared/hebrew/quoted-pointing). */
  quoted?: number;
  /** Reached through a cross-reference (its `word` is the reference's head-word): one step from the text's word, as another head-word is. */
  throughReference?: boolean;
  /**
   * What the entry's glosses share with the English printed beside the word's segment
   * (shared/hebrew/translation-overlap; absent where the text has no translation): among entries and
   * readings of comparable cost, the one the translation speaks of.
   */
  overlap?: number;
  /**
   * How strongly a parallel text speaks for the entry (the Targum's Hebrew verse, shared/hebrew/parallel-verse#decisiveStep;
   * absent or 0 elsewhere): strong agreement decides before the pointing, between entries of one language (Jastrow's
   * Hebrew פָּרַשׁ 'to divide' does not pass his Aramaic פְּרַשׁ, the Targum's word, whose glosses say less).
   */
  decisive?: number;
  /**
   * How surely the entry quotes the very passage the word stands in (shared/hebrew/cited-passage: 2 the passage,
   * 1 its folio's other side or its chapter; absent where unknown): among homographs, the one quoted from this line.
   */
  cites?: number;
}

/** Overlaps of the translation within one step of this count as alike: a stray shared word does not decide. */
export const OVERLAP_STEP = 0.5;
const overlapStep = (e: RankedEntry) => Math.floor((e.overlap ?? 0) / OVERLAP_STEP);


/** A definition that only points elsewhere ("ch. same.", "v. אֲמַר"), or is blank: the entry says nothing of its own. */
const POINTER = /^(?:\(?ch\.\)? ?same\.?|same\.?|v\. .*|pl\. of .*|constr\.)$/;
const saysNothing = (e: RankedEntry) => e.definitions.length === 0 || e.definitions.every((d) => !d.trim() || POINTER.test(d.trim()));
/** The part of speech's head words, read once per text (shared/dictionary/part-of-speech: BDB's "Verb", Strong's "n-m", Jastrow's "m."). */
const headsOf = new Map<string, Set<string>>();
function posHeads(partOfSpeech: string | null | undefined): Set<string> {
  const text = partOfSpeech ?? "";
  let heads = headsOf.get(text);
  if (!heads) headsOf.set(text, (heads = new Set((readPartOfSpeech(text) ?? []).map((words) => words[0]!))));
  return heads;
}
/** The first of a lexicon's alternatives ("v n-m": a verb, and a noun of the same letters) names what the entry is. */
const firstHead = (partOfSpeech: string | null | undefined) => [...posHeads(partOfSpeech)][0];
/** A noun (or a name) by its part of speech: Jastrow's m. / f., BDB's "Noun …" and "Proper Name …", Strong's n-… and n. */
const isNoun = (e: Pick<RankedEntry, "isProperName" | "partOfSpeech">) => e.isProperName || /^(?:[mf]\.|n\.|noun|pr\. ?n)/.test(e.partOfSpeech ?? "")
  || firstHead(e.partOfSpeech) === "noun" || firstHead(e.partOfSpeech) === "properName";
/**
 * A verb, by its part of speech ("v.", "verb", BDB's "Verb", Strong's "v") or, where the lexicon leaves it empty (Jastrow's
 * verbs), by a first definition that starts "to …" (after a binyan's name: "Pa. to invite").
 */
export const isVerb = (e: Pick<RankedEntry, "isProperName" | "partOfSpeech" | "definitions">): boolean => !isNoun(e)
  && (/^(?:v\b|vb|verb)/.test(e.partOfSpeech ?? "") || firstHead(e.partOfSpeech) === "verb" || /^(?:[A-Z][a-z]+\.\s*)?to\s/.test(e.definitions[0]?.trim() ?? ""));

/**
 * The kind of word a reading calls for: a verb form's reading (a participle, an infinitive…) a verb;
 * a word after the article or the prepositions ב and כ a noun (הַשַּׁחַר 'the dawn', never 'to be black').
 */
export type WordClass = "verb" | "noun";

/** How close (pointingCloseness) a pointed head-word must be to the text's pointing to pass an unpointed root in the Mishnah. */
const NEAR_POINTING = 0.5;
/** A head-word ending in ־ֵי (Jastrow's final-weak roots: כְּלֵי, שְׁהֵי). */
const TSERE_YOD = /\u05B5\u05D9$/;

/**
 * The order of a reading's entries (negative: `a` first). In every kind of text: the entries a
 * table names first (`preferred`: a particle's, an abbreviation's), those with a definition before
 * cross-references and empty ones, the head-word before an entry found by another of its forms.
 * In the Tanakh (and without a book): the homograph pointed as the text points `stem` first, then
 * BDB, Strong's, the rest. In rabbinic texts: in pointed text, the entry of the text's first
 * lexicon whose head-word is pointed as the text points the word (`pointedAlike`) before all others
 * (אָדָם 'man' before אָדַם 'to be red', even a cross-reference: כְּדֵי 'in order to' before כְּדִי 'when'), its own
 * head-word before another of its head-words; the homograph the lexicon quotes from the passage read (`cites`); then entries that only point elsewhere ("ch.
 * same.") after the rest, a proper name after the common words, an unpointed head-word never before
 * a pointed one of the same letters (Jastrow's root entries: אני 'to oppress' after אֲנִי 'I'), for a
 * verb reading (`verb`) a verb before a noun, then before any other word (שָׂרַף 'to burn' before שָׂרָף 'serpent'); then Jastrow before the biblical lexicons; then in
 * the Mishnah its Hebrew entry before the Aramaic one (the Talmud mixes both), the homograph pointed
 * most like the text, and the larger entry (the common word) first.
 * `heads`: head-words (plain) whose entries come first outside rabbinic texts, where no table
 * names entries by id: a preposition's when the word is that preposition with a pronoun ending
 * (לו: the page ל־ 'to', which holds לוֹ among its forms, before the homograph לוּ 'if').
 * `babylonian`: the word stands in the Babylonian Talmud, whose a-vowels its editors point in their own tradition
 * (shared/hebrew/babylonian-pointing: מָר 'master', not Jastrow's מָר 'hoe').
 * `clause`: the language of the word's clause (shared/hebrew/clause-language): where the form says nothing, it orders a word's twins.
 */
export function compareEntries(kind: TextKind | null, stem: string, form: string, preferred: readonly string[] = [], expect: WordClass | null = null, heads: readonly string[] = [], tongue: FormLanguage | null = null, namePlace = false, babylonian = false, clause: FormLanguage | null = null): EntryComparator {
  const rabbinic = isRabbinic(kind);
  const pref = (e: RankedEntry) => {
    const i = preferred.indexOf(e.sourceId);
    return i < 0 || (e.source !== "jastrow" && e.source !== "sefaria-aramaic") ? preferred.length : i;
  };
  const pointedText = isPointed(stem);
  // In the Mishnah's Hebrew, a verb headed as Jastrow heads a final-weak root, in ־ֵי (כְּלֵי 'to call'), is never the text's
  // word as pointed (its Hebrew forms end in ־ָה, ־ֶה): its pointing is no evidence (כְּלֵי 'vessels of' is כְּלִי's).
  const aramaicRoot = (e: RankedEntry) => kind === "mishnah" && TSERE_YOD.test(e.word) && verb(e);
  // The text's pointing, read once for every head-word it is compared with.
  const closeToStem = pointedText ? closenessTo(stem) : null;
  const sameAsStem = pointedText ? sameVowelsAs(stem) : null;
  const alikeToStem = pointedAlikeTo(stem);
  const closeness = new Map<RankedEntry, number>();
  const close = (e: RankedEntry) => {
    let c = closeness.get(e);
    if (c === undefined) closeness.set(e, (c = closeToStem && !aramaicRoot(e) ? Math.max(0, ...e.pointedForms.map(closeToStem)) : 0));
    return c;
  };
  const exactness = new Map<RankedEntry, number>();
  const exact = (e: RankedEntry) => {
    let c = exactness.get(e);
    if (c === undefined) exactness.set(e, (c = sameAsStem && !aramaicRoot(e) ? Math.max(0, ...e.pointedForms.map(sameAsStem)) : 0));
    return c;
  };
  // In the lexicons read first in the text (Jastrow's in rabbinic texts): the entry whose own head-word
  // is pointed as the text is, else one of whose other head-words is (shared/hebrew/quoted-pointing weighs them,
  // and a quoted entry's form pointed alike against a never quoted homograph's head-word). A biblical lexicon's
  // homograph pointed alike (BDB's בֵּית 'between') does not pass Jastrow's word (בַּיִת, whose בֵּית it is);
  // an entry reached through a reference pointed alike counts as another head-word: Jastrow's
  // Hebrew כֹּל 'all' before his Aramaic כּוֹל reached through the reference כָּל 'ch., v. כּוֹל';
  // another head-word counts only in an entry found by its own (not בֵּיתָא 'night-lodging', also written בֵּית).
  const alikeness = new Map<RankedEntry, PointingFacts | null>();
  const alike = (e: RankedEntry) => {
    let c = alikeness.get(e);
    if (c === undefined) {
      // A verb's head-word is its perfect, which never follows the article or ב / כ (הַשָּׁחַר is not שָׁחַר 'to be black').
      // An entry that says nothing and refers nowhere (a cross-reference's blank target) is no match, however pointed.
      const notAlike = !pointedText || sourceRank(kind, e.source) > 0 || (expect === "noun" && verb(e)) || aramaicRoot(e) || (empty(e) && e.referenceTo === null);
      c = notAlike ? null : {
        head: alikeToStem(e.word) ? (e.throughReference ? "other" : "own") : e.wordPlain === form && e.headWords.some(alikeToStem) ? "other" : "none",
        // An Aramaic final-weak verb's participle (shared/hebrew/final-weak-participle: קָרֵי of קְרֵי) is its form too.
        // And so are a strong verb's participles and a CָCִיC word's reduced forms (shared/hebrew/participle-forms: פָּרֵישׁ of פְּרַשׁ, צְרִיכָא of צָרִיךְ).
        formAlike: (e.ownForms ?? e.pointedForms).some(alikeToStem) || (kind === "aramaic" && verb(e) && alikeToStem(finalWeakParticiple(e.word) ?? ""))
          || (kind === "aramaic" && participleForms(e.word, verb(e)).some(alikeToStem)),
        uses: e.uses, quoted: e.quoted,
      };
      alikeness.set(e, c);
    }
    return c ?? NOT_ALIKE;
  };
  // The Babylonian Talmud's a-vowels (shared/hebrew/babylonian-pointing): an entry the pointing names but for them.
  const babylonianness = new Map<RankedEntry, BabylonianFacts>();
  const babylonianFacts = (e: RankedEntry) => {
    let c = babylonianness.get(e);
    if (c === undefined) {
      const facts = alike(e);
      babylonianness.set(e, (c = { exact: facts.head === "own", near: alikeness.get(e) !== null && babylonianAlike(e.word, stem), uses: e.uses, kind: noun(e) ? "noun" : verb(e) ? "verb" : "other" }));
    }
    return c;
  };
  // The text's own language first: the Mishnah is Hebrew; the Talmud mixes both, so neither is preferred there.
  const language = kind === "mishnah" ? "hebrew" : null;
  // An entry's facts read by regular expressions, once per entry (a sort compares each entry many times).
  const empty = perEntry(saysNothing);
  const unpointed = perEntry((e) => !isPointed(e.word));
  const noun = perEntry(isNoun);
  const verb = perEntry(isVerb);
  // The text's shin or sin, and its ו's vowel (shared/hebrew/vav-vowel: כְּבוֹד is not כִּבּוּד), are its letters.
  const otherShin = perEntry((e) => shinSinDiffers(e.word, stem) || vavVowelDiffers([e.word, ...e.headWords], stem, babylonian));
  // Jastrow's Hebrew and Aramaic twins: one lexicon's entries of the same letters and kind of word, of the two languages;
  // verbs of one root are (his Hebrew verb's first gloss may be a sense his Aramaic one lacks), other words when their glosses
  // share a word or one only points to the other (shared/hebrew/twin-entries: אִי 'if' and אֵי 'where?' are two words).
  const twins = (a: RankedEntry, b: RankedEntry) => a.source === b.source && a.language !== b.language && a.wordPlain === b.wordPlain
    && verb(a) === verb(b) && noun(a) === noun(b) && (verb(a) || empty(a) || empty(b) || sameGlosses(a.definitions, b.definitions));
  // (An entry reached through a reference is found by the form as its twin is: Jastrow's מָצָא, מְצָא 'v. מצי I' leads to his ch. מְצִי.)
  const languageTwins = (a: RankedEntry, b: RankedEntry) => a.source === b.source && a.language !== b.language
    && (a.wordPlain === b.wordPlain || !!a.throughReference || !!b.throughReference)
    && !a.isProperName && !b.isProperName && verb(a) === verb(b) && (verb(a) || empty(a) || empty(b) || sameGlosses(a.definitions, b.definitions));
  // Homographs of the two languages both pointed as the text (shared/hebrew/clause-homographs).
  const homograph = (e: RankedEntry) => ({ ...e, verb: verb(e), pointedAlike: alike(e).head !== "none" || alike(e).formAlike });
  if (!rabbinic) {
    return withSteps([
      ["table", (a, b) => pref(a) - pref(b) || Number(!heads.includes(a.wordPlain)) - Number(!heads.includes(b.wordPlain))],
      ["reference", (a, b) => Number(a.referenceTo !== null) - Number(b.referenceTo !== null)],
      ["empty", (a, b) => Number(a.definitions.length === 0) - Number(b.definitions.length === 0)],
      ["head-word", (a, b) => Number(a.wordPlain !== form) - Number(b.wordPlain !== form)],
      ["pointing", (a, b) => Number(!samePointing(a.word, stem)) - Number(!samePointing(b.word, stem))],
      ["lexicon", (a, b) => sourceRank(kind, a.source) - sourceRank(kind, b.source)],
      ["id", (a, b) => a.sourceId.localeCompare(b.sourceId)],
    ]);
  }
  const steps: EntryStep[] = [
    ["table", (a, b) => pref(a) - pref(b)],
    ["parallel", (a, b) => (a.language === b.language ? (b.decisive ?? 0) - (a.decisive ?? 0) : 0)],
    // The form's own grammar names its language (shared/hebrew/form-language): Jastrow's Hebrew אָמַר for אוֹמֵר,
    // his Aramaic סְבַר for קָסָבַר, whatever the head-words' pointing (the Babylonian text points סָבַר as Hebrew does).
    ["morphology", (a, b) => (tongue && twins(a, b) ? Number(a.language !== tongue) - Number(b.language !== tongue) : 0)],
    // Where the form says nothing, the language of its clause (shared/hebrew/clause-language): a word's Hebrew and Aramaic
    // entries, even where only one is marked a noun (Jastrow's תַּשְׁלוּם m. and his ch. one), as the clause speaks.
    ["clause", (a, b) => (!tongue && clause && languageTwins(a, b) ? Number(a.language !== clause) - Number(b.language !== clause) : 0)
      || (tongue ? 0 : compareClauseHomographs(homograph(a), homograph(b), clause))],
    // The text's shin or sin is its letter (shared/hebrew/shin-sin): a head-word with the other is another word.
    ["letters", (a, b) => (pointedText ? Number(otherShin(a)) - Number(otherShin(b)) : 0)],
    // (A rare homograph's head-word pointed alike weighs less than a quoted word's form: shared/hebrew/quoted-pointing.)
    ["pointing", (a, b) => (babylonian && pointedText ? compareBabylonian(babylonianFacts(a), babylonianFacts(b)) : 0) || comparePointingThrough(a, b, alike)],
    // The homograph Jastrow quotes from this very passage (shared/hebrew/cited-passage: הֲרֵי I 'aspect, case' from B. Kam. I, 1);
    // a Hebrew and an Aramaic twin, one word quoted from the Mishnah and the Gemara of the same page (אָמַר, אֲמַר), later.
    ["passage", (a, b) => (a.source === b.source && !twins(a, b) ? (b.cites ?? 0) - (a.cites ?? 0) : 0)],
    ["reference", (a, b) => Number(a.referenceTo !== null) - Number(b.referenceTo !== null)],
    ["empty", (a, b) => Number(empty(a)) - Number(empty(b))],
    // A proper name after the common words, except where the text puts a name (shared/hebrew/name-context: רַבִּי יוֹסֵי, רַבָּה בַּר…),
    // even one headed by the form itself: the name מַעֲשַׂי is not the word of שֶׁמַּעֲשָׂיו, whose מַעֲשֶׂה holds the form.
    ["name", (a, b) => (namePlace ? -1 : 1) * (Number(a.isProperName) - Number(b.isProperName))],
    ["head-word", (a, b) => Number(a.wordPlain !== form) - Number(b.wordPlain !== form)],
    // A form two entries hold: the one it regularly inflects first (shared/hebrew/regular-plurals: כֹּהֲנִים of כֹּהֵן, not of כֹּהֲנִי).
    ["inflection", (a, b) => (a.wordPlain === form ? 0 : Number(!inflectsRegularly(a.wordPlain, form)) - Number(!inflectsRegularly(b.wordPlain, form)))],
    // In the Mishnah's pointed text, only a pointed head-word near the text's pointing passes an unpointed root (הוֹי 'woe' does not pass הוי 'to be' for הֱוֵי).
    ["unpointed", (a, b) => {
      const d = Number(unpointed(a)) - Number(unpointed(b));
      return d === 0 || kind !== "mishnah" || !pointedText || close(d > 0 ? b : a) >= NEAR_POINTING ? d : 0;
    }],
    ["class", (a, b) => (expect === "verb" ? Number(noun(a)) - Number(noun(b)) || Number(!verb(a)) - Number(!verb(b)) : expect === "noun" ? Number(verb(a)) - Number(verb(b)) : 0)],
    ["lexicon", (a, b) => sourceRank(kind, a.source) - sourceRank(kind, b.source)],
    ["language", (a, b) => (language && a.source === b.source ? Number(a.language !== language) - Number(b.language !== language) : 0)],
    // Jastrow's Hebrew verb and his Aramaic one of the same letters (אָמַר, אֲמַר 'ch. same') mean the same: the
    // translation cannot tell them apart, only which glosses each lists first; it decides between words of one language.
    // Twins' quotations of the passage after the Mishnah's language (the Gemara quotes its Aramaic twin from the same page).
    ["passage", (a, b) => (a.source === b.source && twins(a, b) ? (b.cites ?? 0) - (a.cites ?? 0) : 0)],
    ["translation", (a, b) => (a.language === b.language ? overlapStep(b) - overlapStep(a) : 0)],
    ["closeness", (a, b) => close(b) - close(a)],
    ["exactness", (a, b) => exact(b) - exact(a)],
    ["size", (a, b) => (a.source === b.source ? (b.uses ?? 0) - (a.uses ?? 0) || b.size - a.size : 0)],
    ["id", (a, b) => a.sourceId.localeCompare(b.sourceId)],
  ];
  return withSteps(steps);
}

/** An entry the text's pointing does not name (or a lexicon not read first, or unpointed text). */
const NOT_ALIKE: PointingFacts = { head: "none", formAlike: false };

/** A pure fact of an entry, worked out once per entry by this comparator. */
function perEntry(fact: (e: RankedEntry) => boolean): (e: RankedEntry) => boolean {
  const known = new Map<RankedEntry, boolean>();
  return (e) => {
    let v = known.get(e);
    if (v === undefined) known.set(e, (v = fact(e)));
    return v;
  };
}

/**
 * The rules `compareEntries` weighs in rabbinic texts, by name, in order: the first that tells two
 * entries apart decides (shared/hebrew/entry-doubt reads which one did, and how surely).
 */
export type EntryStepName = "table" | "parallel" | "morphology" | "clause" | "letters" | "pointing" | "reference" | "empty" | "head-word" | "inflection" | "name" | "unpointed" | "class"
  | "lexicon" | "language" | "translation" | "passage" | "closeness" | "exactness" | "size" | "id";
type EntryStep = readonly [EntryStepName, (a: RankedEntry, b: RankedEntry) => number];
/** An entry comparator that also says which of its steps decides between two entries (null: none, the same entry). */
export type EntryComparator = ((a: RankedEntry, b: RankedEntry) => number) & { decidedBy: (a: RankedEntry, b: RankedEntry) => EntryStepName | null };
function withSteps(steps: readonly EntryStep[]): EntryComparator {
  const compare = (a: RankedEntry, b: RankedEntry): number => {
    for (const [, step] of steps) {
      const d = step(a, b);
      if (d !== 0) return d;
    }
    return 0;
  };
  return Object.assign(compare, { decidedBy: (a: RankedEntry, b: RankedEntry) => steps.find(([, step]) => step(a, b) !== 0)?.[0] ?? null });
}
