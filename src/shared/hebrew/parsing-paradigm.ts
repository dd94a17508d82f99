/**
 * The parsing drill's paradigm: which OpenScriptures morphology codes (decode-morph.ts) make an
 * item, what the learner is asked about each (binyan, tense/aspect, person–gender–number, state,
 * suffix, lemma) and which choices are possible at all. A verb asks its stem, conjugation and
 * person–gender–number (participles: gender–number; infinitives: none); a noun with a pronominal
 * suffix asks its gender–number and the suffix's person–gender–number, a construct noun its
 * gender–number and state. The choices never hold an impossible form: no 1st-person imperative, no
 * 3rd-person cohortative, no passive participle outside Qal, no person on a participle.
 */

export type ParsingKind = "verb" | "noun";
export type ParsingField = "binyan" | "tense" | "pgn" | "gn" | "state" | "suffix" | "lemma";
export type MorphLanguage = "H" | "A";

/** What a form's code says, field by field (the values are OpenScriptures' letters: "q", "w", "3ms"). */
export interface ParsingTarget {
  kind: ParsingKind;
  language: MorphLanguage;
  /** The main word's part of the code ("Vqw3ms", "Ncmsc"). */
  word: string;
  /** The prefixes' and suffixes' parts ("C", "Sp3ms"). */
  prefixes: string[];
  suffixes: string[];
  answer: Partial<Record<Exclude<ParsingField, "lemma">, string>>;
}

/** The stems a learner meets most, offered when the library cannot tell which stems a root has. */
export const MAJOR_STEMS: Record<MorphLanguage, readonly string[]> = {
  H: ["q", "N", "p", "P", "h", "H", "t"],
  A: ["q", "p", "h", "a", "u", "P"],
};

/** Conjugations in the order the drill lists them. */
export const TENSES = ["p", "q", "i", "w", "h", "j", "v", "r", "s", "a", "c"] as const;
const FINITE = new Set(["p", "q", "i", "w", "h", "j", "v"]);
const PARTICIPLES = new Set(["r", "s"]);

const PGN_PERFECT = ["3ms", "3fs", "2ms", "2fs", "1cs", "3cp", "2mp", "2fp", "1cp"];
const PGN_IMPERFECT = ["3ms", "3fs", "2ms", "2fs", "1cs", "3mp", "3fp", "2mp", "2fp", "1cp"];
const PGN_BY_TENSE: Record<string, readonly string[]> = {
  p: PGN_PERFECT, q: PGN_PERFECT, i: PGN_IMPERFECT, w: PGN_IMPERFECT,
  h: ["1cs", "1cp"],
  j: ["3ms", "3fs", "2ms", "2fs", "3mp", "3fp", "2mp", "2fp"],
  v: ["2ms", "2fs", "2mp", "2fp"],
};
const GN = ["ms", "fs", "mp", "fp"];
const NOUN_GN = ["ms", "fs", "mp", "fp", "md", "fd"];
const SUFFIX_PGN = ["1cs", "2ms", "2fs", "3ms", "3fs", "1cp", "2mp", "2fp", "3mp", "3fp"];

/**
 * The item a word's code makes, or null: a verb with a conjugation, or a common noun in the
 * construct state or with a pronominal suffix. "HC/Vqw3ms" → verb q/w/3ms with the prefix "C".
 */
