import { describe, expect, it } from "vitest";
import { cutPointingCost, keepsMappiq, vowelLettersClash } from "./vowel-letters";

describe("vowelLettersClash", () => {
  it("finds a consonant ו of the text where the head-word has the vowel וּ, and the reverse", () => {
    // תִּקְוָתֵנוּ 'our hope' is תִּקְוָה, not a word with וּ in its place.
    expect(vowelLettersClash("תִּקּוּת", "תִּקְוָתֵנוּ")).toBe(true);
    expect(vowelLettersClash("תִּקְוָה", "תִּקְוָתֵנוּ")).toBe(false);
    expect(vowelLettersClash("עַוְלָה", "עוּלָתוֹ")).toBe(true);
  });

  it("finds a consonant י of the text where the head-word has a vowel letter י", () => {
    // בְּרִיָּתוֹ: its יָּ is a consonant; מַבְרֵי's bare י after a tsere a vowel letter.
    expect(vowelLettersClash("מַבְרֵי", "מַבְרִיָּתוֹ")).toBe(true);
    expect(vowelLettersClash("בְּרִיָּה", "בְּרִיָּתוֹ")).toBe(false);
  });

  it("says nothing of a holam on ו, a diphthong's י, other letters, or unpointed words", () => {
    expect(vowelLettersClash("מִצְוֹת", "מִצְוָתָן")).toBe(false);
    expect(vowelLettersClash("בַּיִת", "בֵּיתוֹ")).toBe(false);
    expect(vowelLettersClash("מָוֶת", "מוֹתוֹ")).toBe(false);
    expect(vowelLettersClash("שָׁלוֹם", "שְׁלוֹמְךָ")).toBe(false);
    expect(vowelLettersClash("מצות", "מִצְוָתָן")).toBe(false);
    expect(vowelLettersClash("מַצּוּת", "מצותן")).toBe(false);
  });

  it("compares only the letters both share from the start", () => {
    expect(vowelLettersClash("קוּם", "קְוָם")).toBe(true);
    expect(vowelLettersClash("אָב", "וְאָבִיו")).toBe(false);
  });
});

describe("cutPointingCost", () => {
  it("costs the penalty when every head-word of the form clashes with the text's stem, else nothing", () => {
    const clash = { word: "מַצּוּת", wordPlain: "מצות" };
    const fits = { word: "מִצְוָה", wordPlain: "מצוה" };
    expect(cutPointingCost("מִצְוָתָן", "מצות", [clash], 0.75)).toBe(0.75);
    // An entry found by another of its forms is not a head-word of the form: it does not help.
    expect(cutPointingCost("מִצְוָתָן", "מצות", [clash, fits], 0.75)).toBe(0.75);
    expect(cutPointingCost("מִצְוָתָן", "מצוה", [fits], 0.75)).toBe(0);
    expect(cutPointingCost("מִצְוָתָן", "מצות", [], 0.75)).toBe(0);
  });
});

describe("keepsMappiq", () => {
  it("finds a reading that keeps a final הּ (the suffix 'her, its') as a letter of its form", () => {
    expect(keepsMappiq("בַּעֲלָהּ", "בעלה")).toBe(true);
    expect(keepsMappiq("מֵחֶצְיָהּ", "חצה")).toBe(true);
  });
  it("not one that takes it off, nor a ה without its mappiq", () => {
    expect(keepsMappiq("בַּעֲלָהּ", "בעל")).toBe(false);
    expect(keepsMappiq("בַּעֲלָה", "בעלה")).toBe(false);
    expect(keepsMappiq("תְּרוּמָה", "תרומה")).toBe(false);
    expect(keepsMappiq("אֱלָהּ", "אלה", ["אֱלָהּ", "אֵלָה"])).toBe(false);
  });
});
