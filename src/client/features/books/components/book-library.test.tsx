// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { LibraryBook } from "@/shared/api/books";
import { BOOKS_KEY } from "@/client/lib/query-keys";
import { BookLibrary } from "./book-library";

afterEach(cleanup);

let n = 0;
const book = (title: string, hebrewTitle: string, category: LibraryBook["category"]): LibraryBook => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, "0")}`, title, hebrewTitle, category, description: null,
  addressType: category === "Talmud" ? "Talmud" : "Integer", totalChapters: 1, totalVerses: 10, firstChapterLabel: "1",
  createdAt: "2026-11-30T00:00:00Z", progress: null, credit: null,
  coverage: { knownTokens: 0, totalTokens: 100, percent: 0, suggestedNext: { chapter: 1, label: "1" } },
});
const TANAKH = [["Genesis", "בראשית"], ["Exodus", "שמות"], ["Leviticus", "ויקרא"], ["Numbers", "במדבר"], ["Deuteronomy", "דברים"]] as const;

function show(books: LibraryBook[], at = "/books") {
  const client = new QueryClient();
  client.setQueryData([...BOOKS_KEY, "list"], { books });
  const router = createMemoryRouter([{ path: "/books", element: <BookLibrary isAdmin={false} /> }, { path: "/books/:id/*", element: <p>reader</p> }], { initialEntries: [at] });
  render(<QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider>);
  return router;
}
const titles = () => screen.queryAllByTestId("book-card").map((c) => within(c).getAllByText(/\S/)[0]!.textContent);

describe("the library's filter", () => {
  const library = [...TANAKH.map(([t, h]) => book(t, h, "Tanakh")), book("Mishnah Berakhot", "משנה ברכות", "Mishnah"), book("Berakhot", "ברכות", "Talmud")];

  it("is not offered for a few books", () => {
    show(library.slice(0, 3));
    expect(screen.queryByTestId("book-filter")).toBeNull();
    expect(titles()).toEqual(["Genesis", "Exodus", "Leviticus"]);
  });

  it("narrows the list as the learner types a name, in English or in Hebrew with its points, and keeps it in the address", () => {
    const router = show(library);
    expect(titles()).toHaveLength(7);
    const box = screen.getByRole("searchbox", { name: "Find a book" });
    fireEvent.change(box, { target: { value: "berakhot" } });
    expect(titles()).toEqual(["Mishnah Berakhot", "Berakhot"]);
    expect(router.state.location.search).toBe("?q=berakhot");
    fireEvent.change(box, { target: { value: "שְׁמוֹת" } });
    expect(titles()).toEqual(["Exodus"]);
    fireEvent.change(box, { target: { value: "" } });
    expect(titles()).toHaveLength(7);
    expect(router.state.location.search).toBe("");
  });

  it("shows one category at a time, with each one's count, from the address too; says so when nothing matches", () => {
    show(library, "/books?category=Talmud");
    const group = screen.getByRole("group", { name: "Books by category" });
    expect(within(group).getAllByRole("button").map((b) => b.textContent)).toEqual(["All (7)", "Tanakh (5)", "Mishnah (1)", "Talmud (1)"]);
    expect(titles()).toEqual(["Berakhot"]);
    expect(within(group).getByRole("button", { name: "Talmud (1)" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(group).getByRole("button", { name: "Tanakh (5)" }));
    expect(titles()).toEqual(["Genesis", "Exodus", "Leviticus", "Numbers", "Deuteronomy"]);
    fireEvent.change(screen.getByRole("searchbox", { name: "Find a book" }), { target: { value: "berakhot" } });
    expect(titles()).toEqual([]);
    expect(screen.getByRole("status").textContent).toContain("No book matches this filter.");
    fireEvent.click(screen.getByRole("button", { name: "Show every book" }));
    expect(titles()).toHaveLength(7);
  });
});
