import { nounReadings } from "./irregular-nouns";
import { howText, procliticSteps, type HowStep, type VerbFormName } from "./reading-how";
import { plainHebrew } from "./strip-niqqud";
import { medialLetters, withFinals } from "./final-letters";

/**
 * The verb forms of Mishnaic Hebrew and Talmudic Aramaic a reader recognises at a glance,
 * each read back to its root as the lexicons hold it, weak roots included:
 * - participles: קוֹרִין, אוֹמֵר (qal: a ו after the first radical), פָּרֵישׁ, כְּתִיב (Aramaic: a י before
 *   the last), מְעַכְּבָא, מַנְהִיג (מ־ of the derived stems), נִכְנָסִים (nif'al), מוֹדִים (a פ״י root's hif'il);
 * - infinitives: לִקְרוֹת, לִרְאוֹת (ל־…־ות of a final-weak root), לֶאֱכוֹל, לְהַרְחִיק, צֵאת, לָדַעַת (a פ״י root),
 *   לְמֵימַר, לְמֵיכַל, לְמִיפַּק (Aramaic מ־ with its first radical א / י / נ gone);
 * - a construct noun's ־ת: שְׁעַת, בִּיאַת, קְרִיאַת (its ־ה put back);
 * - the irregular forms of אמר, אתא and הוי, the commonest verbs of the Gemara (אֵימָא, נֵימָא, לֵימָא, לֵיתֵי…), and of נתן (לִתֵּן, תֵּן);
 * - perfects: a final-weak root's ־ִינוּ / ־ִיתִי (קָרִינוּ), the Aramaic first person (יְהָבִית, אֲמַרְנָא);
 * - weak roots: hollow (בָּאוּ, מֵתָה; the hif'il לְהָבִיא; the intensive's doubled י, מִתְקַיֵּם), geminate (תָּנֵץ, וַתִּקֹּד), פ״נ (מַשִּׂיא, יַכִּיר);
 * - the reflexive with ת (יִתְכַּנְשׁוּן, יִתְכַּסֶּה) and with its ת after a sibilant (מִזְדְּרַע, מִשְׁתַּמֵּשׁ);
 * - nouns: the irregular ones and a plural's construct and suffixed forms (shared/hebrew/irregular-nouns).
 * Each reading has its steps' cost, as aramaic-readings counts them (a proclitic 1). Pure.
 */
export interface VerbReading {
  prefixPlain: string;
  form: string;
  how: string;
  /** The same, step by step (shared/hebrew/reading-how): `how` is their English. */
  howSteps: HowStep[];
  cost: number;
}

/** The commonest irregular verbs of the Gemara: forms whose root letters are not all written. */
const IRREGULAR: Record<string, string> = {
  "אימא": "אמר", "נימא": "אמר", "לימא": "אמר", "תימא": "אמר", "אימר": "אמר", "נימר": "אמר", "תימר": "אמר", "לימר": "אמר", "מימר": "אמר", "למימר": "אמר",
  // The participle contracted with אֲנָא 'I', its ר gone (אָמֵינָא 'I say').
  "אמינא": "אמר",
  "איתי": "אתא", "ליתי": "אתא", "ניתי": "אתא", "תיתי": "אתא", "למיתי": "אתא", "מיתי": "אתא", "אתי": "אתא", "אתו": "אתא", "אתיא": "אתא", "אתאי": "אתא",
  "ליהוי": "הוי", "נהוי": "הוי", "תהוי": "הוי", "להוי": "הוי", "למהוי": "הוי", "מהוי": "הוי", "הויא": "הוי", "הוו": "הוי", "הואי": "הוי", "הויין": "הוי", "הוה": "הוי",
  "יהי": "היה", "ויהי": "היה", "תהי": "היה",
  // Hebrew נָתַן, whose נ assimilates at either end (GKC §66i): the infinitive לִתֵּן / לִיתֵּן, the imperative תֵּן, the perfect נָתַתִּי.
  "לתן": "נתן", "ליתן": "נתן", "תן": "נתן", "נתתי": "נתן", "נתת": "נתן", "נתתם": "נתן",
  // The Mishnah's infinitive of אָמַר, its א gone (GKC §68): לוֹמַר (תַּלְמוּד לוֹמַר, כְּלוֹמַר), beside the Bible's לֵאמֹר.
  "לומר": "אמר",
  // The Targum's imperfect of הוי (יְהֵא, תְּהֵא, יְהוֹן, תְּהוֹן).
  "יהא": "הוי", "תהא": "הוי", "נהא": "הוי", "יהון": "הוי", "תהון": "הוי", "יהוון": "הוי", "תהוון": "הוי",
};

