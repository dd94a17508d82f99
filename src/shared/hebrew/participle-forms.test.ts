import { describe, expect, it } from "vitest";
import { participleForms } from "./participle-forms";
import { pointedAlike } from "./pointing-likeness";

const names = (head: string, verb: boolean, text: string) => participleForms(head, verb).some((f) => pointedAlike(f, text));

describe("participleForms", () => {
  it("gives a verb headed CְCַC its active and passive participles, as the Talmud points them", () => {
    expect(names("פְּרַשׁ", true, "פָּרֵישׁ")).toBe(true);
    expect(names("נְפַל", true, "נָפֵל")).toBe(true);
    expect(names("כְּתַב", true, "כְתִיב")).toBe(true);
    expect(names("זְקַף", true, "זְקִיף")).toBe(true);
    expect(names("צְרַךְ", true, "צְרִיכָא")).toBe(true);
    expect(names("חֲשֵׁב", true, "חֲשִׁיבָא")).toBe(true);
  });
  it("gives a word headed CָCִיC or CְCִיC its forms with the first vowel reduced", () => {
    expect(names("צָרִיךְ", false, "צְרִיכָא")).toBe(true);
    expect(names("חֲשִׁיב", false, "חֲשִׁיבָא")).toBe(true);
    expect(names("שָׁלִיחַ", false, "שְׁלִיחַ")).toBe(true);
  });
  it("gives a noun headed CְCַC nothing, nor a Hebrew verb's perfect, nor other pointings", () => {
    expect(participleForms("פְּרַשׁ", false)).toEqual([]);
    expect(participleForms("פָּרַשׁ", true)).toEqual([]);
    expect(participleForms("כְּתָב", false)).toEqual([]);
    expect(participleForms("פרש", true)).toEqual([]);
    expect(names("כְּתַב", true, "כְּתָב")).toBe(false);
    expect(names("פְּרַשׁ", true, "פָּרִישׁ")).toBe(false);
  });
});
