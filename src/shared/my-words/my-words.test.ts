import { describe, expect, it } from "vitest";
import type { DictionaryEntry } from "../api/dictionary";
import { contextRef, domainOfBook, entryGloss, lookupReadings, readerGloss } from "./my-words";

const entry = (over: Partial<DictionaryEntry>): DictionaryEntry => ({
  id: crypto.randomUUID(), source: "bdb", sourceId: "x", word: "רֵאשִׁית", transliteration: null, pronunciation: null, partOfSpeech: null,
  language: "hebrew", definitions: [], root: null, isProperName: false, referenceTo: null, crossRefs: [], linkedId: null, ...over,
});

describe("domainOfBook", () => {
  it("keeps the Tanakh's words in biblical, the Talmud's in aramaic, the Mishnah's in mishna", () => {
    expect(domainOfBook("Tanakh")).toBe("biblical");
    expect(domainOfBook("Talmud")).toBe("aramaic");
    expect(domainOfBook("Mishnah")).toBe("mishna");
    expect(domainOfBook(null)).toBeNull();
    expect(domainOfBook("Midrash")).toBeNull();
    expect(domainOfBook("toString")).toBeNull();
  });
});

describe("contextRef", () => {
  it("names the verse as the reader does: chapter:verse, or the Talmud's page", () => {
    expect(contextRef("Genesis", 1, "Integer", 1)).toBe("Genesis 1:1");
    expect(contextRef("Berakhot", 3, "Talmud", 3)).toBe("Berakhot 2a:3");
    expect(contextRef("Berakhot", 68, "Talmud", 12)).toBe("Berakhot 34b:12");
  });
});

