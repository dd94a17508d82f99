import { describe, expect, it } from "vitest";
import { pleneSpellings } from "./plene-spelling";

describe("pleneSpellings", () => {
  it("writes a holam and a qubuts with vav, a hiriq in an open syllable with yod", () => {
    expect(pleneSpellings("יִכְתֹּב")).toEqual(["יכתוב"]);
    expect(pleneSpellings("לִכְתֹּב")).toEqual(["לכתוב"]);
    expect(pleneSpellings("סֻכָּר")).toEqual(["סוכר"]);
    expect(pleneSpellings("דִּבַּרְתִּי")).toEqual(["דיברתי"]);
    expect(pleneSpellings("תִּקּוּן")).toEqual(["תיקון"]);
  });

  it("doubles a consonantal vav inside the word", () => {
    expect(pleneSpellings("מִצְוָה")).toEqual(["מצווה"]);
  });

  it("adds nothing where the letters already say it, or before a quiescent alef", () => {
    expect(pleneSpellings("כָּתַבְתִּי")).toEqual([]);
    expect(pleneSpellings("שָׁלוֹם")).toEqual([]);
    expect(pleneSpellings("שְׁלוֹמְךָ")).toEqual([]);
    expect(pleneSpellings("לֹא")).toEqual([]);
    expect(pleneSpellings("אִם")).toEqual([]);
    expect(pleneSpellings("כתב")).toEqual([]);
  });
});
