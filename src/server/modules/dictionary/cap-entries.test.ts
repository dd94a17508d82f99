import { describe, expect, it } from "vitest";
import { MAX_LEXICON_ENTRY_CHARS } from "../../../shared/api/dictionary";
import { entryTextLength, keepEntriesWithinCap } from "./cap-entries";
import type { EntryRow } from "./import-queries";

const entry = (definitions: string[]): EntryRow => ({
  source: "kaikki-aramaic", sourceId: "אבא|noun|1", word: "אַבָּא", transliteration: "abbā", pronunciation: null, partOfSpeech: "noun",
  language: "aramaic", definitions, root: null, isProperName: false, referenceTo: null, crossRefs: ["אב"],
});

describe("the entry size cap", () => {
  it("counts every stored text field", () => {
    expect(entryTextLength(entry(["father", "dad"]))).toBe("אבא|noun|1".length + "אַבָּא".length + "abbā".length + "noun".length + 9 + 2);
  });

  it("keeps entries within the cap and counts the others as malformed, reason tooLarge", () => {
    const counts: Record<string, number> = { malformed: 2 };
    const small = entry(["father"]);
    const atCap = entry(["x".repeat(MAX_LEXICON_ENTRY_CHARS - entryTextLength(entry([])))]);
    const over = entry(["x".repeat(MAX_LEXICON_ENTRY_CHARS)]);
    expect(keepEntriesWithinCap([small, over, atCap, over], counts)).toEqual([small, atCap]);
    expect(counts).toEqual({ malformed: 4, tooLarge: 2 });
    const none: Record<string, number> = {};
    expect(keepEntriesWithinCap([small], none)).toEqual([small]);
    expect(none).toEqual({});
  });
});