/** The endings a participle or an infinitive may carry. */
/** (The Aramaic imperfect's plural ־ון / ־ין: יִשְׁלְטוּן, יִרְחֲשׁוּן; the Mishnah's participle with אֲנִי and a verb with 'me': גּוֹזְרַנִי, מְקוּבְּלַנִי, נִצְּחוּנִי.) */
const ENDINGS = ["ין", "ים", "ות", "ון", "תא", "א", "ה", "ת", "י", "ן", "נא", "ו", "תי", "תם", "נו", "תה", "ית", "יו", "יה", "יהם", "יהן", "תו", "תן", "ני", "וני"];
/** A noun's pronoun suffixes (בָּנָיו, מִצְוָתָן, חַיֶּיךָ): the noun read back, a suffix is one step. */
const SUFFIXES = ["יהם", "יהן", "יכם", "ינו", "יו", "יה", "יך", "הם", "הן", "כם", "נו", "ו", "ה", "ך", "ם", "ן", "י"];
/** The proclitics before a verb form or a noun (ו, ד, ש, ה, ב, ל, כ, מ, the participle's ק of קא, and their chains). */
const PROCLITICS = ["", "ו", "ד", "ש", "ה", "ב", "ל", "כ", "מ", "ק", "וד", "וש", "וב", "ול", "ומ", "וה", "דב", "דל", "דמ", "דק", "שב", "של", "שמ", "שה", "וק", "ודק", "מד", "כד", "וכד",
  // The Mishnah's מִשֶּׁ 'from when' and כְּשֶׁ 'when' before a finite verb (מִשֶּׁיַּכִּיר, כְּשֶׁעָלוּ).
  "מש", "כש", "ומש", "וכש"];
const WEAK_FINALS = ["א", "ה", "י"];
/**
 * Hebrew spells a final-weak root's last radical ה or א (עָשָׂה, קָרָא), Aramaic י or א (חֲזִי, קְרָא).
 * The participle written with ו after the first radical (קוֹרֶה, קוֹרִין, עוֹשִׂין) is Hebrew's (the
 * Aramaic one is קָרֵי, חָזֵי): its root is read back with ה or א, never Aramaic ־י (קוֹרִין is קָרָא, not קְרֵי).
 */
const HEBREW_WEAK_FINALS = ["א", "ה"];
/** The reflexive's ת after a sibilant first radical: changed places with it, and voiced after ז, emphatic after צ (הִשְׁתַּמֵּשׁ, הִסְתַּכֵּל, מִזְדְּרַע, הִצְטַעֵר). */
/** (A participle's or a passive's י may stand before the last radical: אִיצְטְרִיךְ, מִצְטְרִיךְ.) */
const METATHESIS = /^(?:[יתנאמלה]|לה|אי|את|מת|לא|למ)?(?:([סש])ת|(ז)ד|(צ)ט)(.)(?:י?(.))?$/;

/** The endings and the suffixes as the stems are compared with them (no final forms): worked out once, not per stem. */
const ENDINGS_UNFINAL: readonly (readonly [string, string])[] = ENDINGS.map((e) => [e, medialLetters(e)]);
const SUFFIXES_UNFINAL: readonly (readonly [string, string])[] = SUFFIXES.map((e) => [e, medialLetters(e)]);

/** The stems a form may be, its ending (if any) taken off: [stem, ending]. */
function withoutEnding(s: string): [string, string][] {
  const out: [string, string][] = [[s, ""]];
  for (const [e, eu] of ENDINGS_UNFINAL) if (s.endsWith(eu) && s.length - e.length >= 2) out.push([s.slice(0, -e.length), e]);
  return out;
}

