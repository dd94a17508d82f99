// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DictionaryEntry } from "@/shared/api/dictionary";
import { WordEntry } from "./word-entry";

afterEach(cleanup);

const entry = (over: Partial<DictionaryEntry>): DictionaryEntry => ({
  id: crypto.randomUUID(), source: "jastrow", sourceId: "A00643", word: "אֹוכֶל", transliteration: null, pronunciation: null, partOfSpeech: null,
  language: "hebrew", definitions: ["food, edible"], root: null, isProperName: false, referenceTo: null, crossRefs: [], linkedId: null, ...over,
});

describe("an entry in the word panel", () => {
  it("says which cross-reference led to it (אֹכֶל → See: אֹוכֶל), its meaning below", () => {
    render(<ul><WordEntry entry={entry({ seeFrom: "אֹכֶל" })} /></ul>);
    expect(screen.getByTestId("see-from").textContent).toBe("אֹכֶל → See: אֹוכֶל");
    expect(screen.getByText("food, edible")).toBeTruthy();
  });

  it("says nothing of the kind for an entry found by its own forms, or a reference of the same head-word", () => {
    render(<ul><WordEntry entry={entry({})} /><WordEntry entry={entry({ seeFrom: "אֹוכֶל" })} /></ul>);
    expect(screen.queryByTestId("see-from")).toBeNull();
  });
});
