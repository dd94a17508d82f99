// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StudyWord } from "@/shared/api/collections";
import { ClozeGame } from "./cloze-game";

const HEBREW = ["בית", "ספר", "ילד", "שמש", "ירח", "כוכב", "ארץ", "מים"];
const word = (i: number, status: "known" | null = null): StudyWord => ({
  id: `w${i}`, collectionId: "c", hebrew: HEBREW[i]!, english: `word ${i}`, spanish: null, portuguese: null, french: null, italian: null,
  translit: null, pos: null, freqRank: i, subcategory: null, section: null,
  progress: status ? { status } as StudyWord["progress"] : null,
  contextRef: `Genesis 1:${i + 1}`, contextText: `ויאמר ${HEBREW[i]} טוב`,
});

beforeEach(() => {
  // A phone: the four choices.
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("ClozeGame's choices", () => {
  it("stay as dealt when an answer is saved and the list's words come back changed", () => {
    const words = HEBREW.map((_, i) => word(i));
    const { rerender } = render(<ClozeGame words={words} onAnswer={() => {}} />);
    const group = () => screen.getByRole("group", { name: "Choose the missing word" });
    const shown = () => [...group().querySelectorAll("button")].map((b) => b.textContent);
    const dealt = shown();
    expect(dealt).toHaveLength(4);
    const ref = screen.getByTestId("cloze-ref").textContent!;
    const answer = HEBREW[Number(ref.split(":")[1]) - 1]!;
    const wrong = [...group().querySelectorAll("button")].find((b) => b.textContent !== answer)!;
    fireEvent.click(wrong);
    // The answer saved: the list is read again, a new array with the word's progress in it.
    rerender(<ClozeGame words={HEBREW.map((_, i) => word(i, i === 0 ? "known" : null))} onAnswer={() => {}} />);
    expect(shown()).toEqual(dealt);
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(shown()).toEqual(dealt);
  });
});

describe("ClozeGame's verse", () => {
  it("blanks each place the verse writes the word, then shows the word in each once it is chosen", () => {
    const twice = { ...word(0), hebrew: "אוֹר", contextRef: "Genesis 1:3", contextText: "וַיֹּאמֶר אֱלֹהִים יְהִי אוֹר וַיְהִי־אוֹר׃" };
    render(<ClozeGame words={[twice, word(1), word(2), word(3)].map((w, i) => (i === 0 ? w : { ...w, contextText: null }))} onAnswer={() => {}} />);
    const verse = screen.getByTestId("cloze-verse");
    expect(verse.textContent).not.toContain("אוֹר");
    expect(screen.getAllByTestId("cloze-blank")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "אוֹר" }));
    expect(screen.getAllByTestId("cloze-answer").map((e) => e.textContent)).toEqual(["אוֹר", "אוֹר"]);
  });
});

describe("ClozeGame of an imported deck's sentences", () => {
  it("plays words whose sentence came without a reference (an Anki deck's example field), and shows no reference", () => {
    const words = HEBREW.slice(0, 4).map((_, i) => ({ ...word(i), contextRef: null }));
    render(<ClozeGame words={words} domain="modern" onAnswer={() => {}} />);
    expect(screen.getAllByTestId("cloze-blank")).toHaveLength(1);
    expect(screen.queryByTestId("cloze-ref")).toBeNull();
  });
});

describe("ClozeGame without any verse", () => {
  const plain = (i: number): StudyWord => ({ ...word(i), contextRef: null, contextText: null });

  it("says, in a domain with texts, to save words from the reader with their verse", () => {
    render(<ClozeGame words={[plain(0), plain(1)]} domain="biblical" onAnswer={() => {}} />);
    expect(screen.getByText(/None of these words has its verse yet/)).toBeTruthy();
  });

  it("says, in modern Hebrew (no texts of its own), what the Cloze plays with, not that its everyday words lack a verse", () => {
    render(<ClozeGame words={[plain(0), plain(1)]} domain="modern" onAnswer={() => {}} />);
    expect(screen.getByText(/The Cloze plays with words saved from a text with their sentence/)).toBeTruthy();
    expect(screen.queryByText(/None of these words has its verse yet/)).toBeNull();
  });
});