/** The readings of one stem (no proclitics). */
/**
 * What the word's printed end says: `tsereYod`, it ends in ־ֵי (or is unpointed): the Babylonian infinitive's ending, not a
 * noun's ־ִי 'my' (לִכְבוֹדִי); `perfectHim`, in ־ְתּוֹ, a perfect's ת after the root's sheva and the suffix 'him' (מִלַּטְתּוֹ).
 */
interface PrintedEnd { tsereYod: boolean; perfectHim: boolean }

function stemReadings(s: string, { tsereYod, perfectHim }: PrintedEnd = { tsereYod: true, perfectHim: false }): { form: string; how: HowStep[]; cost: number }[] {
  const out: { form: string; how: HowStep[]; cost: number }[] = [];
  const push = (root: string, how: HowStep[], cost: number, finals: readonly string[] = WEAK_FINALS) => {
    if (root.length < 2 || root.length > 4) return;
    // Two letters are seldom a root as a lexicon holds it: a final-weak root written without its last
    // radical (קוֹרִין, מוֹדִים), ־א, ־ה, ־י put back, comes before the two letters themselves (כֹּס 'cup').
    out.push({ form: withFinals(root), how, cost: root.length === 2 ? cost + 1 : cost });
    // A hollow root's intensive stems double a י for its middle radical (קִיֵּם, מִתְקַיֵּם, חִיֵּב of קוּם, חוּב; GKC §72m).
    if (root.length === 3 && root[1] === "י") out.push({ form: withFinals(`${root[0]!}ו${root[2]!}`), how: [...how, { kind: "root", root: "hollow" }], cost: cost + 0.5 });
    if (root.length === 2) for (const w of finals) out.push({ form: withFinals(root + w), how: [...how, { kind: "root", root: "final-weak" }], cost: cost + 0.5 });
  };
  const irregular = IRREGULAR[withFinals(s)];
  if (irregular) out.push({ form: irregular, how: [{ kind: "form-of", head: irregular }], cost: 0.5 });
  // And with a plural's ending (תֵּימְרוּ, לֵימְרוּ 'you, they should say'; not ־י: לִיתְנֵי is תְּנֵי's, not לִיתֵּן's).
  for (const [stem, ending] of withoutEnding(s).slice(1)) {
    const form = /^(?:ו|ון|ין)$/.test(ending) ? IRREGULAR[withFinals(stem)] : undefined;
    if (form) out.push({ form, how: [{ kind: "form-of", head: form }, { kind: "ending", ending: withFinals(ending) }], cost: 1 });
  }

  // Infinitives.
  let m: RegExpExecArray | null;
  // ל־…־וֹת is Hebrew's infinitive of a final-weak root (לִקְרוֹת, לַעֲשׂוֹת; Aramaic's is לְמִקְרֵי): its root ends in ־ה or ־א.
  if ((m = /^ל(..)ות$/.exec(s))) for (const w of HEBREW_WEAK_FINALS) out.push({ form: m[1] + w, how: [{ kind: "infinitive", affix: "ל־…־ות", aramaic: false }], cost: 1.5 });
  if ((m = /^ל(.)(.)ו(.)$/.exec(s))) push(m[1]! + m[2]! + m[3]!, [{ kind: "infinitive", affix: "ל־", aramaic: false }], 1.5);
  if ((m = /^לה(.)(.)י(.)$/.exec(s))) push(m[1]! + m[2]! + m[3]!, [{ kind: "infinitive", affix: "לה־", aramaic: false }], 1.5);
  // With a pronoun suffix as well (צֵאתְךָ, לִדְעָתוֹ: the ־ת is the infinitive's own, not a step), and הָלַךְ's לֶכֶת, formed so (GKC §69x).
  // (The stem's final letters are unfolded: ־ך ־ם ־ן are matched as כ מ נ, צֵאתְךָ.)
  if ((m = /^ל?(..)ת(ו|ה|כ|מ|נ|נו|כמ|המ|הנ)?$/.exec(s))) for (const first of m[1] === "לכ" ? ["ה", "י"] : ["י", "נ"]) out.push({ form: withFinals(first + m[1]!), how: [{ kind: "infinitive-weak", root: first === "נ" ? "פ״נ" : "פ״י", ...(m[2] ? { suffix: withFinals(m[2]) } : {}) }], cost: 1.5 });
  // The Babylonian infinitive of the intensive and causative stems, ־וֹ־ before the last radical and ־ֵי after it
  // (לְמַעוֹטֵי of מעט, לְאַקְדּוֹמֵי of קדם, לְאֵתוֹיֵי of אתא: a final-weak root's י read as its ־א too).
  if (tsereYod && (m = /^לא?(.)(.)ו(.)י$/.exec(s))) {
    out.push({ form: withFinals(m[1]! + m[2]! + m[3]!), how: [{ kind: "infinitive", affix: "ל־…־וֹ־…־ֵי", aramaic: true }], cost: 1.5 });
    if (m[3] === "י") out.push({ form: `${m[1]!}${m[2]!}א`, how: [{ kind: "infinitive", affix: "ל־…־וֹ־…־ֵי", aramaic: true }, { kind: "root", root: "final-weak" }], cost: 2 });
  }
  // A פ״י root's imperative, two radicals left (צֵא, שֵׁב, רֵד).
  if (s.length === 2) out.push({ form: withFinals(`י${s}`), how: [{ kind: "root", root: "weak" }], cost: 1.5 });
  if ((m = /^ל?מי(..)(א)?$/.exec(s))) for (const first of ["א", "י", "נ"]) out.push({ form: withFinals(first + m[1]!), how: [{ kind: "infinitive", affix: "מי־", aramaic: true }], cost: 1.5 });
  if ((m = /^ל?מי?(...)$/.exec(s))) {
    push(m[1]!, [{ kind: "infinitive", affix: "מ־", aramaic: true }], 1.5);
    // A final-weak root's (לְמִבְנֵי, לְמִמְנֵי): Jastrow holds many under ־א (מְנָא).
    if (m[1]!.endsWith("י")) out.push({ form: withFinals(`${m[1]!.slice(0, 2)}א`), how: [{ kind: "infinitive", affix: "מ־", aramaic: true }, { kind: "root", root: "final-weak" }], cost: 2 });
  }

  for (const [stem, ending] of withoutEnding(s)) {
    const e = ending ? 0.5 : 0;
    const how = (form: VerbFormName): HowStep[] => [{ kind: "verb", form, ...(ending ? { ending: withFinals(ending) } : {}) }];
    // Qal participle: C ו C C, a final-weak C ו C (the commonest verb form of the Mishnah: half a step);
    // Hebrew's, so a final-weak root takes ־ה / ־א, and the י before a plural's ־ן is the ending's (קוֹרִין).
    if ((m = /^(.)ו(.)(.)?$/.exec(stem))) {
      const weak = !m[3] || (m[3] === "י" && /^[ןם]$/.test(ending));
      push(m[1]! + m[2]! + (weak ? "" : m[3]!), how("participle"), 0.5 + e, HEBREW_WEAK_FINALS);
    }
    // A hollow root's perfect and participle (בָּא, בָּאוּ, קָם, מֵתָה): the middle ו / י not written.
    // A step and a half: the two letters are more often a word of their own (כָּל, עַל, בַּת).
    if (stem.length === 2) for (const mid of ["ו", "י"]) out.push({ form: withFinals(stem[0]! + mid + stem[1]!), how: how("hollow-root"), cost: 1.5 + e });
    // A geminate root's imperfect and perfect (יָסֹב, תָּנֵץ, תִּקֹּד; סַב, תַּם): its last radical written once
    // (a step and a half, as a hollow root's: כָּל is כֹּל before כָּלַל).
    if ((m = /^[יתנא]?(.)(.)$/.exec(stem)) && (stem.length === 3 || !ending)) out.push({ form: withFinals(m[1]! + m[2]! + m[2]!), how: how("geminate-root"), cost: 1.5 + e });
    // A hollow root's hif'il (לְהָבִיא, מֵבִיא, יָבִיא, הֵקִים): C י C after the prefix, the root C ו C.
    // (Not after a bare ה־, which is far more often the article: הַהִיא, הַבִּירָה.)
    if ((m = /^(?:לה|מ|י|ת|נ|א)(.)י([^יו])$/.exec(stem))) {
      out.push({ form: withFinals(m[1]! + "ו" + m[2]!), how: how("hifil-hollow"), cost: 1 + e });
      // And of a פ״נ root, its נ assimilated (מַשִּׂיא, יַכִּיר, מַגִּיעַ).
      out.push({ form: withFinals("נ" + m[1]! + m[2]!), how: how("hifil-pn"), cost: 1 + e });
    }
    // With the object suffix ־ם 'them' (וִיסִירֵם, תְּשִׁיבֵם).
    if (!ending && (m = /^(?:לה|י|ת|נ|א)(.)י([^יו])מ$/.exec(stem))) out.push({ form: withFinals(`${m[1]!}ו${m[2]!}`), how: [...how("hifil-hollow"), { kind: "suffix", suffix: "ם" }], cost: 1.5 });
    // The derived stems' participle of a final-weak root (מְצַלֵּי, מְצַלּוּ, מְגַלֶּה): מ + two radicals.
    if ((m = /^מ(?:ת|ית)?(.)(.)$/.exec(stem))) push(m[1]! + m[2]!, how("participle-m"), 1.5 + e);
    // An Aramaic perfect's first person (יְהָבִית, אֲמַרְנָא, שְׁמַעְנָן): the three radicals left (not a final-weak
    // root's י, read below; ־ת and ־תי end nouns' constructs and suffixed forms too: תְּפִלָּתִי, בִּרְכַּת).
    if (/^(?:ית|נא|נן)$/.test(ending) && stem.length === 3 && !stem.endsWith("י")) push(stem, how("perfect"), 0.5 + e);
    // The perfect's third person plural with the object 'me' (נִצְּחוּנִי 'they defeated me').
    if (ending === "וני" && stem.length === 3) push(stem, how("perfect"), 0.5 + e);
    // The Hebrew perfect's ־ְתּוֹ 'you … him' as printed (מִלַּטְתּוֹ 'you saved him'): a noun's ־ָתוֹ is pointed otherwise.
    if (perfectHim && ending === "תו" && stem.length === 3) push(stem, how("perfect"), 0.5 + e);
    // A final-weak root's perfect or imperative plural (מְלוּ, קָרוּ, בְּנוֹ): two radicals and ־ו.
    if (ending === "ו" && stem.length === 2) push(stem, how("final-weak-root"), 0.5 + e);
    // The reflexive's imperfect, participle and infinitive with ת (יִתְכַּנְשׁוּן, יִתְכַּסֶּה, מִתְכַּוֵּין).
    // Its middle radical doubled, never a lone י (לְהַתְחִיל is the hif'il of תחל, not a reflexive of חיל).
    if ((m = /^(?:[יתנאמל]|לה|לא|למ)?(?:ית|את|הת|ת)(.)([^י])(.)?$/.exec(stem))) push(m[1]! + m[2]! + (m[3] ?? ""), how("reflexive"), 1.5 + e);
    // The Babylonian reflexive, its ת assimilated to the first radical and a י written for the prefix's vowel (אִיעֲרַב, מִיפַּלְגִי, אִיקְּלַע).
    // (Two steps: unpointed, מִי־ is as often the Aramaic infinitive's, מִישְׁתֵּי, or a noun's, מִשְׁתֵּי.)
    if ((m = /^(?:אי|מי)(.)([^י])(.)$/.exec(stem))) push(m[1]! + m[2]! + m[3]!, how("reflexive"), 2 + e);
    if ((m = METATHESIS.exec(stem))) push((m[1] ?? m[2] ?? m[3])! + m[4]! + (m[5] ?? ""), how("reflexive-metathesis"), 1.5 + e);
    // Pu'al participle: מ C ו C C (מְשׁוּבָּח, מְקוּבָּל, מְגוּנֶּה).
    if ((m = /^מ(.)ו(.)(.)?$/.exec(stem))) push(m[1]! + m[2]! + (m[3] ?? ""), how("participle-m"), 1 + e);
    // Imperfect: the prefix and the root (יַעֲלֶה, יִקְרְאוּ); of a פ״נ or פ״י root, the two radicals left and a hif'il's י (יַגִּיעַ, תֵּצֵא).
    if ((m = /^[יתנא](...)$/.exec(stem))) push(m[1]!, how("imperfect"), 1 + e);
    // The Babylonian imperfect writes its prefix's vowel with a י (נִיתְנֵי, תִּיבְעֵי; not לִי־, אִי־: לִימוֹת is ל + יְמוֹת).
    if ((m = /^[נת]י(...)$/.exec(stem))) push(m[1]!, how("imperfect"), 1 + e);
    if ((m = /^[יתנא](.)י?(.)$/.exec(stem))) for (const first of ["נ", "י"]) push(first + m[1]! + m[2]!, how("imperfect"), 1.5 + e);
    // A hollow root's passive, the prefix's vowel a shuruk (יוּמַת, מוּמָת, הוּקַם, מוּבָא).
    // (A step and a half: unpointed, the ו is as often a noun's own, לְתוֹכָן.)
    if ((m = /^[יתמה]ו(.)(.)$/.exec(stem)) && m[2] !== "ו") out.push({ form: withFinals(`${m[1]!}ו${m[2]!}`), how: how("hollow-root"), cost: 1.5 + e });
    // A hollow root's imperfect (יָבֹא, יָקוּם, יָסוּרוּ): the prefix and two radicals, its middle ו written or not.
    // (Its middle radical ו or י, as the lexicon heads it: יָקוּם of קוּם, תָּגֵל of גִּיל.)
    if ((m = /^[יתנא](.)ו?(.)$/.exec(stem)) && m[2] !== "ו") for (const mid of ["ו", "י"]) out.push({ form: withFinals(`${m[1]!}${mid}${m[2]!}`), how: [...how("imperfect"), { kind: "root", root: "hollow" }], cost: 1.5 + e });
    // A final-weak root's imperfect with its plural's ending (יִרְבּוּ, יִקְנוּ, שֶׁיֵּעָשׂוּ, יִבְנוּן): the prefix and two radicals, the
    // last radical read back (not a middle ו or י: יְכַוֵּין is כּוּן's); as dear as a פ״י or פ״נ root's of the same letters (תֵּשְׁבוּ).
    if (/^(?:ו|ון|ין)$/.test(ending) && (m = /^[יתנא](.)([^וי])$/.exec(stem))) push(m[1]! + m[2]!, how("imperfect"), 1 + e);
    // A feminine noun's plural: ־ות for its ־ה (שָׁעוֹת → שָׁעָה).
    if (ending === "ות" && stem.length >= 2) out.push({ form: withFinals(`${stem}ה`), how: [{ kind: "plural-ending", plural: "ות", singular: "ה" }], cost: 1 });
    // Aramaic participle (and passive): C C י C.
    if ((m = /^(.)(.)י(.)$/.exec(stem))) push(m[1]! + m[2]! + m[3]!, how("participle"), 1 + e);
    // The derived stems' participle: מ + root (מְעַכֵּב, מַנְהִיג with its י, מִתְ־ of the reflexive).
    // (A ת after the מ may be the root's as well as the reflexive's: מַתְחִיל is מ + תחל.)
    if ((m = /^מ(?:ת|ית)?(.)(.)י?(.)$/.exec(stem))) push(m[1]! + m[2]! + m[3]!, how("participle-m"), 1 + e);
    if ((m = /^מ(ת)(.)י?(.)$/.exec(stem))) push(m[1]! + m[2]! + m[3]!, how("participle-m"), 1 + e);
    if ((m = /^מו(.)(.)?$/.exec(stem))) for (const first of ["י", "נ"]) push(`${first}${m[1]!}${m[2] ?? ""}`, how(first === "י" ? "participle-py" : "participle-pn"), 1 + e);
    // A פ״י root's hif'il: its first radical a ו after the prefix, the last but one a י (מוֹצִיא, הוֹצִיא, לְהוֹצִיא, מוֹסִיף, מוֹלִיךְ).
    if ((m = /^(?:מ|ה|לה|י|ת|נ|א)ו(.)י(.)$/.exec(stem))) push(`י${m[1]!}${m[2]!}`, how("hifil-py"), 1 + e);
    // And of a final-weak פ״י root, an ending after its middle radical (תּוֹנוּ, תוֹנֶה of יָנָה; מוֹרֶה, הוֹדוּ).
    if (ending && (m = /^(?:מ|ה|לה|י|ת|נ|א)ו(.)$/.exec(stem))) out.push({ form: `י${m[1]!}ה`, how: how("hifil-py"), cost: 1 + e });
    // Nif'al participle and perfect: נ + root.
    if ((m = /^נ(.)(.)(.)$/.exec(stem))) push(m[1]! + m[2]! + m[3]!, how("nifal"), 1 + e);
    // A construct noun's ־ת: שְׁעַת → שָׁעָה.
    if (!ending && stem.length >= 3 && stem.endsWith("ת")) out.push({ form: withFinals(`${stem.slice(0, -1)}ה`), how: [{ kind: "construct-ending", from: "ת", to: "ה" }], cost: 1 });
    // A final-weak verb's perfect: הָיִי(תִי) → היה, קָרִי(נוּ) → קרא.
    // Its ־ִי־ and the person's ending are one form (קָרִינוּ, עָשִׂיתִי): one step, before a noun with a suffix (קְרִי + ־נוּ).
    // (־ִית and ־ִיתָ end nouns too, בֵּית, so only the first persons and the plural are so sure.)
    if (ending && /^(?:תי|תם|נו|תה|ת)$/.test(ending) && stem.length === 3 && stem.endsWith("י")) for (const w of ["ה", "א"]) out.push({ form: stem.slice(0, 2) + w, how: how("perfect-final-weak"), cost: /^(?:תי|תם|נו)$/.test(ending) ? 0.75 : 1 + e });
  }
  // Irregular nouns and a masculine plural's construct and suffixed forms (shared/hebrew/irregular-nouns).
  out.push(...nounReadings(s).map((r) => ({ form: r.form, how: r.howSteps, cost: r.cost })));
  // A noun with a pronoun suffix, its construct ־ת read back as ־ה (מִצְוָתָן → מִצְוָה).
  for (const [sfx, su] of SUFFIXES_UNFINAL) {
    if (!s.endsWith(su) || s.length - sfx.length < 2) continue;
    const noun = s.slice(0, -sfx.length);
    out.push({ form: withFinals(noun), how: [{ kind: "suffix", suffix: withFinals(sfx) }], cost: 1 });
    if (noun.length >= 3 && noun.endsWith("ת")) out.push({ form: withFinals(`${noun.slice(0, -1)}ה`), how: [{ kind: "suffix", suffix: withFinals(sfx) }, { kind: "construct-ending", from: "ת", to: "ה" }], cost: 1.5 });
  }
  return out;
}

