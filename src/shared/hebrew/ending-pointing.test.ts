import { describe, expect, it } from "vitest";
import { endingAgainstPointing, takesVerbShuruk } from "./ending-pointing";
import type { HowStep } from "./reading-how";

const ending = (e: string): HowStep[] => [{ kind: "ending", ending: e }];

describe("endingAgainstPointing", () => {
  it("says a final וֹ is the ending ־וֹ 'his', not ־נוּ or ־הוּ", () => {
    expect(endingAgainstPointing("וְשׁוּלְחָנוֹ", [{ kind: "proclitics", letters: "ו" }, { kind: "verb", form: "participle", ending: "נו" }])).toBe(true);
    expect(endingAgainstPointing("רִבּוֹנוֹ", [{ kind: "suffix", suffix: "נו" }])).toBe(true);
    expect(endingAgainstPointing("בַּעֲוֹנוֹ", [{ kind: "proclitics", letters: "ב" }, { kind: "suffix", suffix: "נו" }])).toBe(true);
    expect(endingAgainstPointing("רִבּוֹנוֹ", [{ kind: "suffix", suffix: "ו" }])).toBe(false);
    expect(endingAgainstPointing("שׁוּלְחָנוֹ", ending("ו"))).toBe(false);
    // Nor the verb's ־ִיתוּ: לְבֵיתוֹ is ל + בַּיִת + ־וֹ, עֲמִיתוֹ עָמִית + ־וֹ.
    expect(endingAgainstPointing("עֲמִיתוֹ", ending("יתו"))).toBe(true);
    expect(endingAgainstPointing("עֲמִיתוֹ", ending("ו"))).toBe(false);
  });
  it("reads ־ָיו as a plural noun's ending whole", () => {
    expect(endingAgainstPointing("פָּנָיו", ending("ו"))).toBe(true);
    expect(endingAgainstPointing("פָּנָיו", ending("יו"))).toBe(false);
    expect(endingAgainstPointing("רָאוּיוֹ", ending("ו"))).toBe(false);
  });
  it("reads ־הוּ after a vowel as the ending whole, not ־וּ after a stem's ה", () => {
    expect(endingAgainstPointing("רֵעֵהוּ", ending("ו"))).toBe(true);
    expect(endingAgainstPointing("רֵעֵהוּ", ending("הו"))).toBe(false);
    expect(endingAgainstPointing("גָּבְהוּ", ending("ו"))).toBe(false);
  });
  it("says a final-weak perfect's plural does not end in וֹ after a full vowel", () => {
    const plural: HowStep[] = [{ kind: "verb", form: "final-weak-root", ending: "ו" }];
    expect(endingAgainstPointing("רַבּוֹ", plural)).toBe(true);
    expect(endingAgainstPointing("הֲווֹ", plural)).toBe(false);
    expect(endingAgainstPointing("וּבְעוֹ", [{ kind: "proclitics", letters: "ו" }, ...plural])).toBe(false);
    expect(endingAgainstPointing("רַבּוּ", plural)).toBe(false);
  });
  it("says a final וּ is not the ending ־ָיו", () => {
    expect(endingAgainstPointing("וְהָיוּ", [{ kind: "proclitics", letters: "ו" }, { kind: "suffix", suffix: "יו" }])).toBe(true);
    expect(endingAgainstPointing("בָּנָיו", [{ kind: "suffix", suffix: "יו" }])).toBe(false);
  });
  it("keeps ־נוּ and ־הוּ where the text points a shuruk", () => {
    expect(endingAgainstPointing("אֱלֹהֵינוּ", [{ kind: "suffix", suffix: "ינו" }, { kind: "suffix", suffix: "נו" }])).toBe(false);
    expect(endingAgainstPointing("הֵימְנוּהוּ", ending("הו"))).toBe(false);
  });
  it("reads ־ֵיהּ as the ending whole: not a stem's י and ־הּ", () => {
    expect(endingAgainstPointing("בְּרֵיהּ", ending("ה"))).toBe(true);
    expect(endingAgainstPointing("שְׁמֵיהּ", [{ kind: "suffix", suffix: "ה" }])).toBe(true);
    expect(endingAgainstPointing("בְּרֵיהּ", ending("יה"))).toBe(false);
    // ־יָהּ 'her' after a stem's consonantal י: the ה alone is the ending.
    expect(endingAgainstPointing("מֵחֶצְיָהּ", ending("ה"))).toBe(false);
  });
  it("reads a final ־ַת as a noun's construct, not a verb's ־ת", () => {
    expect(endingAgainstPointing("קְרִיאַת", [{ kind: "verb", form: "participle", ending: "ת" }])).toBe(true);
    expect(endingAgainstPointing("מִקְּרִיאַת", [{ kind: "verb", form: "participle-m", ending: "ת" }])).toBe(true);
    expect(endingAgainstPointing("בְּדִירַת", [{ kind: "verb", form: "participle", ending: "ת" }])).toBe(true);
    // A guttural's furtive pattern ־ַעַת is a participle's: שׁוֹמַעַת.
    expect(endingAgainstPointing("שׁוֹמַעַת", [{ kind: "verb", form: "participle", ending: "ת" }])).toBe(false);
    expect(endingAgainstPointing("אָמְרַתְּ", [{ kind: "verb", form: "perfect", ending: "ת" }])).toBe(false);
  });
  it("says nothing of unpointed text", () => {
    expect(endingAgainstPointing("שולחנו", [{ kind: "suffix", suffix: "נו" }])).toBe(false);
    expect(endingAgainstPointing("בריה", ending("ה"))).toBe(false);
  });
});

describe("endingAgainstPointing on a derived stem", () => {
  it("leaves a hif'il participle's construct in ־ַת its ending", () => {
    expect(endingAgainstPointing("מְשִׁיבַת", [{ kind: "verb", form: "hifil-hollow", ending: "ת" }])).toBe(false);
  });
});

describe("takesVerbShuruk", () => {
  const off = [{ kind: "ending", ending: "ו" }] as const;
  it("says a final ־וּ taken off is a verb's ending", () => {
    expect(takesVerbShuruk("שָׂמוּ", off)).toBe(true);
    expect(takesVerbShuruk("וּבָאוּ", [{ kind: "proclitics", letters: "ו" }, ...off])).toBe(true);
    expect(takesVerbShuruk("שֶׁעָלוּ", [{ kind: "verb", form: "final-weak-root", ending: "ו" }])).toBe(true);
  });
  it("says nothing of ־וֹ 'his', of other endings, of the word as written, or of unpointed text", () => {
    expect(takesVerbShuruk("שׁוּלְחָנוֹ", off)).toBe(false);
    expect(takesVerbShuruk("הֵימְנוּהוּ", [{ kind: "ending", ending: "הו" }])).toBe(false);
    expect(takesVerbShuruk("בָּעוּ", [])).toBe(false);
    expect(takesVerbShuruk("נָוֵהוּ", off)).toBe(false);
    expect(takesVerbShuruk("שמו", off)).toBe(false);
  });
});
