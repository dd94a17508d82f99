import { describe, expect, it } from "vitest";
import { countStatuses } from "./count-statuses";

describe("countStatuses", () => {
  it("counts each status and words without a record as learning", () => {
    const words = [
      { progress: { status: "known" as const } },
      { progress: { status: "known" as const } },
      { progress: { status: "unknown" as const } },
      { progress: { status: "learning" as const } },
      { progress: null },
      { progress: null },
    ];
    expect(countStatuses(words)).toEqual({ known: 2, learning: 3, unknown: 1, total: 6 });
  });

  it("gives zeros for no words", () => {
    expect(countStatuses([])).toEqual({ known: 0, learning: 0, unknown: 0, total: 0 });
  });
});
