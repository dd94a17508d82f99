import type { DictionaryEntry, DictionaryLookup, DictionaryLookupQuery, WordReading } from "../../../shared/api/dictionary";
import { contractedAlReadings, keptAlCost } from "../../../shared/hebrew/aramaic-al";
import { aramaicReadings, byFrequency, foundReadings, splitAfterLetters, type AramaicReading } from "../../../shared/hebrew/aramaic-readings";
import { withFinals } from "../../../shared/hebrew/final-letters";
import { formOfEntrySteps } from "../../../shared/dictionary/entry-forms";
import { withoutCopies } from "../../../shared/dictionary/lexicon-copies";
import { lemmaHomonym } from "../../../shared/dictionary/lexical-links";
import { finiteAfterPreposition, procliticSteps, readsNounForm, takesVerbPrefix, withHow, type HowStep } from "../../../shared/hebrew/reading-how";
import { segmentCandidates, segmentWord, type Segmentation } from "../../../shared/hebrew/segment-word";
import { wordLookupForms } from "../../../shared/hebrew/word-lookup-forms";
import { particleReading } from "../../../shared/hebrew/pronoun-particles";
import { verbReadings } from "../../../shared/hebrew/verb-forms";
import { hifilPerfectReadings } from "../../../shared/hebrew/hifil-perfect";
import { aramaicPerfectReadings, finalWeakPluralDiscount } from "../../../shared/hebrew/aramaic-perfect";
import { assimilatedNunReadings } from "../../../shared/hebrew/assimilated-nun";
import { formLanguage, PERFECT_WITH_SUFFIX, pointedAsPerfect, pointedAsPerfectWithSuffix, type FormLanguage } from "../../../shared/hebrew/form-language";
import { takesUnmarkedSuffix } from "../../../shared/hebrew/suffix-pointing";
import { endingAgainstPointing, takesVerbShuruk } from "../../../shared/hebrew/ending-pointing";
import { endingContradictions } from "../../../shared/hebrew/pointed-endings";
import { pointedAsNoun } from "../../../shared/hebrew/noun-pointing";
import { verbLanguage } from "../../../shared/hebrew/verb-language";
import { clauseLanguage } from "../../../shared/hebrew/clause-language";
import { withClauseTwins } from "../../../shared/hebrew/clause-twins";
import { inNamePlace } from "../../../shared/hebrew/name-context";
import { procliticPointing, sureProcliticPointing } from "../../../shared/hebrew/pointed-proclitics";
import { pleneReadings, sameDefectivePointing } from "../../../shared/hebrew/plene-readings";
import { hebrewQuotationCost, mishnahGrammarCost, participleDiscount, passiveDiscount, perfectDiscount, pluralSuffixCost, unpointedRootCost, verbOfNounsCost } from "../../../shared/hebrew/mishnah-readings";
import { doubledYodDiscount, mishnahVerbCost } from "../../../shared/hebrew/mishnah-verb-pointing";
import { aramaicPassiveDiscount } from "../../../shared/hebrew/aramaic-passive";
import { hollowVerbDiscount } from "../../../shared/hebrew/hollow-participle";
import { participleVowelDiscount } from "../../../shared/hebrew/aramaic-participle";
import { derivedParticipleDiscount } from "../../../shared/hebrew/derived-participle";
import { prefixWithoutVerbCost } from "../../../shared/hebrew/verb-prefix-entries";
import { passiveVowelDiscount } from "../../../shared/hebrew/passive-vowel";
import { cutPointingCost, keepsMappiq } from "../../../shared/hebrew/vowel-letters";
import { hiriqMarksProclitic } from "../../../shared/hebrew/proclitic-hiriq";
import { abbreviationReading, dropQuotationMarks } from "../../../shared/hebrew/rabbinic-abbreviations";
import { pointedAlike } from "../../../shared/hebrew/pointing-likeness";
import { isRabbinic, isVerb, textKindOf, type TextKind } from "../../../shared/hebrew/rank-readings";
import { CLOSE_COST, readingCost, type CandidateReading } from "../../../shared/hebrew/reading-cost";
import { hasHebrew, plainHebrew } from "../../../shared/hebrew/strip-niqqud";
import { inMishnahPassage } from "../../../shared/hebrew/talmud-passages";
import { inQuotedVerse } from "../../../shared/hebrew/quoted-verse";
import { citationCorpus, type Corpus } from "../../../shared/hebrew/jastrow-citations";
import { nearTranslation, ownTranslationFirst, translationWords, type WordPlaceInSegment } from "../../../shared/hebrew/translation-overlap";
import { verseWords } from "../../../shared/hebrew/verse-words";
import { citedPassage } from "../../../shared/hebrew/cited-passage";
import { type EntryDoubt } from "../../../shared/hebrew/entry-doubt";
import type { Db } from "../../db/client";
import { countFormOccurrences } from "../../db/word-occurrences";
import { runLookupStatement, type LookupRow } from "./lookup-queries";
import { withAlsoTargets, withSeeTargets } from "./see-targets";
import { byKind, byUse, NOUN_PREFIX, rankedEntry, rowsByForm, targumTranslation } from "./rank-lookup-rows";

