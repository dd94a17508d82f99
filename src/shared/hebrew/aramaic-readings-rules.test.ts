import { describe, expect, it } from "vitest";
import { howText } from "./reading-how";
import { aramaicReadings, foundReadings, splitAfterLetters } from "./aramaic-readings";

/** aramaicReadings' rules one at a time, foundReadings' ranking and the proclitic chains (the real forms' table is aramaic-readings.test.ts). */
describe("the rules one by one", () => {
  it("names proclitics, endings, prefixes and letters put back", () => {
    const how = (word: string, form: string) => aramaicReadings(word).find((r) => r.form === form)?.how;
    expect(how("דְּאָמַר", "אמר")).toBe("ד + אמר");
    expect(how("מִילְּתָא", "מילה")).toBe("ending ־תא"); // the head-word's own ־ה put back
    expect(how("בִּתְרוּמָתָן", "תרומה")).toBe("ב + תרומתן; ending ־ן; ־ת as ־ה");
    expect(how("רַבָּנַן", "רבן")).toBe("ending ־ן");
    expect(how("קָתָנֵי", "תני")).toBe("ק + תני");
    expect(how("בִּדְרַבָּנַן", "רבנן")).toBe("ב + ד + רבנן");
    expect(how("נִכְנָסִין", "כנס")).toBe("prefix נ־; ending ־ין");
    expect(how("לִזְנוֹהִי", "זן")).toBe("ל + זנוהי; ending ־והי"); // the Targum's 'his' on a plural
  });

  it("gives each reading's steps as well, its English `how` made from them", () => {
    const steps = (word: string, form: string) => aramaicReadings(word).find((r) => r.form === form)?.howSteps;
    expect(steps("דְּאָמַר", "אמר")).toEqual([{ kind: "proclitics", letters: "ד", stem: "אמר" }]);
    expect(steps("בִּתְרוּמָתָן", "תרומה")).toEqual([{ kind: "proclitics", letters: "ב", stem: "תרומתן" }, { kind: "ending", ending: "ן" }, { kind: "ending-as", from: "ת", to: "ה" }]);
    expect(steps("נִכְנָסִין", "כנס")).toEqual([{ kind: "prefix", letters: "נ" }, { kind: "ending", ending: "ין" }]);
    expect(steps("קוֹרִין", "קר")).toEqual([{ kind: "ending", ending: "ין" }, { kind: "vowel-letter" }]);
    expect(steps("קָם", "קום")).toEqual([{ kind: "root", root: "hollow" }]);
    expect(steps("וכו'", "כו'")).toEqual([{ kind: "proclitics", letters: "ו", stem: "כו'" }, { kind: "abbreviation" }]);
    for (const r of aramaicReadings("וּבִתְרוּמָתָן")) expect(r.how).toBe(howText(r.howSteps));
  });

  it("reads כְּ before the relative ד (כִּדְאָמַר 'as he said', כִּדְרַב)", () => {
    const reading = (word: string, form: string) => aramaicReadings(word).find((r) => r.form === form);
    expect(reading("כִּדְאָמַר", "אמר")).toMatchObject({ prefixPlain: "כד", how: "כ + ד + אמר" });
    expect(reading("וּכְדִתְנַן", "תנן")?.prefixPlain).toBe("וכד");
  });

  it("keeps an abbreviation whole, in both spellings of its marks, its proclitics stripped", () => {
    const forms = (word: string) => aramaicReadings(word).map((r) => [r.form, r.how]);
    expect(forms('ת"ר')).toEqual([['ת"ר', "abbreviation"], ["ת\u05F4ר", "abbreviation"]]);
    expect(forms("וכו'")).toContainEqual(["כו'", "ו + כו'; abbreviation"]);
    expect(forms("א״ר")).toContainEqual(['א"ר', "abbreviation"]);
  });

  it("has no reading for no Hebrew word, or several words", () => {
    expect(aramaicReadings("amar")).toEqual([]);
    expect(aramaicReadings("אמר רב")).toEqual([]);
  });

  it("cuts a pointed word after its proclitics, points kept, cantillation dropped", () => {
    expect(splitAfterLetters("דְּאָמַר", 1)).toEqual(["דְּ", "אָמַר"]);
    expect(splitAfterLetters("וּבְ֖קוּמֶךָ", 2)).toEqual(["וּבְ", "קוּמֶךָ"]);
    expect(splitAfterLetters("רַבָּנַן", 0)).toEqual(["", "רַבָּנַן"]);
  });
});

