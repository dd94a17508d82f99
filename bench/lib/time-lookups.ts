import type { WordPlace } from "../../src/server/modules/dictionary/lookup-queries";
import { lookupStatement } from "../../src/server/modules/dictionary/lookup-queries";
import { wordLookupForms } from "../../src/server/modules/dictionary/lookup-word";
import type { BenchApp, BenchUser } from "./bench-app";
import type { BenchDatabase } from "./bench-db";
import { round, timeAlternating } from "./measure";

/** One word of the reader's lookup timing: where it stands (for the lemma step) and what its row says. */
export interface TimedLookup { word: string; at: WordPlace | null; details: Record<string, unknown> }

/**
 * GET /api/dictionary/lookup through the app against its one statement run raw, alternating, per
 * word: the medians' totals, their ratio, and a row per word (its details with both medians).
 */
export async function timeLookups(b: BenchApp, bench: BenchDatabase, user: BenchUser, lookups: TimedLookup[]) {
  const headers = { cookie: user.cookie, origin: b.config.publicUrl };
  let appTotal = 0;
  let rawTotal = 0;
  const perWord: Record<string, unknown>[] = [];
  for (const { word, at, details } of lookups) {
    const statement = lookupStatement(bench.database.db, wordLookupForms(word), at).toSQL();
    const place = at ? `&book=${at.bookId}&chapter=${at.chapter}&verse=${at.verse}&position=${at.position}` : "";
    const url = `/api/dictionary/lookup?word=${encodeURIComponent(word)}${place}`;
    const [app, raw] = await timeAlternating([
      async () => {
        const res = await b.app.request(url, { headers });
        if (res.status !== 200) throw new Error(`lookup ${word}: ${res.status}`);
        await res.arrayBuffer();
      },
      async () => JSON.stringify(await bench.raw(statement.sql, statement.params)),
    ], { warmup: 3, runs: 15 });
    appTotal += app!.medianMs;
    rawTotal += raw!.medianMs;
    perWord.push({ word, ...details, appMs: app!.medianMs, rawMs: raw!.medianMs });
  }
  return { ratio: round(appTotal / rawTotal), appTotal, rawTotal, perWord };
}