/** A reading reached by cutting the word where its pointing shows a consonant for a vowel letter (or the reverse): as dear as a head-word pointed otherwise. */
const CUT_POINTING_DIFFERS = 0.75;
/** A reading that keeps a final הּ (mappiq) as a letter of its form: as dear as a step. */
const MAPPIQ_KEPT = 1;
/** A reading whose cut the text's pointing contradicts, per contradiction: as dear as a step. */
const POINTING_CONTRADICTS = 1;
/** Readings shown: the first with its entries, and at most two more. */
const READINGS_SHOWN = 3;

const entryOf = ({ wordPlain: _w, formsPlain: _f, via: _v, strong: _s, lemmaPrefix: _p, myWordId: _m, frequency: _n, bookCategory: _c, bookTitle: _b, passage: _q, english: _e, verseText: _t, parallel: _h, referenceUses: _u, seeAfter: _a, ...entry }: LookupRow): DictionaryEntry => entry as DictionaryEntry;

/** A found Aramaic reading as the panel shows it: the proclitics as written, the rest, and how. */
function presentReading(word: string, r: AramaicReading, firstEntry: LookupRow | undefined): WordReading {
  const [prefix, stem] = splitAfterLetters(word, r.prefixPlain.length);
  const stemPlain = plainHebrew(stem);
  const via = firstEntry ? formOfEntrySteps(firstEntry, r.form) : [];
  return { prefix, prefixPlain: r.prefixPlain, stem, stemPlain, ...(r.form !== stemPlain ? { form: r.form } : {}), ...withHow([...r.howSteps, ...via]) };
}

/** A word split after the proclitics OpenScriptures' analysis gives it (`prefixPlain`, the lemma's prefix: "וה", "" for none). */
function analysedSegmentation(word: string, prefixPlain: string): Segmentation {
  const [prefix, stem] = splitAfterLetters(word, prefixPlain.length);
  return { prefix, prefixPlain, stem, stemPlain: plainHebrew(stem) };
}

export { wordLookupForms };

/** The word at `position` (from 1, as the reader counts a verse's words) among the words of its verse. */
function segmentPlace(verseText: string, position: number): WordPlaceInSegment {
  const count = verseWords(verseText).filter((p) => p.kind === "word").length;
  return { index: Math.min(Math.max(position - 1, 0), Math.max(count - 1, 0)), count };
}

/**
 * A word tapped in the reader: one statement reads the entries of the word, of each stem its
 * proclitics may leave, and of each form the Aramaic and rabbinic morphology may reach
 * (shared/hebrew/aramaic-readings), by head-word or by another form of the entry (Jastrow's plurals
 * and binyanim); and of its lemma, given its place in a book with lemma data. The found Aramaic
 * readings are ranked by how often their form occurs as a word in the imported texts, then by
 * simplicity (`foundReadings`). The first reading is the Hebrew segmentation's when the lexicons hold
 * its stem (segmentWord, judged by the pointing) and no found reading's form occurs more often
 * (שיעלה: עלה before ש + יעלה), else the first found Aramaic reading; up to two more found readings
 * follow, each with its entries.
 */
