import { analyseOshbWord, type OshbWordAnalysis, type OshbWordAttributes } from "../../../shared/hebrew/oshb-word";

/** One word of an OpenScriptures Hebrew Bible book (OSIS XML): its attributes and their reading (shared/hebrew/oshb-word). */
export interface OshbWord extends OshbWordAttributes, OshbWordAnalysis {
  chapter: number;
  verse: number;
}

const VERSE = /<verse osisID="[^".]+\.(\d+)\.(\d+)"[^>]*>([\s\S]*?)<\/verse>/g;
const WORD = /<w ([^>]*)>([^<]*)<\/w>/g;
const attr = (attrs: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1] ?? "";

/** The words of a morphhb book (wlc/Gen.xml…), verse by verse (a ketiv, then its qere), each read by analyseOshbWord. */
export function parseOshbBook(xml: string): OshbWord[] {
  const words: OshbWord[] = [];
  for (const v of xml.matchAll(VERSE)) {
    const chapter = Number(v[1]);
    const verse = Number(v[2]);
    // A ketiv is followed by its qere inside a <note>: both are words, as both are printed.
    for (const w of v[3]!.matchAll(WORD)) {
      const attributes = { parts: w[2]!.normalize("NFC"), morph: attr(w[1]!, "morph"), lemma: attr(w[1]!, "lemma") };
      words.push({ chapter, verse, ...attributes, ...analyseOshbWord(attributes) });
    }
  }
  return words;
}
