import { splitAfterLetters } from "./aramaic-readings";
import { plainHebrew } from "./strip-niqqud";
import { medialLetters, withFinals } from "./final-letters";
import { endingPersons, isPronounEnding, personEnglish, type FormLanguage, type Person } from "./pronoun-endings";
import type { HowStep } from "./reading-how";

/**
 * The prepositions and particles with a pronoun ending, Mishnaic Hebrew and Talmudic
 * (and Targumic) Aramaic: לו 'to him', ליה 'to him', עליה 'on it', שלי 'mine', כולה 'all of it',
 * מיניה 'from him', יתיה (the Targum's object marker)… A reader takes them as the particle, never
 * as the homograph a lexicon may hold for the letters (לו 'if', שלי 'to draw out', כולה 'a measure').
 * Checked before any other reading of a word of the Talmud, the Mishnah or the Targum.
 *
 * Each particle names its head-word as the lexicons hold it (plain) and its Jastrow entries, the
 * first the one a learner should see. The endings are the Hebrew and Aramaic pronoun suffixes; a
 * form is listed as `aramaic` when only an Aramaic text reads it so (עלה is 'he went up' in the
 * Mishnah, 'on it' in the Gemara; לן 'lodges' / 'to us'). This is the project's own table, written
 * from the grammar of Jastrow's entries (AGPL-3.0-or-later, as the rest of Milim).
 */
export interface PronounParticle {
  /** The particle's head-word, plain, as the lexicons index it (the lookup reads its entries). */
  head: string;
  /** Jastrow's entries of the particle, best first (source ids as imported). */
  jastrow: readonly string[];
  /** What the particle means, for the panel's "how" ('to, for'). */
  gloss: string;
  /**
   * What it means with an ending, the person as shared/hebrew/pronoun-endings#PERSON_ENGLISH words it
   * ("to {me}": 'to him'; "{mine}": 'his'; "{I} {am} not": 'he is not').
   */
  english: string;
  /** The particle's own letters that the endings follow (מִמֶּנּוּ, מִינֵּיהּ, הֵימֶנּוּ, מֵהֶם), longest first. */
  bases: readonly string[];
  /** Whether its third person singular is first a thing (בֵּיהּ 'in it', עֲלֵיהּ 'on it', כּוּלּוֹ 'all of it'). */
  thing?: boolean;
  /** Whether its bare form ends in י as 'me' does (לִפְנֵי 'before', לְפָנַי 'before me'). */
  construct?: boolean;
  /** Whether a preposition ב ל מ כ may come before it (בְּכוּלָּן, לְדִידִי). */
  afterPreposition?: boolean;
}

interface ParticleTable {
  particle: PronounParticle;
  /** Forms read so in Hebrew and Aramaic texts alike. */
  both: readonly string[];
  /** Forms read so only in Aramaic texts (the Talmud, the Targum). */
  aramaic: readonly string[];
}

