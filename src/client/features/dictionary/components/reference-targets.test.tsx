// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DictionaryEntry } from "@/shared/api/dictionary";
import { EntryDialog } from "./entry-dialog";
import { EntryTable } from "./entry-table";
import { referenceTargets } from "./reference-targets";

afterEach(cleanup);

const entry = (over: Partial<DictionaryEntry>): DictionaryEntry => ({
  id: crypto.randomUUID(), source: "jastrow", sourceId: "V00831", word: "תָּרְנָא", transliteration: null, pronunciation: null, partOfSpeech: null,
  language: "hebrew", definitions: [], root: null, isProperName: false, referenceTo: null, crossRefs: [], linkedId: null, ...over,
});
/** Jastrow's "תֹּרֶן, תָּרְנָא, v. תּוֹרֶן, תּוּרְנָא": two entries named, the second not linked in the XML. */
const torna = entry({ referenceTo: "V00304", referenceWord: "תּוֹרֶן", referenceAlso: ["V00305"], referenceAlsoWords: ["תּוּרְנָא"], crossRefs: ["V00304"], crossRefWords: ["תּוֹרֶן"] });

describe("the entries a cross-reference names, on the Dictionary page", () => {
  it("are the first and every other one, in order, each once, a missing one without a head-word", () => {
    expect(referenceTargets(torna)).toEqual([{ sourceId: "V00304", word: "תּוֹרֶן" }, { sourceId: "V00305", word: "תּוּרְנָא" }]);
    expect(referenceTargets(entry({ referenceTo: "A", referenceWord: "א", referenceAlso: ["A", "B"], referenceAlsoWords: ["א", null] }))).toEqual([{ sourceId: "A", word: "א" }, { sourceId: "B", word: null }]);
    expect(referenceTargets(entry({ definitions: ["mast"] }))).toEqual([]);
  });

  it("are each a link in the table's row, opening that entry", () => {
    const onOpen = vi.fn();
    render(<EntryTable entries={[torna]} onOpen={onOpen} />);
    const row = screen.getByTestId("dictionary-row");
    expect(within(row).getAllByRole("cell")[1]!.textContent).toBe("See: תּוֹרֶן, תּוּרְנָא");
    const links = within(row).getAllByTestId("reference-target");
    expect(links.map((l) => l.textContent)).toEqual(["תּוֹרֶן", "תּוּרְנָא"]);
    expect(links.every((l) => l.querySelector("[dir=rtl]") !== null)).toBe(true);
    fireEvent.click(links[1]!);
    expect(onOpen).toHaveBeenCalledExactlyOnceWith(torna, "V00305");
  });

  it("are each a link in the entry's dialog, the lexicon's other links after them", () => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const withOther = { ...torna, crossRefs: ["V00304", "V00999"], crossRefWords: ["תּוֹרֶן", "תּוּרְנִיתָא"] };
    render(<QueryClientProvider client={queries}><EntryDialog opened={{ entry: withOther }} onClose={() => {}} /></QueryClientProvider>);
    const dialog = screen.getByRole("dialog");
    expect(within(dialog).getByTestId("entry-reference-targets").textContent).toBe("See: תּוֹרֶן, תּוּרְנָא");
    expect(within(within(dialog).getByTestId("entry-reference-targets")).getAllByTestId("reference-target").map((l) => l.textContent)).toEqual(["תּוֹרֶן", "תּוּרְנָא"]);
    // Sefaria's other link, not one of the targets: once, after them.
    expect(within(dialog).getByTestId("entry-cross-references").textContent).toBe("See also: תּוּרְנִיתָא");
    expect(within(dialog).getAllByRole("button", { name: "תּוּרְנִיתָא" })).toHaveLength(1);
    expect(within(dialog).getAllByRole("button", { name: "תּוֹרֶן" })).toHaveLength(1);
  });

  it("names its lexicon and its links by head-words, never by the lexicon's ids; the link to the other lexicon stays", () => {
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Strong's H120, linked to BDB's a.dl.ad; a link to an entry the table does not hold comes back as its id (a.zz.zz).
    const adam = entry({ source: "strongs", sourceId: "H120", word: "אָדָם", definitions: ["man"], linkedId: "a.dl.ad", crossRefs: ["H119", "a.zz.zz"], crossRefWords: ["אָדַם", "a.zz.zz"] });
    render(<QueryClientProvider client={queries}><EntryDialog opened={{ entry: adam }} onClose={() => {}} /></QueryClientProvider>);
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).not.toMatch(/a\.dl\.ad|a\.zz\.zz/);
    expect(dialog.textContent).toContain("Strong's H120");
    expect(within(dialog).getByTestId("entry-cross-references").textContent).toBe("See: אָדַם");
    const other = within(dialog).getByRole("button", { name: "אָדָם" });
    expect(other.closest("p")?.textContent).toBe("Also in Brown-Driver-Briggs: אָדָם");
    cleanup();
    const bdb = entry({ source: "bdb", sourceId: "a.dl.ad", word: "אָדָם", definitions: ["man"], linkedId: "H120" });
    render(<QueryClientProvider client={queries}><EntryDialog opened={{ entry: bdb }} onClose={() => {}} /></QueryClientProvider>);
    expect(screen.getByRole("dialog").textContent).not.toContain("a.dl.ad");
    expect(screen.getByRole("button", { name: "H120" })).toBeTruthy();
  });
});