describe("readerGloss", () => {
  const bdb = entry({ source: "bdb", definitions: ["beginning, chief", "first"] });
  const strongs = entry({ source: "strongs", sourceId: "H7225", transliteration: "rêʼshîyth", definitions: ["the first, in place, time, order or rank"] });

  it("takes the first entry shown with a definition, the lemma's first, with a transliteration from beside it", () => {
    expect(readerGloss({ lemma: { strong: "H7225", prefix: "ב", entries: [bdb, strongs] }, entries: [] }))
      .toEqual({ entryId: bdb.id, english: "beginning, chief", translit: "rêʼshîyth" });
    const other = entry({ definitions: ["head"], transliteration: "rosh" });
    expect(readerGloss({ lemma: { strong: "H7225", prefix: "", entries: [strongs] }, entries: [other] }))
      .toEqual({ entryId: strongs.id, english: "the first, in place, time, order or rank", translit: "rêʼshîyth" });
  });

  it("never takes another word's transliteration: beside a reading's entry, Strong's of the same letters is another word", () => {
    const jastrow = entry({ source: "jastrow", word: "פָּרֵישׁ", definitions: ["to explain"] });
    const horseman = entry({ source: "strongs", sourceId: "H6571", word: "פָּרָשׁ", transliteration: "pârâsh", definitions: ["a steed"] });
    expect(readerGloss({ lemma: null, entries: [jastrow, horseman] })).toEqual({ entryId: jastrow.id, english: "to explain", translit: null });
    expect(readerGloss({ lemma: null, entries: [horseman, jastrow] })).toMatchObject({ translit: "pârâsh" }); // its own
  });

  it("skips cross-references and empty entries, and gives null when nothing shown has a definition", () => {
    const reference = entry({ referenceTo: "a.bc", definitions: [] });
    expect(readerGloss({ lemma: null, entries: [reference, bdb] })).toEqual({ entryId: bdb.id, english: "beginning, chief", translit: null });
    expect(readerGloss({ lemma: null, entries: [reference, entry({ definitions: ["  "] })] })).toBeNull();
    expect(readerGloss({ lemma: null, entries: [] })).toBeNull();
  });

  it("takes the gloss of the reading the learner chose: another reading's own entries, without the lemma's", () => {
    const reading = (stem: string) => ({ prefix: "", prefixPlain: "", stem, stemPlain: stem });
    const jastrowSay = entry({ source: "jastrow", word: "אָמַר", definitions: ["to say"] });
    const jastrowLamb = entry({ source: "jastrow", word: "אִמַּר", definitions: ["lamb"], transliteration: "immar" });
    const lookup = {
      reading: reading("אמר"), entries: [jastrowSay], lemma: { strong: "H7225", prefix: "", entries: [bdb] },
      moreReadings: [{ reading: reading("אימר"), entries: [entry({ definitions: [] }), jastrowLamb] }],
    };
    expect(readerGloss(lookup)).toMatchObject({ entryId: bdb.id });
    expect(readerGloss(lookup, 1)).toEqual({ entryId: jastrowLamb.id, english: "lamb", translit: "immar" });
    expect(readerGloss(lookup, 2)).toBeNull();
    expect(lookupReadings(lookup).map((r) => r.entries[0]?.id)).toEqual([jastrowSay.id, lookup.moreReadings[0]!.entries[0]!.id]);
  });

  it("takes the gloss of the entry the learner chose between two close meanings of the reading, not another reading's", () => {
    const reading = (stem: string) => ({ prefix: "", prefixPlain: "", stem, stemPlain: stem });
    const sign = entry({ source: "jastrow", word: "אוֹת", definitions: ["sign, token"] });
    const letter = entry({ source: "jastrow", word: "אָת", definitions: ["letter"], transliteration: "ot" });
    const empty = entry({ source: "jastrow", word: "אָת", definitions: [] });
    const lookup = { reading: reading("את"), entries: [sign, letter, empty], lemma: null, moreReadings: [{ reading: reading("אתא"), entries: [entry({ definitions: ["to come"] })] }] };
    expect(readerGloss(lookup, 0, letter.id)).toEqual({ entryId: letter.id, english: "letter", translit: "ot" });
    expect(readerGloss(lookup, 0, sign.id)).toMatchObject({ entryId: sign.id });
    // An entry without a definition, or one not of the chosen reading, is not saved: the reading's first is.
    expect(readerGloss(lookup, 0, empty.id)).toMatchObject({ entryId: sign.id });
    expect(readerGloss(lookup, 1, letter.id)).toMatchObject({ english: "to come" });
    // With a lemma, the chosen entry of the reading still wins over the lemma's first.
    expect(readerGloss({ ...lookup, lemma: { strong: "H226", prefix: "", entries: [bdb] } }, 0, letter.id)).toMatchObject({ entryId: letter.id });
  });

  it("saves a particle with a pronoun ending as its reading means it (לֵיהּ 'to him'), with its particle's entry and no transliteration", () => {
    const to = entry({ source: "jastrow", sourceId: "L00002", word: "לְ־", definitions: ["unto, to, toward, for", "to"], transliteration: "le" });
    const particle = { prefix: "", prefixPlain: "", stem: "לֵיהּ", stemPlain: "ליה", how: "ל with a pronoun ending ('to, for')", howSteps: [{ kind: "pronoun-ending" as const, head: "ל", gloss: "to, for" }] };
    expect(readerGloss({ reading: particle, entries: [to], lemma: null })).toEqual({ entryId: to.id, english: "to him", translit: null });
    // Another reading of the word keeps its entry's gloss.
    const other = entry({ source: "jastrow", word: "לֵיהּ", definitions: ["there is not"] });
    const lookup = { reading: particle, entries: [to], lemma: null, moreReadings: [{ reading: { prefix: "", prefixPlain: "", stem: "לֵיהּ", stemPlain: "ליה" }, entries: [other] }] };
    expect(readerGloss(lookup, 1)).toMatchObject({ english: "there is not" });
    expect(readerGloss({ ...lookup, reading: { ...particle, stem: "מִינַּהּ", stemPlain: "מינה", howSteps: [{ kind: "pronoun-ending", head: "מן", gloss: "from" }] } })).toMatchObject({ english: "from it / from her" });
  });

  it("never saves a grammatical label as the meaning: an entry of only labels has none, and its reading saves nothing", () => {
    expect(entryGloss({ definitions: ["fut."] })).toBe("");
    expect(entryGloss({ definitions: ["Pa.", "to grieve"] })).toBe("to grieve");
    expect(entryGloss({ definitions: ["to say, speak, think"] })).toBe("to say, speak, think");
    const label = entry({ source: "jastrow", word: "אֲמָא", definitions: ["fut."] });
    const mother = entry({ source: "jastrow", word: "אִימָּא", definitions: ["mother"] });
    // Not the next entry, another word ('mother'): nothing is saved from this reading.
    expect(readerGloss({ lemma: null, entries: [label, mother] })).toBeNull();
  });
});