export async function lookupWord(db: Db, userId: string, query: DictionaryLookupQuery): Promise<DictionaryLookup> {
  const word = dropQuotationMarks(query.word);
  if (!hasHebrew(word)) return { word, reading: null, entries: [], lemma: null, myWordId: null, analysis: null, occurrences: null };
  const forms = wordLookupForms(word);
  const place = query.book && query.chapter && query.verse && query.position
    ? { bookId: query.book, chapter: query.chapter, verse: query.verse, position: query.position, plain: plainHebrew(word), userId }
    : null;
  // The word's analysis, its lemma's occurrences and the page's passage markers are read by the same statement, and,
  // given the word's place, whether the learner's "My words" of the book's domain holds it already (the panel's button shows it).
  const { rows: statementRows, analysis, markers, myWordId, occurrences } = await runLookupStatement(db, forms, place);
  // The passage the word stands in, as Jastrow's quotations name it (shared/hebrew/cited-passage): each row weighs its own quotations of it.
  const passage = place ? citedPassage(statementRows[0]?.bookTitle, statementRows[0]?.bookCategory, place.chapter, place.verse) : null;
  // Each entry once: Sefaria's copy of a Jastrow entry found beside Jastrow's own is left out (shared/dictionary/lexicon-copies).
  const seen = withSeeTargets(withoutCopies(statementRows, (r) => r.via)).map((r) => ({ ...r, passage }));
  // A reference's entries after its first (Jastrow's "תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא"): never ranked, each shown right after the entry it follows.
  const rows = seen.filter((r) => r.seeAfter === undefined);
  const alsoRows = seen.filter((r) => r.seeAfter !== undefined);
  /** A reading's ranked rows as the panel shows them, each reference's other entries after its first, none of `shownAlready` among those. */
  const shown = (m: { reading: WordReading; rows: LookupRow[] }, shownAlready?: ReadonlySet<string>) =>
    withAlsoTargets(m.rows, alsoRows, m.reading.form ?? m.reading.stemPlain, shownAlready).map(entryOf);
  const formRows = rows.filter((r) => r.via === "form");
  const rowsOf = rowsByForm(formRows);
  const found = new Set(formRows.flatMap((r) => [r.wordPlain, ...(r.formsPlain ?? [])]));
  const lemmaRows = rows.filter((r) => r.via === "lemma").sort(byUse);
  const lemmaIds = new Set(lemmaRows.map((r) => r.id));
  const lemma = lemmaRows[0] ? { strong: lemmaRows[0].strong!, prefix: lemmaRows[0].lemmaPrefix ?? "", entries: lemmaRows.map(entryOf) } : null;
  const bookKind = lemmaRows.length > 0 || analysis?.strong ? "tanakh" : textKindOf(rows[0]?.bookCategory);
  // The Mishnah a Talmud page quotes is rabbinic Hebrew: its words are read as the Mishnah's.
  // And so is a verse it quotes between quotation marks (shared/hebrew/quoted-verse): biblical Hebrew, read by the Mishnah's Hebrew rules.
  const quoted = bookKind === "aramaic" && !!place && rows[0]?.bookCategory === "Talmud" && !!rows[0]?.verseText && inQuotedVerse(rows[0].verseText, place.position);
  const kind = bookKind === "aramaic" && place && ((markers.length > 0 && inMishnahPassage(markers, place.verse, place.position)) || quoted) ? "mishnah" : bookKind;
  const corpus = citationCorpus(kind, rows[0]?.bookCategory);
  // The English beside the word (the Talmud's and the Mishnah's segments from Sefaria): evidence among readings of comparable cost;
  // for a Targum, which comes without English, the glosses of the lemmas of the Hebrew verse it translates.
  const translation = isRabbinic(kind) ? translationWords(rows[0]?.english) ?? targumTranslation(rows[0]?.parallel, place?.position ?? null) : null;
  // The word's own translation, where the literal translation lines up with the text.
  const near = isRabbinic(kind) && place && rows[0]?.verseText ? nearTranslation(rows[0].english, segmentPlace(rows[0].verseText, place.position)) : null;
  const entriesOf = (stem: string, form: string, preferred: readonly string[] = [], heads: readonly string[] = []) => rowsOf(form).filter((r) => !lemmaIds.has(r.id)).sort(byKind(kind, stem, form, preferred, null, heads, corpus));

  const counts = JSON.parse(rows[0]?.frequency ?? "{}") as Record<string, number>;
  const frequency = (form: string) => counts[form] ?? 0;
  const ranked = foundReadings(word, (f) => found.has(f), frequency);
  // A candidate form's occurrences were counted by the statement; another form's are read alone.
  const occurrencesOf = async (form: string) => !place ? null
    : analysis?.strong ? { strong: analysis.strong, homonym: lemmaHomonym(analysis.lemma), form: null, count: analysis.count, books: analysis.books }
      : { strong: null, form, ...(occurrences[form] ? { count: occurrences[form][0], books: occurrences[form][1] } : await countFormOccurrences(db, form)) };
  const wordAnalysis = analysis && { strong: analysis.strong, lemma: analysis.lemma, morph: analysis.morph, parts: analysis.parts };
  if (isRabbinic(kind)) {
    // Where the Talmud's or the Mishnah's line puts a person's name (after רַבִּי, before בַּר: shared/hebrew/name-context).
    const namePlace = !!place && !!rows[0]?.verseText && corpus !== "targum" && inNamePlace(rows[0].verseText, place.position);
    // The language of the word's clause (shared/hebrew/clause-language); the Mishnah's, and a verse's, Hebrew where it says nothing.
    const clause = corpus === "targum" ? null : (place && rows[0]?.verseText ? clauseLanguage(rows[0].verseText, place.position) : null) ?? (kind === "mishnah" ? "hebrew" : null);
    const readings = byOwnTranslation(rabbinicReadings(word, kind, formRows.filter((r) => !lemmaIds.has(r.id)), frequency, corpus, translation, namePlace, clause), near, translation);
    const [first, ...others] = readings;
    const more = first ? otherEntries(first.rows, others) : [];
    // The occurrences are read while the entries are put as the panel shows them.
    const counted = occurrencesOf(first?.reading.form ?? first?.reading.stemPlain ?? plainHebrew(word));
    if (!first) return { word, reading: segmentWord(word, () => false), entries: [], lemma, myWordId, analysis: wordAnalysis, occurrences: await counted };
    const entries = shown(first);
    const firstIds = new Set(entries.map((e) => e.id));
    const moreReadings = more.map((m) => ({ reading: m.reading, entries: shown(m, firstIds) }));
    const rival = first.doubt ? first.rows[first.doubt.index] : undefined;
    return {
      word, reading: first.reading, entries, lemma, myWordId, analysis: wordAnalysis, occurrences: await counted,
      moreReadings,
      // A table's reading (an abbreviation, a particle) is sure; two readings by cost are close when their costs are.
      close: !first.tabled && more.length > 0 && (more[0]!.reading.cost ?? 0) - (first.reading.cost ?? 0) < CLOSE_COST,
      // Another word of the first reading nearly as likely as its first entry.
      ...(rival ? { closeEntryId: rival.id } : {}),
    };
  }
  // A word of a Tanakh book (or with OpenScriptures' analysis) is biblical Hebrew: its prefixes are read
  // by what the biblical lexicons (BDB, Strong's) hold, so that Jastrow's head-word בְּרֵאשִׁית does not
  // hide ב + רֵאשִׁית.
  const biblical = rows[0]?.bookCategory === "Tanakh" || lemmaRows.length > 0 || !!analysis?.strong;
  const biblicalForms = new Set(formRows.filter((r) => r.source === "bdb" || r.source === "strongs").map((r) => r.wordPlain));
  // Where OpenScriptures' analysis gives the word's proclitics, the reading splits the word there, whether or not its
  // lemma's lexicons are imported: Genesis 1:2's מְרַחֶפֶת is a Piel participle, read whole, not מ 'from' + רחפת.
  const analysedPrefix = analysis?.prefix ?? null;
  const hebrew = analysedPrefix !== null ? analysedSegmentation(word, analysedPrefix) : segmentWord(word, (plain) => (biblical ? biblicalForms : found).has(plain));
  const readings: { reading: WordReading; rows: LookupRow[] }[] = [];
  const addAramaic = (r: AramaicReading) => {
    const [, stem] = splitAfterLetters(word, r.prefixPlain.length);
    const rs = entriesOf(stem, r.form);
    readings.push({ reading: presentReading(word, r, rs[0]), rows: rs });
  };
  if (hebrew && found.has(hebrew.stemPlain)) {
    const top = ranked[0];
    if (!biblical && top && top.form !== hebrew.stemPlain && byFrequency({ form: hebrew.stemPlain, cost: hebrew.prefixPlain.length }, top, frequency) > 0) addAramaic(top);
    // A modern word that is a preposition with a pronoun ending (לו, שלי, אותו) reads as that
    // preposition before a homograph of its letters (לוּ 'if'), as a reader takes it (shared/hebrew/pronoun-particles).
    const particle = biblical ? null : particleReading(word, false);
    const heads = particle && particle.stemPlain === hebrew.stemPlain ? [particle.particle.head] : [];
    const rs = entriesOf(hebrew.stem, hebrew.stemPlain, [], heads);
    const how = procliticSteps(hebrew.prefixPlain, hebrew.stemPlain);
    const via = rs[0] ? formOfEntrySteps(rs[0], hebrew.stemPlain) : [];
    readings.push({ reading: { ...hebrew, ...withHow([...how, ...via]) }, rows: rs });
  }
  for (const r of ranked) {
    if (readings.length >= READINGS_SHOWN) break;
    if (readings.some((x) => (x.reading.form ?? x.reading.stemPlain) === r.form)) continue;
    if (analysedPrefix !== null && r.prefixPlain !== analysedPrefix) continue;
    addAramaic(r);
  }
  const [first, ...more] = readings;
  // Occurrences by lemma in the books with morphology; otherwise by the plain stem the lookup read.
  const counted = occurrencesOf((first?.reading ?? hebrew)?.stemPlain ?? plainHebrew(word));
  if (!first) return { word, reading: hebrew, entries: [], lemma, myWordId, analysis: wordAnalysis, occurrences: await counted };
  const entries = shown(first);
  const firstIds = new Set(entries.map((e) => e.id));
  const moreReadings = more.map((m) => ({ reading: m.reading, entries: shown(m, firstIds) }));
  return {
    word, reading: first.reading, entries, lemma, myWordId, analysis: wordAnalysis, occurrences: await counted,
    moreReadings,
  };
}

