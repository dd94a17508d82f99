// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import type { LibraryBook } from "@/shared/api/books";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { BookCard } from "./book-card";

afterEach(cleanup);
afterAll(() => setInterfaceLocale("en"));

const book = (over: Partial<LibraryBook> = {}): LibraryBook => ({
  id: "00000000-0000-4000-8000-000000000001", title: "Genesis", hebrewTitle: "בראשית", category: "Tanakh", description: null, addressType: "Integer",
  totalChapters: 1, totalVerses: 31, firstChapterLabel: "1", createdAt: "2026-11-30T00:00:00Z", progress: null, credit: null,
  coverage: { knownTokens: 0, totalTokens: 434, percent: 0, suggestedNext: { chapter: 1, label: "1" } }, ...over,
});
const cardTitle = () => within(screen.getByTestId("book-card")).getAllByText(/\S/)[0]!;

describe("a book's title in the Hebrew interface", () => {
  it("is the book's Hebrew title, in its own right-to-left element, the English one under it; English in the English interface", () => {
    setInterfaceLocale("he");
    render(<MemoryRouter><BookCard book={book()} canDelete={false} /></MemoryRouter>);
    const hebrew = screen.getAllByText("בראשית");
    expect(hebrew[0]!.getAttribute("dir")).toBe("rtl");
    expect(cardTitle().textContent).toBe("בראשית");
    expect(screen.getByText("Genesis").getAttribute("dir")).toBe("ltr");
    // The chapter to read next, by the same title.
    expect(screen.getByTestId("suggested-next").querySelector("a [dir=rtl]")?.textContent).toBe("בראשית");
    cleanup();

    setInterfaceLocale("en");
    render(<MemoryRouter><BookCard book={book()} canDelete={false} /></MemoryRouter>);
    expect(cardTitle().textContent).toBe("Genesis");
    expect(screen.getByTestId("suggested-next").querySelector("a")?.textContent).toBe("Genesis 1");
  });

  it("stays English where the book has no Hebrew title", () => {
    setInterfaceLocale("he");
    render(<MemoryRouter><BookCard book={book({ title: "Some Text", hebrewTitle: "" })} canDelete={false} /></MemoryRouter>);
    expect(cardTitle().textContent).toBe("Some Text");
  });

});
