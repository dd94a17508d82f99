// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Verse } from "@/shared/api/books";
import { DEFAULT_READER_PREFERENCES } from "@/shared/api/settings";
import { VerseList } from "./verse-list";

const GEN_1_1 = "בְּרֵאשִׁ֖ית בָּרָ֣א אֱלֹהִ֑ים אֵ֥ת הַשָּׁמַ֖יִם וְאֵ֥ת הָאָֽרֶץ׃";
const GEN_1_2 = "וְהָאָ֗רֶץ הָיְתָ֥ה תֹ֙הוּ֙ וָבֹ֔הוּ וְחֹ֖שֶׁךְ עַל־פְּנֵ֣י תְה֑וֹם וְר֣וּחַ אֱלֹהִ֔ים מְרַחֶ֖פֶת עַל־פְּנֵ֥י הַמָּֽיִם׃";
const verse = (n: number, hebrew: string): Verse => ({ verse: n, hebrew, english: null, spanish: null, french: null, italian: null, portuguese: null });

afterEach(cleanup);

describe("VerseList's tappable words", () => {
  it("keeps a mark after a word (sof pasuq, maqaf) on the word's line, and the verse's text as it is", () => {
    const { container } = render(
      <VerseList verses={[verse(1, GEN_1_1), verse(2, GEN_1_2)]} preferences={DEFAULT_READER_PREFERENCES} language="english" listRef={createRef()} onWordTap={() => {}} />,
    );
    const [first, second] = [...container.querySelectorAll("[data-testid=verse-hebrew]")];
    // Nothing lost or doubled, and each word is its own button.
    expect(first!.textContent).toBe(GEN_1_1);
    expect(second!.textContent).toBe(GEN_1_2);
    expect(first!.querySelectorAll("button")).toHaveLength(7);
    expect(second!.querySelectorAll("button")).toHaveLength(14);
    // A line may break after a button: the sof pasuq and the maqaf are held to the word before them.
    const unbroken = (el: Element) => [...el.querySelectorAll(".whitespace-nowrap")].map((s) => s.textContent);
    expect(unbroken(first!)).toEqual(["הָאָֽרֶץ׃"]);
    expect(unbroken(second!)).toEqual(["עַל־", "עַל־", "הַמָּֽיִם׃"]);
  });

  it("leaves a verse's opening mark and the spaces between words outside any word", () => {
    const { container } = render(
      <VerseList verses={[verse(1, "(פ) אָמַר, לוֹ")]} preferences={DEFAULT_READER_PREFERENCES} language="english" listRef={createRef()} onWordTap={() => {}} />,
    );
    const hebrew = container.querySelector("[data-testid=verse-hebrew]")!;
    expect(hebrew.textContent).toBe("(פ) אָמַר, לוֹ");
    expect([...hebrew.querySelectorAll("button")].map((b) => b.textContent)).toEqual(["אָמַר", "לוֹ"]);
    expect([...hebrew.querySelectorAll(".whitespace-nowrap")].map((s) => s.textContent)).toEqual(["אָמַר,"]);
  });

  it("with 'fade', shows a well-known lemma's word without points, keeps the others pointed and underlined as before, and passes the pointed word on a tap", () => {
    const tapped: string[] = [];
    const lemmas = { 1: ["H7225", "H1254", "H430", "H853", "H8064", "H853", "H776"] };
    const known = { forms: new Set<string>(), lemmas: new Set(["H1254", "H430"]) };
    const vowels = { mode: "fade" as const, fadeDays: 21, stability: { H1254: 30, H430: 5 } };
    const { container } = render(
      <VerseList verses={[verse(1, GEN_1_1)]} preferences={DEFAULT_READER_PREFERENCES} language="english" listRef={createRef()}
        onWordTap={(w) => tapped.push(w)} known={known} lemmas={lemmas} vowels={vowels} />,
    );
    const buttons = [...container.querySelectorAll("button")];
    expect(buttons.slice(0, 3).map((b) => b.textContent)).toEqual(["בְּרֵאשִׁ֖ית", "ברא", "אֱלֹהִ֑ים"]);
    expect(buttons.map((b) => b.getAttribute("data-unpointed"))).toEqual(["", "true", "", "", "", "", ""].map((v) => v || null));
    expect(buttons[1]!.getAttribute("data-known")).toBe("true");
    buttons[1]!.click();
    expect(tapped).toEqual(["בָּרָ֣א"]);
  });
});
