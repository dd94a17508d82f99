import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createBdbParser, parseBdb, type BdbEntry } from "./parse-bdb";

const FILE = path.resolve(process.cwd(), "../shared/data/openscriptures-hebrewlexicon/BrownDriverBriggs.xml");
const hasData = fs.existsSync(FILE);
if (!hasData) console.warn("parse-bdb.test.ts: ../shared/data/openscriptures-hebrewlexicon is absent; the real-file checks are skipped");

describe("the BDB parser", () => {
  it("reads headword, part of speech, definitions, root flag, language and cross-references", () => {
    const got: BdbEntry[] = [];
    const p = createBdbParser((e) => got.push(e));
    p.write(`<?xml version="1.0"?>\r\n<lexicon xmlns="http://openscriptures.github.com/morphhb/namespace"><part id="a" xml:lang="arc"><section id="x">
      <entry id="x.1" type="root"><w>אבב</w> (<def>fresh</def>, <def> bright </def>)<status p="1">done</status></entry>\r
      <entry id="x.2"><w>אָב</w> v. II. <w mod="II" src="a.ae.aa">אבה</w>.</entry></section>
      <section id="y"><entry id="y.1"><w>אֵב</w></entry></section></part></lexicon>`);
    p.close();
    expect(got).toEqual([
      { bdbId: "x.1", word: "אבב", language: "aramaic", posCode: null, definitions: ["fresh", "bright"], isRoot: true, root: "אבב", referenceTo: null, crossRefs: [] },
      { bdbId: "y.1", word: "אֵב", language: "aramaic", posCode: null, definitions: [], isRoot: false, root: null, referenceTo: null, crossRefs: [] },
      // A reference comes once the whole file is read (its target may come after it).
      { bdbId: "x.2", word: "אָב", language: "aramaic", posCode: null, definitions: [], isRoot: false, root: "אבב", referenceTo: "a.ae.aa", crossRefs: ["a.ae.aa"] },
    ]);
  });

  it.skipIf(!hasData)("streams the real file: 11,845 entries (10,993 Hebrew, 852 Aramaic), BOM and CRLF included", async () => {
    const entries: BdbEntry[] = [];
    await parseBdb(fs.createReadStream(FILE, { highWaterMark: 16 * 1024 }), (e) => { entries.push(e); });
    expect(entries).toHaveLength(11_845);
    expect(entries.filter((e) => e.language === "hebrew")).toHaveLength(10_993);
    expect(entries.filter((e) => e.language === "aramaic")).toHaveLength(852);
    const byId = new Map(entries.map((e) => [e.bdbId, e]));
    // אָב as a cross-reference to II. אבה; אָבִיב with its definitions.
    expect(byId.get("a.aa.ab")).toMatchObject({ word: "אָב", referenceTo: "a.ae.aa", definitions: [] });
    expect(byId.get("a.ab.ac")).toMatchObject({ word: "אָבִיב".normalize("NFC"), posCode: "n.m", definitions: ["fresh", "young ears", "Abib"], root: "אבב" });
    // רֵאשִׁית's senses repeat its summary's glosses: each gloss is kept once, in order.
    expect(byId.get("t.ad.ag")?.definitions).toEqual(["beginning", "chief", "first"]);
    expect(entries.every((e) => new Set(e.definitions).size === e.definitions.length)).toBe(true);
    const bara = entries.find((e) => e.word === "בָּרָא".normalize("NFC") && e.definitions.includes("create"));
    expect(bara).toBeDefined();
    const kinds = { withDefinitions: entries.filter((e) => e.definitions.length > 0).length, references: entries.filter((e) => e.referenceTo).length, roots: entries.filter((e) => e.isRoot).length, underARoot: entries.filter((e) => !e.isRoot && e.root).length };
    console.log("BDB entries:", kinds);
    expect(kinds.withDefinitions + kinds.references).toBeLessThanOrEqual(11_845);
    expect(entries.every((e) => e.word.length > 0 && !e.word.includes("<"))).toBe(true);
    // Cross-references point to the entry of the word they name (shared/dictionary/bdb-references).
    const target = (id: string) => byId.get(id)?.referenceTo;
    expect(target("e.be.ac")).toBe("e.aw.aa"); // הִיא v. הוּא
    expect(target("v.gk.ad")).toBe("v.em.ab"); // שְׁתַּיִם v. שְׁנַיִם (the file: II שׁנה's heading v.el.aa; שְׁנַיִם 'two' is under III)
    expect(target("v.gh.ac")).toBe("v.bk.ab"); // שִׁשָּׁה v. I שֵׁשׁ sub. שׁדשׁ (the file: the root heading v.bk.aa)
    expect(target("t.cp.ad")).toBe("t.ad.ad"); // רִישׁוֹן v. ראשׁון (the file: the root heading רֹאשׁ)
    expect(target("m.cx.ah")).toBe("m.cv.aa"); // מֵעִים v. מעה: BDB names the root itself, kept
    expect(target("l.ai.ai")).toBe("b.ag.ab"); // לְבַד v. בַּד: three בַּד, the file's link kept
    expect(target("o.ck.ai")).toBeNull(); // מִסְפָּר "= מִסְפֶּרֶת", linked to itself: a proper name, not a reference
    expect(kinds.references).toBe(2326);
  });
});
