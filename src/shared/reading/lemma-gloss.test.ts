import { describe, expect, it } from "vitest";
import { lemmaGloss } from "./lemma-gloss";

describe("lemmaGloss", () => {
  it("takes Strong's own first sense before the linked BDB entry", () => {
    expect(lemmaGloss(["to create", ""], [["to be fat"]])).toBe("to create");
  });
  it("falls back to the first BDB entry with a sense, and is empty with none", () => {
    expect(lemmaGloss([" "], [[""], ["see"]])).toBe("see");
    expect(lemmaGloss([], [])).toBe("");
  });
});
