import { describe, expect, it } from "vitest";
import { sameGlosses } from "./twin-entries";

describe("twin-entries", () => {
  it("takes entries whose glosses share a word for one word", () => {
    expect(sameGlosses(["like", "when", "thus"], ["as, like", "when"])).toBe(true);
    expect(sameGlosses(["to hear, listen, obey"], ["to hear"])).toBe(true);
  });
  it("takes homographs that say different things for two words", () => {
    expect(sameGlosses(["if, whether"], ["where? what? how?", "whence?"])).toBe(false);
    expect(sameGlosses(["the Greek letter Chi"], ["as, like"])).toBe(false);
  });
});
