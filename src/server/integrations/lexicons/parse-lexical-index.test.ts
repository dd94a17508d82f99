import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLexicalIndexParser, type LexicalLink } from "./parse-lexical-index";

const FILE = path.resolve(process.cwd(), "../shared/data/openscriptures-hebrewlexicon/LexicalIndex.xml");

describe.skipIf(!fs.existsSync(FILE))("the Lexical Index parser on the real file", () => {
  it("links BDB ids and Strong's numbers", () => {
    const links: LexicalLink[] = [];
    const p = createLexicalIndexParser((l) => links.push(l));
    p.write(fs.readFileSync(FILE, "utf8").replace(/^\uFEFF/, ""));
    p.close();
    expect(links.length).toBe(9299);
    expect(links).toContainEqual({ bdbId: "a.ae.ab", strongId: "H1" });
    expect(links[0]).toEqual({ bdbId: "a.ab.ab", strongId: "H3" });
    // H1254's two BDB homonyms, 'be fat' listed first in the file: each with its augment letter.
    expect(links.filter((l) => l.strongId === "H1254")).toEqual([
      { bdbId: "b.cx.aa", strongId: "H1254", aug: "b" },
      { bdbId: "b.cw.aa", strongId: "H1254", aug: "a" },
    ]);
  });
});
