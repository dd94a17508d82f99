import {
  collectionBreakdown, countWords, orderedCollections, orderedWordsQuery, subcategoryValues, wordsInCollectionQuery,
} from "../../src/server/modules/words/queries";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { round, timeAlternating } from "../lib/measure";
import type { BenchResult } from "../lib/report";

const LIMIT = 100;

/**
 * The Words Database at 200,000 words (40 collections of 5,000): (1) a page in the middle of the
 * list (GET /api/words?after=…) against its raw keyset statement, and the speed-up over the naive
 * plan (one ORDER BY over the join with an OFFSET); (2) the first page, which also counts the
 * matches and reads the breakdown and the subcategory values, against those raw statements.
 */
export async function benchWordsDatabase(b: BenchApp, bench: BenchDatabase, user: BenchUser): Promise<BenchResult[]> {
  const { db } = bench.database;
  const f = { userId: user.id };
  const ids = await orderedCollections(db, f);
  const counts = new Map((await collectionBreakdown(db, user.id)).map((c) => [c.id, c.wordCount]));
  const big = ids.filter((id) => (counts.get(id) ?? 0) >= 5000);
  const middle = big[Math.floor(big.length / 2)]!;
  const before = ids.slice(0, ids.indexOf(middle)).reduce((n, id) => n + (counts.get(id) ?? 0), 0) + 2500;
  const rows = (await bench.raw(
    "select id, coalesce(freq_rank, 2147483647) as r from words where collection_id = $1 order by coalesce(freq_rank, 2147483647), id offset 2499 limit 1",
    [middle],
  )) as { id: string; r: number }[];
  const cursor = Buffer.from(JSON.stringify({ m: "w", c: middle, r: Number(rows[0]!.r), i: rows[0]!.id, n: before })).toString("base64url");
  const headers = { cookie: user.cookie, origin: b.config.publicUrl };
  const request = async (url: string) => {
    const res = await b.app.request(url, { headers });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { words: { n: number }[] };
    if (page.words.length !== LIMIT) throw new Error(`${url}: ${page.words.length} rows`);
  };
  const keysetSql = wordsInCollectionQuery(db, middle, f, { rank: Number(rows[0]!.r), id: rows[0]!.id }, LIMIT).toSQL();
  const naiveSql = orderedWordsQuery(db, f, before, LIMIT).toSQL();
  const [app, raw, naive] = await timeAlternating([
    () => request(`/api/words?after=${cursor}&limit=${LIMIT}`),
    async () => JSON.stringify(await bench.raw(keysetSql.sql, keysetSql.params)),
    async () => JSON.stringify(await bench.raw(naiveSql.sql, naiveSql.params)),
  ], { warmup: 2, runs: 9 });

  // The first page: rows, total, breakdown and subcategory values, as raw statements one after another.
  const statements = [wordsInCollectionQuery(db, ids[0]!, f, null, LIMIT).toSQL()];
  const [firstApp, firstRaw] = await timeAlternating([
    () => request(`/api/words?limit=${LIMIT}`),
    async () => {
      for (const s of statements) JSON.stringify(await bench.raw(s.sql, s.params));
      JSON.stringify([await countWords(db, f), await collectionBreakdown(db, user.id), await subcategoryValues(db, user.id)]);
    },
  ], { warmup: 2, runs: 9 });

  const pageRatio = round(app!.medianMs / raw!.medianMs);
  const speedup = round(naive!.medianMs / app!.medianMs, 1);
  const firstRatio = round(firstApp!.medianMs / firstRaw!.medianMs);
  return [
    { db: bench.kind, metric: "words database: a page mid-list (200,000 words) vs raw keyset query", value: pageRatio, unit: "×", goal: "≤ 2×", pass: pageRatio <= 2, details: { appMs: app, rawMs: raw } },
    { db: bench.kind, metric: "  speed-up over ORDER BY … OFFSET on the join", value: speedup, unit: "×", goal: "≥ 5×", pass: speedup >= 5, details: { naiveMs: naive, offset: before } },
    { db: bench.kind, metric: "words database: first page with total, breakdown, subcategories vs raw", value: firstRatio, unit: "×", goal: "≤ 1.5×", pass: firstRatio <= 1.5, details: { appMs: firstApp, rawMs: firstRaw } },
  ];
}
