import { toPlain } from "./strip-niqqud";

/** A word of OpenScriptures' Hebrew Bible as its <w> element gives it. */
export interface OshbWordAttributes {
  /** The word as written (points and cantillation) with "/" between its morphemes: "וַ/יֹּ֣אמֶר". */
  parts: string;
  /** Its morphology code: "HC/Vqw3ms". */
  morph: string;
  /** Its lemma attribute: "c/559", "1254 a", "l". */
  lemma: string;
}

/** What the reader stores of such a word: its surface, the proclitics before its lemma and its Strong's number. */
export interface OshbWordAnalysis {
  /** The word as written, the morpheme marks removed (NFC). */
  surface: string;
  /** The proclitics' letters before the main word ("ב", "וה"), from the morphology's parts; "" for none. */
  prefix: string;
  /** The main word's Strong's number as the dictionary writes it ("H7225"), or null (a particle with a suffix only, as לוֹ). */
  strong: string | null;
}

/**
 * The text's `/` marks line up with the morph's parts: the main word is the last part that is not a suffix (S…),
 * the parts before it are proclitics. The lemma's first number is the main word's Strong's number ("1254 a", an
 * augmented number, is H1254; its letter names the BDB homonym: shared/dictionary/lexical-links#lemmaHomonym).
 * The one reading of both imports of OpenScriptures' words: the offline Bible's and the lemmas of a Sefaria book.
 */
export function analyseOshbWord(w: OshbWordAttributes): OshbWordAnalysis {
  const segments = w.parts.split("/");
  const codes = w.morph.slice(1).split("/");
  let main = Math.min(codes.length, segments.length) - 1;
  while (main > 0 && codes[main]!.startsWith("S")) main--;
  const number = w.lemma.split("/").map((l) => /^\d+/.exec(l.trim())?.[0]).find(Boolean);
  return { surface: segments.join("").normalize("NFC"), prefix: toPlain(segments.slice(0, main).join("")), strong: number ? `H${Number(number)}` : null };
}
