import { describe, expect, it } from "vitest";
import { AGAINST_POINTING, procliticPointing, sureProcliticPointing, sureProclitics } from "./pointed-proclitics";

describe("sureProclitics", () => {
  it("counts the proclitics whose pointing is nothing else: שֶׁ, מִ, הַ doubling the next letter, an opening וְ / וּ", () => {
    expect(sureProclitics("שֶׁבָּאוּ")).toBe(1);
    expect(sureProclitics("מִכָּאן")).toBe(1);
    expect(sureProclitics("הַשָּׁחַר")).toBe(1);
    expect(sureProclitics("וְשֶׁלֹּא")).toBe(2);
    expect(sureProclitics("שֶׁהַכֹּהֲנִים")).toBe(2);
    expect(sureProclitics("וּמִשָּׁם")).toBe(2);
  });

  it("counts מֵ before a guttural (מִן, its hiriq lengthened), and כְּ before a sure שֶׁ (כְּשֶׁ 'when')", () => {
    expect(sureProclitics("מֵחָכְמָתוֹ")).toBe(1);
    expect(sureProclitics("מֵעֲשׂוֹת")).toBe(1);
    expect(sureProclitics("מֵאֵימָתַי")).toBe(1);
    expect(sureProclitics("כְּשֶׁעָלוּ")).toBe(2);
    expect(sureProclitics("וּכְשֶׁהוּא")).toBe(3);
  });

  it("leaves a hollow root's hif'il participle its מֵ (מֵעִיד, מֵאִיר), and a כְּ before another שׁ (כְּשֵׁרָה)", () => {
    expect(sureProclitics("מֵעִיד")).toBe(0);
    expect(sureProclitics("מֵאִיר")).toBe(0);
    expect(sureProclitics("כְּשֵׁרָה")).toBe(0);
    expect(sureProclitics("כְּשֶׁם")).toBe(0);
  });

  it("counts none where the letter may be the word's own: מִשְׁנָה, שַׁבָּת, כְּבוֹד, a bare ה, unpointed text", () => {
    expect(sureProclitics("מִשְׁנָה")).toBe(0);
    expect(sureProclitics("שַׁבָּת")).toBe(0);
    expect(sureProclitics("כְּבוֹד")).toBe(0);
    expect(sureProclitics("הָיָה")).toBe(0);
    expect(sureProclitics("שבאו")).toBe(0);
  });

  it("leaves a stem of two letters at least (שֶׁלּוֹ keeps its לו)", () => {
    expect(sureProclitics("שֶׁלּוֹ")).toBe(1);
    expect(sureProclitics("שֶׁל")).toBe(0);
  });
});

describe("procliticPointing", () => {
  it("makes a reading dearer that keeps a letter pointed only as a proclitic (שְׁבָא for שֶׁבָּאוּ)", () => {
    const p = procliticPointing("שֶׁבָּאוּ");
    expect(p("")).toBe(AGAINST_POINTING);
    expect(p("ש")).toBe(0);
  });

  it("makes a reading dearer that takes off a letter whose points rule a proclitic out (the hif'il's הִ of וְהִטֵּתִי)", () => {
    const p = procliticPointing("וְהִטֵּתִי");
    expect(p("ו")).toBe(0);
    expect(p("וה")).toBe(AGAINST_POINTING);
  });

  it("lets a lexicon's head-word of the whole word, pointed as the text, stand (מִפְּנֵי 'because of')", () => {
    const p = procliticPointing("מִפְּנֵי");
    expect(p("", true)).toBe(0);
    expect(p("", false)).toBe(AGAINST_POINTING);
  });

  it("says nothing of unpointed text", () => {
    const p = procliticPointing("שבאו");
    expect(p("")).toBe(0);
    expect(p("ש")).toBe(0);
    expect(p("שב")).toBe(0);
  });
});

describe("sureProcliticPointing", () => {
  it("makes a reading dearer that keeps a letter the Aramaic text points as a proclitic only", () => {
    expect(sureProcliticPointing("מִכָּאן")("")).toBe(AGAINST_POINTING);
    expect(sureProcliticPointing("מִכָּאן")("מ")).toBe(0);
    expect(sureProcliticPointing("וְאִינְהוּ")("")).toBe(AGAINST_POINTING);
  });
  it("leaves a stem a lexicon heads as the text points it, after its proclitics too, and unpointed text", () => {
    expect(sureProcliticPointing("וּמִפְּנֵי")("ו", true)).toBe(0);
    expect(sureProcliticPointing("וּמִפְּנֵי")("ו", false)).toBe(AGAINST_POINTING);
    expect(sureProcliticPointing("מכאן")("")).toBe(0);
  });
  it("says nothing of proclitic chains segment-word's Hebrew cues do not list (דַּ before a hataf, the participle's קָא)", () => {
    expect(sureProcliticPointing("דַּהֲווֹ")("ד")).toBe(0);
    expect(sureProcliticPointing("קָאָמַר")("ק")).toBe(0);
  });
});

describe("sureProcliticPointing on a proclitic the pointing rules out", () => {
  it("makes a reading dearer that takes off a letter whose points are no proclitic's", () => {
    expect(sureProcliticPointing("מָצֵית")("מ")).toBe(AGAINST_POINTING);
    expect(sureProcliticPointing("מְקַדֵּשׁ")("מ")).toBe(AGAINST_POINTING);
    expect(sureProcliticPointing("וְהִגְלִיתִים")("וה")).toBe(AGAINST_POINTING);
    expect(sureProcliticPointing("וְהִגְלִיתִים")("ו")).toBe(0);
  });
  it("leaves the proclitics the pointing allows, מִן before יְ as מִי among them", () => {
    expect(sureProcliticPointing("מִשְּׁמֵיהּ")("מ")).toBe(0);
    expect(sureProcliticPointing("מִיבַּעְיָא")("מ")).toBe(0);
    expect(sureProcliticPointing("בְּטַלִּית")("ב")).toBe(0);
  });
});
