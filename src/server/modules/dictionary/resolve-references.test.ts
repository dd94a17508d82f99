import { describe, expect, it } from "vitest";
import { encodeEntryBatch } from "./entry-batch";
import type { EntryRow } from "./import-queries";
import { resolveReferenceTargets } from "./resolve-references";

const entry = (sourceId: string, headWords: string[], more: Partial<EntryRow> & { see?: string } = {}): EntryRow => {
  const { see, ...row } = more;
  return {
    source: "jastrow", sourceId, word: headWords[0]!, language: "hebrew", definitions: [], referenceTo: null, crossRefs: [], forms: headWords,
    details: { homograph: null, headWords, binyanim: [], plurals: [], notes: [], ...(see !== undefined ? { see } : {}) },
    ...row,
  };
};

describe("Jastrow's references resolved over the whole run from its batches' candidates", () => {
  it("lists every entry of a batch as a candidate and gives each reference its target, resolved or its own link", () => {
    // אֹכֶל v. אֹוכֶל: Sefaria links the unpointed root entry אוכל (A00642); the resolution takes the pointed word, אֹוכֶל 'food'.
    const first = encodeEntryBatch([entry("A00642", ["אוכל"], { definitions: ["to eat"] }), entry("A01699", ["אֹכֶל"], { see: "אֹוכֶל", referenceTo: "A00642" })], {}, { references: true });
    const second = encodeEntryBatch([entry("A00643", ["אֹוכֶל"], { definitions: ["food"] }), entry("B00008", ["בָּאב"], { see: "next w.", referenceTo: null })], {}, { references: true });
    expect((JSON.parse(first.json) as { source_id: string }[]).map((r) => r.source_id)).toEqual(["A00642", "A01699"]);
    expect(JSON.parse(first.candidates!)).toEqual([["A00642", ["אוכל"], null, null, null], ["A01699", ["אֹכֶל"], null, "אֹוכֶל", "A00642"]]);

    expect(JSON.parse(resolveReferenceTargets([first.candidates!, second.candidates!]))).toEqual([
      { id: "A01699", target: "A00643" }, { id: "B00008", target: null },
    ]);
    // Without the pointed entry among the run's candidates, Sefaria's link stands.
    expect(JSON.parse(resolveReferenceTargets([first.candidates!]))).toEqual([{ id: "A01699", target: "A00642" }]);
  });

  it("encodes a batch of another lexicon without candidates", () => {
    const batch = encodeEntryBatch([{ ...entry("a.aa.aa", ["אב"]), source: "bdb", details: null }]);
    expect(batch).toMatchObject({ count: 1, counts: {} });
    expect(batch.candidates).toBeUndefined();
  });
});
