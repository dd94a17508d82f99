import { howText, type HowStep } from "./reading-how";
import { medialLetters, withFinals } from "./final-letters";

/**
 * Nouns whose plural, construct or suffixed forms do not show the singular a lexicon holds them
 * under, and the rule that reads a masculine plural's construct and suffixed forms back to the
 * plural: a reader takes יְמֵי as 'days of' (יוֹם), בָּנָיו as 'his sons' (בֵּן), חַיֶּיךָ as 'your
 * life' (חַיִּים), never as another word of the same letters. Pure.
 *
 * Sources: the Hebrew nouns are those of W. Gesenius, E. Kautzsch and A. E. Cowley, *Hebrew
 * Grammar* (2nd English ed., 1910), §96 'Nouns of peculiar formation' (אָב, אָח, אָחוֹת, אִישׁ, אָמָה,
 * אִשָּׁה, בַּיִת, בֵּן, בַּת, יוֹם, כְּלִי, מַיִם, עִיר, פֶּה, רֹאשׁ, שָׁמַיִם), with the duals and the feminine
 * numerals of §88 and §97 (אַפַּיִם, שְׂפָתַיִם; אַחַת, שְׁתַּיִם) and the plural-only nouns of §124 (חַיִּים,
 * פָּנִים, רַחֲמִים); the Aramaic ones are the plurals Jastrow's entries give (s.v. בַּר: בְּנֵי, בְּנִין;
 * בְּרַת: בְּנָתָא; נְשָׁא 'woman': נְשֵׁי, נְשַׁיָּא; אַפָּא, אַנְפָּא 'face': אַפֵּי, אַנְפֵּי). The table is the
 * project's own (AGPL-3.0-or-later, as the rest of Milim).
 */
export interface NounReading {
  /** The form looked up, plain: the singular (or the plural-only noun) as the lexicons hold it. */
  form: string;
  /** How it was reached, for the panel ('plural of יוֹם'). */
  how: string;
  /** The same, step by step (shared/hebrew/reading-how): `how` is their English. */
  howSteps: HowStep[];
  /** Steps: a form of the table half a step, with a pronoun suffix one. */
  cost: number;
}

interface IrregularNoun {
  /** The head-word, plain, as the lexicons index it; `pointed` for the panel's "how". */
  head: string;
  pointed: string;
  /** Whole forms (plural, construct), plain. */
  forms: readonly string[];
  /** The stems pronoun suffixes attach to (בָּנָי־ of בָּנָיו, אִשְׁתּ־ of אִשְׁתּוֹ), plain. */
  bases: readonly string[];
}

const TABLE: readonly IrregularNoun[] = [
  // Hebrew, GKC §96.
  { head: "אב", pointed: "אָב", forms: ["אבות", "אבי"], bases: ["אבי", "אבות", "אבותי"] },
  { head: "אח", pointed: "אָח", forms: ["אחים", "אחי"], bases: ["אחי"] },
  { head: "אחות", pointed: "אָחוֹת", forms: ["אחיות"], bases: ["אחות", "אחיות", "אחיותי"] },
  { head: "איש", pointed: "אִישׁ", forms: ["אנשים", "אנשי"], bases: ["אנשי"] },
  { head: "אמה", pointed: "אָמָה", forms: ["אמהות"], bases: ["אמהות", "אמהותי"] },
  { head: "אשה", pointed: "אִשָּׁה", forms: ["נשים", "נשי", "אשת"], bases: ["אשת", "נשי"] },
  { head: "בית", pointed: "בַּיִת", forms: ["בתים", "בתי"], bases: ["בתי"] },
  { head: "בן", pointed: "בֵּן", forms: ["בנים", "בני"], bases: ["בני", "בנ"] },
  { head: "בת", pointed: "בַּת", forms: ["בנות"], bases: ["בנות", "בנותי"] },
  { head: "יום", pointed: "יוֹם", forms: ["ימים", "ימי", "ימות"], bases: ["ימי", "ימות"] },
  { head: "כלי", pointed: "כְּלִי", forms: ["כלים"], bases: ["כלי"] },
  { head: "מים", pointed: "מַיִם", forms: ["מי", "מימי"], bases: ["מימי"] },
  { head: "עיר", pointed: "עִיר", forms: ["ערים", "ערי"], bases: ["ערי"] },
  { head: "פה", pointed: "פֶּה", forms: ["פי", "פיות"], bases: ["פי"] },
  { head: "ראש", pointed: "רֹאשׁ", forms: ["ראשים", "ראשי"], bases: ["ראשי"] },
  { head: "שמים", pointed: "שָׁמַיִם", forms: ["שמי"], bases: ["שמי"] },
  // Duals (§88) and the feminine numerals (§97).
  { head: "אף", pointed: "אַף", forms: ["אפים"], bases: ["אפי"] },
  { head: "שפה", pointed: "שָׂפָה", forms: ["שפתים", "שפתי", "שפת"], bases: ["שפתי", "שפת"] },
  { head: "אחד", pointed: "אֶחָד", forms: ["אחת"], bases: [] },
  { head: "שנים", pointed: "שְׁנַיִם", forms: ["שתים", "שתי"], bases: [] },
  // Aramaic, as Jastrow's entries give the plurals.
  { head: "בר", pointed: "בַּר", forms: ["בני", "בנין", "בניא"], bases: ["בנ", "בני"] },
  { head: "ברת", pointed: "בְּרַת", forms: ["בנתא", "בנת", "בנן"], bases: ["בנת", "ברת"] },
  { head: "נשא", pointed: "נְשָׁא", forms: ["נשי", "נשיא", "נשין"], bases: ["נשי"] },
  { head: "אפא", pointed: "אַפָּא", forms: ["אפי", "אפין"], bases: ["אפ", "אפי"] },
  { head: "אנפא", pointed: "אַנְפָּא", forms: ["אנפי", "אנפין"], bases: ["אנפ", "אנפי"] },
];

