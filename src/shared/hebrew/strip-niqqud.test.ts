import { describe, expect, it } from "vitest";
import { hasHebrew, stripNiqqud, toPlain } from "./strip-niqqud";

describe("stripNiqqud", () => {
  it("removes vowel points", () => {
    expect(stripNiqqud("שָׁלוֹם")).toBe("שלום");
  });
  it("removes cantillation and sof pasuq", () => {
    expect(stripNiqqud("בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃")).toBe("בראשית ברא אלהים את השמים ואת הארץ");
  });
  it("turns maqaf into a space", () => {
    expect(stripNiqqud("כָּל־הָאָרֶץ")).toBe("כל הארץ");
  });
  it("decomposes presentation forms through NFC before stripping", () => {
    // U+FB2B (shin with sin dot) is a composition exclusion: NFC yields ש + U+05C2.
    expect(stripNiqqud("\uFB2Bמחה")).toBe("שמחה");
  });
  it("leaves Latin text alone", () => {
    expect(stripNiqqud("Shalom")).toBe("Shalom");
  });
});

describe("toPlain", () => {
  it("lower-cases and folds white space", () => {
    expect(toPlain("  Bərēʾšît  TO   be ")).toBe("bərēʾšît to be");
  });
  it("is idempotent", () => {
    const once = toPlain("כָּל־הָאָרֶץ");
    expect(toPlain(once)).toBe(once);
  });
});

describe("hasHebrew", () => {
  it("detects Hebrew letters", () => {
    expect(hasHebrew("abc שלום")).toBe(true);
    expect(hasHebrew("shalom")).toBe(false);
  });
});
