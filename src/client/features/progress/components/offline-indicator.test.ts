import { describe, expect, it } from "vitest";
import { waitingText } from "./offline-indicator";

describe("offline indicator text", () => {
  it("says offline, and how many answers wait, in the singular or the plural", () => {
    expect(waitingText(false, 0)).toBe("Offline");
    expect(waitingText(false, 1)).toBe("Offline — 1 answer waiting");
    expect(waitingText(false, 3)).toBe("Offline — 3 answers waiting");
    expect(waitingText(true, 2)).toBe("2 answers waiting");
  });
});
