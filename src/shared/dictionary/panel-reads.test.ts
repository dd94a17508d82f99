import { describe, expect, it } from "vitest";
import type { DictionaryEntry, DictionaryLookup } from "../api/dictionary";
import { panelReads } from "./panel-reads";

const entry = (word: string, referenceWord: string | null = null) => ({ word, referenceWord }) as DictionaryEntry;

describe("panelReads", () => {
  it("gives the first entry's head-word, the entry it refers to and the form read, plain and once each", () => {
    const look = { lemma: null, entries: [entry("אֵימָתַי", "אֵימָת"), entry("עֵת")], reading: { form: "אימתי", stemPlain: "אימתי" } } as unknown as DictionaryLookup;
    expect(panelReads(look)).toEqual(["אימתי", "אימת"]);
  });

  it("takes the lemma's first entry before the reading's", () => {
    const look = { lemma: { strong: "H559", prefix: "", entries: [entry("אָמַר")] }, entries: [entry("אֹמֶר")], reading: { stemPlain: "ויאמר" } } as unknown as DictionaryLookup;
    expect(panelReads(look)).toEqual(["אמר", "ויאמר"]);
  });

  it("is the reading's form alone when no lexicon holds the word, and empty without a reading", () => {
    expect(panelReads({ lemma: null, entries: [], reading: { form: null, stemPlain: "גמ" } } as unknown as DictionaryLookup)).toEqual(["גמ"]);
    expect(panelReads({ lemma: null, entries: [], reading: null } as unknown as DictionaryLookup)).toEqual([]);
  });
});
