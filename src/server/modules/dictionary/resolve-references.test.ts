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
    expect(JSON.parse(first.candidates!)).toEqual([
      ["A00642", ["אוכל"], null, null, null, ["אוכל"], [], true, false, false, true, []],
      ["A01699", ["אֹכֶל"], null, "אֹוכֶל", "A00642", ["אֹכֶל"], [], false, false, false, false, []],
    ]);

    expect(JSON.parse(resolveReferenceTargets([first.candidates!, second.candidates!]))).toEqual([
      { id: "A01699", target: "A00643", also: [] }, { id: "B00008", target: null, also: [] },
    ]);
    // Without the pointed entry among the run's candidates, Sefaria's link stands.
    expect(JSON.parse(resolveReferenceTargets([first.candidates!]))).toEqual([{ id: "A01699", target: "A00642", also: [] }]);
  });

  it("chooses the entry whose text writes the referring word, and an entry with a meaning over an empty one of the same head-word", () => {
    // דְּפַנּוֹת pl. of דּוֹפֶן: the wall דּוֹפָן, whose citations say "mostly דְּפַנּוֹת", not the conjectured *דּוֹפֶן 'damage'.
    const rows = [
      entry("D00312", ["דּוֹפֶן", "דֹּפֶן"], { definitions: ["damage, defect"] }),
      entry("D00313", ["דּוֹפָן", "דֹּפָן"], { definitions: ["board-partition"] }),
      entry("D00970", ["דְּפַנּוֹת"], { see: "דּוֹפֶן" }),
      // עֹל v. עוֹל: Sefaria links the empty עוֹל (an imperative, no meaning of its own), not עוֹל 'yoke'.
      entry("P00240", ["עוֹל", "עוּל"]),
      entry("P00242", ["עוֹל"], { definitions: ["yoke"] }),
      entry("P00756", ["עֹל"], { see: "עוֹל", referenceTo: "P00240" }),
    ];
    const words = new Map([["D00313", ["דְּפַנּוֹת", "דּוֹפְנָהּ"]]]);
    const batch = encodeEntryBatch(rows, {}, { references: true, textWords: (r) => words.get(r.sourceId) ?? [] });
    expect(JSON.parse(resolveReferenceTargets([batch.candidates!]))).toEqual([{ id: "D00970", target: "D00313", also: [] }, { id: "P00756", target: "P00242", also: [] }]);
    // Without the words of its text, the pointing the reference names decides.
    const plain = encodeEntryBatch(rows, {}, { references: true });
    expect(JSON.parse(resolveReferenceTargets([plain.candidates!]))[0]).toEqual({ id: "D00970", target: "D00312", also: [] });
  });

  it("carries each entry's language and whether it is a verb form: 'v. X ch.' names the Aramaic entry, a verb form the verb", () => {
    const rows = [
      entry("N01041", ["נָפִיל"], { definitions: ["fallen"] }),
      entry("N01042", ["נָפִיל", "נְפִילָא"], { definitions: ["giant"], language: "aramaic" }),
      entry("N01061", ["נִפְלֵי"], { see: "נָפִיל ch.", referenceTo: "N01041" }),
      // עוֹל imperat. of עֲלַל: the Aramaic verb 'to enter', not the Hebrew עָלַל (its text writes עוֹל).
      entry("P00815", ["עָלַל"], { definitions: ["to go about"] }),
      entry("P00816", ["עֲלַל"], { definitions: ["to enter a town, a house"], language: "aramaic" }),
      entry("P00240", ["עוֹל", "עוּל"], { see: "עֲלַל" }),
    ];
    const batch = encodeEntryBatch(rows, {}, { references: true, textWords: (r) => (r.sourceId === "P00815" ? ["עוֹל"] : []), formOf: (r) => r.sourceId === "P00240" });
    expect(JSON.parse(resolveReferenceTargets([batch.candidates!]))).toEqual([{ id: "N01061", target: "N01042", also: [] }, { id: "P00240", target: "P00816", also: [] }]);
  });

  it("encodes a batch of another lexicon without candidates", () => {
    const batch = encodeEntryBatch([{ ...entry("a.aa.aa", ["אב"]), source: "bdb", details: null }]);
    expect(batch).toMatchObject({ count: 1, counts: {} });
    expect(batch.candidates).toBeUndefined();
  });

  it("gives a reference that names several entries each of them, the first as the target and the others after it in its order", () => {
    // תֹּרֶן, תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא (the second linked to the first by Sefaria): the Hebrew word, then the Aramaic one.
    const rows = [
      entry("V00304", ["תּוֹרֶן"], { definitions: ["mast"] }),
      entry("V00305", ["תּוּרְנָא"], { definitions: ["mast"], language: "aramaic" }),
      entry("V01019", ["תֹּרֶן", "תָּרְנָא"], { see: "תּוֹרֶן", referenceTo: "V00304", referenceAlso: [] }),
      // אִיתִינָן v. אִיתַי and אִית, both unlinked.
      entry("A01639", ["אִית"], { definitions: ["there is"] }),
      entry("A01645", ["אִיתַי"], { definitions: ["there is, there are"] }),
      entry("A01650", ["אִיתִינָן"], { see: "אִיתַי" }),
    ];
    const also = new Map([["V01019", [{ text: "תּוּרְנָא.", rid: "V00304" }]], ["A01650", [{ text: "אִית", rid: null }]]]);
    const batch = encodeEntryBatch(rows, {}, { references: true, seeAlso: (r) => also.get(r.sourceId) ?? [] });
    expect((JSON.parse(batch.candidates!) as unknown[][])[2]![11]).toEqual([["תּוּרְנָא.", "V00304"]]);
    expect(JSON.parse(resolveReferenceTargets([batch.candidates!]))).toEqual([
      { id: "V01019", target: "V00304", also: ["V00305"] }, { id: "A01650", target: "A01645", also: ["A01639"] },
    ]);
    // A reference whose first name finds nothing (no entry, no link) leads with the next one.
    const lone = encodeEntryBatch([rows[3]!, entry("A01651", ["אִיתְנָן"], { see: "אִיתָן" })], {}, { references: true, seeAlso: () => [{ text: "אִית", rid: null }] });
    expect(JSON.parse(resolveReferenceTargets([lone.candidates!]))).toEqual([{ id: "A01651", target: "A01639", also: [] }]);
  });
});
