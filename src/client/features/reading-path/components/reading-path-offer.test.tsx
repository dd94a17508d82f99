// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { BIBLE_SCOPE, type ReadingPathOffer } from "@/shared/api/reading-path";
import { frequencyPathName } from "@/shared/reading/frequency-path";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { READING_PATH_KEY } from "../api/get-reading-path";
import { ReadingPathOffer as Offer, type PathBook } from "./reading-path-offer";

/**
 * The reading path's sentences name the text as the rest of the interface does: a book by its Hebrew title in the Hebrew
 * interface (in its own right-to-left element), the Bible in the interface's language, never the server's English title.
 */
afterEach(cleanup);
afterAll(() => setInterfaceLocale("en"));

const genesis: PathBook = { id: crypto.randomUUID(), title: "Genesis", hebrewTitle: "בראשית", category: "Tanakh" };
const offerFor = (book: string, title: string): ReadingPathOffer => ({
  book, title, books: 1, countedBy: "lemma", totalTokens: 20_000, knownTokens: 2_000, knownPercent: 10,
  offers: [{ size: 50, words: 50, knownTokens: 9_000, percent: 45 }, { size: 100, words: 80, knownTokens: 10_000, percent: 50 }],
});

function renderOffer(data: ReadingPathOffer, books: PathBook[] = [genesis]) {
  // The server's answer as the page would have read it (fresh: no request from the test).
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData([...READING_PATH_KEY, books[0]!.id], data);
  return render(<QueryClientProvider client={client}><Offer books={books} /></QueryClientProvider>);
}

describe("a reading path's sentences", () => {
  it("name a book by its Hebrew title in the Hebrew interface, in its own right-to-left element", () => {
    setInterfaceLocale("he");
    renderOffer(offerFor(genesis.id, "Genesis"));
    const known = screen.getByTestId("reading-path-known");
    expect(known.textContent).not.toContain("Genesis");
    expect(known.querySelector("[dir=rtl][lang=he]")?.textContent).toBe("בראשית");
    const offers = screen.getAllByTestId("reading-path-offer");
    expect(offers).toHaveLength(2);
    for (const o of offers) {
      expect(o.textContent).not.toContain("Genesis");
      expect(o.querySelector("[dir=rtl][lang=he]")?.textContent).toBe("בראשית");
    }
    expect(screen.getByRole("list").getAttribute("aria-label")).toBe("מסלולי קריאה של בראשית");
  });

  it("name the Hebrew Bible in the interface's language, and a book by its English title in English", () => {
    setInterfaceLocale("he");
    const bible = { ...genesis, id: BIBLE_SCOPE };
    renderOffer(offerFor(BIBLE_SCOPE, "the Hebrew Bible"), [bible]);
    expect(screen.getByTestId("reading-path-known").textContent).toContain("התנ״ך");
    expect(screen.getByTestId("reading-path-known").textContent).not.toContain("Hebrew Bible");
    cleanup();
    setInterfaceLocale("en");
    renderOffer(offerFor(genesis.id, "Genesis"));
    expect(within(screen.getAllByTestId("reading-path-offer")[0]!).getByText(/Genesis/).textContent).toContain("Genesis");
    expect(screen.getByTestId("reading-path-known").querySelector("[dir=rtl]")).toBeNull();
  });

  it("name the learner's collection a button fills in the interface's language (in English as the server names it)", () => {
    setInterfaceLocale("he");
    renderOffer(offerFor(genesis.id, "Genesis"));
    const buttons = screen.getAllByTestId("reading-path-offer").map((o) => within(o).getByRole("button").getAttribute("aria-label"));
    expect(buttons).toEqual(["מילוי האוסף שלי: „50 המילים השכיחות ביותר מתוך בראשית”", "מילוי האוסף שלי: „100 המילים השכיחות ביותר מתוך בראשית”"]);
    cleanup();
    setInterfaceLocale("en");
    renderOffer(offerFor(genesis.id, "Genesis"));
    expect(within(screen.getAllByTestId("reading-path-offer")[0]!).getByRole("button").getAttribute("aria-label"))
      .toBe(`Fill my collection: “${frequencyPathName("Genesis", 50)}”`);
  });
});

