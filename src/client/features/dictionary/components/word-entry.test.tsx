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

  it("names a reference's target by its head-word, never its id (BDB's מֵעִים v. מעה, a root heading without a meaning)", () => {
    render(<ul><WordEntry entry={entry({ source: "bdb", sourceId: "m.cx.ah", word: "מֵעִים", definitions: [], referenceTo: "m.cv.aa", referenceWord: "מעה", crossRefs: ["m.cv.aa"] })} /></ul>);
    const line = screen.getByTestId("cross-reference");
    expect(line.textContent).toBe("See: מעה");
    expect(line.querySelector("[dir=rtl]")?.textContent).toBe("מעה");
    expect(screen.queryByText(/m\.cv\.aa/)).toBeNull();
  });

  it("says 'see another entry' where the target is not in the lexicon", () => {
    render(<ul><WordEntry entry={entry({ source: "bdb", definitions: [], referenceTo: "z.zz.zz", referenceWord: null })} /></ul>);
    expect(screen.getByTestId("cross-reference").textContent).toBe("(see another entry)");
  });

  it("names its lexicon, never the lexicon's own id (BDB's a.dl.ad, Jastrow's A00643); Strong's by its public number", () => {
    render(<ul>
      <WordEntry entry={entry({ source: "bdb", sourceId: "a.dl.ad", word: "אָדָם" })} />
      <WordEntry entry={entry({})} />
      <WordEntry entry={entry({ source: "kaikki-hebrew", sourceId: "אדם|noun|2", word: "אָדָם" })} />
      <WordEntry entry={entry({ source: "strongs", sourceId: "H120", word: "אָדָם" })} />
    </ul>);
    const lines = screen.getAllByTestId("word-entry").map((e) => e.textContent ?? "");
    expect(lines[0]).toContain("Brown-Driver-Briggs");
    expect(lines.join(" ")).not.toMatch(/a\.dl\.ad|A00643|noun\|2/);
    expect(lines[3]).toContain("Strong's H120");
  });
});
