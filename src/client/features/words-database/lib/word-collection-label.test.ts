import { describe, expect, it } from "vitest";
import type { DatabaseWord } from "@/shared/api/words";
import { wordCollectionLabel } from "./word-collection-label";

const word = (over: Partial<DatabaseWord>): DatabaseWord => ({
  n: 1, id: "w1", hebrew: "בָּרָא", english: "created", translit: null, pos: null, collectionId: "c1",
  collectionName: "Genesis", collectionDomain: "biblical", collectionSlug: "genesis", collectionOwnerId: null, collectionReadingPath: null,
  subcategory: null, section: null, freqRank: 1, shared: true, ...over,
});

describe("a Words Database row's collection", () => {
  it("is named as the rest of the interface names it, in the learner's language", () => {
    expect(wordCollectionLabel(word({}), "fr")).toBe("Genèse");
    expect(wordCollectionLabel(word({}), "he")).toBe("בראשית");
    expect(wordCollectionLabel(word({ collectionName: "Daily 1000", collectionDomain: "modern", collectionSlug: "daily-1000" }), "es")).toBe("Diario");
    expect(wordCollectionLabel(word({ collectionName: "Berakhot", collectionDomain: "aramaic", collectionSlug: "berakhot" }), "he")).toBe("ברכות");
  });

  it("names a learner's own collection as they did, and their reading path by its key", () => {
    expect(wordCollectionLabel(word({ collectionOwnerId: "u1", shared: false }), "fr")).toBe("Genesis");
    const path = word({ collectionName: "The 50 most frequent words of Exodus", collectionSlug: "exodus-50", collectionOwnerId: "u1", collectionReadingPath: { title: "Exodus", size: 50 } });
    expect(wordCollectionLabel(path, "he")).toBe("50 המילים השכיחות ביותר מתוך שמות");
  });
});