describe("foundReadings' ranking by frequency", () => {
  it("puts the head-word that occurs most often in the imported texts first, then the simplest", () => {
    const lexicon = new Set(["אומר", "אמר", "קורא", "קרא"]);
    const has = (f: string) => lexicon.has(f);
    // Without counts: the simplest (אומר, one step) before אמר (two).
    expect(foundReadings("אוֹמְרִים", has).map((r) => r.form).slice(0, 2)).toEqual(["אומר", "אמר"]);
    const counts: Record<string, number> = { אמר: 120, אומר: 3, קרא: 40, קורא: 1 };
    const frequency = (f: string) => counts[f] ?? 0;
    expect(foundReadings("אוֹמְרִים", has, frequency)[0]?.form).toBe("אמר");
    expect(foundReadings("קוֹרִין", has, frequency)[0]?.form).toBe("קרא");
    // Equal counts fall back to simplicity.
    expect(foundReadings("אוֹמְרִים", has, () => 5)[0]?.form).toBe("אומר");
  });

  it("compares frequencies only of forms of three letters or more, at most 1.5 steps apart", () => {
    const lexicon = new Set(["יעלה", "עלה", "על", "עלי", "כל", "כול", "אכל"]);
    const counts: Record<string, number> = { על: 900, עלי: 300, עלה: 19, יעלה: 9, כל: 900, כול: 50, אכל: 80 };
    const first = (w: string) => foundReadings(w, (f) => lexicon.has(f), (f) => counts[f] ?? 0)[0]?.form;
    // שיעלה: עלה (2.5 steps) before ש + יעלה (1); not על, far-fetched however frequent.
    expect(first("שֶׁיַּעֲלֶה")).toBe("עלה");
    // וכל: ו + כל, not the hollow כול (כל is too short to rank); לאכול: אכל, not ל + א + כל.
    expect(first("וְכָל")).toBe("כל");
    expect(first("לֶאֱכוֹל")).toBe("אכל");
  });

  it("keeps the word itself first when a lexicon holds it, however often the others occur", () => {
    const lexicon = new Set(["עד", "עוד"]);
    expect(foundReadings("עַד", (f) => lexicon.has(f), (f) => (f === "עוד" ? 100 : 1))[0]?.form).toBe("עד");
  });
  it("takes off the Hebrew perfect's first person with an object suffix (מְצָאתִיהָ → מצא, רְאִיתִיהָ → ראי)", () => {
    const forms = (w: string) => aramaicReadings(w).map((r) => r.form);
    expect(forms("מְצָאתִיהָ")).toContain("מצא");
    expect(forms("רְאִיתִיהָ")).toContain("ראי");
    expect(forms("וְהִגְלִיתִים")).toContain("הגלי");
  });
});

describe("aramaicReadings' proclitic chains", () => {
  it("reads ב after ל (לְבַסּוֹף 'at the end', וּלְבַסּוֹף)", () => {
    expect(aramaicReadings("לְבַסּוֹף").find((r) => r.form === "סוף")).toMatchObject({ prefixPlain: "לב", cost: 2 });
    expect(aramaicReadings("וּלְבַסּוֹף").find((r) => r.form === "סוף")?.prefixPlain).toBe("ולב");
  });
  it("reads ד after ב (בִּדְרַבָּנַן 'in a matter of the Rabbis', בִּדְאוֹרָיְיתָא)", () => {
    expect(aramaicReadings("בִּדְרַבָּנַן").find((r) => r.form === "רבנן")).toMatchObject({ prefixPlain: "בד", cost: 2 });
    expect(aramaicReadings("בִּדְאוֹרָיְיתָא").find((r) => r.form === "אורייתא")?.prefixPlain).toBe("בד");
  });
});
