import { describe, expect, it } from "vitest";
import { beginsPointedAs, reducedAlike } from "./compare-head-words";

describe("head-words compared", () => {
  it("are pointed alike but for a reduced vowel: a full a or e against a sheva", () => {
    expect(reducedAlike("פָּנִים", "פְּנִים")).toBe(true);
    expect(reducedAlike("כּוּל", "כּוֹל")).toBe(false);
  });
});

describe("a head-word against an abbreviation", () => {
  it("begins pointed as it is, not against it where a point is missing, or otherwise", () => {
    expect(beginsPointedAs("נְבֵלָה", "נְבֵל")).toBe(2);
    expect(beginsPointedAs("אִיסטֵיב", "אִיסְ")).toBe(1);
    expect(beginsPointedAs("נֵבֶל", "נְבֵל")).toBe(0);
    expect(beginsPointedAs("נִבְלָא", "נְבֵל")).toBe(0);
    expect(beginsPointedAs("נבלה", "נְבֵל")).toBe(0);
  });
});