/**
 * The other readings as the panel shows them: without the entries the first reading shows already (a reference
 * that leads to one of them, Jastrow's מוּר 'imperat. of אֲמַר' under א + מור for דְּאָמַר, is the same word again), and
 * without a reading left with none: it offers the learner nothing else.
 */
function otherEntries<R extends { rows: LookupRow[] }>(shown: readonly LookupRow[], others: readonly R[]): R[] {
  const ids = new Set(shown.map((r) => r.id));
  return others.map((o) => ({ ...o, rows: o.rows.filter((r) => !ids.has(r.id)) })).filter((o) => o.rows.length > 0);
}

/** A reading of a rabbinic word with its ranked entries; `tabled`: a table's reading (sure); `doubt`: the entry nearly as likely as its first. */
interface RabbinicReading { reading: WordReading; rows: LookupRow[]; tabled?: boolean; doubt?: EntryDoubt | null; verb?: boolean }

/**
 * The readings of a word of the Mishnah, the Talmud or the Targum, best first, each with
 * its entries: an abbreviation of the table (shared/hebrew/rabbinic-abbreviations), else a particle
 * with a pronoun ending (shared/hebrew/pronoun-particles), first; then every reading whose form a
 * lexicon holds, the Hebrew proclitics' (segmentCandidates, judged by the pointing) and the Aramaic
 * and rabbinic morphology's, ordered by their cost as a reader weighs it (shared/hebrew/reading-cost#readingCost:
 * steps, names, forms, pointing, and the form's frequency in texts of the same kind).
 */
