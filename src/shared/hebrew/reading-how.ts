/**
 * How a reading of a word was reached, step by step, as the rules of shared/hebrew (aramaic-readings,
 * verb-forms, irregular-nouns), shared/dictionary/entry-forms and the lookup produce it: the panel
 * words each step in the interface language (client: format-reading-how), `howText` in English,
 * the `how` string the lookup sends as well, so the two never disagree. Hebrew in a step (letters,
 * endings, head-words) is plain or pointed as the rule has it; an ending or a prefix is given without its ־.
 */
export type VerbFormName =
  | "participle" | "participle-m" | "participle-py" | "participle-pn" | "imperfect" | "perfect" | "perfect-final-weak"
  | "reflexive" | "reflexive-metathesis" | "nifal" | "hifil-hollow" | "hifil-pn" | "hifil-py" | "hollow-root" | "geminate-root" | "final-weak-root";

export type HowStep =
  /** The proclitics' letters ("וד"), and the stem after them when the step names it ('ד + אמר'; else 'ד +' before the next step). */
  | { kind: "proclitics"; letters: string; stem?: string }
  | { kind: "ending"; ending: string }
  /** A stem's last letter read as another ('־ת as ־ה', '־י as ־א'). */
  | { kind: "ending-as"; from: string; to: string }
  /** A verb prefix ('prefix נ־'). */
  | { kind: "prefix"; letters: string }
  /** A participle's vowel letter ו / י dropped. */
  | { kind: "vowel-letter" }
  | { kind: "root"; root: "hollow" | "weak" | "final-weak" }
  | { kind: "abbreviation" }
  | { kind: "abbreviation-of"; expansion: string }
  /** A particle with a pronoun ending ('לו', gloss 'to him'). */
  | { kind: "pronoun-ending"; head: string; gloss: string }
  /** An irregular verb's form ('a form of אמר'). */
  | { kind: "form-of"; head: string }
  /** 'infinitive ל־', 'Aramaic infinitive מי־'. */
  | { kind: "infinitive"; affix: string; aramaic: boolean }
  /** A פ״נ or פ״י root's infinitive, maybe with a pronoun suffix. */
  | { kind: "infinitive-weak"; root: "פ״נ" | "פ״י"; suffix?: string }
  | { kind: "verb"; form: VerbFormName; ending?: string }
  /** 'plural ־ות of ־ה'. */
  | { kind: "plural-ending"; plural: string; singular: string }
  /** 'construct ־ת as ־ה'. */
  | { kind: "construct-ending"; from: string; to: string }
  | { kind: "suffix"; suffix: string }
  | { kind: "irregular-plural-of"; head: string }
  | { kind: "irregular-noun"; head: string; suffix: string }
  | { kind: "plural-before-suffix"; suffix: string }
  | { kind: "plural-construct" }
  /** The lexicon's own forms of an entry: 'plural of רַבָּן', 'Ithpe. of אֲמַר', '= רַבָּן'. */
  | { kind: "plural-of"; head: string }
  | { kind: "binyan-of"; binyan: string; head: string }
  | { kind: "same-as"; head: string };

export type HowStepKind = HowStep["kind"];

/** Every kind of step, for the formatters' tests. */
export const HOW_STEP_KINDS: readonly HowStepKind[] = [
  "proclitics", "ending", "ending-as", "prefix", "vowel-letter", "root", "abbreviation", "abbreviation-of", "pronoun-ending",
  "form-of", "infinitive", "infinitive-weak", "verb", "plural-ending", "construct-ending", "suffix", "irregular-plural-of",
  "irregular-noun", "plural-before-suffix", "plural-construct", "plural-of", "binyan-of", "same-as",
];

/** The proclitics' letters as a chain ('ו + ד'). */
export const procliticChain = (letters: string): string => [...letters].join(" + ");

/** The proclitics step, or none for none. */
export const procliticSteps = (letters: string, stem?: string): HowStep[] => (letters ? [{ kind: "proclitics", letters, ...(stem !== undefined ? { stem } : {}) }] : []);

/** Whether a step reads into the next one ('ד +' before 'participle'): joined by a space, not '; '. */
export const leadsIntoNext = (s: HowStep): boolean => s.kind === "proclitics" && s.stem === undefined;

const VERB_FORMS: Record<VerbFormName, string> = {
  "participle": "participle", "participle-m": "participle מ־", "participle-py": "participle of a פ״י root", "participle-pn": "participle of a פ״נ root",
  "imperfect": "imperfect", "perfect": "perfect", "perfect-final-weak": "perfect of a final-weak root", "reflexive": "reflexive",
  "reflexive-metathesis": "reflexive, its ת after the first radical", "nifal": "nif'al", "hifil-hollow": "hif'il of a hollow root",
  "hifil-pn": "hif'il of a פ״נ root", "hifil-py": "hif'il of a פ״י root", "hollow-root": "hollow root", "geminate-root": "geminate root", "final-weak-root": "final-weak root",
};