/** Every verb (and construct) reading of `word`, with its proclitics; cheapest first, each form once. */
export function verbReadings(word: string): VerbReading[] {
  // A lookup reads a word's verb readings twice (its forms, its ranked readings): the last word's are kept.
  if (lastReadings?.word !== word) lastReadings = { word, readings: readingsOf(word) };
  return lastReadings.readings.map((r) => ({ ...r }));
}
let lastReadings: { word: string; readings: readonly VerbReading[] } | null = null;
function readingsOf(word: string): VerbReading[] {
  const letters = medialLetters(plainHebrew(word).replace(/[^\u05D0-\u05EA]/g, ""));
  const pointed = word.normalize("NFC").replace(/[^\u05B0-\u05BC\u05C7\u05D0-\u05EA]/g, "");
  const end: PrintedEnd = {
    tsereYod: !/[\u05B0-\u05BB\u05C7]/.test(pointed) || /\u05B5\u05BC?\u05D9$/.test(pointed),
    perfectHim: /\u05B0\u05EA\u05BC\u05D5\u05B9$/.test(pointed),
  };
  const seen = new Map<string, VerbReading>();
  for (const p of PROCLITICS) {
    if (!letters.startsWith(p) || letters.length - p.length < 2) continue;
    for (const r of stemReadings(letters.slice(p.length), end)) {
      const howSteps = [...procliticSteps(p), ...r.how];
      const reading: VerbReading = { prefixPlain: p, form: r.form, how: howText(howSteps), howSteps, cost: r.cost + p.length };
      const had = seen.get(r.form);
      if (!had || reading.cost < had.cost) seen.set(r.form, reading);
    }
  }
  return [...seen.values()].sort((a, b) => a.cost - b.cost);
}
