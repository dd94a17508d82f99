/**
 * The dot over a ש is part of the letter, as a reader hears it: שׁ (shin) and שׂ (sin) are two letters
 * that share a sign, and the pointed text says which one a word has. An entry whose head-word has the
 * other one is another word (שִׁבְעִין 'seventy' is not Jastrow's שָׂבֵעַ 'sated', עָשְׂתָה 'she made' not
 * עֶשֶׁת 'wrought metal'). Read by the kinds of ש each has: where the text's word has only one kind and the
 * head-word only the other, they differ; a word or head-word without the dots, or with both kinds,
 * says nothing.
 */
const SHIN_DOT = "\u05C1";
const SIN_DOT = "\u05C2";

/** The kinds of dotted ש in a word: "shin", "sin", or null (none, or both). */
function shinKind(word: string): "shin" | "sin" | null {
  const w = word.normalize("NFD");
  let shin = false;
  let sin = false;
  for (let i = 0; i < w.length; i++) {
    if (w[i] !== "ש") continue;
    for (let j = i + 1; j < w.length && /[\u0591-\u05C7]/.test(w[j]!); j++) {
      if (w[j] === SHIN_DOT) shin = true;
      if (w[j] === SIN_DOT) sin = true;
    }
  }
  return shin === sin ? null : shin ? "shin" : "sin";
}

/** Whether `head` has a ש of the other kind than `text`'s (each with one kind only). */
export function shinSinDiffers(head: string, text: string): boolean {
  const h = shinKind(head);
  const t = shinKind(text);
  return h !== null && t !== null && h !== t;
}
