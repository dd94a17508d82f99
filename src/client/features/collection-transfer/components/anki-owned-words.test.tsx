// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AnkiOwnedWords, allOwned, ownedCollectionNames, skipsOwnedByDefault } from "./anki-owned-words";

afterEach(cleanup);

const preview = {
  ownedCollections: ["Genesis 1–3", "My words", "בראשית", "Ulpan", "Psalms"].map((name, i) => ({ id: String(i), name, domain: "modern", slug: `c${i}` })),
};
const strip = (text: string) => text.replace(/[\u2068\u2069]/g, "");

describe("ownedCollectionNames", () => {
  it("names up to three collections, each in its own direction, and counts the rest", () => {
    expect(strip(ownedCollectionNames(preview, [0, 1]))).toBe("“Genesis 1–3” and “My words”");
    expect(ownedCollectionNames(preview, [2])).toBe("“\u2068בראשית\u2069”");
    expect(strip(ownedCollectionNames(preview, [0, 1, 2, 3, 4]))).toBe("“Genesis 1–3”, “My words”, “בראשית”, and 2 more");
  });
});

describe("AnkiOwnedWords", () => {
  it("says how many words the learner has and where, and offers to skip them", () => {
    const onSkipChange = vi.fn();
    render(<AnkiOwnedWords preview={preview} owned={{ words: 40, owned: 12, collections: [0, 1], ownedWithReviews: 0 }} skip onSkipChange={onSkipChange} />);
    expect(strip(screen.getByTestId("anki-owned").textContent!)).toBe("12 of its 40 words are already in your collections: “Genesis 1–3” and “My words”.");
    const box = screen.getByRole("checkbox", { name: "Skip words I already have" }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.getByText(/Untick it to import every word/)).toBeTruthy();
    fireEvent.click(box);
    expect(onSkipChange).toHaveBeenCalledWith(false);
  });

  it("warns when skipping would leave nothing, and offers no choice when none of the words is the learner's", () => {
    render(<AnkiOwnedWords preview={preview} owned={{ words: 1, owned: 1, collections: [3], ownedWithReviews: 0 }} skip onSkipChange={() => {}} />);
    expect(strip(screen.getByTestId("anki-owned").textContent!)).toBe("1 of its 1 words is already in your collections: “Ulpan”.");
    expect(screen.getByText(/with this ticked there is nothing to import/)).toBeTruthy();
    cleanup();
    render(<AnkiOwnedWords preview={preview} owned={{ words: 5, owned: 0, collections: [], ownedWithReviews: 0 }} skip onSkipChange={() => {}} />);
    expect(screen.getByTestId("anki-owned").textContent).toBe("None of its words is in your collections yet.");
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("says the reviews of the words the learner has go to their words when they are skipped", () => {
    render(<AnkiOwnedWords preview={preview} owned={{ words: 1, owned: 1, collections: [3], ownedWithReviews: 1 }} skip onSkipChange={() => {}} />);
    expect(screen.getByText("With this ticked, the Anki reviews of the words you already have are added to their history here. A review already there (a deck exported from Milim, imported again) is not added twice.")).toBeTruthy();
    expect(screen.queryByText(/nothing to import/)).toBeNull();
  });

  it("knows when every word is the learner's", () => {
    expect(allOwned({ words: 3, owned: 3, collections: [0], ownedWithReviews: 0 })).toBe(true);
    expect(allOwned({ words: 3, owned: 2, collections: [0], ownedWithReviews: 0 })).toBe(false);
    expect(allOwned({ words: 0, owned: 0, collections: [], ownedWithReviews: 0 })).toBe(false);
  });

  it("starts skipping the learner's words, but for a deck of only theirs without a review (then a copy is what is left)", () => {
    expect(skipsOwnedByDefault({ words: 3, owned: 1, collections: [0], ownedWithReviews: 0 })).toBe(true);
    // Their export of a shared collection they study, its reviews with it: the reviews go to their words, no second collection.
    expect(skipsOwnedByDefault({ words: 6, owned: 6, collections: [0], ownedWithReviews: 2 })).toBe(true);
    expect(skipsOwnedByDefault({ words: 6, owned: 6, collections: [0], ownedWithReviews: 0 })).toBe(false);
  });
});
