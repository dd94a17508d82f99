import { PgDialect } from "drizzle-orm/pg-core";
import { chapterPageQuery } from "../../src/server/modules/books/coverage-queries";
import type { BenchApp, BenchUser } from "./bench-app";
import type { BenchDatabase } from "./bench-db";
import { timeAlternating, type Timing } from "./measure";

/**
 * The reader's chapter (GET /api/books/:id/chapters/:chapter through the real app) against its raw
 * baseline: the very statement the route runs (chapterPageQuery, everything the page needs: the
 * verses, the analysed words' lemmas, the learner's coverage and their cards' stabilities) sent
 * straight through the driver, plus JSON.stringify of the answer the route gives (read once
 * before). Also timed, in turn with those two, for reading the figure: that statement alone, and
 * the chapter's verses alone with their JSON (the smaller query this figure once compared with).
 */
export async function timeReaderChapter(b: BenchApp, bench: BenchDatabase, user: BenchUser, bookId: string, chapter: number, runs: number): Promise<{ ratio: number; details: Record<string, Timing> }> {
  const url = `/api/books/${bookId}/chapters/${chapter}`;
  const headers = { cookie: user.cookie, origin: b.config.publicUrl };
  const check = await b.app.request(url, { headers });
  if (check.status !== 200) throw new Error(`reader chapter ${chapter}: ${check.status} ${await check.text()}`);
  const answer: unknown = await check.json();
  const statement = new PgDialect().sqlToQuery(chapterPageQuery(user.id, bookId, chapter));
  const verses = "select verse, hebrew_text, english_text, spanish_text, french_text, italian_text, portuguese_text from book_verses where book_id = $1 and chapter = $2 order by verse";
  const [app, raw, statementOnly, versesOnly] = (await timeAlternating([
    async () => { await (await b.app.request(url, { headers })).arrayBuffer(); },
    async () => { await bench.raw(statement.sql, statement.params); Buffer.from(JSON.stringify(answer)); },
    async () => { await bench.raw(statement.sql, statement.params); },
    async () => { Buffer.from(JSON.stringify(await bench.raw(verses, [bookId, chapter]))); },
  ], { warmup: 5, runs })) as [Timing, Timing, Timing, Timing];
  return { ratio: Math.round((app.medianMs / raw.medianMs) * 100) / 100, details: { appMs: app, rawMs: raw, statementOnlyMs: statementOnly, versesOnlyMs: versesOnly } };
}
