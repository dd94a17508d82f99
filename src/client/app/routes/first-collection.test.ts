import { describe, expect, it } from "vitest";
import { firstCollectionSlug } from "./first-collection";

describe("firstCollectionSlug", () => {
  it("picks the lowest order whatever the list order", () => {
    expect(firstCollectionSlug([
      { slug: "siddur-1000", order: 2, name: "Siddur 1000" },
      { slug: "daily-1000", order: 1, name: "Daily 1000" },
    ])).toBe("daily-1000");
  });
  it("breaks ties by name and answers undefined for an empty domain", () => {
    expect(firstCollectionSlug([{ slug: "b", order: 1, name: "B" }, { slug: "a", order: 1, name: "A" }])).toBe("a");
    expect(firstCollectionSlug([])).toBeUndefined();
  });
});
