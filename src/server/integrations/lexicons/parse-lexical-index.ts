import { SaxesParser, type SaxesTagNS } from "saxes";

/**
 * A BDB id and the Strong's number of the same word (LexicalIndex.xml <xref bdb strong aug>); `aug`,
 * OpenScriptures' augment letter where a number stands for several BDB homonyms ("1254 a" בָּרָא 'shape,
 * create', "1254 b" 'be fat'): the letter the texts of morphhb carry with the number.
 */
export interface LexicalLink { bdbId: string; strongId: string; aug?: string }

/**
 * Reads LexicalIndex.xml as it streams and calls `onLink` for each <xref> that names both a BDB
 * entry and a Strong's number ("3" → "H3"). A Strong's number with a letter ("1a") is Strong's own
 * sub-entry and is kept as written after the H.
 */
export function createLexicalIndexParser(onLink: (link: LexicalLink) => void) {
  const parser = new SaxesParser({ xmlns: true, position: false });
  parser.on("opentag", (tag: SaxesTagNS) => {
    if (tag.local !== "xref") return;
    const attr = (name: string) => Object.values(tag.attributes).find((a) => a.local === name && a.uri === "")?.value;
    const bdb = attr("bdb");
    const strong = attr("strong");
    const aug = attr("aug");
    if (bdb && strong) onLink({ bdbId: bdb, strongId: `H${strong}`, ...(aug ? { aug } : {}) });
  });
  return {
    write: (chunk: string) => void parser.write(chunk),
    close: () => void parser.close(),
  };
}
