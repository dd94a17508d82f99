import { samePointing } from "../dictionary/choose-gloss";
import { shortenedMonosyllable } from "./construct-pointing";
import { quotedApart, unquotedWhole } from "./rare-words";
import { shevaMarksProclitic } from "./proclitic-sheva";
import { reducedFirstVowelAlike } from "./babylonian-pointing";
import { shinSinDiffers } from "./shin-sin";
import { holamOnLetter } from "./holam-male";
import { isPointed, pointedAlike } from "./pointing-likeness";
import { isRabbinic, type RankedEntry, type TextKind } from "./rank-readings";
import { plainHebrew } from "./strip-niqqud";

/**
 * What a reading of a tapped word costs as a reader weighs it (shared/hebrew/rank-readings orders the
 * entries of each reading; this weighs the readings against each other): its steps, what its entries are
 * (names, other forms, biblical only, pointed otherwise), how often its form occurs in texts of the same
 * kind, how common its best entry is, and what it shares with the translation beside the word. Pure.
 */

/** A candidate reading of a word: its proclitics, the form looked up, its steps, and what it found. */
export interface CandidateReading {
  prefixPlain: string;
  form: string;
  /** Steps taken (a proclitic 1, an ending 1, a letter put back 1…). */
  cost: number;
  /** The stem as written after the proclitics (points kept): its pointing is compared with the head-words'. */
  stem: string;
  /** Whether the form is the stem's own letters (no ending taken off, no letter put back). */
  asWritten: boolean;
  /** The entries the form finds. */
  entries: readonly RankedEntry[];
  /** A verb form's reading (a participle, an infinitive…): its verbs come first. */
  verb?: boolean;
  /**
   * Read as written: the most the lexicon quotes, from texts of the word's kind, an entry of the word the stem's letters
   * make after one more proclitic (ד + אִי of דְּאִי); absent where they make none (shared/hebrew/rare-words#quotedApart).
   */
  apartUses?: number;
}

/** How much a form's frequency in texts of the same kind lowers a reading's cost, at most. */
const MAX_FREQUENCY_BONUS = 0.75;
/** How much the size of a reading's largest entry lowers its cost, at most (a common word's entry is long). */
const MAX_SIZE_BONUS = 0.8;
/** An entry this long (characters) or shorter gives no bonus: a rare word, a name, a cross-reference. */
const SMALL_ENTRY = 150;
/** The bonus per tenfold quotations from texts of the word's kind (1 quotation 0.12, 10 0.42, 100 or more 0.8). */
const USE_BONUS = 0.4;
/** A proper name only: a learner's word is far likelier a common word with a proclitic or an ending. */
const NAME_ONLY = 2;
/** A name where the text puts a name: the place is the evidence. */
const NAME_PLACE = 1;
/** Found only as another form of an entry (a plural, a binyan's form), never as a head-word. */
const FORM_ONLY = 0.5;
/** Only the biblical lexicons hold the form, in an Aramaic text. */
const BIBLICAL_ONLY = 0.5;
/** Only Jastrow's unpointed root entries: never before a pointed word without a reason. */
const UNPOINTED_ONLY = 0.5;
/** The text's שׁ read as an entry's שׂ, or the reverse: as dear as a step. */
const OTHER_SHIN = 1;
/** A whole word pointed as a proclitic and a word quoted far more often (shared/hebrew/rare-words#quotedApart): the proclitic's step. */
const APART_STEP = 1;
/** Pointed text read as written, and no head-word of the reading's form pointed alike. */
const POINTING_DIFFERS = 0.75;

/**
 * A reading's cost as a reader weighs it (lower is likelier): its steps; dearer when the form finds
 * only a proper name, only another form of an entry, only biblical entries in an Aramaic text, or,
 * read as written in pointed text, no head-word pointed alike (but for a construct's reduced first vowel, and in the
 * Babylonian Talmud, `babylonian`, its editors' full one); cheaper by how often the form occurs in
 * texts of the same kind (`count`, log-scaled, at most 0.75) and by how common its best entry is
 * (`entryBonus`, at most 0.8): a frequent, common word decides between readings of comparable cost,
 * and a rare word or a name never beats a proclitic and a common word on steps alone.
 */