const TABLE: readonly ParticleTable[] = [
  {
    particle: { head: "ל", jastrow: ["L00002"], gloss: "to, for", english: "to {me}", bases: ["ל"] },
    both: ["לי", "לך", "לו", "לה", "לנו", "לכם", "לכן", "להם", "להן"],
    aramaic: ["ליה", "לן", "לנא", "לכון", "להו", "להון", "ליך", "לכו"],
  },
  {
    particle: { head: "ב", jastrow: ["B00003"], gloss: "in, with", english: "in {me}", bases: ["ב"], thing: true },
    both: ["בו", "בה", "בך", "בנו", "בכם", "בהם", "בהן"],
    aramaic: ["ביה", "בהו", "בהון", "בכון", "ביך"],
  },
  {
    particle: { head: "על", jastrow: ["P00757", "P00758"], gloss: "on, about", english: "on {me}", bases: ["על"], thing: true },
    both: ["עלי", "עליך", "עליו", "עליה", "עלינו", "עליכם", "עליהם", "עליהן", "עלייך"],
    aramaic: ["עלה", "עלך", "עלן", "עלנא", "עלייהו", "עליהו", "עליהון", "עלוהי", "עלוי"],
  },
  {
    // After a preposition too: מִשֶּׁלּוֹ 'of his own', בְּשֶׁלָּהֶן.
    particle: { head: "של", jastrow: ["U01197"], gloss: "of, belonging to", english: "{mine}", bases: ["של"], afterPreposition: true },
    both: ["שלי", "שלך", "שלו", "שלה", "שלנו", "שלכם", "שלהם", "שלהן"],
    aramaic: [],
  },
  {
    particle: { head: "כל", jastrow: ["K00668", "K00669"], gloss: "all", english: "all of {me}", bases: ["כול", "כל"], thing: true, afterPreposition: true },
    both: ["כולו", "כולה", "כולם", "כולן", "כולנו", "כולכם"],
    aramaic: ["כוליה", "כולהו", "כולהון", "כולן", "כלהו"],
  },
  {
    particle: { head: "מן", jastrow: ["M01692", "M01693"], gloss: "from", english: "from {me}", bases: ["הימ", "מינ", "ממ", "מ"] },
    both: ["ממני", "ממך", "ממנו", "ממנה", "מהם", "מהן", "מכם", "הימנו", "הימנה", "הימנה", "הימני", "הימך"],
    aramaic: ["מיני", "מינך", "מיניה", "מינה", "מינן", "מינייהו", "מינהון", "מיניהו"],
  },
  {
    particle: { head: "עם", jastrow: ["P00847", "P00848"], gloss: "with", english: "with {me}", bases: ["עמ"] },
    both: ["עמו", "עמה", "עמנו", "עמהם", "עמהן", "עמכם", "עמך"],
    aramaic: ["עמיה", "עמהון", "עמהו"],
  },
  {
    // After a preposition, אוֹתוֹ / אוֹתָהּ is the Mishnah's 'that same' (בְּאוֹתָהּ שָׁעָה, לְאוֹתוֹ מָקוֹם), Jastrow's אֵת too.
    particle: { head: "את", jastrow: ["A03395"], gloss: "the object marker", english: "{me}", bases: ["אות", "את"], afterPreposition: true },
    both: ["אותי", "אותך", "אותו", "אותה", "אותנו", "אתכם", "אותם", "אותן"],
    aramaic: [],
  },
  {
    particle: { head: "ית", jastrow: ["J00711"], gloss: "the object marker (Aramaic)", english: "{me}", bases: ["ית"] },
    both: [],
    aramaic: ["יתי", "יתך", "יתיה", "יתה", "יתנא", "יתן", "יתהון", "יתהן", "יתכון"],
  },
  {
    particle: { head: "גבי", jastrow: ["C00072", "C00032"], gloss: "at, with, concerning", english: "with {me}", bases: ["גב"] },
    both: [],
    aramaic: ["גביה", "גבה", "גבן", "גבייהו", "גבך", "גבאי"],
  },
  {
    particle: { head: "קמי", jastrow: ["S01468"], gloss: "before", english: "before {me}", bases: ["קמ"] },
    both: [],
    aramaic: ["קמיה", "קמה", "קמן", "קמייהו", "קמך", "קמאי"],
  },
  {
    particle: { head: "בהדי", jastrow: ["B00163", "E00095"], gloss: "with", english: "with {me}", bases: ["בהד"] },
    both: [],
    aramaic: ["בהדיה", "בהדה", "בהדן", "בהדייהו", "בהדך", "בהדאי"],
  },
  {
    particle: { head: "כוות", jastrow: ["K00222", "K00412"], gloss: "like", english: "like {me}", bases: ["כוות"] },
    both: [],
    aramaic: ["כוותיה", "כוותה", "כוותן", "כוותייהו", "כוותי", "כוותך"],
  },
  {
    particle: { head: "כמות", jastrow: ["K00797"], gloss: "like", english: "like {me}", bases: ["כמות"] },
    both: ["כמותו", "כמותה", "כמותי", "כמותך", "כמותם", "כמותן", "כמותנו"],
    aramaic: [],
  },
  {
    particle: { head: "דיד", jastrow: ["D00442", "D00490"], gloss: "of (his own)", english: "{mine}", bases: ["דיד"], afterPreposition: true },
    both: [],
    aramaic: ["דידי", "דידך", "דידיה", "דידה", "דידן", "דידהו", "דידהון"],
  },
  {
    particle: { head: "אין", jastrow: ["A01363"], gloss: "not, there is not", english: "{I} {am} not", bases: ["אינ"] },
    both: ["אינו", "אינה", "אינן", "אינם", "איני", "אינני", "אינך"],
    aramaic: [],
  },
  {
    particle: { head: "אית", jastrow: ["A01639"], gloss: "there is", english: "{I} {am} there", bases: ["אית"] },
    both: [],
    aramaic: ["איתיה", "איתה", "איתנהו", "איתא"],
  },
  {
    particle: { head: "לית", jastrow: ["L00533"], gloss: "there is not", english: "{I} {am} not there", bases: ["לית"] },
    both: [],
    aramaic: ["ליתיה", "ליתה", "ליתנהו", "ליתא"],
  },
  {
    particle: { head: "אצל", jastrow: ["A02882"], gloss: "beside, with", english: "beside {me}", bases: ["אצל"] },
    both: ["אצלו", "אצלה", "אצלי", "אצלך", "אצלם", "אצלן", "אצלנו"],
    aramaic: [],
  },
  {
    particle: { head: "תחת", jastrow: ["V00390"], gloss: "under, instead of", english: "under {me}", bases: ["תחת"] },
    both: ["תחתיו", "תחתיה", "תחתיהם", "תחתיהן", "תחתי", "תחתינו"],
    aramaic: [],
  },
  {
    particle: { head: "אחר", jastrow: ["A01046"], gloss: "after", english: "after {me}", bases: ["אחר"], construct: true },
    both: ["אחריו", "אחריה", "אחריהם", "אחריהן", "אחרי", "אחרינו"],
    aramaic: [],
  },
  {
    // לִפְנֵי 'before' (Jastrow: לִפְנַי, v. פָּנִים), with its endings as the plural noun takes them (לְפָנָיו, לְפָנֶיהָ); after מ and ש: מִלִּפְנֵי, שֶׁלִּפְנֵי.
    particle: { head: "לפני", jastrow: ["L00642", "Q01198"], gloss: "before", english: "before {me}", bases: ["לפנ"], construct: true, afterPreposition: true },
    both: ["לפני", "לפניו", "לפניה", "לפניהם", "לפניהן", "לפנינו", "לפניך", "לפניכם"],
    aramaic: [],
  },
  {
    // Jastrow's Hebrew בַּיִן 'between' (its prep.), then his Aramaic בֵּין 'ch. same'.
    particle: { head: "בין", jastrow: ["B00637", "B00638"], gloss: "between", english: "between {me}", bases: ["בינ"], construct: true },
    both: ["בינו", "ביניהם", "ביניהן", "בינינו", "ביני"],
    aramaic: ["בינייהו", "ביניה"],
  },
];

