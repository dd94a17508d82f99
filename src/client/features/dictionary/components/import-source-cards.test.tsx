// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { DictionaryImportRun } from "@/shared/api/dictionary";
import { DICTIONARY_KEY } from "@/client/lib/query-keys";
import { m } from "@/client/lib/i18n";
import { ImportSourceCards } from "./import-source-cards";

/**
 * A lexicon imported with older reading rules than the import's now (shared/dictionary/lexicon-rules:
 * the server's `outdated`) tells the administrator to import it again; a lexicon up to date does not.
 * A card says how many entries its latest import removed (no longer in the file it read), when any.
 * A failed import says why beside 'Import failed or incomplete' when the server gave a reason of its own.
 */
afterEach(cleanup);

const run = (source: DictionaryImportRun["source"], outdated: boolean, removed: number | null = null): DictionaryImportRun => ({
  id: crypto.randomUUID(), source, language: source === "jastrow" ? "aramaic" : "hebrew", status: "completed", importedWords: 100, totalWords: 100,
  error: null, errorKey: null, errorParams: null, jobId: crypto.randomUUID(), startedAt: "2026-11-01T00:00:00.000Z", updatedAt: "2026-11-01T00:01:00.000Z", completedAt: "2026-11-01T00:01:00.000Z", outdated, removed,
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

  it("say why the latest import failed when the server gave its own reason (an offline server: upload the file)", async () => {
    const failed = (source: DictionaryImportRun["source"], error: string, errorKey: string | null, errorParams: Record<string, number> | null = null): DictionaryImportRun =>
      ({ ...run(source, false), status: "failed", error, errorKey, errorParams, completedAt: null });
    const client = new QueryClient();
    client.setQueryData([...DICTIONARY_KEY, "imports"], {
      runs: [
        failed("bdb", "The lexicon's address did not answer", "lexicon_download_unreachable"),
        failed("strongs", "The lexicon's address answered 404", "lexicon_download_status", { status: 404 }),
        failed("jastrow", "Failed to import dictionary", "job_lexicon_failed"),
        failed("kaikki-hebrew", "Import failed or incomplete", null),
      ],
    });
    render(<QueryClientProvider client={client}><ImportSourceCards isAdmin /></QueryClientProvider>);
    await waitFor(() => expect(screen.getByTestId("source-bdb-reason").textContent).toMatch(/did not answer .*upload the file in the Dictionary Manager/));
    expect(screen.getByTestId("source-bdb").textContent).toContain(m.dictionary_import_incomplete());
    await waitFor(() => expect(screen.getByTestId("source-strongs-reason").textContent).toMatch(/^The lexicon's address answered 404: nothing was imported/));
    expect(screen.queryByTestId("source-jastrow-reason")).toBeNull();
    expect(screen.queryByTestId("source-kaikki-hebrew-reason")).toBeNull();
  });
});
