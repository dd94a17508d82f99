import { describe, expect, it } from "vitest";
import { toPlain } from "../hebrew/strip-niqqud";
import {
  chooseLemma, indexEntries, indexLexicon, modernFill, modernLookupForms, readFrequencyList, wholeWordForms, type LexiconEntry, type WiktionaryEntry,
} from "./modern-fill";

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
  entry("לו|conj|1", "לוּ", "לו", [], ["if (counterfactual)"], { partOfSpeech: "conjunction" }),
  entry("כך|adv|1", "כָּךְ", "כך", [], ["so, thus"], { partOfSpeech: "adverb" }),
  entry("כן|adv|1", "כֵּן", "כן", [], ["yes"], { partOfSpeech: "adverb" }),
  entry("ל|prep|1", "לְ־", "ל", ["לכן"], ["to"], { partOfSpeech: "preposition" }),
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
    expect(key("לך")).toBe("particle: to you"); // …before another word of its letters: the list's לך is mostly 'to you'
    expect(key("לו")).toBe("particle: to him"); // and its לו 'to him', not לוּ 'if'
    expect(key("אור")).toBeNull(); // an entry without a gloss glosses nothing
    expect(key("זזז")).toBeNull();
  });

  it("reads a word only written like a suffixed preposition as itself: Wiktionary's entry, else BDB's or Strong's, never 'like me'", () => {
    // BDB's and Strong's entries as imported (OpenScriptures' files): homographs, a name, an Aramaic word.
    const lex = (source: string, word: string, partOfSpeech: string, definitions: string[], extra: Partial<LexiconEntry> = {}): LexiconEntry =>
      ({ source, word, plain: toPlain(word), definitions, partOfSpeech, transliteration: null, language: "hebrew", isProperName: false, ...extra });
    const lexicon = indexLexicon([
      lex("bdb", "כִּי", "Noun Masculine", ["burning", "branding"]),
      lex("bdb", "כִּי", "Conjunction", ["that", "for", "when", "if", "though", "Because", "since"]),
      lex("strongs", "כִּי", "Conjunction", ["(by implication) very widely used as a relative conjunction or adverb"], { transliteration: "kîy" }),
      lex("bdb", "כֵּן", "Noun Masculine", ["gnat", "gnats", "gnat-swarm", "lice"]),
      lex("bdb", "כֵּן", "Adjective", ["right", "veritable", "honest", "true"]),
      lex("bdb", "כֵּן", "Adverb", ["so"]),
      lex("bdb", "כֹּה", "Demonstrative Adverb", ["thus", "here", "hitherto"]),
      lex("bdb", "כָּה", "Adverb", ["here"], { language: "aramaic" }),
      lex("bdb", "בֵּן", "Proper Name Masculine", ["Ben"], { isProperName: true }),
      lex("bdb", "בֵּן", "Noun Masculine", ["son", "children", "youth", "young men"]),
      lex("bdb", "לוּ", "Conjunction", ["if", "O that"]),
    ]);
    const choice = (form: string, wiktionary = byPlain) => {
      const c = chooseLemma(form, wiktionary, lexicon);
      return c?.kind === "entry" ? `${c.entry.word} ${c.entry.definitions[0]}` : c?.kind === "particle" ? `particle: ${c.gloss}` : null;
    };
    const none = indexEntries([]);
    expect(choice("כי")).toBe("כִּי that"); // not 'like me', nor BDB's כִּי 'burning'
    expect(choice("כן")).toBe("כֵּן yes"); // Wiktionary's head-word first
    expect(choice("כן", none)).toBe("כֵּן so"); // else BDB's adverb, not the gnat
    expect(choice("כך")).toBe("כָּךְ so, thus");
    expect(choice("כך", none)).toBeNull(); // no entry of the whole word: left out, never 'like you'
    expect(choice("כה")).toBe("כֹּה thus"); // the Hebrew word, not the Aramaic
    expect(choice("בן")).toBe("בֵּן son"); // not 'in them (f.)', nor the name
    expect(choice("לכן")).toBeNull(); // לָכֵן 'therefore' is not לְ־ 'to' (an entry it is a form of) nor כֵּן (its stem)
    expect(choice("לו", none)).toBe("particle: to him"); // a suffixed preposition is one, whatever else is written so
    expect(wholeWordForms(["כִּי", "כן", "לי", "בבית", "כן"])).toEqual(["כי", "כן"]);
    const words = modernFill(readFrequencyList("כן 900\nכי 800\nלי 700\nכך 600"), none, { count: 10, skip: new Set(), lexicon });
    expect(words.map((w) => [w.hebrew, w.english, w.pos, w.translit])).toEqual([
      ["כֵּן", "so", "Adverb", null], ["כִּי", "that, for, when", "Conjunction", "kîy"], ["לי", "to me", "preposition", null],
    ]);
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
