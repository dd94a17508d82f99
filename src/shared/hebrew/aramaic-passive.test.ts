import { describe, expect, it } from "vitest";
import { ARAMAIC_PASSIVE, aramaicPassiveDiscount, pointedAsAramaicPassive } from "./aramaic-passive";

describe("pointedAsAramaicPassive", () => {
  it("reads קְטִילָא, a guttural's hataf too", () => {
    expect(pointedAsAramaicPassive("פְּלִיגָא")).toBe(true);
    expect(pointedAsAramaicPassive("צְרִיכָא")).toBe(true);
    expect(pointedAsAramaicPassive("חֲשִׁיבָא")).toBe(true);
  });
  it("is not another pattern, nor unpointed text", () => {
    expect(pointedAsAramaicPassive("פְּלִיג")).toBe(false);
    expect(pointedAsAramaicPassive("צְרִיכָה")).toBe(false);
    expect(pointedAsAramaicPassive("סִימָנָא")).toBe(false);
    expect(pointedAsAramaicPassive("פליגא")).toBe(false);
  });
});

describe("aramaicPassiveDiscount", () => {
  it("makes the verb's reading that takes the ־א off cheaper, only where it finds a verb", () => {
    expect(aramaicPassiveDiscount("פְּלִיגָא", [{ kind: "ending", ending: "א" }], true)).toBe(ARAMAIC_PASSIVE);
    expect(aramaicPassiveDiscount("פְּלִיגָא", [{ kind: "ending", ending: "א" }], false)).toBe(0);
    expect(aramaicPassiveDiscount("פְּלִיגָא", [], true)).toBe(0);
  });
});
