import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBenchApp, signUpBenchUser, type BenchApp, type BenchUser } from "../lib/bench-app";
import { openBenchPglite, type BenchDatabase } from "../lib/bench-db";
import type { BenchResult } from "../lib/report";
import { benchBible } from "./bible";

/**
 * The 'bible' bench figures on a small book, so that the bench cannot stop working unseen (once
 * `bench/run-bible.ts` stopped on book_chapter_words_uq because its raw copy of the counted words
 * left out their lemma). Joel has chapters where two lemmas share their forms (אכל in chapter 1).
 */
describe("the Hebrew Bible bench", () => {
  let bench: BenchDatabase;
  let b: BenchApp;
  let user: BenchUser;

  beforeAll(async () => {
    bench = await openBenchPglite();
    b = createBenchApp(bench, 0);
    await signUpBenchUser(b, "bench-admin@example.com", { admin: true });
    user = await signUpBenchUser(b, "bench-learner@example.com");
  }, 120_000);
  afterAll(() => bench?.close());

  it("imports a book, copies its rows raw and times the reader and the occurrences", async () => {
    const results: BenchResult[] = await benchBible(b, bench, user, { titles: ["Joel"], runs: 3 });
    const byMetric = (start: string) => results.find((r) => r.metric.startsWith(start));
    const imported = byMetric("Tanakh import offline (1 books");
    expect(imported?.value).toBeGreaterThan(0);
    const details = imported!.details as { rows: number; result: { books: number; verses: number } };
    expect(details.result).toMatchObject({ books: 1, verses: 73 });
    // Its verses, the analysed words and the counted words (73 + 958 + 738).
    expect(details.rows).toBeGreaterThan(1500);
    expect(byMetric("reader chapter (offline Joel 1)")?.value).toBeGreaterThan(0);
    expect(results.filter((r) => r.metric.startsWith("occurrences of"))).toHaveLength(3);
    for (const r of results) expect(Number.isFinite(r.value), r.metric).toBe(true);
  }, 300_000);

  it("gives the import figures alone for BENCH_ONLY=imports (Obadiah: its import and peak RSS, nothing read after)", async () => {
    const results = await benchBible(b, bench, user, { titles: ["Obadiah"], importOnly: true });
    expect(results.map((r) => r.metric)).toEqual([expect.stringMatching(/^Tanakh import offline \(1 books, \d+ rows\)/), "Tanakh import peak RSS (MB, whole bench process)"]);
    expect((results[0]!.details as { result: { books: number; verses: number } }).result).toMatchObject({ books: 1, verses: 21 });
    expect(results[0]!.value).toBeGreaterThan(0);
  }, 120_000);
});