/** The pronoun suffixes on a noun's stem, Hebrew and Aramaic (a plural's י is part of its base). */
const SUFFIXES = ["ו", "ה", "ך", "נו", "כם", "כן", "הם", "הן", "ם", "ן", "י", "יו", "יה", "יך", "ינו", "יכם", "יהם", "יהן", "והי", "יהון", "יהו", "הון", "כון", "נא"];
/** The suffixes after a masculine plural's ־ֵי־ (בָּנָיו, חַיֶּיךָ, אֲבוֹתֵינוּ): "" is the construct (יְמֵי). */
const PLURAL_SUFFIXES = ["", "ו", "ה", "ך", "יך", "נו", "כם", "כן", "הם", "הן"];

/** The suffixes as a stem is compared with them (no final forms), and a plural's ־י־ with each: worked out once, not per stem. */
const SUFFIXES_UNFINAL: readonly (readonly [string, string])[] = SUFFIXES.map((sfx) => [sfx, medialLetters(sfx)]);
const PLURAL_ENDINGS: readonly (readonly [string, string])[] = PLURAL_SUFFIXES.map((sfx) => [sfx, medialLetters(`י${sfx}`)]);

/** The table's Aramaic nouns, by their pointed head-word as the readings' steps name them (בַּר of בְּנֵי): not the Mishnah's Hebrew. */
export const ARAMAIC_IRREGULAR_NOUNS: ReadonlySet<string> = new Set(TABLE.slice(TABLE.findIndex((n) => n.head === "בר")).map((n) => n.pointed));

const FORMS = new Map<string, IrregularNoun[]>();
const BASES = new Map<string, IrregularNoun[]>();
const add = (map: Map<string, IrregularNoun[]>, key: string, n: IrregularNoun) => map.set(medialLetters(key), [...(map.get(medialLetters(key)) ?? []), n]);
for (const n of TABLE) {
  for (const f of n.forms) add(FORMS, f, n);
  for (const b of n.bases) add(BASES, b, n);
}

/** A reading of one step. */
const reading = (form: string, step: HowStep, cost: number): NounReading => ({ form, how: howText([step]), howSteps: [step], cost });

/**
 * The noun readings of a stem (its proclitics already taken off; plain letters): a form of the
 * table (בני → בן, ימות → יום, half a step), a base of the table with a pronoun suffix (בניו → בן,
 * אשתו → אשה, one step), and a masculine plural's construct or suffixed form read back to the plural
 * (חייך → חיים, פניה → פנים, ימי → ימים, one step; the lexicons hold plurals as head-words of
 * plural-only nouns and as other forms of the singular). Each form once, cheapest first.
 */
export function nounReadings(stem: string): NounReading[] {
  const s = medialLetters(stem.replace(/[^\u05D0-\u05EA]/g, ""));
  const out: NounReading[] = [];
  for (const n of FORMS.get(s) ?? []) out.push(reading(n.head, { kind: "irregular-plural-of", head: n.pointed }, 0.5));
  for (const [sfx, u] of SUFFIXES_UNFINAL) {
    if (!s.endsWith(u) || s.length - u.length < 1) continue;
    const base = s.slice(0, -u.length);
    // (A plural's base ending in י takes no second ־י: אַבָּיֵי is a name, not אָב.)
    if (sfx === "י" && base.endsWith("י")) continue;
    for (const n of BASES.get(base) ?? []) out.push(reading(n.head, { kind: "irregular-noun", head: n.pointed, suffix: withFinals(sfx) }, 1));
  }
  for (const [sfx, ending] of PLURAL_ENDINGS) {
    if (!s.endsWith(ending) || s.length - ending.length < 2) continue;
    out.push(reading(withFinals(`${s.slice(0, -ending.length)}ים`), sfx ? { kind: "plural-before-suffix", suffix: withFinals(sfx) } : { kind: "plural-construct" }, 1));
  }
  const seen = new Map<string, NounReading>();
  for (const r of out.sort((a, b) => a.cost - b.cost)) if (!seen.has(r.form)) seen.set(r.form, r);
  return [...seen.values()];
}
