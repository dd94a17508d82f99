import { withFinals } from "./aramaic-readings";
import { plainHebrew } from "./strip-niqqud";

/**
 * The verb forms of Mishnaic Hebrew and Talmudic Aramaic a reader recognises at a glance,
 * each read back to its root as the lexicons hold it, weak roots included:
 * - participles: קוֹרִין, אוֹמֵר (qal: a ו after the first radical), פָּרֵישׁ, כְּתִיב (Aramaic: a י before
 *   the last), מְעַכְּבָא, מַנְהִיג (מ־ of the derived stems), נִכְנָסִים (nif'al), מוֹדִים (a פ״י root's hif'il);
 * - infinitives: לִקְרוֹת, לִרְאוֹת (ל־…־ות of a final-weak root), לֶאֱכוֹל, לְהַרְחִיק, צֵאת, לָדַעַת (a פ״י root),
 *   לְמֵימַר, לְמֵיכַל, לְמִיפַּק (Aramaic מ־ with its first radical א / י / נ gone);
 * - a construct noun's ־ת: שְׁעַת, בִּיאַת, קְרִיאַת (its ־ה put back);
 * - the irregular forms of אמר, אתא and הוי, the commonest verbs of the Gemara (אֵימָא, נֵימָא, לֵימָא, לֵיתֵי…).
 * Each reading has its steps' cost, as aramaic-readings counts them (a proclitic 1). Pure.
 */
export interface VerbReading {
  prefixPlain: string;
  form: string;
  how: string;
  cost: number;
}

/** The commonest irregular verbs of the Gemara: forms whose root letters are not all written. */
const IRREGULAR: Record<string, string> = {
  "אימא": "אמר", "נימא": "אמר", "לימא": "אמר", "תימא": "אמר", "אימר": "אמר", "נימר": "אמר", "תימר": "אמר", "לימר": "אמר", "מימר": "אמר", "למימר": "אמר",
  "איתי": "אתא", "ליתי": "אתא", "ניתי": "אתא", "תיתי": "אתא", "למיתי": "אתא", "מיתי": "אתא", "אתי": "אתא", "אתו": "אתא", "אתיא": "אתא", "אתאי": "אתא",
  "ליהוי": "הוי", "נהוי": "הוי", "תהוי": "הוי", "להוי": "הוי", "למהוי": "הוי", "מהוי": "הוי", "הויא": "הוי", "הוו": "הוי", "הואי": "הוי", "הויין": "הוי", "הוה": "הוי",
  "יהי": "היה", "ויהי": "היה", "תהי": "היה",
};

/** The endings a participle or an infinitive may carry. */
const ENDINGS = ["ין", "ים", "ות", "תא", "א", "ה", "ת", "י", "ן", "נא", "ו", "תי", "תם", "נו", "תה"];
/** A noun's pronoun suffixes (בָּנָיו, מִצְוָתָן, חַיֶּיךָ): the noun read back, a suffix is one step. */
const SUFFIXES = ["יהם", "יהן", "יכם", "ינו", "יו", "יה", "יך", "הם", "הן", "כם", "נו", "ו", "ה", "ך", "ם", "ן", "י"];
/** The proclitics before a verb form or a noun (ו, ד, ש, ה, ב, ל, כ, מ, the participle's ק of קא, and their chains). */
const PROCLITICS = ["", "ו", "ד", "ש", "ה", "ב", "ל", "כ", "מ", "ק", "וד", "וש", "וב", "ול", "ומ", "וה", "דב", "דל", "דמ", "דק", "שב", "של", "שמ", "שה", "וק", "ודק", "מד"];
const WEAK_FINALS = ["א", "ה", "י"];

const FINALS: Record<string, string> = { "ך": "כ", "ם": "מ", "ן": "נ", "ף": "פ", "ץ": "צ" };
const unfinal = (s: string) => [...s].map((c) => FINALS[c] ?? c).join("");

/** The stems a form may be, its ending (if any) taken off: [stem, ending]. */
function withoutEnding(s: string): [string, string][] {
  const out: [string, string][] = [[s, ""]];
  for (const e of ENDINGS) if (s.endsWith(unfinal(e)) && s.length - e.length >= 2) out.push([s.slice(0, -e.length), e]);
  return out;
}

