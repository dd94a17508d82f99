import { describe, expect, it } from "vitest";
import { readPartOfSpeech } from "./part-of-speech";

/** Values as the lexicons' importers store them (BDB, Strong's, Jastrow, Wiktionary), read in the gold database. */
describe("readPartOfSpeech", () => {
  it("reads BDB's and Strong's key names word by word, the part of speech first", () => {
    expect(readPartOfSpeech("Noun Masculine")).toEqual([["noun", "masculine"]]);
    expect(readPartOfSpeech("Proper Name Location")).toEqual([["properName", "place"]]);
    expect(readPartOfSpeech("Noun Proper Flumen")).toEqual([["properName", "river"]]);
    expect(readPartOfSpeech("Demonstrative Pronoun Plural")).toEqual([["pronoun", "demonstrative", "plural"]]);
    expect(readPartOfSpeech("Mark Of Accusative")).toEqual([["objectMarker"]]);
    expect(readPartOfSpeech("Noun Masculine And Feminine")).toEqual([["noun", "bothGenders"]]);
    expect(readPartOfSpeech("Masculine Masculine")).toEqual([["masculine"]]);
  });

  it("reads the key's 'Genitive' (its name of gent.) as gentilic, and 'Adjective Verb' as a verbal adjective", () => {
    expect(readPartOfSpeech("Adjective Genitive")).toEqual([["adjective", "gentilic"]]);
    expect(readPartOfSpeech("Noun Proper Genitive")).toEqual([["properName", "gentilic"]]);
    expect(readPartOfSpeech("Adjective Verb")).toEqual([["adjective", "verbal"]]);
  });

  it("reads Strong's unnamed codes as alternatives, a proper name not also a noun", () => {
    expect(readPartOfSpeech("n-pr-m n-pr-loc")).toEqual([["properName", "masculine"], ["properName", "place"]]);
    expect(readPartOfSpeech("v n-m")).toEqual([["verb"], ["noun", "masculine"]]);
    expect(readPartOfSpeech("n-pr-m a-gent")).toEqual([["properName", "masculine"], ["adjective", "gentilic"]]);
  });

  it("reads Jastrow's abbreviations whole: pr. n. pl. is his proper noun of a place", () => {
    expect(readPartOfSpeech("m.")).toEqual([["noun", "masculine"]]);
    expect(readPartOfSpeech("f. pl.")).toEqual([["noun", "feminine", "plural"]]);
    expect(readPartOfSpeech("pr. n. m.")).toEqual([["properName", "masculine"]]);
    expect(readPartOfSpeech("pr. n. pl.")).toEqual([["properName", "place"]]);
  });

  it("reads Wiktionary's and a collection's lower-case words", () => {
    expect(readPartOfSpeech("proper noun")).toEqual([["properName"]]);
    expect(readPartOfSpeech("noun")).toEqual([["noun"]]);
  });

  it("reads Strong's codes as its file writes them, one alone or side by side without a hyphen", () => {
    expect(readPartOfSpeech("v")).toEqual([["verb"]]);
    expect(readPartOfSpeech("a")).toEqual([["adjective"]]);
    expect(readPartOfSpeech("adv")).toEqual([["adverb"]]);
    expect(readPartOfSpeech("d")).toEqual([["pronoun", "demonstrative"]]);
    expect(readPartOfSpeech("np")).toEqual([["particle", "negative"]]);
    expect(readPartOfSpeech("v a")).toEqual([["verb"], ["adjective"]]);
    expect(readPartOfSpeech("n-pr")).toEqual([["properName"]]);
  });

  it("reads BDB's dotted codes as its file writes them, one part of speech each", () => {
    expect(readPartOfSpeech("vb")).toEqual([["verb"]]);
    expect(readPartOfSpeech("n.m")).toEqual([["noun", "masculine"]]);
    expect(readPartOfSpeech("n.[m.]pl")).toEqual([["noun", "masculine", "plural"]]);
    expect(readPartOfSpeech("n.pr.loc")).toEqual([["properName", "place"]]);
    expect(readPartOfSpeech("adj. gent")).toEqual([["adjective", "gentilic"]]);
    expect(readPartOfSpeech("vb. denom")).toEqual([["verb", "denominative"]]);
    expect(readPartOfSpeech("adj.vb")).toEqual([["adjective", "verbal"]]);
    expect(readPartOfSpeech("demonstr.pron.pl")).toEqual([["pronoun", "demonstrative", "plural"]]);
    expect(readPartOfSpeech("pr.pl.m")).toEqual([["pronoun", "plural", "masculine"]]);
    expect(readPartOfSpeech("pron. 2 s. f")).toEqual([["pronoun", "secondPerson", "singular", "feminine"]]);
    expect(readPartOfSpeech("pr.3mpl.")).toEqual([["pronoun", "thirdPerson", "masculine", "plural"]]);
    expect(readPartOfSpeech("enclitic part")).toEqual([["particle", "enclitic"]]);
    expect(readPartOfSpeech("mark of accus")).toEqual([["objectMarker"]]);
  });

  it("leaves a text with a word it does not know (null), and an empty one", () => {
    for (const text of ["Proper 1st Person Singular", "Noun Masculine ?", "part. of relation", "adv. of time", "x-y", "vb.qq", "Demonstrative Proper Common", "", "  "]) {
      expect(readPartOfSpeech(text), text).toBeNull();
    }
  });
});
