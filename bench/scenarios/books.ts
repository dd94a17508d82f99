import { asc, and, eq } from "drizzle-orm";
import { books, bookVerses } from "../../src/server/db/schema";
import { createSefariaClient } from "../../src/server/integrations/sefaria/sefaria-client";
import { bookImportJob } from "../../src/server/modules/books/import-book";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer } from "../../tests/support/sefaria-server";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { round, timePair } from "../lib/measure";
import type { BenchResult } from "../lib/report";

const GENESIS_VERSES = 1533;
/** Genesis 24, the longest chapter (67 verses). */
const CHAPTER = 24;

/**
 * Books: (1) the whole-Genesis import (the importer the job runs: 50 chapters fetched from the
 * local Sefaria test server, cleaned, written in one transaction over the existing book) against a
 * raw multi-row INSERT of the same 1,533 rows through the driver, as rows per second; (2) the
 * reader's GET /api/books/:id/chapters/24 (in-process, real auth and routing) against the raw SQL of
 * the same verses plus their JSON encoding.
 */
export async function benchBooks(b: BenchApp, bench: BenchDatabase, user: BenchUser): Promise<BenchResult[]> {
  if (!hasSefariaData) return [{ db: bench.kind, metric: "books", value: null, unit: "", goal: "-", pass: null, details: { skipped: NO_SEFARIA_DATA } }];
  const sefaria = await startSefariaServer();
  try {
    const job = bookImportJob({ db: bench.database.db, sefaria: createSefariaClient(sefaria.url) });
    const ctx = { jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal, report: async () => {}, completeIn: async () => true };
    const importOnce = async () => {
      const r = await job.run({ title: "Genesis" }, ctx);
      if (r.verses !== GENESIS_VERSES) throw new Error(`Genesis import: ${String(r.verses)} verses`);
      return r.bookId as string;
    };
    const bookId = await importOnce();

    // The baseline: the same rows as one multi-row INSERT into a scratch book (emptied first).
    const rows = await bench.database.db.select().from(bookVerses).where(eq(bookVerses.bookId, bookId)).orderBy(asc(bookVerses.chapter), asc(bookVerses.verse));
    const [scratch] = await bench.database.db.insert(books).values({ title: "Bench scratch", category: "Tanakh" }).returning({ id: books.id });
    const cols = ["book_id", "chapter", "verse", "hebrew_text", "english_text", "spanish_text", "french_text", "italian_text", "portuguese_text"];
    const params: unknown[] = [];
    const tuples = rows.map((r, i) => {
      params.push(scratch!.id, r.chapter, r.verse, r.hebrewText, r.englishText, r.spanishText, r.frenchText, r.italianText, r.portugueseText);
      return `(${cols.map((_, k) => `$${i * cols.length + k + 1}`).join(",")})`;
    });
    const insertSql = `insert into book_verses (${cols.join(",")}) values ${tuples.join(",")}`;
    const rawInsert = async () => {
      await bench.raw("delete from book_verses where book_id = $1", [scratch!.id]);
      await bench.raw(insertSql, params);
    };
    const [imported, raw] = await timePair(importOnce, rawInsert, { warmup: 1, runs: 7 });
    const importRatio = round(raw.medianMs / imported.medianMs);

    // The reader's chapter.
    const label = String(CHAPTER);
    const url = `/api/books/${bookId}/chapters/${label}`;
    const headers = { cookie: user.cookie, origin: b.config.publicUrl };
    const check = await b.app.request(url, { headers });
    const body = (await check.json()) as { verses: unknown[] };
    if (check.status !== 200 || body.verses.length !== 67) throw new Error(`chapter: ${check.status} ${body.verses?.length}`);
    const verseQuery = bench.database.db
      .select({ verse: bookVerses.verse, hebrew: bookVerses.hebrewText, english: bookVerses.englishText, spanish: bookVerses.spanishText, french: bookVerses.frenchText, italian: bookVerses.italianText, portuguese: bookVerses.portugueseText })
      .from(bookVerses).where(and(eq(bookVerses.bookId, bookId), eq(bookVerses.chapter, CHAPTER))).orderBy(asc(bookVerses.verse)).toSQL();
    const [app, rawChapter] = await timePair(
      async () => { await (await b.app.request(url, { headers })).arrayBuffer(); },
      async () => { Buffer.from(JSON.stringify(await bench.raw(verseQuery.sql, verseQuery.params))); },
      { warmup: 5, runs: 31 },
    );
    const chapterRatio = round(app.medianMs / rawChapter.medianMs);
    return [
      {
        db: bench.kind, metric: `Genesis import (${GENESIS_VERSES} verses, rows/s) vs raw multi-row insert`, value: importRatio, unit: "×", goal: "≥ 0.5×",
        pass: importRatio >= 0.5, details: { importMs: imported, rawInsertMs: raw, rowsPerSecond: Math.round(GENESIS_VERSES / (imported.medianMs / 1000)) },
      },
      {
        db: bench.kind, metric: `reader chapter (Genesis ${CHAPTER}, 67 verses) vs raw SQL + JSON`, value: chapterRatio, unit: "×", goal: "≤ 1.5×",
        pass: chapterRatio <= 1.5, details: { appMs: app, rawMs: rawChapter },
      },
    ];
  } finally {
    await sefaria.close();
  }
}
