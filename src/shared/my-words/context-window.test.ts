import { describe, expect, it } from "vitest";
import { contextWindow } from "./context-window";

const words = (n: number, from = 1) => Array.from({ length: n }, (_, i) => `מילה${"אבגדהוזחטי"[(from + i) % 10]}${from + i}`).join(" ");

describe("contextWindow", () => {
  it("a short verse: whole, the word found by its letters whatever its points and punctuation", () => {
    expect(contextWindow("בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים׃", "בָּרָא")).toEqual({ before: "בְּרֵאשִׁ֖ית", word: "בָּרָ֣א", after: "אֱלֹהִ֑ים׃", cutStart: false, cutEnd: false });
    expect(contextWindow("מַאי שְׁנָא, אָמַר רַב", "שנא")).toMatchObject({ before: "מַאי", word: "שְׁנָא,", after: "אָמַר רַב" });
  });

  it("a long passage: the words around the word, with what is cut before and after", () => {
    const passage = `${words(40)} וּמִיבַּעְיָא ${words(40, 50)}`;
    const w = contextWindow(passage, "ומיבעיא");
    expect(w.word).toBe("וּמִיבַּעְיָא");
    expect(w.before.split(" ")).toHaveLength(8);
    expect(w.after.split(" ")).toHaveLength(15);
    expect(contextWindow(passage, "ומיבעיא", 12).before.split(" ")).toHaveLength(4);
    expect(w).toMatchObject({ cutStart: true, cutEnd: true });
  });

  it("near the start or the end, the window is still full", () => {
    const start = contextWindow(`אמר ${words(40)}`, "אמר");
    expect(start).toMatchObject({ before: "", word: "אמר", cutStart: false, cutEnd: true });
    expect(start.after.split(" ")).toHaveLength(23);
    const end = contextWindow(`${words(40)} אמר`, "אמר");
    expect(end).toMatchObject({ after: "", word: "אמר", cutStart: true, cutEnd: false });
    expect(end.before.split(" ")).toHaveLength(23);
  });

  it("a word the passage does not have: its start", () => {
    expect(contextWindow(words(30), "שלום")).toMatchObject({ word: null, after: "", cutStart: false, cutEnd: true });
    expect(contextWindow("אמר רב", "")).toMatchObject({ before: "אמר רב", word: null, cutEnd: false });
  });
});