/** A form's letters, its final letters unfolded (so both spellings of a list compare alike). */
const key = medialLetters;

const BOTH = new Map<string, PronounParticle>();
const ARAMAIC = new Map<string, PronounParticle>();
/** Which language reads each form so (shared/hebrew/pronoun-endings#FormLanguage): a form of both lists is "either", of a Hebrew particle "hebrew". */
const LANGUAGE = new Map<string, FormLanguage>();
/** Each particle's language where a form is not in its lists (the object marker spelled short, אֹתוֹ). */
const PARTICLE_LANGUAGE = new Map<PronounParticle, FormLanguage>();
for (const t of TABLE) {
  const both: FormLanguage = t.aramaic.length === 0 ? "hebrew" : "either";
  PARTICLE_LANGUAGE.set(t.particle, t.both.length === 0 ? "aramaic" : both);
  for (const f of t.both) {
    if (!BOTH.has(key(f))) LANGUAGE.set(key(f), both);
    BOTH.set(key(f), t.particle);
  }
  for (const f of t.aramaic) {
    if (BOTH.has(key(f)) || ARAMAIC.has(key(f))) continue;
    ARAMAIC.set(key(f), t.particle);
    LANGUAGE.set(key(f), "aramaic");
  }
}

/**
 * After a preposition, אוֹתוֹ / אוֹתָהּ / אוֹתָם / אוֹתָן is 'that same' (בְּאוֹתוֹ הַיּוֹם, בְּאוֹתָהּ שָׁעָה, לְאוֹתוֹ מָקוֹם: Jastrow's אוֹת III,
 * "with pronom. suffix … the same"), never the object marker, which no preposition takes.
 */