/** One step in English. */
export function howStepText(s: HowStep): string {
  switch (s.kind) {
    case "proclitics": return s.stem === undefined ? `${procliticChain(s.letters)} +` : `${procliticChain(s.letters)} + ${s.stem}`;
    case "ending": return `ending ־${s.ending}`;
    case "ending-as": return `־${s.from} as ־${s.to}`;
    case "prefix": return `prefix ${s.letters}־`;
    case "vowel-letter": return "vowel letter";
    case "root": return `${s.root} root`;
    case "abbreviation": return "abbreviation";
    case "abbreviation-of": return `abbreviation of ${s.expansion}`;
    case "pronoun-ending": return `${s.head} with a pronoun ending ('${s.gloss}')`;
    case "form-of": return `a form of ${s.head}`;
    case "infinitive": return `${s.aramaic ? "Aramaic infinitive" : "infinitive"} ${s.affix}`;
    case "infinitive-weak": return `infinitive of a ${s.root} root${s.suffix ? `, suffix ־${s.suffix}` : ""}`;
    case "verb": return s.ending ? `${VERB_FORMS[s.form]}, ending ־${s.ending}` : VERB_FORMS[s.form];
    case "plural-ending": return `plural ־${s.plural} of ־${s.singular}`;
    case "construct-ending": return `construct ־${s.from} as ־${s.to}`;
    case "suffix": return `suffix ־${s.suffix}`;
    case "irregular-plural-of": return `irregular plural or construct of ${s.head}`;
    case "irregular-noun": return `irregular noun ${s.head}, suffix ־${s.suffix}`;
    case "plural-before-suffix": return `plural ־ים before the suffix ־${s.suffix}`;
    case "plural-construct": return "plural construct ־י of ־ים";
    case "plural-of": return `plural of ${s.head}`;
    case "binyan-of": return `${s.binyan} of ${s.head}`;
    case "same-as": return `= ${s.head}`;
  }
}

/** Steps joined as one line: '; ' between steps, a space after a proclitics step that reads into the next. */
export function joinSteps<T>(steps: readonly HowStep[], text: (s: HowStep) => T, join: (between: string) => T): T[] {
  const out: T[] = [];
  steps.forEach((s, i) => {
    if (i > 0) out.push(join(leadsIntoNext(steps[i - 1]!) ? " " : "; "));
    out.push(text(s));
  });
  return out;
}

/** The steps in English, as the lookup's `how` says them ("" for none). */
export const howText = (steps: readonly HowStep[]): string => joinSteps(steps, howStepText, (b) => b).join("");

/** A reading's `how` and `howSteps` from its steps: the English derived, so the two agree. */
export const withHow = (steps: readonly HowStep[]): { how: string; howSteps: HowStep[] } => ({ how: howText(steps), howSteps: [...steps] });

/** The steps that read a noun's form: a plural, a construct, a pronoun suffix on a noun, the lexicon's plural. */
const NOUN_FORM_STEPS: ReadonlySet<HowStepKind> = new Set<HowStepKind>([
  "plural-ending", "construct-ending", "suffix", "irregular-plural-of", "irregular-noun", "plural-before-suffix", "plural-construct", "plural-of",
]);

/** Whether the steps read the word as a noun's form (the lookup then does not weigh it as a verb). */
export const readsNounForm = (steps: readonly HowStep[]): boolean => steps.some((s) => NOUN_FORM_STEPS.has(s.kind));

/** Whether the steps take off a verb's prefix (an imperfect's or a participle's: 'prefix נ־'). */
export const takesVerbPrefix = (steps: readonly HowStep[]): boolean => steps.some((s) => s.kind === "prefix");

/** The finite verb's own forms: an imperfect's person prefix (נ־ ת־ א־ י־), the reflexive's. */
const FINITE_PREFIXES = /^(?:[נתאי]|את|אית|נת|תת|יתי)$/;
const FINITE_FORMS: ReadonlySet<VerbFormName> = new Set<VerbFormName>(["imperfect"]);
/**
 * Whether a reading puts a finite verb after a preposition or the article (ב־, כ־, ה־: בִּתְרוּמָתָן
 * read as ב + an imperfect of רום): no reader does; a preposition takes a noun or an infinitive. The
 * participle's מ־ and the infinitive are not finite (כְּשֶׁ־, לְמֵימַר stay).
 */
export const finiteAfterPreposition = (prefixPlain: string, steps: readonly HowStep[]): boolean =>
  /[בכה]$/.test(prefixPlain) && steps.some((s) => (s.kind === "prefix" && FINITE_PREFIXES.test(s.letters)) || (s.kind === "verb" && FINITE_FORMS.has(s.form)));
