import { describe, expect, it } from "vitest";
import { LOCALES } from "@/shared/i18n/locales";
import { partOfSpeechLabel } from "./part-of-speech-labels";

/**
 * The lexicons' parts of speech as the gold database holds them (BDB's, Strong's and Jastrow's most
 * frequent, Wiktionary's), each in the interface language.
 */
const FREQUENT = [
  "m.", "Noun Masculine", "f.", "Verb", "Proper Name Masculine", "Noun Feminine", "Proper Name Location", "Adjective", "pr. n. m.",
  "m. pl.", "pr. n. pl.", "pr. n.", "Proper Name Feminine", "f. pl.", "Adjective Genitive", "Adverb", "Verb Denominative", "Proper Name",
  "Noun", "pr. n. f.", "n-pr-m n-pr-loc", "Noun Masculine Plural", "Noun Proper Genitive", "Preposition", "Interjection",
  "Noun Feminine Plural", "Substantive", "Conjunction", "Noun Proper Territory", "Demonstrative Pronoun", "Particle", "Personal Pronoun",
  "Noun Proper Flumen", "Noun Proper Mountain", "Adjective Verb", "Noun Proper Divine", "n-m n-f", "Masculine", "Pronoun",
  "Noun Masculine Collective", "Interrogative Pronoun", "Noun Masculine Dual", "Demonstrative Particle", "Noun Indeclinable",
  "Noun Plural Abstract", "a n-m", "noun", "proper noun", "verb", "adjective", "preposition",
];

/**
 * The codes the lexicons' files write (HebrewStrong.xml's pos, BrownDriverBriggs.xml's <pos>), as an import stores them
 * when it has no parts-of-speech key beside the file: most of each file's entries.
 */
const CODES = [
  "v", "n-m", "n-pr-m", "n-f", "n-pr-loc", "a", "n", "adv", "prep", "inj", "d", "p", "prt", "conj", "v n-m", "v a",
  "vb", "n.pr.m", "n.f", "n.m", "n.[m.]", "n.pr.loc", "adj", "adj.gent", "vb. denom", "n.pr.f", "n.pr", "n.[f.]", "n.pr.gent",
  "n.[m.]pl", "subst", "n.f.pl", "n.pr.terr", "n.m.pl", "interj", "n.pr.div", "n.pr.mont", "n.pr.fl", "adj.verb", "pron",
  "n.f.coll", "n.[m.]du", "n.pl.abstr", "n.indecl", "demonstr.pron.pl",
];

describe("partOfSpeechLabel", () => {
  it("names BDB's, Strong's and Jastrow's parts of speech in each interface language", () => {
    expect(partOfSpeechLabel("Noun Masculine", "en").text).toBe("Noun, masculine");
    expect(partOfSpeechLabel("Noun Masculine", "he").text).toBe("שם עצם, זכר");
    expect(partOfSpeechLabel("Noun Masculine", "es").text).toBe("Sustantivo, masculino");
    expect(partOfSpeechLabel("Noun Masculine", "fr").text).toBe("Nom, masculin");
    expect(partOfSpeechLabel("Noun Masculine", "it").text).toBe("Nome, maschile");
    expect(partOfSpeechLabel("Noun Masculine", "pt").text).toBe("Substantivo, masculino");
    expect(partOfSpeechLabel("Verb", "he").text).toBe("פועל");
    expect(partOfSpeechLabel("Proper Name Location", "fr").text).toBe("Nom propre, lieu");
    expect(partOfSpeechLabel("pr. n. pl.", "es").text).toBe("Nombre propio, lugar");
    expect(partOfSpeechLabel("f. pl.", "it").text).toBe("Nome, femminile, plurale");
    expect(partOfSpeechLabel("Noun Proper Flumen", "pt").text).toBe("Nome próprio, rio");
    expect(partOfSpeechLabel("n-pr-m n-pr-loc", "en").text).toBe("Proper name, masculine / proper name, place");
    expect(partOfSpeechLabel("Adjective Genitive", "en").text).toBe("Adjective, gentilic");
  });

  it("names the lexicons' own codes, Strong's 'v' and BDB's 'vb' among them, as their names", () => {
    expect(partOfSpeechLabel("v", "he").text).toBe("פועל");
    expect(partOfSpeechLabel("vb", "fr").text).toBe(partOfSpeechLabel("Verb", "fr").text);
    expect(partOfSpeechLabel("n.[m.]", "es").text).toBe(partOfSpeechLabel("Noun Masculine", "es").text);
    expect(partOfSpeechLabel("n.pr.loc", "it")).toEqual(partOfSpeechLabel("Proper Name Location", "it"));
    expect(partOfSpeechLabel("adj.gent", "en").text).toBe("Adjective, gentilic");
    expect(partOfSpeechLabel("vb. denom", "pt").text).toBe(partOfSpeechLabel("Verb Denominative", "pt").text);
  });

  it("leaves no English in the Hebrew interface for the frequent ones", () => {
    for (const text of [...FREQUENT, ...CODES]) expect(partOfSpeechLabel(text, "he").text, text).not.toMatch(/[A-Za-z]/);
  });

  it("changes every frequent one in every other language (but French's interjection, the same word)", () => {
    const same: string[] = [];
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      for (const text of FREQUENT) if (partOfSpeechLabel(text, locale).text === partOfSpeechLabel(text, "en").text) same.push(`${locale} ${text}`);
    }
    expect(same).toEqual(["fr Interjection"]);
  });

  it("says whether it names a proper name (the panel then adds no 'proper name' of its own)", () => {
    expect(partOfSpeechLabel("Proper Name Masculine", "en").properName).toBe(true);
    expect(partOfSpeechLabel("n-m n-pr-loc", "en").properName).toBe(true);
    expect(partOfSpeechLabel("Noun Masculine", "en").properName).toBe(false);
  });

  it("shows a text it cannot read as it is, in every language", () => {
    for (const locale of LOCALES) {
      expect(partOfSpeechLabel("part. of relation", locale)).toEqual({ text: "part. of relation", properName: false });
      expect(partOfSpeechLabel("Proper 1st Person Singular", locale).text).toBe("Proper 1st Person Singular");
    }
  });
});