export function parsingTargetOf(code: string | null): ParsingTarget | null {
  if (!code || code.length < 3) return null;
  const language = code[0];
  if (language !== "H" && language !== "A") return null;
  const parts = code.slice(1).split("/").filter((p) => p !== "");
  let main = parts.length - 1;
  while (main > 0 && parts[main]!.startsWith("S")) main--;
  const word = parts[main];
  if (!word) return null;
  const prefixes = parts.slice(0, main);
  const suffixes = parts.slice(main + 1);
  const pronominal = suffixes.find((s) => s.startsWith("Sp"));
  if (word[0] === "V") {
    const [, stem, tense, a, b, c] = word;
    if (!stem || !tense || !(TENSES as readonly string[]).includes(tense)) return null;
    const answer: ParsingTarget["answer"] = { binyan: stem, tense };
    if (FINITE.has(tense)) {
      if (!a || !b || !c || a === "x") return null;
      answer.pgn = `${a}${b}${c}`;
    } else if (PARTICIPLES.has(tense)) {
      if (!a || !b || a === "x" || b === "x") return null;
      answer.gn = `${a}${b}`;
    }
    if (pronominal) answer.suffix = pronominal.slice(2, 5);
    return { kind: "verb", language, word, prefixes, suffixes, answer };
  }
  if (word[0] === "N" && word[1] === "c") {
    const [, , g, n, state] = word;
    if (!g || !n || g === "x" || n === "x") return null;
    if (!pronominal && state !== "c") return null;
    const answer: ParsingTarget["answer"] = { gn: `${g}${n}` };
    if (pronominal) answer.suffix = pronominal.slice(2, 5);
    else answer.state = state;
    return { kind: "noun", language, word, prefixes, suffixes, answer };
  }
  return null;
}

/** The tenses possible in a stem: the passive participle is Qal's alone. */
export function tenseChoices(stem: string): string[] {
  return TENSES.filter((t) => t !== "s" || stem === "q");
}

/** The person–gender–number choices a conjugation has (none for participles and infinitives). */
export function pgnChoices(tense: string): string[] {
  return [...(PGN_BY_TENSE[tense] ?? [])];
}

/** Stems to offer: those the library attests for the lemma when it attests more than one, else the major ones; the right one always. */
export function binyanChoices(language: MorphLanguage, attested: readonly string[], answer: string): string[] {
  const base = attested.length > 1 ? [...attested] : [...MAJOR_STEMS[language]];
  if (!base.includes(answer)) base.push(answer);
  const order = [...MAJOR_STEMS[language]];
  return [...new Set(base)].sort((x, y) => rank(order, x) - rank(order, y) || x.localeCompare(y));
}

const rank = (order: string[], value: string) => (order.includes(value) ? order.indexOf(value) : order.length);

/** Each field's choices for an item (the lemma's are the server's: real lemmas of the same reading). */
export function fieldChoices(target: ParsingTarget, attestedStems: readonly string[]): Partial<Record<Exclude<ParsingField, "lemma">, string[]>> {
  const a = target.answer;
  const out: Partial<Record<Exclude<ParsingField, "lemma">, string[]>> = {};
  if (a.binyan) out.binyan = binyanChoices(target.language, attestedStems, a.binyan);
  if (a.tense) out.tense = tenseChoices(a.binyan ?? "q");
  if (a.pgn) out.pgn = withAnswer(pgnChoices(a.tense ?? ""), a.pgn);
  if (a.gn) out.gn = withAnswer(target.kind === "noun" ? NOUN_GN : GN, a.gn);
  if (a.state) out.state = ["a", "c"];
  if (a.suffix) out.suffix = withAnswer(SUFFIX_PGN, a.suffix);
  return out;
}

const withAnswer = (list: readonly string[], answer: string) => (list.includes(answer) ? [...list] : [...list, answer]);

/** The order the drill asks its fields in. */
export const FIELD_ORDER: readonly ParsingField[] = ["binyan", "tense", "pgn", "gn", "state", "suffix", "lemma"];

export interface FieldGrade { field: ParsingField; chosen: string | null; answer: string; correct: boolean }

/** Each asked field graded: right only when the chosen value is the code's (the lemma by its Strong's number). */
export function gradeParsing(target: ParsingTarget, lemma: string, chosen: Partial<Record<ParsingField, string>>): FieldGrade[] {
  const answers: [ParsingField, string][] = FIELD_ORDER.filter((f) => f !== "lemma" && target.answer[f as Exclude<ParsingField, "lemma">] !== undefined)
    .map((f) => [f, target.answer[f as Exclude<ParsingField, "lemma">]!]);
  answers.push(["lemma", lemma]);
  return answers.map(([field, answer]) => {
    const value = chosen[field] ?? null;
    return { field, chosen: value, answer, correct: value === answer };
  });
}
