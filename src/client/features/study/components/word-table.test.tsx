// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { StudyWord } from "@/shared/api/collections";

// How many times a row's status buttons were rendered: the real component, counted.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock("./status-buttons", async (importOriginal) => {
  const real = await importOriginal<typeof import("./status-buttons")>();
  return { StatusButtons: (props: Parameters<typeof real.StatusButtons>[0]) => { renders.count++; return real.StatusButtons(props); } };
});
const { WordTable } = await import("./word-table");

const word = (i: number): StudyWord => ({
  id: `w${i}`, collectionId: "c", hebrew: `מילה${i}`, english: `word ${i}`, spanish: null, portuguese: null, french: null, italian: null,
  translit: null, pos: null, freqRank: i, subcategory: null, section: null, progress: null,
});

beforeAll(() => {
  // jsdom has no ResizeObserver; the table only needs to be told "laid out" (never, here).
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
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
    const afterFirst = renders.count;
    expect(afterFirst).toBe(rows);

    // The page re-renders (a new handler, as a page's inline function is each time): no row renders.
    const second = vi.fn();
    rerender(<WordTable words={words} language="english" languageLabel="English" onSetStatus={second} />);
    expect(renders.count).toBe(afterFirst);
    fireEvent.click(within(screen.getAllByRole("row")[1]!).getByRole("button", { name: "Known" }));
    expect(second).toHaveBeenCalledWith(words[0], "known");
    expect(first).not.toHaveBeenCalled();

    // One word's status changes: only its row renders.
    const changed = words.map((w, i) => (i === 2 ? { ...w, progress: { status: "known" as const, timesSeen: 1, timesKnown: 1, lastSeenAt: null } } : w));
    rerender(<WordTable words={changed} language="english" languageLabel="English" onSetStatus={second} />);
    expect(renders.count).toBe(afterFirst + 1);
    expect(within(screen.getAllByRole("row")[3]!).getByRole("button", { name: "Known" }).getAttribute("aria-pressed")).toBe("true");
  });
});
