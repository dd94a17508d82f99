import { describe, expect, it } from "vitest";
import { comparePointing, pointingWeight, type PointingFacts } from "./quoted-pointing";

describe("quoted-pointing", () => {
  // הֲוָה in the Gemara: Jastrow's הֲוָהּ 'ah!' (never quoted) is pointed as the text; הֲוֵי 'to be' holds הֲוָה among its forms.
  const rare: PointingFacts = { head: "own", formAlike: true, uses: 0, quoted: 0 };
  const common: PointingFacts = { head: "none", formAlike: true, uses: 39, quoted: 39 };
  const unnamed: PointingFacts = { head: "none", formAlike: false, uses: 80, quoted: 90 };

  it("puts a quoted word's form pointed alike before a never quoted homograph's head-word", () => {
    expect(comparePointing(common, rare)).toBeLessThan(0);
    expect(comparePointing(rare, common)).toBeGreaterThan(0);
  });

  it("keeps a head-word pointed alike first when the lexicon quotes it as often as the rival's form", () => {
    // אָב 'father' (quoted from the Mishnah, not the Gemara) against אָב 'Ab', quoted once from the Gemara.
    const father: PointingFacts = { head: "own", formAlike: true, uses: 0, quoted: 31 };
    const month: PointingFacts = { head: "own", formAlike: true, uses: 1, quoted: 5 };
    expect(comparePointing(father, month)).toBe(0);
    expect(comparePointing(rare, { ...common, uses: 0 })).toBeLessThan(0);
  });

  it("gives a never quoted numeral's head-word its weight against a verb whose derived stem is pointed alike (not among its own forms)", () => {
    // אַרְבַּע 'four' against רְבַע 'to lie', whose Af. is אַרְבַּע: the lookup leaves a verb's binyan forms out of formAlike.
    const four: PointingFacts = { head: "own", formAlike: true, uses: 0, quoted: 0 };
    const lie: PointingFacts = { head: "none", formAlike: false, uses: 14, quoted: 34 };
    expect(comparePointing(four, lie)).toBeLessThan(0);
  });

  it("puts any entry the pointing names before one it does not, however quoted", () => {
    expect(comparePointing(rare, unnamed)).toBeLessThan(0);
    expect(comparePointing(common, unnamed)).toBeLessThan(0);
    expect(pointingWeight({ head: "other", formAlike: false }, unnamed)).toBeGreaterThan(0);
  });

  it("says nothing where the quotations are unknown but the head-words' pointing", () => {
    const own: PointingFacts = { head: "own", formAlike: true };
    const form: PointingFacts = { head: "none", formAlike: true };
    expect(comparePointing(own, form)).toBeLessThan(0);
    expect(pointingWeight(form, own)).toBe(0);
  });
});
