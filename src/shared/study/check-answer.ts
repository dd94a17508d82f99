import { DEFAULT_LANGUAGE, type Language } from "../domain";
import { ANSWER_WORDS, type AnswerWords } from "./answer-words";

/**
 * Fill in the Blank answer checking. Both texts are NFC-normalised, lower-cased, stripped of
 * . , ! ? ; : and trimmed (inner white space folded); an answer that is empty after this is never
 * correct, and one typed as the gloss is. The gloss's senses are its parts between , ; and / (a
 * parenthesis, such as '(pl.)', left out: 'to you' answers 'to you (pl.)'). The answer must show
 * the meaning of the gloss as a whole or of one sense, read with the words of its language
 * (answer-words.ts):
 * - an answer of only articles, pronouns and short prepositions ('to', 'them', 'of') must be the
 *   gloss, or one of its senses when no sense has a word of meaning ('from' answers 'from, out of',
 *   but 'to' is not 'to us', 'them' not 'to them', 'of' not 'of, belonging to');
 * - otherwise its words of meaning must be a sense's, in order, as whole words ('say' answers 'to
 *   say', 'house' 'a house', 'create' 'shape, create'; 'i want to know' is not 'to know'); articles
 *   are ignored, and a pronoun or a short preposition may be left out or added, but not changed
 *   into another ('she said' is not 'he said');
 * - an answer that holds the whole gloss, or a sense with a word of meaning, as whole words in
 *   order, is right (the specification's "either contains the other": 'in the beginning God created'
 *   answers 'in the beginning', 'i want to know' 'to know'), unless it adds a negation ('not know' is
 *   not 'know'); the other way round — the gloss holding the answer — only as above;
 * - a one-letter answer only when it is a sense ('I' answers 'I', 'a' is never 'thank you').
 * No typo is forgiven ('hous' is not 'house').
 */
const PUNCTUATION = /[.,!?;:]/g;

export const EMPTY_ANSWER_MESSAGE = "Please enter an answer";

export function normalizeAnswer(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(PUNCTUATION, "").replace(/\s+/g, " ").trim();
}

/** True when the typed text is blank (the Fill game then says EMPTY_ANSWER_MESSAGE). */
export function isBlankAnswer(given: string): boolean {
  return given.trim() === "";
}

/** A normalised text's words; an elided word keeps its apostrophe and stands alone ("l'homme": "l'", "homme"). */
function wordsOf(normalized: string): string[] {
  return normalized.replace(/[’‘]/g, "'").replace(/(\p{L}')(?=\p{L})/gu, "$1 ").split(" ").filter(Boolean);
}

/**
 * The forms of a gloss an answer is set beside, normalised: the gloss without its parentheses
 * (and with only their brackets dropped), then each sense (between , ; and /) of the gloss without them.
 */
export function glossSenses(expected: string): { whole: string[]; senses: string[] } {
  const bare = expected.replace(/\([^()]*\)/g, " ");
  const whole = [normalizeAnswer(bare), normalizeAnswer(expected.replace(/[()]/g, " "))].filter(Boolean);
  const senses = bare.split(/[,;/]/).map(normalizeAnswer).filter(Boolean);
  return { whole: [...new Set(whole)], senses: [...new Set(senses)] };
}

type Kind = "article" | "pronoun" | "light" | "minor" | "meaning";
function kindOf(word: string, w: AnswerWords): Kind {
  if (w.articles.has(word)) return "article";
  if (w.pronouns.has(word)) return "pronoun";
  if (w.light.has(word)) return "light";
  if (w.minor.has(word)) return "minor";
  return "meaning";
}
const isBare = (kind: Kind) => kind === "article" || kind === "pronoun" || kind === "light";

/** Words that turn a meaning into its opposite, in the games' languages: 'not know' never answers 'know'. */
const NEGATIONS = new Set(["not", "no", "never", "don't", "doesn't", "didn't", "cannot", "can't", "nunca", "não", "nem", "ne", "n'", "pas", "jamais", "non", "mai"]);

/** Whether `words` has `run` in it, consecutive. */
const holdsRun = (words: readonly string[], run: readonly string[]) =>
  run.length > 0 && words.some((_, i) => i + run.length <= words.length && run.every((x, j) => words[i + j] === x));

const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A pronoun or short preposition of the answer that the sense has in another form ('she' for 'he', 'from' for 'to'). */
function changesSmallWords(answer: readonly string[], sense: readonly string[], w: AnswerWords): boolean {
  return (["pronoun", "light"] as const).some((kind) => {
    const given = answer.filter((x) => kindOf(x, w) === kind);
    const wanted = new Set(sense.filter((x) => kindOf(x, w) === kind));
    return given.length > 0 && wanted.size > 0 && given.some((x) => !wanted.has(x));
  });
}

export function checkAnswer(given: string, expected: string, language: Language = DEFAULT_LANGUAGE): boolean {
  const a = normalizeAnswer(given);
  const whole = normalizeAnswer(expected);
  if (!a || !whole) return false;
  if (a === whole) return true;
  const w = ANSWER_WORDS[language];
  const { whole: wholeForms, senses } = glossSenses(expected);
  const aw = wordsOf(a);
  const kinds = aw.map((x) => kindOf(x, w));

  if (a.replace(/\s/g, "").length < 2) return [...wholeForms, ...senses].includes(a);

  if (kinds.every(isBare)) {
    if (wholeForms.some((f) => sameWords(aw, wordsOf(f)))) return true;
    const someSenseHasMeaning = senses.some((s) => wordsOf(s).some((x) => kindOf(x, w) === "meaning"));
    return !someSenseHasMeaning && senses.some((s) => sameWords(aw, wordsOf(s)));
  }

  // The answer holds the gloss, or a sense that has a word of meaning, whole (and negates nothing the gloss does not).
  const negates = (form: readonly string[]) => aw.some((x) => NEGATIONS.has(x) && !form.includes(x));
  const holds = (form: readonly string[]) => holdsRun(aw, form) && !negates(form);
  if (wholeForms.some((f) => holds(wordsOf(f)))) return true;
  if (senses.some((s) => wordsOf(s).some((x) => kindOf(x, w) === "meaning") && holds(wordsOf(s)))) return true;

  const meaning = (words: readonly string[]) => words.filter((x) => { const k = kindOf(x, w); return k === "meaning" || k === "minor"; });
  const am = meaning(aw);
  return [...wholeForms, ...senses].some((form) => {
    const fw = wordsOf(form);
    return sameWords(am, meaning(fw)) && !changesSmallWords(aw, fw, w);
  });
}