const SAME: PronounParticle = { head: "אות", jastrow: ["A00941"], gloss: "that same", english: "that same", bases: [] };
const SAME_FORMS = new Set(["אותו", "אותה", "אותמ", "אותנ"]);
/** The object marker spelled short, its holam on the א (אֹתוֹ, אֹתָהּ, אֹתָם): read as spelled in full (אותו); unpointed אתו is another word (Aramaic אֲתוֹ 'they came'). */
const SHORT_OBJECT = /^[\u05D0][\u0591-\u05AF\u05BD\u05C0\u05C3-\u05C6]*[\u05B9\u05BA][\u0591-\u05AF\u05BD]*\u05EA/;

/** The proclitics a particle with an ending may carry (ועליה, דליה, ושלו, דכולהו), and the prepositions before כל and דיד (בכולן, לדידי). */
const PROCLITICS = ["וד", "וש", "ו", "ד", "ש"];
const PREPOSITIONS = ["ב", "ל", "מ", "כ", "וב", "ול", "ומ", "וכ", "דב", "דל", "דמ", "שב", "של", "שמ"];
/** Nothing, a proclitic or a preposition before a particle, in the order they are tried: fewer letters first (וְשֶׁלְּךָ is ו + שֶׁלְּךָ, not ו + ש + לְךָ). */
const CHAINS = ["", ...PROCLITICS, ...PREPOSITIONS].sort((a, b) => a.length - b.length);
/** The particle עִם 'with' takes its endings after a hiriq (עִמּוֹ, עִמְּךָ); a patah or qamats is the noun עַם 'people' (עַמְּךָ 'your people'). */
const NOT_WITH = /^\u05E2[\u0591-\u05AF\u05BD]*[\u05B7\u05B8]/;
/** בִּי 'in me' by its hiriq: the Aramaic בֵּי 'the house of' is far more common in the letters alone. */
const IN_ME = /^\u05D1[\u0591-\u05AF\u05BC\u05BD]*\u05B4[\u05BC\u0591-\u05AF\u05BD]*\u05D9[\u0591-\u05AF\u05BD]*$/;
const IN = BOTH.get("בו")!;
const FROM = BOTH.get("ממנו")!;

export interface ParticleReading {
  /** The proclitics' letters ("ו"), "" for none. */
  prefixPlain: string;
  /** The particle with its ending, plain, as written (ליה). */
  stemPlain: string;
  /** The same with its points, as the text writes it (לֵיהּ). */
  stem: string;
  particle: PronounParticle;
}

/** A letter's vowels and dagesh (mappiq), and the holam; what is not a point (cantillation, punctuation) is left out. */
const LAST_LETTER = /([\u05D0-\u05EA])([\u05B0-\u05BC\u05C1\u05C2\u05C7]*)$/;
const VOWEL_OR_MAPPIQ = /[\u05B0-\u05BC\u05C7]/;
const HOLAM = /[\u05B9\u05BA]/;
const POINTED = /[\u05B0-\u05BB\u05C7]/;

/** The particle's own letters and the pronoun ending after them (`letters`: plain, finals written as such); null for no ending of the table. */
function splitEnding(particle: PronounParticle, letters: string): { base: string; ending: string } | null {
  const base = particle.bases.find((b) => letters.startsWith(b) && isPronounEnding(letters.slice(b.length)));
  return base === undefined ? null : { base, ending: letters.slice(base.length) };
}

