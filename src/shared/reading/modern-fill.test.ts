import { describe, expect, it } from "vitest";
import { chooseLemma, indexEntries, modernFill, modernLookupForms, readFrequencyList, type WiktionaryEntry } from "./modern-fill";

const entry = (key: string, word: string, plain: string, formsPlain: string[], definitions: string[], extra: Partial<WiktionaryEntry> = {}): WiktionaryEntry =>
  ({ key, word, plain, formsPlain, definitions, partOfSpeech: "noun", transliteration: null, isProperName: false, ...extra });

const ENTRIES = [
  entry("כתב|verb|1", "כָּתַב", "כתב", ["כתבתי", "כותב", "לכתוב"], ["to write"], { partOfSpeech: "verb", transliteration: "katáv" }),
  entry("ילד|noun|1", "יֶלֶד", "ילד", ["ילדים"], ["child, kid", "boy"]),
  entry("שלום|noun|1", "שָׁלוֹם", "שלום", [], ["peace", "hello; goodbye"]),
  entry("בית|noun|1", "בַּיִת", "בית", ["בתים"], ["house, home"]),
  entry("של|prep|1", "שֶׁל", "של", ["שלי", "שלך"], ["of, belonging to"], { partOfSpeech: "preposition" }),
  entry("ל|prefix|1", "לְ־", "ל", ["לי", "לך"], ["to"], { partOfSpeech: "prefix" }),
  entry("ישראל|name|1", "יִשְׂרָאֵל", "ישראל", [], ["Israel"], { isProperName: true, partOfSpeech: "proper noun" }),
  entry("לך|verb|1", "לֵךְ", "לך", [], ["go! (imperative)"], { partOfSpeech: "verb" }),
  entry("אור|noun|1", "אוֹר", "אור", [], []),
];
const byPlain = indexEntries(ENTRIES);

describe("readFrequencyList", () => {
  it("keeps the Hebrew words in order and skips subtitle noise and single letters", () => {
    expect(readFrequencyList("לא 5020713\nqsubs 11351\nאת 4846155\r\nג 12\n\nfont 3\nשלום 7")).toEqual([
      { form: "לא", count: 5020713 }, { form: "את", count: 4846155 }, { form: "שלום", count: 7 },
    ]);
  });
});

describe("chooseLemma", () => {
  it("finds the head-word, else the entry a form inflects, else the stem past the proclitics, else a reading past a suffix", () => {
    const key = (form: string) => { const c = chooseLemma(form, byPlain); return c?.kind === "entry" ? c.entry.key : c?.kind === "particle" ? `particle: ${c.gloss}` : null; };
    expect(key("כתב")).toBe("כתב|verb|1");
    expect(key("כתבתי")).toBe("כתב|verb|1");
    expect(key("ילדים")).toBe("ילד|noun|1");
    expect(key("בבית")).toBe("בית|noun|1");
    expect(key("שלומך")).toBe("שלום|noun|1");
    expect(key("שלי")).toBe("של|prep|1");
    expect(key("לי")).toBe("particle: to me"); // a suffixed preposition is its own word, as in the biblical fill
    expect(key("לך")).toBe("לך|verb|1"); // …unless an entry has it as its head-word
    expect(key("אור")).toBeNull(); // an entry without a gloss glosses nothing
    expect(key("זזז")).toBeNull();
  });

  it("looks the forms up by themselves, their stems and their suffix readings", () => {
    expect(modernLookupForms(["בבית", "שלומך"])).toEqual(expect.arrayContaining(["בבית", "בית", "שלומך", "שלום"]));
  });
});

describe("modernFill", () => {
  const list = readFrequencyList(["שלי 900", "כתבתי 800", "לי 700", "שלך 600", "ילדים 500", "ישראל 400", "זזז 300", "ילד 200", "בבית 100"].join("\n"));

  it("lists each lemma once, in the order of its most frequent form, with its pointed head-word, gloss and part of speech", () => {
    const words = modernFill(list, byPlain, { count: 100, skip: new Set() });
    expect(words.map((w) => [w.hebrew, w.english, w.pos, w.freqRank])).toEqual([
      ["שֶׁל", "of, belonging to", "preposition", 1],
      ["כָּתַב", "to write", "verb", 2],
      ["לי", "to me", "preposition", 3],
      ["יֶלֶד", "child, kid", "noun", 4],
      ["יִשְׂרָאֵל", "Israel", "proper noun", 5], // a name keeps its name, as in the biblical fill
      ["בַּיִת", "house, home", "noun", 6],
    ]);
    expect(words[1]).toMatchObject({ translit: "katáv", isDuplicate: false });
  });

  it("flags a lemma the collection has, and stops after `count` new words", () => {
    const words = modernFill(list, byPlain, { count: 2, skip: new Set(["כתב"]) });
    expect(words.map((w) => [w.hebrew, w.isDuplicate])).toEqual([["שֶׁל", false], ["כָּתַב", true], ["לי", false]]);
  });
});
