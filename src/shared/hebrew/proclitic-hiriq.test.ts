import { describe, expect, it } from "vitest";
import { hiriqBeforeQuiescentYod, hiriqMarksProclitic } from "./proclitic-hiriq";

describe("hiriqBeforeQuiescentYod", () => {
  it("reads ב כ ל ו with a hiriq before a bare י and a vowelled letter as a proclitic before יְ", () => {
    expect(hiriqBeforeQuiescentYod("לִידֵיהּ", 0)).toBe(true);
    expect(hiriqBeforeQuiescentYod("לִידֵי", 0)).toBe(true);
    expect(hiriqBeforeQuiescentYod("שֶׁבִּידֵי", 1)).toBe(true);
  });
  it("says nothing of another letter or vowel, a י with a vowel, or unpointed text", () => {
    expect(hiriqBeforeQuiescentYod("שֶׁבִּידֵי", 0)).toBe(false);
    expect(hiriqBeforeQuiescentYod("לְיָדוֹ", 0)).toBe(false);
    expect(hiriqBeforeQuiescentYod("לֵידָה", 0)).toBe(false);
    expect(hiriqBeforeQuiescentYod("לידי", 0)).toBe(false);
  });
});

describe("hiriqMarksProclitic", () => {
  it("goes against a form that keeps the letter where its head-words open otherwise (לִידֵי as Jastrow's לֵיד, שֶׁבִּידֵי as בְּדִי)", () => {
    expect(hiriqMarksProclitic("לִידֵיהּ", 0, "ליד", ["לֵיד"])).toBe(true);
    expect(hiriqMarksProclitic("לִידֵי", 0, "לידה", ["לֵידָה"])).toBe(true);
    expect(hiriqMarksProclitic("שֶׁבִּידֵי", 1, "בדי", ["בְּדִי"])).toBe(true);
  });
  it("leaves a head-word that opens as the text does, and an unpointed one", () => {
    expect(hiriqMarksProclitic("בִּיאַת", 0, "ביאה", ["בִּיאָה"])).toBe(false);
    expect(hiriqMarksProclitic("לִימּוּדוֹ", 0, "לימוד", ["לִימּוּד"])).toBe(false);
    expect(hiriqMarksProclitic("לִידֵיהּ", 0, "ליד", ["ליד"])).toBe(false);
  });
});
