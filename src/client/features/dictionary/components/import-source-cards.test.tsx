// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DictionaryImportRun } from "@/shared/api/dictionary";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";
import { m } from "@/client/lib/i18n";
import { ImportSourceCards } from "./import-source-cards";

/**
 * A lexicon imported with older reading rules than the import's now (shared/dictionary/lexicon-rules:
 * the server's `outdated`) tells the administrator to import it again; a lexicon up to date does not.
 * A card says how many entries its latest import removed (no longer in the file it read), when any.
 */
afterEach(cleanup);

const run = (source: DictionaryImportRun["source"], outdated: boolean, removed: number | null = null): DictionaryImportRun => ({
  id: crypto.randomUUID(), source, language: source === "jastrow" ? "aramaic" : "hebrew", status: "completed", importedWords: 100, totalWords: 100,
  error: null, jobId: crypto.randomUUID(), startedAt: "2026-11-01T00:00:00.000Z", updatedAt: "2026-11-01T00:01:00.000Z", completedAt: "2026-11-01T00:01:00.000Z", outdated, removed,
});

describe("the lexicon cards", () => {
  it("say which completed import to make again for its entries' new meanings", () => {
    const client = new QueryClient();
    client.setQueryData([...DICTIONARY_KEY, "imports"], { runs: [run("bdb", false), run("jastrow", true)] });
    render(<QueryClientProvider client={client}><ImportSourceCards isAdmin /></QueryClientProvider>);
    expect(screen.getByTestId("source-jastrow-outdated").textContent).toBe(m.dictionary_import_outdated());
    expect(screen.queryByTestId("source-bdb-outdated")).toBeNull();
    expect(screen.getByTestId("source-jastrow").textContent).toContain(m.dictionary_import_again());
  });

  it("say how many entries the latest import removed, no longer in its file", () => {
    const client = new QueryClient();
    client.setQueryData([...DICTIONARY_KEY, "imports"], { runs: [run("bdb", false, 3), run("strongs", false, 0), run("jastrow", false)] });
    render(<QueryClientProvider client={client}><ImportSourceCards isAdmin /></QueryClientProvider>);
    expect(screen.getByTestId("source-bdb-removed").textContent).toBe(m.dictionary_entries_removed({ count: 3 }));
    expect(screen.queryByTestId("source-strongs-removed")).toBeNull();
    expect(screen.queryByTestId("source-jastrow-removed")).toBeNull();
  });
});
