// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { StudyWord } from "@/shared/api/collections";
import { FillGame } from "./fill-game";

const word = (i: number, spanish: string | null): StudyWord => ({
  id: `w${i}`, collectionId: "c", hebrew: `מילה${i}`, english: `word ${i}`, spanish, portuguese: null, french: null, italian: null,
  translit: null, pos: null, freqRank: i, subcategory: null, section: null, progress: null,
});

afterEach(cleanup);

describe("FillGame's answer box", () => {
  it("is written in the answer's language, left to right as typed, whatever the interface's direction", () => {
    render(<FillGame words={[word(1, "palabra")]} language="spanish" onAnswer={() => {}} />);
    const box = screen.getByRole("textbox", { name: "Your answer" });
    // dir="auto": an English or Spanish answer runs left to right in the Hebrew interface (not the page's rtl).
    expect(box.getAttribute("dir")).toBe("auto");
    expect(box.getAttribute("lang")).toBe("es");
  });

  it("is English where the word has no translation in the chosen language (the English stand-in is asked)", () => {
    render(<FillGame words={[word(1, null)]} language="spanish" onAnswer={() => {}} />);
    expect(screen.getByRole("textbox", { name: "Your answer" }).getAttribute("lang")).toBe("en");
  });
});

describe("FillGame's size", () => {
  it("reads '1 word' when the collection has one word to practise, not 'All 1 words'", () => {
    render(<FillGame words={[word(1, null)]} language="english" onAnswer={() => {}} />);
    expect(screen.getByRole("combobox", { name: "Words" }).textContent).toBe("1 word");
  });

  it("reads 'All 2 words' when fewer than the size chosen are dealt", () => {
    render(<FillGame words={[word(1, null), word(2, null)]} language="english" onAnswer={() => {}} />);
    expect(screen.getByRole("combobox", { name: "Words" }).textContent).toBe("All 2 words");
  });
});