/**
 * Whether a pointed form's last letters can be the particle's pronoun ending (an unpointed one always can):
 * - the ending ־ָהּ 'her, it' with neither mappiq nor vowel on its ה is a vowel letter: עָלָה 'he went up' (Berakhot 2a,
 *   34b), not עָלָהּ 'on it'; the longer endings keep theirs without one (מִמֶּנָּה 'from her', the Aramaic לֵיה 'to him'
 *   a page writes without its mappiq);
 * - the 'us' of ־נוּ has a shuruk: with a holam, נוֹ is a noun's 'his' (בְּנוֹ 'his son', not בָּנוּ 'in us'); אֵינוֹ 'he is not'
 *   is אֵין with ־וֹ, which keeps its holam.
 */
function endingFitsPointing(stem: string, stemPlain: string, particle: PronounParticle): boolean {
  if (!POINTED.test(stem)) return true;
  const last = LAST_LETTER.exec(stem.normalize("NFC").replace(/[^\u05B0-\u05BC\u05C1\u05C2\u05C7\u05D0-\u05EA]/g, ""));
  if (!last) return true;
  const [, letter, marks] = last;
  const ending = splitEnding(particle, withFinals(stemPlain))?.ending ?? "";
  if (letter === "\u05D4" && ending === "ה" && !VOWEL_OR_MAPPIQ.test(marks!)) return false;
  return !(letter === "\u05D5" && ending === "נו" && HOLAM.test(marks!));
}

/**
 * The particle reading of `word` (plain or pointed): its proclitics, the particle with its ending,
 * and the particle; null when the word is none. `aramaic`: an Aramaic text (Talmud, Targum), where
 * the Aramaic forms count too.
 */
export function particleReading(word: string, aramaic: boolean): ParticleReading | null {
  const letters = plainHebrew(word).replace(/[^\u05D0-\u05EA]/g, "");
  // Letters only, each unfolded alone: the key of what follows a proclitic is the same slice of the word's key.
  const keyed = key(letters);
  for (const p of CHAINS) {
    if (!letters.startsWith(p)) continue;
    const written = keyed.slice(p.length);
    // The word after its proclitics, points kept: the object marker's short spelling is read by its holam.
    const stem = splitAfterLetters(word, p.length)[1];
    const rest = written.startsWith("את") && SHORT_OBJECT.test(stem) ? `או${written.slice(1)}` : written;
    const found = { prefixPlain: p, stemPlain: letters.slice(p.length), stem };
    if (PREPOSITIONS.includes(p) && SAME_FORMS.has(rest)) return { ...found, particle: SAME };
    if (!PREPOSITIONS.includes(p) && rest === "בי" && IN_ME.test(stem)) return { ...found, particle: IN };
    const particle = BOTH.get(rest) ?? (aramaic ? ARAMAIC.get(rest) : undefined);
    if (particle?.head === "עם" && NOT_WITH.test(stem)) continue;
    if (particle && !endingFitsPointing(stem, found.stemPlain, particle)) continue;
    if (particle && (!PREPOSITIONS.includes(p) || particle.afterPreposition)) return { ...found, particle };
  }
  return null;
}

/** Every form of the table, once each, with whether only an Aramaic text reads it so. */
export const PARTICLE_FORMS: readonly { form: string; aramaic: boolean }[] = [...new Map(TABLE.flatMap((t) => [
  ...t.both.map((form): [string, { form: string; aramaic: boolean }] => [form, { form, aramaic: false }]),
  ...t.aramaic.map((form): [string, { form: string; aramaic: boolean }] => [form, { form, aramaic: true }]),
])).values()];

/** Every particle's gloss, once each (the interface words them in its language: client/lib/particle-glosses.ts). */
export const PARTICLE_GLOSSES: readonly string[] = [...new Set([...TABLE.map((t) => t.particle.gloss), SAME.gloss])];

/** Each particle by its head-word, as the lookup's "how" names it (reading-how's "pronoun-ending" step). */
const BY_HEAD = new Map<string, PronounParticle>([...[...TABLE].reverse().map((t) => [t.particle.head, t.particle] as const), [SAME.head, SAME]]);

/** A preposition before a particle that takes one (בְּכוּלָּן, מִלְּפָנָיו, לְדִידִי), in English. */
const PREPOSITION_ENGLISH: Readonly<Record<string, string>> = { ב: "in", ל: "to", מ: "from", כ: "like" };

