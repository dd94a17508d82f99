/**
 * How the senses of a Jastrow entry are read in order (shared/dictionary/jastrow-glosses uses these): where a parenthesis
 * opened in the entry's head or an etymology closes, and which sense a reader meets most.
 */

/**
 * What comes before a ")" that is the label of a list, not a parenthesis closing: a letter alone
 * ("(a) to join, knot; b) to heap up; c) transf. …; d) to contract…])", אָמַר I's etymology, all
 * inside one parenthesis) or a number after a dash ("—2) to vow"). A citation's page ("Ber. 2a)",
 * "(Sabb. 15)") closes.
 */
const LIST_LABEL = /(?:^|[\s(;,—])[a-h]$|(?:^|—)\s*\d{1,2}$/;

/**
 * Parentheses a text leaves open, counted from `depth` (the language key "(b. h.;" closed in the
 * definition after it); a list's label ("b)", "—2)") closes none.
 */
export function openParentheses(text: string, depth = 0): number {
  let n = depth;
  for (let k = 0; k < text.length; k++) {
    const ch = text[k];
    if (ch === "(") n++;
    else if (ch === ")" && !LIST_LABEL.test(text.slice(Math.max(0, k - 4), k))) n = Math.max(0, n - 1);
  }
  return n;
}

/** Jastrow's "a. v. fr." (and very frequently) after a sense's citations. */
const VERY_FREQUENT = /\ba\.\s*v\.\s*fr\./;
/** Whether a sense's text (its definition and notes, unmarked) cites it "a. v. fr.". */
export const citedVeryFrequently = (text: string): boolean => VERY_FREQUENT.test(text);
/** A gloss of English words: lower case, three letters at least, no transliteration's ’ or ʿ. */
const COMMON_GLOSS = /^(?=[^’ʿ']*$)(?=(?:[^a-z]*[a-z]){3})[a-z]/;
const BEFORE_GLOSS = /^(?:[\s,;:.—-]|\([^()]*\)|\b(?:whence|hence|esp\.|transf\.|trnsf\.|fig\.|in gen\.|denom\.)\s)*$/;
/** Whether what comes before a sense's first gloss is only punctuation, an aside in parentheses, "whence", "transf.", "esp.". */
export const leadsToGloss = (before: string): boolean => BEFORE_GLOSS.test(before);

/**
 * Rule 7: the sense a reader meets most first. Jastrow orders an entry's senses by their history
 * (בָּרַךְ "1) to cave out, 2) to select, 3) to bless"; שְׁרֵי "to untie" before "to permit"), and marks the
 * senses he cites "a. v. fr.", very often met. When the first sense with a meaning of its own is not so
 * marked and a later one is, that later sense's meanings come first; the others keep their order.
 */
export function mostFrequentFirst(main: string[], glossed: readonly { meanings: string[]; frequent: boolean }[], rules: Set<string>): string[] {
  const first = glossed[0];
  // A name's entry keeps its order (יְהוֹשׁוּעַ "Joshua", not the "J." of its citations), and a sense led by a letter or a
  // transliteration is passed over (שְׁמַע "Sh’mʿa" before "v’hayah", גּוּפָא's "Gufa").
  const frequent = glossed.find((g) => g.frequent && COMMON_GLOSS.test(g.meanings[0]!));
  if (!first || first.frequent || !frequent || main[0] !== first.meanings[0] || /^\p{Lu}/u.test(first.meanings[0]!)) return main;
  rules.add("frequent");
  return [...frequent.meanings.filter((g) => main.includes(g)), ...main.filter((g) => !frequent.meanings.includes(g))];
}