function rabbinicReadings(word: string, kind: TextKind, formRows: LookupRow[], frequency: (form: string) => number, corpus: Corpus | null, translation: ReadonlyMap<string, number> | null, namePlace = false, clause: FormLanguage | null = null): RabbinicReading[] {
  const rowsOf = rowsByForm(formRows);
  const out: RabbinicReading[] = [];
  // The word cut after its proclitics, and the stem's letters as a form ends them, once per number of proclitics (not per reading).
  const cuts = new Map<number, { split: [string, string]; letters: string }>();
  const cut = (n: number) => {
    let c = cuts.get(n);
    if (!c) {
      const split = splitAfterLetters(word, n);
      cuts.set(n, (c = { split, letters: withFinals(plainHebrew(split[1]).replace(/[^\u05D0-\u05EA]/g, "")) }));
    }
    return c;
  };
  const tabled = (prefixPlain: string, form: string, how: HowStep[], preferred: readonly string[]) => {
    const [prefix, stem] = cut(prefixPlain.length).split;
    const rows = rowsOf(form).sort(byKind(kind, stem, form, preferred, null, [], corpus, translation));
    if (rows.length > 0) out.push({ reading: { prefix, prefixPlain, stem, stemPlain: plainHebrew(stem), form, ...withHow(how), cost: 0 }, rows, tabled: true });
  };
  const abbreviation = abbreviationReading(word);
  if (abbreviation) {
    const a = abbreviation.abbreviation;
    tabled(abbreviation.prefixPlain, a.head, [...procliticSteps(abbreviation.prefixPlain), { kind: "abbreviation-of", expansion: a.expansion }], a.jastrow ? [a.jastrow] : []);
  }
  const particle = out.length === 0 ? particleReading(word, kind === "aramaic") : null;
  if (particle) {
    const p = particle.particle;
    tabled(particle.prefixPlain, p.head, [...procliticSteps(particle.prefixPlain), { kind: "pronoun-ending", head: p.head, gloss: p.gloss }], p.jastrow);
  }
  const candidates = new Map<string, CandidateReading & { how: HowStep[] }>();
  // The Mishnah's pointing of its proclitics (שֶׁ, מִ, הַ doubling the next letter: shared/hebrew/pointed-proclitics).
  // And its Hebrew: a reading whose grammar is Aramaic is dearer there (shared/hebrew/mishnah-readings).
  const pointing = kind === "mishnah" ? procliticPointing(word) : null;
  // In the Aramaic texts, the proclitics their pointing makes sure of (shared/hebrew/pointed-proclitics#sureProcliticPointing).
  const sure = kind === "aramaic" ? sureProcliticPointing(word) : null;
  const headedWhole = (r: CandidateReading) => r.asWritten && r.entries.some((e) => e.wordPlain === r.form && pointedAlike(e.word, r.stem));
  const againstMishnah = (r: CandidateReading & { how: HowStep[] }) => (pointing
    ? pointing(r.prefixPlain, headedWhole(r)) + mishnahGrammarCost(word, r.prefixPlain, r.how)
      + unpointedRootCost(r) + pluralSuffixCost(word, r.how) + verbOfNounsCost(r) - participleDiscount(r.stem, r.how) - passiveDiscount(r.stem, r.form, r.how) - perfectDiscount(r.stem, r.how)
      + mishnahVerbCost(r.stem, r.how)
    : sure ? sure(r.prefixPlain, headedWhole(r)) : 0);
  // The Hebrew a Talmud page quotes points its grammar as the Mishnah does: a plural noun's suffix (בָּנֶיךָ, מַעֲשֶׂיהָ), a final-weak
  // perfect's ־ָ…וּ (הָיוּ; the Aramaic בָּעוּ, תָּנוּ are verbs too), a qal passive participle (בָּרוּךְ 'blessed', not בָּרוּךְ 'the neck'):
  // weighed there as well (shared/hebrew/mishnah-readings); and the Aramaic passive participle's ־ָא (פְּלִיגָא: shared/hebrew/aramaic-passive).
  // And the Aramaic final-weak perfect's ־וֹ after a guttural's hataf (הֲווֹ 'they were': shared/hebrew/aramaic-perfect).
  // Aramaic's own grammar (בְּנֵי as בַּר's plural) where the clause or the form is Hebrew costs what it costs in the Mishnah (hebrewQuotationCost).
  const keptAl = keptAlCost(word);
  const pointedGrammar = (r: CandidateReading & { how: HowStep[] }) => (kind === "aramaic" ? -finalWeakPluralDiscount(r.stem, r.form) : 0)
    + (kind === "aramaic" && corpus === "talmud" ? pluralSuffixCost(word, r.how) + hebrewQuotationCost(word, r.prefixPlain, r.how, clause) - perfectDiscount(r.stem, r.how) - passiveDiscount(r.stem, r.form, r.how)
      - aramaicPassiveDiscount(r.stem, r.how, r.entries.some(isVerb)) + keptAl(r.prefixPlain, r.entries)
      // And the qal participle pointed CוֹCֵC (וְעוֹנִין, קוֹרִין: mishnah-readings#participleDiscount), and the doubled יּ of a hollow root's
      // intensive stem, Hebrew קִיֵּם and Aramaic גַּיֵּיר alike (גַּיְּירֵנִי 'convert me': mishnah-verb-pointing#doubledYodDiscount).
      - participleDiscount(r.stem, r.how) - doubledYodDiscount(r.stem, r.how) : 0);
  // The entries of the stem as written after `n` proclitics (what a hollow verb's reading is weighed against).
  const writtenEntries = (n: number) => entriesFor(cut(n).letters);
  const add = (given: CandidateReading & { how: HowStep[] }) => {
    if (finiteAfterPreposition(given.prefixPlain, given.how)) return;
    // A stem pointed CָC is the hollow verb's (shared/hebrew/hollow-participle: בָּא is בּוֹא's): its ו put back costs nothing.
    // And in the Aramaic texts, a stem pointed as the participle CָCֵיC / CְCִיC (shared/hebrew/aramaic-participle: כְּתִיב is כְּתַב's): its י taken out costs nothing.
    const written = writtenEntries(given.prefixPlain.length);
    // And in every rabbinic text, the derived stems' participle whose מ the text points so (shared/hebrew/derived-participle: מְסַפֶּרֶת is סָפַר's).
    const participle = (kind === "aramaic" ? participleVowelDiscount(given.stem, given.form, given.how, given.entries, written) : 0)
      + derivedParticipleDiscount(given.prefixPlain, given.stem, given.form, given.how, given.entries, written)
      // And the Hebrew passive's ו, where the Mishnah's or the Talmud's text points it (shared/hebrew/passive-vowel: גָּלוּי is גלי's).
      + (kind === "mishnah" || corpus === "talmud" ? passiveVowelDiscount(given.stem, given.form, given.how, given.entries, written) : 0);
    // A verb's prefix taken off to reach no verb (shared/hebrew/verb-prefix-entries: נִמְנוּ is not מַנּוּ 'who is he?'): a step dearer.
    const noVerb = prefixWithoutVerbCost(given.how, given.entries);
    const read = { ...given, cost: given.cost + againstMishnah(given) + pointedGrammar(given) - hollowVerbDiscount(given.stem, given.how, given.entries, written) - participle + noVerb };
    // The Hebrew perfect with an object suffix only where the text points it so (מְצָאתִיהָ, not אִתְּתֵיהּ).
    if (read.how.some((h) => h.kind === "ending" && PERFECT_WITH_SUFFIX.has(h.ending)) && !pointedAsPerfectWithSuffix(word)) return;
    // An ending taken off where the text's pointing says otherwise (shared/hebrew/vowel-letters): dearer.
    const cut = read.asWritten ? read : { ...read, cost: read.cost + cutPointingCost(read.stem, read.form, read.entries, CUT_POINTING_DIFFERS) };
    // A final הּ kept in the form where the text puts no name there: the pointing says it is the suffix 'her, its'.
    const kept = !namePlace && keepsMappiq(word, cut.form, cut.entries.map((e) => e.word)) ? { ...cut, cost: cut.cost + MAPPIQ_KEPT } : cut;
    // The ending ־יה taken off where the text's ה has no mappiq (shared/hebrew/suffix-pointing): the pointing says it is no suffix.
    const unmarked = takesUnmarkedSuffix(word, read.how) ? { ...kept, cost: kept.cost + MAPPIQ_KEPT } : kept;
    // An ending the pointing of the word's end rules out (shared/hebrew/ending-pointing: ־וֹ is not ־נוּ, ־ֵיהּ is whole, ־תִּי is a perfect's).
    const against = endingAgainstPointing(word, read.how) ? { ...unmarked, cost: unmarked.cost + MAPPIQ_KEPT } : unmarked;
    // A proclitic's hiriq before a quiescent יְ (shared/hebrew/proclitic-hiriq: לִידֵי is ל + יְדֵי) kept as the form's own letter.
    const quiescent = read.form[0] === plainHebrew(read.stem).replace(/[^\u05D0-\u05EA]/g, "")[0]
      && hiriqMarksProclitic(word, read.prefixPlain.length, read.form, read.entries.filter((e) => e.wordPlain === read.form).flatMap((e) => [e.word, ...e.headWords])) ? POINTING_CONTRADICTS : 0;
    // A cut the pointing contradicts (shared/hebrew/pointed-endings: שָׁאַלְתִּי is no construct, לְמַעְלָה no infinitive).
    const ending = { ...against, cost: against.cost + quiescent + POINTING_CONTRADICTS * endingContradictions(word, read.prefixPlain, read.how, read.form) };
    // The ending ־וּ is a verb's: its reading reads verbs first, and costs a step where it finds none.
    const c = takesVerbShuruk(word, read.how) ? { ...ending, verb: true, cost: ending.cost + (ending.entries.some(isVerb) ? 0 : MAPPIQ_KEPT) } : ending;
    const had = candidates.get(c.form);
    if (c.entries.length > 0 && (!had || c.cost < had.cost)) candidates.set(c.form, c);
  };
  const entriesFor = (form: string) => rowsOf(form).map((r) => rankedEntry(r, corpus, translation));
  // A reading whose form finds no entry is never a candidate (`add`): passed over before its stem is cut.
  const segments = segmentCandidates(word);
  // The word a stem's letters make after one more proclitic: how often the lexicon quotes it there (shared/hebrew/rare-words#quotedApart).
  const apartUses = (n: number) => {
    const next = segments.find((s) => s.prefixPlain.length === n + 1);
    return next && rowsOf.has(next.stemPlain) ? { apartUses: Math.max(0, ...entriesFor(next.stemPlain).map((e) => e.uses ?? 0)) } : {};
  };
  for (const s of segments) {
    if (!rowsOf.has(s.stemPlain)) continue;
    add({ prefixPlain: s.prefixPlain, form: s.stemPlain, cost: s.prefixPlain.length, stem: s.stem, asWritten: true, entries: entriesFor(s.stemPlain), how: procliticSteps(s.prefixPlain, s.stemPlain), ...apartUses(s.prefixPlain.length) });
  }
  // A perfect's ending as the text points it (־תִּי, ־תָּ, ־תְּ): the reading that takes it off is a verb's.
  const perfect = pointedAsPerfect(word);
  // (In the Gemara, also אַ for עַל before a word: shared/hebrew/aramaic-al.)
  for (const r of [...aramaicReadings(word), ...(corpus === "talmud" ? contractedAlReadings(word, formRows.map((r) => rankedEntry(r, corpus, translation))) : [])]) {
    if (!rowsOf.has(r.form)) continue;
    const { split: [, stem], letters } = cut(r.prefixPlain.length);
    add({ prefixPlain: r.prefixPlain, form: r.form, cost: r.cost, stem, asWritten: letters === r.form, entries: entriesFor(r.form), how: r.howSteps, verb: takesVerbPrefix(r.howSteps) || (perfect && r.howSteps.some((h) => h.kind === "ending" && h.ending.startsWith("ת"))) });
  }
  // The Mishnah's pointed word spelled in full (עֹל → עוֹל, אֲפִלּוּ → אֲפִילּוּ: shared/hebrew/plene-readings), where a lexicon
  // heads it so, pointed as the text (not another word: לַחְתֹּם is not חָתוּם).
  if (kind === "mishnah") {
    for (const r of pleneReadings(word)) {
      const [, stem] = cut(r.prefixPlain.length).split;
      if (!rowsOf(r.form).some((x) => x.wordPlain === r.form && sameDefectivePointing(x.word, stem))) continue;
      add({ prefixPlain: r.prefixPlain, form: r.form, cost: r.cost, stem, asWritten: false, entries: entriesFor(r.form), how: r.howSteps });
    }
  }
  for (const r of verbReadings(word)) {
    if (!rowsOf.has(r.form)) continue;
    const [, stem] = cut(r.prefixPlain.length).split;
    add({ prefixPlain: r.prefixPlain, form: r.form, cost: r.cost, stem, asWritten: false, entries: entriesFor(r.form), how: r.howSteps, verb: !readsNounForm(r.howSteps) });
  }
  // The Hebrew hif'il perfect as the text points it (shared/hebrew/hifil-perfect: הִשְׁפַּעְתָּ, הוֹשַׁעְתּוֹ), and the Aramaic
  // perfect with its subject's ending and an object suffix (shared/hebrew/aramaic-perfect: אַשְׁכְּחוּהּ): a verb's reading.
  // And a פ״נ verb whose נ the pointing shows assimilated (shared/hebrew/assimilated-nun: הִטּוּ, מַתִּירִין).
  for (const r of [...hifilPerfectReadings(word), ...aramaicPerfectReadings(word), ...assimilatedNunReadings(word)]) {
    if (!rowsOf.has(r.form)) continue;
    const [, stem] = cut(r.prefixPlain.length).split;
    add({ prefixPlain: r.prefixPlain, form: r.form, cost: r.cost, stem, asWritten: false, entries: entriesFor(r.form), how: r.howSteps, verb: true });
  }
  const scored = [...candidates.values()].map((c) => ({ c, score: readingCost(c, kind, frequency(c.form), namePlace, corpus === "talmud") }))
    .sort((a, b) => a.score - b.score || b.c.prefixPlain.length - a.c.prefixPlain.length || b.c.form.length - a.c.form.length);
  for (const { c, score } of scored) {
    if (out.length >= READINGS_SHOWN) break;
    if (out.some((x) => (x.reading.form ?? x.reading.stemPlain) === c.form)) continue;
    // A reading whose entries the panel shows already offers the learner nothing else: the next one takes its place.
    if (out.length > 0 && rowsOf(c.form).every((r) => out.some((x) => x.rows.includes(r)))) continue;
    const [prefix, stem] = cut(c.prefixPlain.length).split;
    // The form's language by its grammar, in the Talmud, where Hebrew and Aramaic share a line (a Targum is Aramaic throughout).
    const tongue = corpus === "talmud" ? formLanguage(word, c.prefixPlain, c.how) ?? verbLanguage(word, c.prefixPlain, c.how) : null;
    const order = byKind(kind, stem, c.form, [], c.verb ? "verb" : NOUN_PREFIX.test(c.prefixPlain) || pointedAsNoun(stem, c.how) ? "noun" : null, [], corpus, translation, tongue, namePlace, clause);
    const rows = withClauseTwins(rowsOf(c.form), formRows, tongue ? null : clause).sort(order);
    const stemPlain = plainHebrew(stem);
    const via = rows[0] ? formOfEntrySteps(rows[0], c.form) : [];
    out.push({ reading: { prefix, prefixPlain: c.prefixPlain, stem, stemPlain, ...(c.form !== stemPlain ? { form: c.form } : {}), ...withHow([...c.how, ...via]), cost: Math.round(score * 100) / 100 }, rows, doubt: order.doubt(rows), ...(c.verb ? { verb: true } : {}) });
  }
  return out;
}

/**
 * The readings as a reader who checks the literal translation orders them: the first reading's
 * entry that says what the translation says at the word's place first, where the translation says
 * nothing of the first entry (shared/hebrew/translation-overlap#ownTranslationFirst). A table's
 * reading (an abbreviation, a particle) stays as it is.
 */
function byOwnTranslation(readings: RabbinicReading[], near: ReadonlySet<string> | null, translation: ReadonlyMap<string, number> | null): RabbinicReading[] {
  const [first] = readings;
  if (!first || first.tabled) return readings;
  const i = ownTranslationFirst(first.rows.map((r) => ({ ...r, word: r.seeFrom ?? r.word, size: rankedEntry(r).size, verb: isVerb(rankedEntry(r)) })), near, translation, first.reading.stem, first.verb);
  if (i <= 0) return readings;
  // The word's own translation decides: the panel is sure of the entry it names.
  return [{ ...first, rows: [first.rows[i]!, ...first.rows.slice(0, i), ...first.rows.slice(i + 1)], doubt: null }, ...readings.slice(1)];
}
