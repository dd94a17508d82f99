import { isVerb, type RankedEntry } from "./rank-readings";

/** What the weighing reads of an entry: whether it is a verb, and its quotations from texts of the word's kind. */
export type QuotedEntry = Pick<RankedEntry, "isProperName" | "partOfSpeech" | "definitions" | "uses">;

/**
 * Whether a grammatical reading's verb (`entries`) is quoted from texts of the word's kind more than every
 * word headed by the letters as written (`written`), and at all where none is: the evidence that lets the
 * pointing's grammar (a hollow verb's בָּא, a participle's כְּתִיב, מְסַפֶּרֶת, a passive's גָּלוּי) pass the
 * word the text spells. One test for the rules that read a verb behind its letters.
 */
export function verbQuotedMore(entries: readonly QuotedEntry[], written: readonly QuotedEntry[]): boolean {
  const verbUses = Math.max(-1, ...entries.filter(isVerb).map((e) => e.uses ?? 0));
  return verbUses > Math.max(0, ...written.map((e) => e.uses ?? 0));
}
