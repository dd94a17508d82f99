import { describe, expect, it } from "vitest";
import { prefixStems } from "./split-prefixes";

describe("prefixStems", () => {
  it("takes off up to three proclitic letters, keeping two-letter stems", () => {
    expect(prefixStems("בְּרֵאשִׁית")).toEqual(["ראשית"]);
    expect(prefixStems("וּבַבַּיִת")).toEqual(["בבית", "בית"]);
    expect(prefixStems("ושמהבית")).toEqual(["שמהבית", "מהבית", "הבית"]);
    expect(prefixStems("לב")).toEqual([]);
    expect(prefixStems("אב")).toEqual([]);
    expect(prefixStems("דבר")).toEqual([]);
    expect(prefixStems("בית לחם")).toEqual([]);
  });
});
