import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { progress, words } from "../../src/server/db/schema";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { studyWordColumns } from "../lib/study-word-columns";
import { MAIN_DOMAIN, MAIN_SIZE, MAIN_SLUG } from "../lib/generate-data";
import { round, timePair } from "../lib/measure";
import type { BenchResult } from "../lib/report";

/**
 * The baseline's rows: the page's words (every column the page sends) LEFT JOINed with the user's
 * progress, in study order — what any implementation must read.
 */
function wordRowsQuery(db: Db, collectionId: string, userId: string) {
  return db
    .select({
      ...studyWordColumns,
    })
    .from(words)
    .leftJoin(progress, and(eq(progress.wordId, words.id), eq(progress.userId, userId)))
    .where(eq(words.collectionId, collectionId))
    .orderBy(sql`${words.freqRank} asc nulls last`, asc(words.createdAt), asc(words.id));
}

/**
 * GET /api/collections/:domain/:slug through the real app (session cookie, routing, auth, the
 * statement, shaping, JSON) against the baseline: the page's words+progress rows read with one
 * SQL statement through the raw driver, plus JSON.stringify of those rows.
 */
export async function benchCollectionPage(b: BenchApp, bench: BenchDatabase, user: BenchUser, collectionId: string): Promise<BenchResult[]> {
  const url = `/api/collections/${MAIN_DOMAIN}/${MAIN_SLUG}`;
  const headers = { cookie: user.cookie, origin: b.config.publicUrl };
  const check = await b.app.request(url, { headers });
  const body = (await check.json()) as { words: { progress: unknown }[] };
  if (check.status !== 200 || body.words.length !== MAIN_SIZE) throw new Error(`collection page: ${check.status}, ${body.words?.length} words`);
  const withProgress = body.words.filter((w) => w.progress !== null).length;

  const query = wordRowsQuery(bench.database.db, collectionId, user.id).toSQL();
  let bytes = 0;
  const [app, raw] = await timePair(
    async () => {
      const res = await b.app.request(url, { headers });
      bytes = (await res.text()).length;
    },
    async () => {
      const rows = await bench.raw(query.sql, query.params);
      JSON.stringify(rows);
    },
    { warmup: 3, runs: 15 },
  );
  const ratio = round(app.medianMs / raw.medianMs);
  return [{
    db: bench.kind,
    metric: `collection page (${MAIN_SIZE} words) vs raw SQL + JSON`,
    value: ratio,
    unit: "×",
    goal: "≤ 1.5×",
    pass: ratio <= 1.5,
    details: { appMs: app, rawMs: raw, responseChars: bytes, wordsWithProgress: withProgress },
  }];
}
