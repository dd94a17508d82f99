import { describe, expect, it } from "vitest";
import { followReferences, resolveJastrowReferences, type ReferenceEntry } from "./resolve-jastrow-references";

const entry = (id: string, headWords: string[], homograph: string | null = null, see: string | null = null, rid: string | null = null): ReferenceEntry => ({ id, headWords, homograph, see, rid });

describe("the targets of a whole lexicon's references", () => {
  it("follows chains of references, never round a loop", () => {
    expect(followReferences(new Map([["A", "B"], ["B", "C"], ["X", "Y"]]))).toEqual(new Map([["A", "C"], ["B", "C"], ["X", "Y"]]));
    expect(followReferences(new Map([["A", "B"], ["B", "A"]]))).toEqual(new Map([["A", "B"], ["B", "A"]]));
  });

  it("resolves a whole lexicon: an abbreviation as the referring word's other spelling, chains followed", () => {
    const all = [
      entry("A01263", ["אֱיָל", "אֱיָיל"]),
      entry("A01281", ["אִילּוּלָא", "אִילּוּלֵי", "אִלּ'"]),
      entry("A01812", ["אִלּוּלֵי", "אִלּוּלֵיפֹון"], null, "אִילּ'", "A01263"),
      entry("A01274", ["אֵילּוּ"], null, "אֵלּוּ", "A01276"),
      entry("A01276", ["אִילּוּ", "אִלּוּ"]),
      entry("A01791", ["אֵלּוּ", "אֵילּוּ"]),
      entry("A01792", ["אִלּוּ"], null, "אִילּוּ", "A01274"),
      entry("P00497", ["עִיגּוּל", "עִגּ'"]),
      entry("P00085", ["עִגּוּל", "עִגּוּלָא"], null, "עִיגּ'", null),
    ];
    const got = resolveJastrowReferences(all);
    // אִלּוּלֵי v. אִילּ': the word spelled plene, not Sefaria's אֱיָל.
    expect(got.get("A01812")).toBe("A01281");
    // עִגּוּל, v. sub. עִיגּ' (unlinked): the word spelled plene.
    expect(got.get("P00085")).toBe("P00497");
    expect(got.get("A01274")).toBe("A01791");
    expect(got.get("A01792")).toBe("A01276");
  });

  it("resolves an abbreviation to the entry whose head-word begins pointed as it is", () => {
    // חַיָּב v. חַיָּי': חַיָּיב 'liable', not חִיּוּב 'obligation' (also headed חִיּיוּב), though that comes first in the dictionary.
    const all = [
      entry("H00651", ["חַיָּב", "חַיָּבָא"], null, "חַיָּי'", "H00677"),
      entry("H00676", ["חִיּוּב", "חִיּיוּב"]),
      entry("H00722", ["חַיָּיב"]),
    ];
    expect(resolveJastrowReferences(all).get("H00651")).toBe("H00722");
    // Unpointed, the dictionary's order decides as before.
    expect(resolveJastrowReferences([entry("H00651", ["חיב"], null, "חיי'", "H00677"), ...all.slice(1)]).get("H00651")).toBe("H00676");
  });
});
