import { describe, expect, it } from "vitest";
import { reducedAlike } from "./compare-head-words";

describe("head-words compared", () => {
  it("are pointed alike but for a reduced vowel: a full a or e against a sheva", () => {
    expect(reducedAlike("פָּנִים", "פְּנִים")).toBe(true);
    expect(reducedAlike("כּוּל", "כּוֹל")).toBe(false);
  });
});
