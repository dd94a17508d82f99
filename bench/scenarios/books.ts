import { asc, eq } from "drizzle-orm";
import { books, bookVerses } from "../../src/server/db/schema";
import { createSefariaClient } from "../../src/server/integrations/sefaria/sefaria-client";
import { bookImportJob } from "../../src/server/modules/books/import-book";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer } from "../../tests/support/sefaria-server";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { round, timePair } from "../lib/measure";
import { timeReaderChapter } from "../lib/reader-chapter-baseline";
import type { BenchResult } from "../lib/report";

const GENESIS_VERSES = 1533;
/** Genesis 24, the longest chapter (67 verses). */
const CHAPTER = 24;

/**
 * Books: (1) the whole-Genesis import (the importer the job runs: 50 chapters fetched from the
 * local Sefaria test server, cleaned, written in one transaction over the existing book) against a
 * raw multi-row INSERT of the same 1,533 rows through the driver, as rows per second; (2) the
 * reader's GET /api/books/:id/chapters/24 (in-process, real auth and routing) against the route's
 * own statement sent raw through the driver plus the JSON of its answer (timeReaderChapter).
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

    // The reader's chapter, against its own statement raw plus the JSON of its answer.
    const check = await b.app.request(`/api/books/${bookId}/chapters/${CHAPTER}`, { headers: { cookie: user.cookie, origin: b.config.publicUrl } });
    const body = (await check.json()) as { verses: unknown[] };
    if (check.status !== 200 || body.verses.length !== 67) throw new Error(`chapter: ${check.status} ${body.verses?.length}`);
    const plain = await timeReaderChapter(b, bench, user, bookId, CHAPTER, 31);
    const chapterRatio = plain.ratio;

    // The same chapter for a learner reading with 'Vowels on the words I know: fade' who has
    // FADE_CARDS review cards on words with lemmas: the chapter then carries their best card's
    // stability per lemma (the one statement's lemmaStabilities), against that statement raw.
    await addFadeCards(bench, user.id);
    const faded = await timeReaderChapter(b, bench, user, bookId, CHAPTER, 31);
    const fadeRatio = faded.ratio;
    return [
      {
        db: bench.kind, metric: `Genesis import (${GENESIS_VERSES} verses, rows/s) vs raw multi-row insert`, value: importRatio, unit: "×", goal: "≥ 0.5×",
        pass: importRatio >= 0.5, details: { importMs: imported, rawInsertMs: raw, rowsPerSecond: Math.round(GENESIS_VERSES / (imported.medianMs / 1000)) },
      },
      {
        db: bench.kind, metric: `reader chapter (Genesis ${CHAPTER}, 67 verses) vs raw SQL + JSON`, value: chapterRatio, unit: "×", goal: "≤ 1.5×",
        pass: chapterRatio <= 1.5, details: plain.details,
      },
      {
        db: bench.kind, metric: `reader chapter (Genesis ${CHAPTER}) with 'fade' and ${FADE_CARDS.toLocaleString("en-US")} review cards vs raw SQL + JSON`, value: fadeRatio, unit: "×", goal: "≤ 1.5×",
        pass: fadeRatio <= 1.5, details: faded.details,
      },
    ];
  } finally {
    await sefaria.close();
  }
}

/** Review cards of the learner reading with 'fade' in the bench. */
const FADE_CARDS = 2000;

/** FADE_CARDS words with lemmas (H1…) in a list of the learner's own, each with a review card, and their reader set to 'fade'. */
async function addFadeCards(bench: BenchDatabase, userId: string): Promise<void> {
  const [list] = await bench.raw("insert into collections (domain, name, slug, owner_id) values ('biblical', 'Fade bench', 'fade-bench', $1) returning id", [userId]) as [{ id: string }];
  await bench.raw(`insert into words (collection_id, hebrew, english, lemma)
    select $1, 'מילה ' || i, 'word ' || i, 'H' || i from generate_series(1, ${FADE_CARDS}) i`, [list!.id]);
  await bench.raw(`insert into review_cards (user_id, word_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review)
    select $1, w.id, now(), (row_number() over ()) % 60, 5, 10, 0, 3, 0, 2, now() from words w where w.collection_id = $2`, [userId, list!.id]);
  await bench.raw("insert into settings (user_id) values ($1) on conflict (user_id) do nothing", [userId]);
  await bench.raw("update settings set reader = reader || $2::jsonb where user_id = $1", [userId, JSON.stringify({ vowels: "fade", fadeDays: 21 })]);
}