export function readingCost(r: CandidateReading, kind: TextKind | null, count: number, namePlace = false, babylonian = false): number {
  const es = r.entries.filter((e) => e.referenceTo === null || e.definitions.length > 0);
  const all = es.length > 0 ? es : r.entries;
  let cost = r.cost;
  // A name the text points as its lexicon does (יִצְחָק, יוֹחָנָן, חֲנִינָא) is that name: the pointing is the reason.
  const namePointed = isRabbinic(kind) && r.asWritten && isPointed(r.stem) && all.some((e) => e.wordPlain === r.form && pointedAlike(e.word, r.stem));
  if (all.length > 0 && all.every((e) => e.isProperName) && !namePointed && !namePlace) cost += NAME_ONLY;
  // Where the text puts a name (after רַבִּי, before בַּר), the name the lexicon holds for the letters as written is the word.
  if (namePlace && r.asWritten && all.some((e) => e.isProperName && e.wordPlain === r.form)) cost -= NAME_PLACE;
  if (all.length > 0 && all.every((e) => e.wordPlain !== r.form)) {
    cost += FORM_ONLY;
    // Read whole though the text points its first letter as a proclitic's, the lexicon's forms otherwise (shared/hebrew/proclitic-sheva: דְּקָא).
    if (isRabbinic(kind) && r.asWritten && r.prefixPlain === "" && shevaMarksProclitic(r.stem, all.flatMap((e) => e.pointedForms))) cost += POINTING_DIFFERS;
  }
  if (kind === "aramaic" && all.length > 0 && all.every((e) => e.source === "bdb" || e.source === "strongs")) cost += BIBLICAL_ONLY;
  if (isRabbinic(kind) && all.length > 0 && all.every((e) => !isPointed(e.word))) cost += UNPOINTED_ONLY;
  // Only a head-word's pointing is weighed: Jastrow's plurals are pointed as Palestinian texts point
  // them (רַבָּנָן), the Babylonian Talmud's text otherwise (רַבָּנַן); a form found so already costs more. A bound
  // monosyllable's short vowel is its head-word's long one (shared/hebrew/construct-pointing: בֶּן is בֵּן), Jastrow's holam male on
  // the letter before its vav is the text's וֹ (shared/hebrew/holam-male: רֹוב is רוֹב), a noun's first qamats
  // reduced in the construct state (שְׁלִישׁ, נְשִׂיא are שָׁלִישׁ, נָשִׂיא), and, in the Babylonian Talmud (`babylonian`), a full a-vowel for the
  // head-word's reduced one (חָרוּבָא is חֲרוּבָא: shared/hebrew/babylonian-pointing#reducedFirstVowelAlike).
  const heads = all.filter((e) => e.wordPlain === r.form);
  if (isRabbinic(kind) && r.asWritten && isPointed(r.stem) && heads.length > 0
    && !heads.some((e) => e.pointedForms.some((f) => isPointed(f) && plainLetters(f) === plainLetters(r.form)
      && (samePointing(holamOnLetter(f), holamOnLetter(r.stem)) || shortenedMonosyllable(f, r.stem) || reducedFirstVowelAlike(f, r.stem, babylonian))))) {
    cost += POINTING_DIFFERS;
  }
  // Every entry's head-word with the other of שׁ and שׂ than the text's (shared/hebrew/shin-sin): another word's letters.
  if (isRabbinic(kind) && isPointed(r.stem) && all.length > 0 && all.every((e) => shinSinDiffers(e.word, r.stem))) cost += OTHER_SHIN;
  // A bare two-letter form matches too many tokens to count; after proclitics, the particle's frequency speaks (ו + אִי, ד + לָא).
  // But not for the whole word as written whose every entry the lexicon never quotes from texts of this kind (shared/hebrew/rare-words):
  // the form's many occurrences there are another reading's (דְּלָא is ד + לָא, not a word 'that not' in no quotation).
  // Nor for the whole word pointed as a proclitic and a word quoted there far more often (shared/hebrew/rare-words#quotedApart: דְּאִי
  // is ד + אִי), which costs the proclitic's step as well: its letters are the other reading's, the whole word the rare one.
  const apart = isRabbinic(kind) && quotedApart(r, r.apartUses ?? 0);
  if (apart) cost += APART_STEP;
  if ((plainLetters(r.form).length >= 3 || r.prefixPlain.length > 0) && count > 0 && !(isRabbinic(kind) && unquotedWhole(r)) && !apart) cost -= Math.min(MAX_FREQUENCY_BONUS, 0.25 * Math.log10(1 + count));
  return cost - entryBonus(all.filter((e) => !e.isProperName), r.asWritten) - translationBonus(all);
}

/**
 * How much a reading's best entry lowers its cost, at most 0.8: by the size of its entry (the
 * lexicographers wrote most about the words most used), or, for a reading of the word's letters as
 * written (its proclitics apart), by how often the lexicon quotes the entry from texts of the word's
 * kind when that says more (`uses`: ו + לֹא 'and not', quoted from the Mishnah and the Gemara "a. v.
 * fr.", before the whole word וָלָא 'becoming', quoted once from the Targum). A reading that puts
 * letters back or takes an ending off is a guess of the morphology, which a famous entry does not
 * make likelier than its size says.
 */
function entryBonus(entries: readonly RankedEntry[], asWritten: boolean): number {
  const uses = asWritten ? Math.max(0, ...entries.map((e) => e.uses ?? 0)) : 0;
  const size = Math.max(0, ...entries.map((e) => e.size));
  return Math.min(MAX_SIZE_BONUS, Math.max(USE_BONUS * Math.log10(1 + uses), size > SMALL_ENTRY ? 0.4 * Math.log10(size / SMALL_ENTRY) : 0));
}

/** How much the translation beside the word lowers a reading's cost per unit of overlap, and at most: it decides between readings of comparable cost, never against a much cheaper one. */
const OVERLAP_BONUS = 0.3;
const MAX_OVERLAP_BONUS = 0.6;
/** How much a reading's best entry shares with the segment's English lowers its cost (0 without a translation). */
const translationBonus = (entries: readonly RankedEntry[]) => Math.min(MAX_OVERLAP_BONUS, OVERLAP_BONUS * Math.max(0, ...entries.map((e) => e.overlap ?? 0)));

const plainLetters = (s: string) => plainHebrew(s).replace(/[^\u05D0-\u05EA]/g, "");

/**
 * Two readings whose costs differ by less than this are close: the panel says the word may be read
 * either way. Measured on the lookup gold's tune half (bench/gold.ts): at 0.5 a fifth of the words
 * whose first reading is right were called close; below 0.25 the second reading is right about as often.
 */
export const CLOSE_COST = 0.25;
