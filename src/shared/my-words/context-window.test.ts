import { describe, expect, it } from "vitest";
import { contextWindow } from "./context-window";

const words = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `מילה${"אבגדהוזחטי"[(from + i) % 10]}${from + i}`).join(" ");

describe("contextWindow", () => {
  it("a short verse: whole, the word found by its letters whatever its points and punctuation", () => {
    expect(contextWindow("בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים׃", "בָּרָא")).toEqual({ before: "בְּרֵאשִׁ֖ית ", word: "בָּרָ֣א", after: " אֱלֹהִ֑ים׃", cutStart: false, cutEnd: false });
    expect(contextWindow("מַאי שְׁנָא, אָמַר רַב", "שנא")).toMatchObject({ before: "מַאי ", word: "שְׁנָא,", after: " אָמַר רַב" });
  });

  it("a word joined by a maqaf is a word of its own, the maqaf kept (Genesis 1:9's אֶל־מָקוֹם, not the אֱלֹהִים before it)", () => {
    const verse = "וַיֹּ֣אמֶר אֱלֹהִ֗ים יִקָּו֨וּ הַמַּ֜יִם מִתַּ֤חַת הַשָּׁמַ֙יִם֙ אֶל־מָק֣וֹם אֶחָ֔ד";
    const w = contextWindow(verse, "אֵל");
    expect(w).toMatchObject({ word: "אֶל", after: "־מָק֣וֹם אֶחָ֔ד" });
    expect(`${w.before}${w.word}${w.after}`).toBe(verse);
    expect(contextWindow("כִּי־ט֑וֹב", "טוב")).toMatchObject({ before: "כִּי־", word: "ט֑וֹב", after: "" });
  });

  it("a head-word in an inflected verse: the word that reads as it most simply; no guess for two letters it does not reach", () => {
    expect(contextWindow("וְהָאָ֗רֶץ הָיְתָ֥ה תֹ֙הוּ֙ וָבֹ֔הוּ", "הָיָה").word).toBe("הָיְתָ֥ה");
    expect(contextWindow("בְּעֶ֖צֶב תֵּֽלְדִ֣י בָנִ֑ים", "בֵּן").word).toBe("בָנִ֑ים");
    expect(contextWindow("וַיֹּ֣אמֶר אֱלֹהִ֗ים יְהִ֣י א֑וֹר", "אֵל").word).toBeNull();
  });

  it("a long passage: the words around the word, with what is cut before and after", () => {
    const passage = `${words(40)} וּמִיבַּעְיָא ${words(40, 50)}`;
    const w = contextWindow(passage, "ומיבעיא");
    expect(w.word).toBe("וּמִיבַּעְיָא");
    expect(w.before.trim().split(" ")).toHaveLength(8);
    expect(w.after.trim().split(" ")).toHaveLength(15);
    expect(contextWindow(passage, "ומיבעיא", 12).before.trim().split(" ")).toHaveLength(4);
    expect(w).toMatchObject({ cutStart: true, cutEnd: true });
  });

  it("near the start or the end, the window is still full", () => {
    const start = contextWindow(`אמר ${words(40)}`, "אמר");
    expect(start).toMatchObject({ before: "", word: "אמר", cutStart: false, cutEnd: true });
    expect(start.after.trim().split(" ")).toHaveLength(23);
    const end = contextWindow(`${words(40)} אמר`, "אמר");
    expect(end).toMatchObject({ after: "", word: "אמר", cutStart: true, cutEnd: false });
    expect(end.before.trim().split(" ")).toHaveLength(23);
  });

  it("a word the passage does not have: its start", () => {
    expect(contextWindow(words(30), "שלום")).toMatchObject({ word: null, after: "", cutStart: false, cutEnd: true });
    expect(contextWindow("אמר רב", "")).toMatchObject({ before: "אמר רב", word: null, cutEnd: false });
  });
});
