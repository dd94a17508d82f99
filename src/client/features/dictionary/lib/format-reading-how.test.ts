import { describe, expect, it } from "vitest";
import { HOW_STEP_KINDS, howText, type HowStep } from "@/shared/hebrew/reading-how";
import { formatReadingHow, readingHowParts } from "./format-reading-how";

/** One step of every kind, each verb form and root once, with the Hebrew interface's wording expected. */
const STEPS: [HowStep, string][] = [
  [{ kind: "proclitics", letters: "וד", stem: "אמר" }, "ו + ד + אמר"],
  [{ kind: "ending", ending: "תא" }, "סופית ־תא"],
  [{ kind: "ending-as", from: "ת", to: "ה" }, "־ת במקום ־ה"],
  [{ kind: "prefix", letters: "נ" }, "תחילית נ־"],
  [{ kind: "vowel-letter" }, "אם קריאה"],
  [{ kind: "root", root: "hollow" }, "שורש נחי ע״ו"],
  [{ kind: "root", root: "weak" }, "שורש נחי"],
  [{ kind: "root", root: "final-weak" }, "שורש נחי ל״ה"],
  [{ kind: "abbreviation" }, "ראשי תיבות"],
  [{ kind: "abbreviation-of", expansion: "רבי לוי" }, "ראשי תיבות של רבי לוי"],
  [{ kind: "pronoun-ending", head: "ל", gloss: "to, for" }, "ל עם כינוי חבור ('אל, בשביל')"],
  [{ kind: "form-of", head: "אמר" }, "צורה של אמר"],
  [{ kind: "infinitive", affix: "ל־", aramaic: false }, "מקור ל־"],
  [{ kind: "infinitive", affix: "מי־", aramaic: true }, "מקור ארמי מי־"],
  [{ kind: "infinitive-weak", root: "פ״י", suffix: "ו" }, "מקור של שורש פ״י, כינוי חבור ־ו"],
  [{ kind: "verb", form: "participle" }, "בינוני"],
  [{ kind: "verb", form: "participle-m", ending: "ין" }, "בינוני במ־, סופית ־ין"],
  [{ kind: "verb", form: "participle-py" }, "בינוני של שורש פ״י"],
  [{ kind: "verb", form: "participle-pn" }, "בינוני של שורש פ״נ"],
  [{ kind: "verb", form: "imperfect", ending: "ים" }, "עתיד, סופית ־ים"],
  [{ kind: "verb", form: "perfect" }, "עבר"],
  [{ kind: "verb", form: "perfect-final-weak" }, "עבר של שורש נחי ל״ה"],
  [{ kind: "verb", form: "reflexive" }, "התפעל"],
  [{ kind: "verb", form: "reflexive-metathesis" }, "התפעל בשיכול: ת אחרי אות השורש הראשונה"],
  [{ kind: "verb", form: "nifal" }, "נפעל"],
  [{ kind: "verb", form: "hifil-hollow" }, "הפעיל של שורש נחי ע״ו"],
  [{ kind: "verb", form: "hifil-pn" }, "הפעיל של שורש פ״נ"],
  [{ kind: "verb", form: "hifil-py" }, "הפעיל של שורש פ״י"],
  [{ kind: "verb", form: "hollow-root" }, "שורש נחי ע״ו"],
  [{ kind: "verb", form: "geminate-root" }, "שורש כפולים (ע״ע)"],
  [{ kind: "verb", form: "final-weak-root" }, "שורש נחי ל״ה"],
  [{ kind: "plural-ending", plural: "ות", singular: "ה" }, "רבים ־ות של ־ה"],
  [{ kind: "construct-ending", from: "ת", to: "ה" }, "סמיכות: ־ת במקום ־ה"],
  [{ kind: "suffix", suffix: "ן" }, "כינוי חבור ־ן"],
  [{ kind: "irregular-plural-of", head: "יוֹם" }, "רבים או סמיכות חריגים של יוֹם"],
  [{ kind: "irregular-noun", head: "בֵּן", suffix: "ו" }, "שם עצם חריג בֵּן, כינוי חבור ־ו"],
  [{ kind: "plural-before-suffix", suffix: "ך" }, "רבים ־ים לפני הכינוי ־ך"],
  [{ kind: "plural-construct" }, "סמיכות רבים ־י של ־ים"],
  [{ kind: "plural-of", head: "קוֹרָא" }, "רבים של קוֹרָא"],
  [{ kind: "binyan-of", binyan: "Ithpe.", head: "אֲמַר" }, "אִתְפְּעֵל של אֲמַר"],
  [{ kind: "same-as", head: "רַבָּן" }, "= רַבָּן"],
  [{ kind: "short-for", letters: "אַ", full: "עַל" }, "אַ במקום עַל"],
];

