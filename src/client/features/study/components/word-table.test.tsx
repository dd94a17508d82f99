// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StudyWord } from "@/shared/api/collections";
import { setInterfaceLocale } from "@/client/lib/i18n";
import { WordTable, type TableWord } from "./word-table";

/**
 * The props React holds for each row's "Known" button (on the element, under its internal
 * `__reactProps$…` key): a row that renders again gives its button a new props object (its onClick
 * is a new function), one that does not keeps the same. No module mock: the unit tests share their
 * workers' modules (vitest.config.ts).
 */
function knownButtonProps(): unknown[] {
  return screen.getAllByRole("button", { name: "Known" }).map((b) => {
    const key = Object.keys(b).find((k) => k.startsWith("__reactProps$"));
    if (!key) throw new Error("React keeps no props on the element: has React changed how it stores them?");
    return (b as unknown as Record<string, unknown>)[key];
  });
}

const word = (i: number): StudyWord => ({
  id: `w${i}`, collectionId: "c", hebrew: `מילה${i}`, english: `word ${i}`, spanish: null, portuguese: null, french: null, italian: null,
  translit: null, pos: null, freqRank: i, subcategory: null, section: null, progress: null,
});

// jsdom has no ResizeObserver; the table only needs to be told "laid out" (never, here). Put back after.
const resizeObserver = globalThis.ResizeObserver;
beforeAll(() => {
  globalThis.ResizeObserver = class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
});
afterAll(() => {
  globalThis.ResizeObserver = resizeObserver;
});
afterEach(cleanup);

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("WordTable's rows", () => {
  it("are not rendered again when the page re-renders with the same words, and a tap reaches the page's latest handler", () => {
    const words = Array.from({ length: 40 }, (_, i) => word(i + 1));
    const Wrapper = wrapper(new QueryClient());
    const first = vi.fn();
    const { rerender } = render(<WordTable words={words} language="english" languageLabel="English" onSetStatus={first} />, { wrapper: Wrapper });
    const rows = screen.getAllByRole("row").length - 1;
    expect(rows).toBeGreaterThan(5);
    const before = knownButtonProps();
    expect(before).toHaveLength(rows);

    // The page re-renders (a new handler, as a page's inline function is each time): no row renders.
    const second = vi.fn();
    rerender(<WordTable words={words} language="english" languageLabel="English" onSetStatus={second} />);
    const after = knownButtonProps();
    expect(after.filter((p, i) => p !== before[i])).toHaveLength(0);
    fireEvent.click(within(screen.getAllByRole("row")[1]!).getByRole("button", { name: "Known" }));
    expect(second).toHaveBeenCalledWith(words[0], "known");
    expect(first).not.toHaveBeenCalled();

    // One word's status changes: only its row renders.
    const changed = words.map((w, i) => (i === 2 ? { ...w, progress: { status: "known" as const, timesSeen: 1, timesKnown: 1, lastSeenAt: null } } : w));
    rerender(<WordTable words={changed} language="english" languageLabel="English" onSetStatus={second} />);
    const last = knownButtonProps();
    expect(last.map((p, i) => p !== after[i])).toEqual(after.map((_, i) => i === 2));
    expect(within(screen.getAllByRole("row")[3]!).getByRole("button", { name: "Known" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("name each search result's collection in the interface language by what the search tells of it", () => {
    setInterfaceLocale("he");
    try {
      const found = (i: number, c: Partial<TableWord>): TableWord => ({ ...word(i), collectionSlug: "x", collectionDomain: "biblical", collectionOwnerId: null, collectionReadingPath: null, ...c });
      const words = [
        found(1, { collectionName: "Daily 1000", collectionSlug: "daily-1000", collectionDomain: "modern" }),
        found(2, { collectionName: "Genesis", collectionSlug: "genesis" }),
        found(3, { collectionName: "The 50 most frequent words of Ruth", collectionOwnerId: "u1", collectionReadingPath: { title: "Ruth", size: 50 } }),
        found(4, { collectionName: "Genesis", collectionSlug: "genesis", collectionOwnerId: "u1" }),
      ];
      render(<WordTable words={words} language="english" languageLabel="English" onSetStatus={vi.fn()} />, { wrapper: wrapper(new QueryClient()) });
      for (const [i, name] of ["יום־יום", "בראשית", "50 המילים השכיחות ביותר מתוך רות", "Genesis"].entries()) {
        expect(within(screen.getAllByRole("row")[i + 1]!).getByText(name)).toBeTruthy();
      }
    } finally {
      setInterfaceLocale("en");
    }
  });
});
