import { describe, expect, it } from "vitest";
import { alignWords } from "./align-words";

describe("alignWords", () => {
  it("pairs Genesis 1:1 word by word, points and cantillation aside", () => {
    const oshb = ["בְּרֵאשִׁ֖ית", "בָּרָ֣א", "אֱלֹהִ֑ים"];
    expect(alignWords(oshb, ["בְּרֵאשִׁית", "בָּרָא", "אֱלֹהִים"])).toEqual([0, 1, 2]);
  });

  it("walks on past a word one side lacks (Genesis 8:17's ketiv and qere, an extra word)", () => {
    // OpenScriptures: ketiv הוצא then qere הַיְצֵא; a text with the qere only.
    expect(alignWords(["עַל", "הָאָרֶץ", "הוצא", "הַיְצֵא", "אִתָּךְ"], ["עַל", "הָאָרֶץ", "הַיְצֵא", "אִתָּךְ"])).toEqual([0, 1, null, 2, 3]);
    expect(alignWords(["א", "ב"], ["א", "ס", "ב"])).toEqual([0, 2]);
    expect(alignWords(["א", "ב", "ג"], ["א", "ד", "ג"])).toEqual([0, null, 2]);
  });
});
