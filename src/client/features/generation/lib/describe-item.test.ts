import { describe, expect, it } from "vitest";
import type { GenerationItem } from "@/shared/api/generation";
import { itemCounts, itemTitle, newlyFinished } from "./describe-item";

const item = (id: string, status: GenerationItem["status"]): GenerationItem => ({
  id, collectionId: null, collectionName: "Genesis", section: "1", requestedCount: 10, completedCount: status === "completed" ? 1 : 0,
  status, errorMessage: null, errorKey: null, errorParams: null, provider: null, createdAt: "", startedAt: null, completedAt: null,
});

describe("queue item texts", () => {
  it("titles and counts", () => {
    expect(itemTitle({ collectionName: "Berakhot", section: "2a" })).toBe("Berakhot · 2a");
    expect(itemTitle({ collectionName: "Genesis", section: null })).toBe("Genesis");
    expect(itemCounts(item("a", "pending"))).toBe("10 words");
    expect(itemCounts(item("a", "completed"))).toBe("1 of 10 words added");
  });

  it("announces only the items that finished since the last list", () => {
    const before = new Map([["a", "in_progress"], ["b", "pending"], ["c", "completed"], ["d", "pending"]] as const);
    const now = [item("a", "completed"), item("b", "failed"), item("c", "completed"), item("d", "in_progress"), item("e", "failed")];
    expect(newlyFinished(before, now).map((i) => i.id)).toEqual(["a", "b"]);
  });
});
