import { describe, expect, it } from "vitest";
import { citationCorpus, citationsIn, entryCitations, jastrowCitations, withReferenceCitations } from "./jastrow-citations";

describe("jastrowCitations", () => {
  it("counts the Targum's, the Mishnah's and the Gemara's quotations apart", () => {
    // The Targum by "Targ.", the Mishnah by a tractate with chapter and mishnah, the Gemara by a tractate with its folio.
    expect(jastrowCitations(["Targ. O. Ex. XII, 3. Targ. Jer. II, 5.—Pes. V, 1 אין שוחטין. Sabb. 31 a הלל אמר. Ḥull. 91 b"]))
      .toEqual({ targum: 2, mishnah: 1, talmud: 2 });
  });

  it("does not take a biblical verse, the Yerushalmi or the Tosefta for the Mishnah or the Gemara", () => {
    expect(jastrowCitations(["(v. Deut. VI, 4) Gen. XVIII, 1. Y. Ber. I, 3 b bot. Tosef. Sabb. II, 4. Y. Snh. X, 28 a top"]))
      .toEqual({ targum: 0, mishnah: 0, talmud: 0 });
  });

  it("weighs Jastrow's 'a. fr.' and 'a. v. fr.' as more quotations of the kind quoted before them, and 'Ib.' as the same book again", () => {
    const often = jastrowCitations(["Targ. Ps. I, 2; a. fr.—Keth. 10 b; a. v. fr. Ib. 12 a"]);
    const seldom = jastrowCitations(["Targ. Prov. XXXI, 2. Targ. Ps. XLIX, 7. Keth. 10 b"]);
    expect(often.targum).toBeGreaterThan(seldom.targum);
    expect(often.talmud).toBeGreaterThan(seldom.talmud + 1);
    // A mark after a Yerushalmi quotation says nothing of the Gemara.
    expect(jastrowCitations(["Y. Ber. II, 4 c; a. v. fr."]).talmud).toBe(0);
  });

  it("reads an abbreviation with a dotted capital (Ḥull., Ḥag.) and not a word that only begins like a tractate (Berl., Pesik.)", () => {
    expect(jastrowCitations(["Ḥag. 12 b. Ḥull. II, 4"])).toEqual({ targum: 0, mishnah: 1, talmud: 1 });
    expect(jastrowCitations(["Berl. Targ. O. II, p. 25. Pesik. R. s. 33"]).talmud + jastrowCitations(["Pesik. R. s. 33"]).mishnah).toBe(0);
  });
});

describe("citationsIn and citationCorpus", () => {
  const c = { targum: 7, mishnah: 2, talmud: 3 };
  it("counts the Targum's quotations in the Targum, the Gemara's in the Talmud, the Mishnah's and the Gemara's in the Mishnah", () => {
    expect(citationsIn(c, citationCorpus("aramaic", "Targum")!)).toBe(7);
    expect(citationsIn(c, citationCorpus("aramaic", "Talmud")!)).toBe(3);
    expect(citationsIn(c, citationCorpus("mishnah", "Talmud")!)).toBe(5);
    expect(citationsIn(c, citationCorpus("mishnah", "Mishnah")!)).toBe(5);
  });
  it("has no corpus for the Tanakh or a word without a book", () => {
    expect(citationCorpus("tanakh", "Tanakh")).toBeNull();
    expect(citationCorpus(null, null)).toBeNull();
  });
});

describe("withReferenceCitations", () => {
  it("counts a reference's quotations as its target's: the Targum's כֵּן 'so', quoted under Jastrow's ch. entry", () => {
    const so = { talmud: 21, mishnah: 0, targum: 0 };
    const chSame = { talmud: 21, mishnah: 0, targum: 15 };
    expect(withReferenceCitations(so, [chSame])).toEqual({ talmud: 42, mishnah: 0, targum: 15 });
    expect(withReferenceCitations(so, [chSame, { talmud: 1, mishnah: 2, targum: 0 }])).toEqual({ talmud: 43, mishnah: 2, targum: 15 });
  });
  it("leaves an entry no reference stands for as it is", () => {
    const base = { talmud: 1, mishnah: 2, targum: 0 };
    expect(withReferenceCitations(base, [])).toEqual(base);
  });
});

describe("entryCitations", () => {
  it("takes the counts the import kept, and counts the notes of an entry imported before they were kept", () => {
    const kept = { talmud: 9, mishnah: 0, targum: 1 };
    expect(entryCitations({ uses: kept, notes: ["Targ. Gen. I, 1."] })).toBe(kept);
    expect(entryCitations({ notes: ["Targ. Gen. I, 1."] })).toEqual(jastrowCitations(["Targ. Gen. I, 1."]));
    expect(entryCitations({ notes: ["Targ. Gen. I, 1."] }).targum).toBeGreaterThan(0);
  });
});
