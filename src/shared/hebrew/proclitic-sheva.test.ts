import { describe, expect, it } from "vitest";
import { procliticPointed, shevaMarksProclitic } from "./proclitic-sheva";

describe("shevaMarksProclitic", () => {
  it("reads a proclitic's letter under a sheva as the proclitic where the lexicon's form opens with a full vowel", () => {
    expect(shevaMarksProclitic("דְּקָא", ["דַּק", "דַּקָּא"])).toBe(true);
  });
  it("says nothing where the lexicon points the form with the sheva, the letter is no proclitic's, or nothing is pointed", () => {
    expect(shevaMarksProclitic("דְּלָא", ["דְּלֵי", "דְּלָא", "דַּלֵּי"])).toBe(false);
    expect(shevaMarksProclitic("קְטָל", ["קָטָל"])).toBe(false);
    expect(shevaMarksProclitic("דקא", ["דַּקָּא"])).toBe(false);
    expect(shevaMarksProclitic("דְּקָא", ["דקא"])).toBe(false);
    expect(shevaMarksProclitic("דַּקָּא", ["דַּקָּא"])).toBe(false);
  });
});

describe("procliticPointed", () => {
  it("is a word opening with a proclitic's letter under a bare sheva", () => {
    expect(procliticPointed("דְּאִי")).toBe(true);
    expect(procliticPointed("וְעוֹד")).toBe(true);
    expect(procliticPointed("בְּהַר")).toBe(true);
  });
  it("is not a full vowel (לָמָּה, דַּאי), another letter, nor unpointed text", () => {
    expect(procliticPointed("לָמָּה")).toBe(false);
    expect(procliticPointed("דַּאי")).toBe(false);
    expect(procliticPointed("תְּנַן")).toBe(false);
    expect(procliticPointed("דאי")).toBe(false);
  });
});
