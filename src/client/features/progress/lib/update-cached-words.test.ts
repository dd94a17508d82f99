import { describe, expect, it } from "vitest";
import type { CollectionPage, StudyWord } from "@/shared/api/collections";
import { patchCollectionPage, patchWords } from "./update-cached-words";

const word = (id: string, status: "known" | "learning" | "unknown" | null): StudyWord => ({
  id, collectionId: "c", hebrew: id, english: id, spanish: null, portuguese: null, french: null, italian: null,
  translit: null, pos: null, freqRank: 1, subcategory: null, section: null,
  progress: status ? { status, timesSeen: 1, timesKnown: 0, lastSeenAt: null } : null,
});

const page = (words: StudyWord[], withStats: boolean): CollectionPage => ({
  collection: { id: "c", domain: "modern", name: "Daily 1000", slug: "daily-1000", order: 1, description: null, subcategory: null, ownerId: null },
  domain: { id: "d", name: "Modern", slug: "modern", description: null, color: "217 91% 55%", order: 1 },
  collections: [],
  words,
  counts: { known: 0, learning: 0, unknown: 0, total: words.length },
  stats: withStats ? { seenWords: 1, knownWords: 0, unknownWords: 1, totalWords: words.length } : null,
});

describe("cache patches", () => {
  it("keeps the same array when nothing changes", () => {
    const words = [word("a", null)];
    expect(patchWords(words, new Map([["zzz", null]]))).toBe(words);
  });

  it("updates the word, the counts and the admin statistics", () => {
    const p = page([word("a", null), word("b", "unknown"), word("c", null)], true);
    const known = { status: "known" as const, timesSeen: 1, timesKnown: 1, lastSeenAt: null };
    const next = patchCollectionPage(p, new Map([["a", known]]));
    expect(next.words[0]!.progress).toBe(known);
    expect(next.words[1]).toBe(p.words[1]);
    expect(next.counts).toEqual({ known: 1, learning: 1, unknown: 1, total: 3 });
    expect(next.stats).toEqual({ seenWords: 2, knownWords: 1, unknownWords: 1, totalWords: 3 });
    expect(next.counts.total).toBe(3);
    // Rolling back to "no record" lowers the seen count again.
    expect(patchCollectionPage(next, new Map([["a", null]])).stats?.seenWords).toBe(1);
    expect(patchCollectionPage(page([word("a", null)], false), new Map([["a", known]])).stats).toBeNull();
  });
});