/**
 * What a particle with a pronoun ending means, in English: the particle's meaning with the person,
 * gender and number of its ending (shared/hebrew/pronoun-endings): לֵיהּ 'to him', לָהּ 'to her / to it',
 * מִינַּהּ 'from it / from her' (the Aramaic feminine is mostly a thing), בֵּיהּ 'in it / in him', לַן 'to us',
 * לָךְ 'to you (m.) / to you (f.)' (the Aramaic masculine, the Hebrew feminine), דִּידָךְ 'yours (m.)',
 * אֵינוֹ 'he is not'; after a preposition, בְּכוּלָּן 'in all of them (f.)', לְדִידִי 'as for me', מִשֶּׁלּוֹ 'from his own',
 * בְּאוֹתוֹ 'in that same'. The text's pointing decides between the persons it can (עָלֶיהָ 'on her', עֲלֵיהּ 'on
 * it / on him'); where it cannot, both are named. Null where the ending is none of the table's.
 */
export function particleEndingGloss(reading: Pick<ParticleReading, "prefixPlain" | "stemPlain" | "particle"> & { stem?: string }): string | null {
  const { particle } = reading;
  const preposition = PREPOSITIONS.includes(reading.prefixPlain) ? PREPOSITION_ENGLISH[reading.prefixPlain.at(-1)!] : undefined;
  if (particle === SAME) return preposition ? `${preposition} ${particle.english}` : particle.english;
  const letters = withFinals(plainHebrew(reading.stemPlain).replace(/[^\u05D0-\u05EA]/g, ""));
  const split = splitEnding(particle, letters);
  if (!split) return null;
  const { base, ending } = split;
  const language = LANGUAGE.get(key(letters)) ?? PARTICLE_LANGUAGE.get(particle) ?? "either";
  // מִמֶּנּוּ, הֵימֶנּוּ: מִן's doubled נ before the ending is 'from him' and 'from us' alike, pointed alike.
  const persons: (Person | "bare")[] | null = particle === FROM && ending === "נו" && base !== "מינ" ? ["3ms", "1cp"]
    : endingPersons(ending, reading.stem ?? reading.stemPlain, language, particle.construct);
  if (!persons) return null;
  // The third person singular as a thing first where the particle's mostly is (בֵּיהּ 'in it'), and the Aramaic feminine's.
  const read = [...new Set(persons.flatMap((p): (Person | "bare")[] =>
    p === "3ms" ? (particle.thing ? ["it", p] : [p]) : p === "3fs" ? (particle.thing || language === "aramaic" ? ["it", p] : [p, "it"]) : [p]))];
  // After a preposition, a possessive is 'his own' (מִשֶּׁלּוֹ 'from his own', בְּדִידֵיהּ), and לְדִידִי 'as for me'.
  const possessive = particle.english === "{mine}";
  const template = !preposition ? particle.english
    : possessive ? (reading.prefixPlain.endsWith("ל") && particle.head === "דיד" ? "as for {me}" : preposition === "like" ? "like {mine}" : `${preposition} {my} own`)
      : `${preposition} ${particle.english}`;
  return read.map((p) => (p === "bare" ? template.replace(/\s*\{me\}/, "") : personEnglish(template, p))).join(" / ");
}

/**
 * The English of a lookup's reading that is a particle with a pronoun ending (its "how" has reading-how's
 * "pronoun-ending" step): particleEndingGloss of its stem as the text writes it; null for any other reading.
 * The panel shows it first for that reading, and "Add to my words" saves it (shared/my-words#readerGloss).
 */
export function readingEndingGloss(reading: { prefixPlain: string; stem: string; howSteps?: readonly HowStep[] } | null | undefined): string | null {
  const step = reading?.howSteps?.find((s) => s.kind === "pronoun-ending");
  const particle = step ? BY_HEAD.get(step.head) : undefined;
  if (!reading || !particle) return null;
  return particleEndingGloss({ prefixPlain: reading.prefixPlain, stemPlain: plainHebrew(reading.stem), stem: reading.stem, particle });
}
