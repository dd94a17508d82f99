import { describe, expect, it } from "vitest";
import { addBdbHead, bdbReferenceTarget, emptyBdbHeads, type BdbHead } from "./bdb-references";

/** Real entries of BrownDriverBriggs.xml: id, plain head-word, section, root heading. */
const HEADS: BdbHead[] = [
  { id: "e.aw.aa", plain: "הוא", section: "e.aw", isRoot: true },
  { id: "e.be.ac", plain: "היא", section: "e.be", isRoot: false },
  { id: "v.bk.aa", plain: "שדש", section: "v.bk", isRoot: true },
  { id: "v.bk.ab", plain: "שש", section: "v.bk", isRoot: false },
  { id: "v.gh.ac", plain: "ששה", section: "v.gh", isRoot: false },
  { id: "v.ek.aa", plain: "שנה", section: "v.ek", isRoot: true },
  { id: "v.ek.ab", plain: "שנה", section: "v.ek", isRoot: false },
  { id: "v.el.aa", plain: "שנה", section: "v.el", isRoot: true },
  { id: "v.el.ab", plain: "שני", section: "v.el", isRoot: false },
  { id: "v.em.aa", plain: "שנה", section: "v.em", isRoot: true },
  { id: "v.em.ab", plain: "שנים", section: "v.em", isRoot: false },
  { id: "v.gk.ad", plain: "שתים", section: "v.gk", isRoot: false },
  { id: "m.cv.aa", plain: "מעה", section: "m.cv", isRoot: true },
  { id: "m.cv.ab", plain: "מעה", section: "m.cv", isRoot: false },
  { id: "b.ae.ak", plain: "בד", section: "b.ae", isRoot: false },
  { id: "b.af.ab", plain: "בד", section: "b.af", isRoot: false },
  { id: "b.ag.aa", plain: "בדד", section: "b.ag", isRoot: true },
  { id: "b.ag.ab", plain: "בד", section: "b.ag", isRoot: false },
  { id: "b.bz.af", plain: "במה", section: "b.bz", isRoot: false },
  { id: "b.bz.ag", plain: "במות", section: "b.bz", isRoot: false },
  { id: "b.bz.aj", plain: "במות", section: "b.bz", isRoot: false },
  { id: "o.ck.ai", plain: "מספר", section: "o.ck", isRoot: false },
];
const heads = emptyBdbHeads();
for (const h of HEADS) addBdbHead(heads, h);

describe("where a BDB cross-reference points", () => {
  it("takes the file's link where it is the entry of the word named (הִיא v. הוּא)", () => {
    expect(bdbReferenceTarget("e.be.ac", [{ src: "e.aw.aa", text: "הוא" }], heads)).toBe("e.aw.aa");
  });

  it("takes the entry of the word named under the linked root heading (שִׁשָּׁה v. I שֵׁשׁ sub. שׁדשׁ: the file links שׁדשׁ for both)", () => {
    expect(bdbReferenceTarget("v.gh.ac", [{ src: "v.bk.aa", text: "שש" }, { src: "v.bk.aa", text: "שדש" }], heads)).toBe("v.bk.ab");
  });

  it("takes it from a root of the same letters when the file links a neighbour (שְׁתַּיִם v. שְׁנַיִם sub. שׁנה: II, where 'two' is under III)", () => {
    expect(bdbReferenceTarget("v.gk.ad", [{ src: "v.el.aa", text: "שנים" }, { src: "v.el.aa", text: "שנה" }], heads)).toBe("v.em.ab");
  });

  it("takes the word named over a neighbour the file links (בָּמוֹת v. בָּמָה, linked to the place בָּמוֹת)", () => {
    expect(bdbReferenceTarget("b.bz.aj", [{ src: "b.bz.ag", text: "במה" }], heads)).toBe("b.bz.af");
  });

  it("keeps the file's link where BDB names the root itself, or the word it names is no single entry", () => {
    // מֵעִים v. מעה: the root heading is what BDB names.
    expect(bdbReferenceTarget("m.cx.ah", [{ src: "m.cv.aa", text: "מעה" }], heads)).toBe("m.cv.aa");
    // לְבַד v. בַּד sub. בדד: the file links III בַּד 'idle talk'; the word named is its head-word, so nothing says otherwise.
    expect(bdbReferenceTarget("l.ai.ai", [{ src: "b.ag.ab", text: "בד" }, { src: "b.ag.aa", text: "בדד" }], heads)).toBe("b.ag.ab");
    // An empty <w src="…"/> names no word; a link to an entry not in the file is kept as it is.
    expect(bdbReferenceTarget("x.1", [{ src: "v.bk.aa", text: "" }], heads)).toBe("v.bk.aa");
    expect(bdbReferenceTarget("x.2", [{ src: "z.zz.zz", text: "שש" }], heads)).toBe("z.zz.zz");
    // The word named by two entries of the section (the two בָּמוֹת): no guess; nor where no entry has it.
    expect(bdbReferenceTarget("x.3", [{ src: "b.bz.af", text: "במות" }], heads)).toBe("b.bz.af");
    expect(bdbReferenceTarget("x.4", [{ src: "v.ek.aa", text: "זזז" }], heads)).toBe("v.ek.aa");
    // The word under a root of the same letters only (שֵׁנִי 'scarlet' under II שׁנה, the link to III's heading).
    expect(bdbReferenceTarget("x.5", [{ src: "v.em.aa", text: "שני" }], heads)).toBe("v.el.ab");
  });

  it("never points an entry to itself (מִסְפָּר, a proper name \"= מִסְפֶּרֶת\" linked to itself)", () => {
    expect(bdbReferenceTarget("o.ck.ai", [{ src: "o.ck.ai", text: "מספרת" }], heads)).toBeNull();
    expect(bdbReferenceTarget("o.ck.ai", [{ src: "o.ck.ai", text: "מספרת" }, { src: "e.aw.aa", text: "הוא" }], heads)).toBe("e.aw.aa");
  });
});
