import { wordsWithProgressQuery } from "../../src/server/modules/collections/queries";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { MAIN_DOMAIN, MAIN_SIZE, MAIN_SLUG } from "../lib/generate-data";
import { round, timePair } from "../lib/measure";
import type { BenchResult } from "../lib/report";

/**
 * GET /api/collections/:domain/:slug through the real app (session cookie, routing, auth, both
 * statements, shaping, JSON) against the baseline: the same words+progress SQL through the raw
 * driver plus JSON.stringify of its rows.
 */
export async function benchCollectionPage(b: BenchApp, bench: BenchDatabase, user: BenchUser, collectionId: string): Promise<BenchResult[]> {
  const url = `/api/collections/${MAIN_DOMAIN}/${MAIN_SLUG}`;
  const headers = { cookie: user.cookie, origin: b.config.publicUrl };
  const check = await b.app.request(url, { headers });
  const body = (await check.json()) as { words: { progress: unknown }[] };
  if (check.status !== 200 || body.words.length !== MAIN_SIZE) throw new Error(`collection page: ${check.status}, ${body.words?.length} words`);
  const withProgress = body.words.filter((w) => w.progress !== null).length;

  const query = wordsWithProgressQuery(bench.database.db, collectionId, user.id).toSQL();
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
