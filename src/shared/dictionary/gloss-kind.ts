/**
 * What an entry's first definition gives a learner who taps a word (the word panel's first line):
 * a meaning, a meaning after a binyan's name ("Pa. to grieve, provoke": "labelled"), only a grammatical label or pointer ("v. Pi.", "Pa.", "pl. טִיפִּין, v. טִיפָּה.", "= h.
 * שֶׁלַח I.", "ch. same.", Strong's "the same as 1346"), or nothing. It measures the glosses the importers
 * make (bench/gloss-labels.ts); the lookup does not read it.
 */
export type GlossKind = "meaning" | "labelled" | "label" | "empty";

/** Binyan names as the lexicons abbreviate them (Jastrow's "Ithpa.", "Af.", BDB's "Hiph."). */
const BINYAN = "pe|pa|paal|pael|pi|piel|pu|pual|af|aph|afel|hif|hiph|hof|hoph|huf|nif|niph|kal|qal|shaf|saf|ishtaf|ishtafal|ittaf|ittof|ithaf|ithpa|ithpe|ithpaal|ithpeel|ithpol|ithpalp|ithp|hithpa|hithp|hithpol|hithpalp|nithpa|nithp|nithpol|nithpalp|poel|pol|pilel|pilpel|pilp|palpel|palp";
/** Grammatical abbreviations and pointer words, each only with its full stop (a bare "part" or "pass" is a meaning). */
const ABBREVIATION = `${BINYAN}|v|ch|h|b|pl|plur|constr|part|pass|act|fut|imper|imperat|inf|infin|perf|sing|fem|masc|m|f|c|n|nom|collect|adj|adv|gent|denom|cmp|comp|corr|q|e|fr|w|wd|wds|s|sub|preced|prob|perh|sq|supra|infra|ib|a|l|id|ed|var|contr|abbr|prep|conj|pron|suff|pers|sf|demonstr|interj|interr`;
/** What marks a text as only a label or pointer: an abbreviation with its full stop, a binyan's name, "same". */
const STRONG = new RegExp(`(?:^|[^A-Za-z])(?:(?:${ABBREVIATION})\\.|(?:${BINYAN})(?![A-Za-z])|same(?![A-Za-z]))`, "i");
/** A binyan's name, capitalised, with its full stop, opening a definition ("Pa. to grieve"). */
const BINYAN_FIRST = new RegExp(`^\\(?(?:${BINYAN.replace(/(^|\|)([a-z])/g, (_, bar: string, c: string) => `${bar}${c.toUpperCase()}`)})\\.\\s`);
/** The words that may join labels ("v. next w.", "as preced.", "substitute for", "the same as 1346"). */
const GLUE = /^(?:same|as|of|the|and|or|to|for|in|only|next|substitute|see|with|is|it|read|name)$/i;

/**
 * The kind of an entry's first definition: "empty" when it has none; "label" when what is left of it
 * once its Hebrew, Greek, numbers and punctuation are taken away is only grammatical abbreviations,
 * binyan names and pointer words, one of them unmistakably so (an abbreviation's full stop, a
 * binyan's name, "same"), or nothing but Hebrew and signs ("= מָסִיק."); "labelled" when a meaning follows
 * a binyan's name; else "meaning" (BDB's "in", "I" and "pass" are meanings).
 */
export function glossKind(definitions: readonly string[]): GlossKind {
  const first = definitions.find((d) => d.trim() !== "")?.trim();
  if (!first) return "empty";
  // Hebrew words with a homograph number ("שֶׁלַח I"), Hebrew, Greek and other non-Latin letters, numbers.
  const latin = first.replace(/[\u0590-\u05FF'"’׳״]+(?:\s*,?\s*(?:I{1,3}|IV|VI{0,3})\b)?/g, " ").replace(/[^\sA-Za-z\u00C0-\u024F.]/g, " ");
  // Nothing but Hebrew and signs ("= מָסִיק."): a pointer.
  if (!/[A-Za-z\u00C0-\u024F]/.test(latin)) return "label";
  if (!STRONG.test(` ${latin}`)) return "meaning";
  const tokens = latin.split(/\s+/).flatMap((t) => t.split(/(?<=\.)(?=[A-Za-z])/)).filter((t) => /[A-Za-z]/.test(t));
  const abbreviation = new RegExp(`^(?:${ABBREVIATION})\\.$`, "i");
  const binyan = new RegExp(`^(?:${BINYAN})\\.?$`, "i");
  const label = tokens.every((t) => abbreviation.test(t) || binyan.test(t) || GLUE.test(t.replace(/\.$/, "")));
  if (label) return "label";
  return BINYAN_FIRST.test(first) ? "labelled" : "meaning";
}
