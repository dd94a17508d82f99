import { describe, expect, it } from "vitest";
import { finalWeakParticiple } from "./final-weak-participle";
import { pointedAlike } from "./pointing-likeness";

describe("finalWeakParticiple", () => {
  it("gives the active participle of a final-weak verb headed CְCֵי", () => {
    expect(pointedAlike(finalWeakParticiple("קְרֵי")!, "קָרֵי")).toBe(true);
    expect(pointedAlike(finalWeakParticiple("בְּעֵי")!, "בָּעֵי")).toBe(true);
    expect(pointedAlike(finalWeakParticiple("חֲזֵי")!, "חָזֵי")).toBe(true);
  });
  it("gives none for another head-word", () => {
    expect(finalWeakParticiple("קָרָא")).toBeNull();
    expect(finalWeakParticiple("אֲמַר")).toBeNull();
    expect(finalWeakParticiple("קרי")).toBeNull();
    expect(finalWeakParticiple("אַשְׁכַּח")).toBeNull();
  });
});