describe("formatReadingHow", () => {
  it("covers every kind of step", () => {
    expect(new Set(STEPS.map(([s]) => s.kind))).toEqual(new Set(HOW_STEP_KINDS));
  });

  it.each(STEPS)("says %j in Hebrew as the grammars do", (step, hebrew) => {
    expect(formatReadingHow([step], "he")).toBe(hebrew);
  });

  it("says every step in English as the server's `how` does", () => {
    for (const [step] of STEPS) expect(formatReadingHow([step], "en")).toBe(howText([step]));
  });

  it("joins steps as the server does, proclitics leading into the next step", () => {
    const steps: HowStep[] = [{ kind: "proclitics", letters: "ו" }, { kind: "verb", form: "participle-m", ending: "ין" }, { kind: "plural-of", head: "קוֹרָא" }];
    expect(formatReadingHow(steps, "he")).toBe("ו + בינוני במ־, סופית ־ין; רבים של קוֹרָא");
    expect(formatReadingHow(steps, "fr")).toBe("ו + participe en מ־, terminaison ־ין; pluriel de קוֹרָא");
    expect(formatReadingHow(steps, "en")).toBe(howText(steps));
    expect(formatReadingHow([], "he")).toBe("");
  });
});

describe("readingHowParts", () => {
  it("marks only the Hebrew data, never the Hebrew interface's own words", () => {
    const steps: HowStep[] = [{ kind: "proclitics", letters: "ו" }, { kind: "verb", form: "participle-m", ending: "ין" }, { kind: "plural-of", head: "קוֹרָא" }, { kind: "same-as", head: "רַבָּן" }];
    expect(readingHowParts(steps, "he")).toEqual([
      { text: "ו", hebrew: true }, { text: " + בינוני ב", hebrew: false }, { text: "מ־", hebrew: true }, { text: ", סופית ", hebrew: false },
      { text: "־ין", hebrew: true }, { text: "; רבים של ", hebrew: false }, { text: "קוֹרָא", hebrew: true }, { text: "; = ", hebrew: false }, { text: "רַבָּן", hebrew: true },
    ]);
    expect(readingHowParts(steps, "en").filter((p) => p.hebrew).map((p) => p.text)).toEqual(["ו", "מ־", "־ין", "קוֹרָא", "רַבָּן"]);
    // A chain that reads into the next step keeps its '+' in the line: a left-to-right line showed '+ מ suffix ־י'.
    expect(readingHowParts([{ kind: "proclitics", letters: "מ" }, { kind: "suffix", suffix: "י" }], "en")).toEqual([
      { text: "מ", hebrew: true }, { text: " + suffix ", hebrew: false }, { text: "־י", hebrew: true },
    ]);
    // Every step kind: the pieces put together are the whole line, and nothing but Hebrew letters and marks is marked.
    for (const [step] of STEPS) {
      const parts = readingHowParts([step], "he");
      expect(parts.map((p) => p.text).join("")).toBe(formatReadingHow([step], "he"));
      for (const p of parts.filter((x) => x.hebrew)) expect(p.text).toMatch(/^[\u0591-\u05F4 +״׳]+$/);
    }
  });
});
