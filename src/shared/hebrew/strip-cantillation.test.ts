import { describe, expect, it } from "vitest";
import { stripCantillation } from "./strip-cantillation";
import { plainHebrew } from "./strip-niqqud";

/** Genesis 1:1 as Sefaria has it (niqqud and cantillation). */
const GEN_1_1 = "בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃";

describe("stripCantillation", () => {
  it("drops the accents and meteg, keeps every vowel point, dagesh and shin dot", () => {
    expect(stripCantillation(GEN_1_1)).toBe("בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ׃");
    expect(stripCantillation("בְּרֵאשִׁ֖ית")).toBe("בְּרֵאשִׁית");
  });

  it("keeps maqaf and sof pasuq, and leaves the plain form alone", () => {
    const text = "עַל־פְּנֵ֥י הַמָּֽיִם׃";
    expect(stripCantillation(text)).toBe("עַל־פְּנֵי הַמָּיִם׃");
    expect(plainHebrew(stripCantillation(text))).toBe(plainHebrew(text));
  });

  it("is NFC and idempotent", () => {
    const once = stripCantillation(GEN_1_1.normalize("NFD"));
    expect(once).toBe(once.normalize("NFC"));
    expect(stripCantillation(once)).toBe(once);
  });
});
