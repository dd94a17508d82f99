import { describe, expect, it } from "vitest";
import { endingAgainstPointing } from "./ending-pointing";
import type { HowStep } from "./reading-how";

const ending = (e: string): HowStep[] => [{ kind: "ending", ending: e }];
const construct: HowStep[] = [{ kind: "construct-ending", from: "ת", to: "ה" }];

describe("endingAgainstPointing", () => {
  it("says a final וֹ is the ending ־וֹ 'his', not ־נוּ or ־הוּ", () => {
    expect(endingAgainstPointing("וְשׁוּלְחָנוֹ", [{ kind: "proclitics", letters: "ו" }, { kind: "verb", form: "participle", ending: "נו" }])).toBe(true);
    expect(endingAgainstPointing("רִבּוֹנוֹ", [{ kind: "suffix", suffix: "נו" }])).toBe(true);
    expect(endingAgainstPointing("שׁוּלְחָנוֹ", ending("ו"))).toBe(false);
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
  it("reads a ת with a dagesh after a silent sheva, or after a quiescent א, as the perfect's, not a construct ־ת", () => {
    expect(endingAgainstPointing("שָׁאַלְתִּי", [{ kind: "suffix", suffix: "י" }, ...construct])).toBe(true);
    expect(endingAgainstPointing("גָּזַרְתָּ", construct)).toBe(true);
    expect(endingAgainstPointing("הוֹשַׁעְתּוֹ", [{ kind: "suffix", suffix: "ו" }, ...construct])).toBe(true);
    expect(endingAgainstPointing("שֶׁהוֹצֵאתָ", [{ kind: "proclitics", letters: "ש" }, ...construct])).toBe(true);
  });
  it("keeps the construct where a full vowel or a vocal sheva comes before the ת", () => {
    expect(endingAgainstPointing("מִצְוָתָן", [{ kind: "suffix", suffix: "ן" }, ...construct])).toBe(false);
    expect(endingAgainstPointing("קְרִיאַת", construct)).toBe(false);
    expect(endingAgainstPointing("מִילְּתֵיהּ", [...ending("יה"), { kind: "ending-as", from: "ת", to: "ה" }])).toBe(false);
  });
  it("reads a final ־ַת as a noun's construct, not a verb's ־ת", () => {
    expect(endingAgainstPointing("קְרִיאַת", [{ kind: "verb", form: "participle", ending: "ת" }])).toBe(true);
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
