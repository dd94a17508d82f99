import { describe, expect, it } from "vitest";
import { collectionHebrewName } from "./collection-hebrew-name";

describe("a built-in collection's Hebrew name", () => {
  it("is the text's for the Torah's books and the Talmud's tractates", () => {
    expect(collectionHebrewName({ domain: "biblical", name: "Genesis", ownerId: null })).toBe("בראשית");
    expect(collectionHebrewName({ domain: "aramaic", name: "Bava Metzia", ownerId: null })).toBe("בבא מציעא");
    expect(collectionHebrewName({ domain: "aramaic", name: "Shekalim", ownerId: null })).toBe("שקלים");
  });

  it("is the order's for the Mishna's orders, as the Torah's books and the tractates have theirs", () => {
    expect(collectionHebrewName({ domain: "mishna", name: "Zeraim", ownerId: null })).toBe("זרעים");
    expect(collectionHebrewName({ domain: "mishna", name: "Moed", ownerId: null })).toBe("מועד");
    expect(collectionHebrewName({ domain: "mishna", name: "Tahorot", ownerId: null })).toBe("טהרות");
    expect(collectionHebrewName({ domain: "mishna", name: "Zeraim", ownerId: "user-1" })).toBeNull();
    expect(collectionHebrewName({ domain: "mishna", name: "Zeraim and more", ownerId: null })).toBeNull();
  });

  it("is none for the modern collections, a learner's own or a renamed one", () => {
    expect(collectionHebrewName({ domain: "modern", name: "Daily 1000", ownerId: null })).toBeNull();
    expect(collectionHebrewName({ domain: "biblical", name: "Genesis", ownerId: "user-1" })).toBeNull();
    expect(collectionHebrewName({ domain: "biblical", name: "Genesis, chapters 1–11", ownerId: null })).toBeNull();
  });
});
