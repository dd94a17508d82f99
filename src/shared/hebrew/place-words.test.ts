import { describe, expect, it } from "vitest";
import { placeWords } from "./place-words";

describe("placeWords", () => {
  it("pairs the words one to one when the verse was written from them (ketiv, [qere], paseq, maqaf)", () => {
    const text = "וְרָחַ֣צְתְּ ׀ וָסַ֗כְתְּ שמלתך [שִׂמְלֹתַ֛יִךְ] אַל־תִּוָּדְעִ֣י׃ (פ)";
    const words = ["וְרָחַ֣צְתְּ", "וָסַ֗כְתְּ", "שמלתך", "שִׂמְלֹתַ֛יִךְ", "אַל", "תִּוָּדְעִ֣י"].map((surface) => ({ surface }));
    expect(placeWords(words, text)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("aligns them on another edition's text where a word is missing or extra", () => {
    const words = ["כֹּ֛ל", "אֲשֶׁר", "תֹּאמְרִ֥י", "אֵלַ֖י", "אֶֽעֱשֶֽׂה"].map((surface) => ({ surface }));
    expect(placeWords(words, "כֹּל אֲשֶׁר־תֹּאמְרִי אֶעֱשֶׂה׃")).toEqual([1, 2, 3, null, 4]);
  });
});
