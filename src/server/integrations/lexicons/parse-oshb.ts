import { toPlain } from "../../../shared/hebrew/strip-niqqud";

/** One word of an OpenScriptures Hebrew Bible book (OSIS XML). */
export interface OshbWord {
  chapter: number;
  verse: number;
  /** The word as written (points and cantillation, NFC), the morpheme marks `/` removed. */
  surface: string;
  /** The proclitics' letters before the main word ("ב", "וה"), from the morphology's parts; "" for none. */
  prefix: string;
  /** The main word's Strong's number as the dictionary writes it ("H7225"), or null (a particle with a suffix only, as לוֹ). */
  strong: string | null;
}

const VERSE = /<verse osisID="[^".]+\.(\d+)\.(\d+)"[^>]*>([\s\S]*?)<\/verse>/g;
const WORD = /<w ([^>]*)>([^<]*)<\/w>/g;
const attr = (attrs: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1] ?? "";

/**
 * The words of a morphhb book (wlc/Gen.xml…), verse by verse (a ketiv, then its qere). In each <w> the text's `/` marks
 * line up with the morph's parts: the main word is the last part that is not a suffix (S…), the
 * parts before it are proclitics. The lemma's first number is the main word's Strong's number
 * ("1254 a", an augmented number, is H1254).
 */
export function parseOshbBook(xml: string): OshbWord[] {
  const words: OshbWord[] = [];
  for (const v of xml.matchAll(VERSE)) {
    const chapter = Number(v[1]);
    const verse = Number(v[2]);
    // A ketiv is followed by its qere inside a <note>: both are words, as both are printed.
    for (const w of v[3]!.matchAll(WORD)) {
      const attrs = w[1]!;
      const morph = attr(attrs, "morph").slice(1).split("/");
      const segments = w[2]!.split("/");
      let main = Math.min(morph.length, segments.length) - 1;
      while (main > 0 && morph[main]!.startsWith("S")) main--;
      const number = attr(attrs, "lemma").split("/").map((l) => /^\d+/.exec(l.trim())?.[0]).find(Boolean);
      words.push({ chapter, verse, surface: segments.join("").normalize("NFC"), prefix: toPlain(segments.slice(0, main).join("")), strong: number ? `H${Number(number)}` : null });
    }
  }
  return words;
}