/** The readings of one stem (no proclitics). */
function stemReadings(s: string): { form: string; how: string; cost: number }[] {
  const out: { form: string; how: string; cost: number }[] = [];
  const push = (root: string, how: string, cost: number) => {
    if (root.length < 2 || root.length > 4) return;
    out.push({ form: withFinals(root), how, cost });
    // A final-weak root written without its last radical (קוֹרִין, מוֹדִים): ־א, ־ה, ־י put back.
    if (root.length === 2) for (const w of WEAK_FINALS) out.push({ form: withFinals(root + w), how: `${how}; final-weak root`, cost: cost + 0.5 });
  };
  const irregular = IRREGULAR[s];
  if (irregular) out.push({ form: irregular, how: `a form of ${irregular}`, cost: 0.5 });

  // Infinitives.
  let m: RegExpExecArray | null;
  if ((m = /^ל(..)ות$/.exec(s))) for (const w of ["ה", "א", "י"]) out.push({ form: m[1] + w, how: "infinitive ל־…־ות", cost: 1.5 });
  if ((m = /^ל(.)(.)ו(.)$/.exec(s))) push(m[1]! + m[2]! + m[3]!, "infinitive ל־", 1.5);
  if ((m = /^לה(.)(.)י(.)$/.exec(s))) push(m[1]! + m[2]! + m[3]!, "infinitive לה־", 1.5);
  if ((m = /^ל?(..)ת$/.exec(s))) for (const first of ["י", "נ"]) out.push({ form: withFinals(first + m[1]!), how: `infinitive of a ${first === "י" ? "פ״י" : "פ״נ"} root`, cost: 1.5 });
  if ((m = /^ל?מי(..)(א)?$/.exec(s))) for (const first of ["א", "י", "נ"]) out.push({ form: withFinals(first + m[1]!), how: "Aramaic infinitive מי־", cost: 1.5 });
  if ((m = /^ל?מי?(...)$/.exec(s))) push(m[1]!, "Aramaic infinitive מ־", 1.5);

  for (const [stem, ending] of withoutEnding(s)) {
    const e = ending ? 0.5 : 0;
    const how = (what: string) => (ending ? `${what}, ending ־${withFinals(ending)}` : what);
    // Qal participle: C ו C C, a final-weak C ו C (the commonest verb form of the Mishnah: half a step).
    if ((m = /^(.)ו(.)(.)?$/.exec(stem))) push(m[1]! + m[2]! + (m[3] ?? ""), how("participle"), 0.5 + e);
    // Pu'al participle: מ C ו C C (מְשׁוּבָּח, מְקוּבָּל, מְגוּנֶּה).
    if ((m = /^מ(.)ו(.)(.)?$/.exec(stem))) push(m[1]! + m[2]! + (m[3] ?? ""), how("participle מ־"), 1 + e);
    // Imperfect: the prefix and the root (יַעֲלֶה, יִקְרְאוּ); of a פ״נ or פ״י root, the two radicals left and a hif'il's י (יַגִּיעַ, תֵּצֵא).
    if ((m = /^[יתנא](...)$/.exec(stem))) push(m[1]!, how("imperfect"), 1 + e);
    if ((m = /^[יתנא](.)י?(.)$/.exec(stem))) for (const first of ["נ", "י"]) push(first + m[1]! + m[2]!, how("imperfect"), 1.5 + e);
    // A feminine noun's plural: ־ות for its ־ה (שָׁעוֹת → שָׁעָה).
    if (ending === "ות" && stem.length >= 2) out.push({ form: withFinals(`${stem}ה`), how: "plural ־ות of ־ה", cost: 1 });
    // Aramaic participle (and passive): C C י C.
    if ((m = /^(.)(.)י(.)$/.exec(stem))) push(m[1]! + m[2]! + m[3]!, how("participle"), 1 + e);
    // The derived stems' participle: מ + root (מְעַכֵּב, מַנְהִיג with its י, מִתְ־ of the reflexive).
    if ((m = /^מ(?:ת|ית)?(.)(.)י?(.)$/.exec(stem))) push(m[1]! + m[2]! + m[3]!, how("participle מ־"), 1 + e);
    if ((m = /^מו(.)(.)?$/.exec(stem))) for (const first of ["י", "נ"]) push(`${first}${m[1]!}${m[2] ?? ""}`, how(`participle of a ${first === "י" ? "פ״י" : "פ״נ"} root`), 1 + e);
    // Nif'al participle and perfect: נ + root.
    if ((m = /^נ(.)(.)(.)$/.exec(stem))) push(m[1]! + m[2]! + m[3]!, how("nif'al"), 1 + e);
    // A construct noun's ־ת: שְׁעַת → שָׁעָה.
    if (!ending && stem.length >= 3 && stem.endsWith("ת")) out.push({ form: withFinals(`${stem.slice(0, -1)}ה`), how: "construct ־ת as ־ה", cost: 1 });
    // A final-weak verb's perfect: הָיִי(תִי) → היה, קָרִי(נוּ) → קרא.
    if (ending && /^(?:תי|תם|נו|תה|ת)$/.test(ending) && stem.length === 3 && stem.endsWith("י")) for (const w of ["ה", "א"]) out.push({ form: stem.slice(0, 2) + w, how: how("perfect of a final-weak root"), cost: 1 + e });
  }
  // A noun with a pronoun suffix, its construct ־ת read back as ־ה (מִצְוָתָן → מִצְוָה).
  for (const sfx of SUFFIXES) {
    if (!s.endsWith(unfinal(sfx)) || s.length - sfx.length < 2) continue;
    const noun = s.slice(0, -sfx.length);
    out.push({ form: withFinals(noun), how: `suffix ־${withFinals(sfx)}`, cost: 1 });
    if (noun.length >= 3 && noun.endsWith("ת")) out.push({ form: withFinals(`${noun.slice(0, -1)}ה`), how: `suffix ־${withFinals(sfx)}; construct ־ת as ־ה`, cost: 1.5 });
  }
  return out;
}

/** Every verb (and construct) reading of `word`, with its proclitics; cheapest first, each form once. */
export function verbReadings(word: string): VerbReading[] {
  const letters = unfinal(plainHebrew(word).replace(/[^\u05D0-\u05EA]/g, ""));
  const seen = new Map<string, VerbReading>();
  for (const p of PROCLITICS) {
    if (!letters.startsWith(p) || letters.length - p.length < 2) continue;
    for (const r of stemReadings(letters.slice(p.length))) {
      const reading: VerbReading = { prefixPlain: p, form: r.form, how: [p && `${[...p].join(" + ")} +`, r.how].filter(Boolean).join(" "), cost: r.cost + p.length };
      const had = seen.get(r.form);
      if (!had || reading.cost < had.cost) seen.set(r.form, reading);
    }
  }
  return [...seen.values()].sort((a, b) => a.cost - b.cost);
}
