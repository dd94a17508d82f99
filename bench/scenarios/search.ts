import { plainHebrew } from "../../src/shared/hebrew/strip-niqqud";
import { GLOBAL_SEARCH_LIMIT } from "../../src/shared/domain";
import { searchWordsQuery } from "../../src/server/modules/search/queries";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { round, timePair, timeRuns } from "../lib/measure";
import type { BenchResult } from "../lib/report";

/**
 * GET /api/search through the real app against (a) the same SQL through the raw driver (+ JSON)
 * and (b) the same SQL with index and bitmap scans switched off (a sequential ILIKE scan). Also
 * checks with EXPLAIN that the plan uses the trigram indexes.
 */
export async function benchSearch(b: BenchApp, bench: BenchDatabase, user: BenchUser, terms: { label: string; q: string }[]): Promise<BenchResult[]> {
  const headers = { cookie: user.cookie, origin: b.config.publicUrl };
  let appTotal = 0;
  let rawTotal = 0;
  let scanTotal = 0;
  const perTerm: Record<string, unknown>[] = [];
  const plans: string[] = [];
  for (const { label, q } of terms) {
    const url = `/api/search?q=${encodeURIComponent(q)}`;
    const check = await b.app.request(url, { headers });
    const found = ((await check.json()) as { words: unknown[] }).words.length;
    if (check.status !== 200) throw new Error(`search ${q}: ${check.status}`);
    const query = searchWordsQuery(bench.database.db, user.id, plainHebrew(q), GLOBAL_SEARCH_LIMIT).toSQL();

    const plan = ((await bench.raw(`explain ${query.sql}`, query.params)) as { "QUERY PLAN": string }[]).map((r) => r["QUERY PLAN"]).join("\n");
    plans.push(plan);
    const usesIndex = /Bitmap Index Scan on words_(hebrew_plain|english|translit)_trgm/.test(plan);

    const [app, raw] = await timePair(
      async () => { await (await b.app.request(url, { headers })).text(); },
      async () => { JSON.stringify(await bench.raw(query.sql, query.params)); },
      { warmup: 2, runs: 9 },
    );
    const scan = await timeRuns(async () => { JSON.stringify(await bench.rawUnindexed(query.sql, query.params)); }, { warmup: 1, runs: 5 });
    appTotal += app.medianMs;
    rawTotal += raw.medianMs;
    scanTotal += scan.medianMs;
    perTerm.push({ label, q, found, usesIndex, appMs: app.medianMs, rawMs: raw.medianMs, unindexedMs: scan.medianMs });
  }
  const overRaw = round(appTotal / rawTotal);
  const speedup = round(scanTotal / appTotal, 1);
  const allIndexed = perTerm.every((t) => t.usesIndex);
  return [
    {
      db: bench.kind, metric: `search (${terms.length} terms) vs raw indexed query`, value: overRaw, unit: "×", goal: "≤ 2×",
      pass: overRaw <= 2, details: { appMsTotal: round(appTotal), rawMsTotal: round(rawTotal), terms: perTerm },
    },
    {
      db: bench.kind, metric: "search speed-up over unindexed ILIKE scan", value: speedup, unit: "×", goal: "≥ 20×",
      pass: speedup >= 20, details: { appMsTotal: round(appTotal), unindexedMsTotal: round(scanTotal) },
    },
    {
      db: bench.kind, metric: "search plan uses the pg_trgm GIN indexes (EXPLAIN)", value: perTerm.filter((t) => t.usesIndex).length, unit: `of ${terms.length} terms`,
      goal: "all", pass: allIndexed, details: { firstPlan: plans[0] },
    },
  ];
}
