import { asc, eq } from "drizzle-orm";
import { bookChapterWords, books, bookVerses } from "../../src/server/db/schema";
import { createSefariaClient } from "../../src/server/integrations/sefaria/sefaria-client";
import { bookImportJob } from "../../src/server/modules/books/import-book";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer } from "../../tests/support/sefaria-server";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { median, round, timePair, timeRuns } from "../lib/measure";
import { multiRowInserts, runRaw } from "../lib/raw-insert";
import { timeReaderChapter } from "../lib/reader-chapter-baseline";
import type { BenchResult } from "../lib/report";

const GENESIS_VERSES = 1533;
/** Genesis 24, the longest chapter (67 verses). */
const CHAPTER = 24;

/**
 * Books: (1) the whole-Genesis import (the importer the job runs: 50 chapters fetched from the
 * local Sefaria test server over HTTP, cleaned, its words counted, written in one transaction)
 * against a raw multi-row INSERT through the driver of the same rows the import writes: the 1,533
 * verses and the 11,680 counted words of book_chapter_words, into the same tables with their
 * indexes. The fetch is part of the import's time (it is what the administrator waits for), and
 * split out in the details (fetchMs: until the job reports "saving"; writeMs: the transaction,
 * with the counting). Each timed import is a first import (the book deleted before, untimed), as
 * each raw insert goes into an emptied scratch book; an unchanged re-import is timed too (info).
 * (2) the reader's GET /api/books/:id/chapters/24 (in-process, real auth and routing) against the
 * route's own statement sent raw through the driver plus the JSON of its answer (timeReaderChapter).
 * `importOnly`: the import figures alone (BENCH_ONLY=imports).
 */
export async function benchBooks(b: BenchApp, bench: BenchDatabase, user: BenchUser, { importOnly = false }: { importOnly?: boolean } = {}): Promise<BenchResult[]> {
  if (!hasSefariaData) return [{ db: bench.kind, metric: "books", value: null, unit: "", goal: "-", pass: null, details: { skipped: NO_SEFARIA_DATA } }];
  const sefaria = await startSefariaServer();
  try {
    const job = bookImportJob({ db: bench.database.db, sefaria: createSefariaClient(sefaria.url) });
    let savingAt = 0;
    const ctx = {
      jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal, completeIn: async () => true,
      report: async (r: { key?: string }) => { if (r.key === "job_book_saving") savingAt = performance.now(); },
    };
    const phases = { fetchMs: [] as number[], writeMs: [] as number[] };
    const importOnce = async () => {
      const t = performance.now();
      const r = await job.run({ title: "Genesis" }, ctx);
      phases.fetchMs.push(savingAt - t);
      phases.writeMs.push(performance.now() - savingAt);
      if (r.verses !== GENESIS_VERSES) throw new Error(`Genesis import: ${String(r.verses)} verses`);
      return r.bookId as string;
    };
    const deleteGenesis = () => bench.raw("delete from books where source_ref = 'Genesis'", []);
    let bookId = await importOnce();

    // The baseline: the same rows (verses and counted words) as multi-row INSERTs into a scratch book (emptied first, untimed).
    const verses = await bench.database.db.select().from(bookVerses).where(eq(bookVerses.bookId, bookId)).orderBy(asc(bookVerses.chapter), asc(bookVerses.verse));
    const counted = await bench.database.db.select().from(bookChapterWords).where(eq(bookChapterWords.bookId, bookId));
    const [scratch] = await bench.database.db.insert(books).values({ title: "Bench scratch", category: "Tanakh" }).returning({ id: books.id });
    const s = scratch!.id;
    const rawStatements = [
      ...multiRowInserts("book_verses", ["book_id", "chapter", "verse", "hebrew_text", "english_text", "spanish_text", "french_text", "italian_text", "portuguese_text"],
        verses.map((r) => [s, r.chapter, r.verse, r.hebrewText, r.englishText, r.spanishText, r.frenchText, r.italianText, r.portugueseText])),
      ...multiRowInserts("book_chapter_words", ["book_id", "chapter", "forms", "lemma", "count"], counted.map((c) => [s, c.chapter, c.forms, c.lemma, c.count])),
    ];
    const emptyScratch = async () => {
      await bench.raw("delete from book_verses where book_id = $1", [s]);
      await bench.raw("delete from book_chapter_words where book_id = $1", [s]);
    };
    const [imported, raw] = await timePair({ before: deleteGenesis, run: importOnce }, { before: emptyScratch, run: () => runRaw(bench, rawStatements) }, { warmup: 1, runs: 7 });
    const firstPhases = { fetchMs: median(phases.fetchMs.slice(-7)), writeMs: median(phases.writeMs.slice(-7)) };
    const importRatio = round(raw.medianMs / imported.medianMs);
    // The same text imported again over itself (nothing changed: nothing is written), against the same raw insert.
    const [again, raw2] = await timePair(importOnce, { before: emptyScratch, run: () => runRaw(bench, rawStatements) }, { warmup: 1, runs: 5 });
    const againPhases = { fetchMs: median(phases.fetchMs.slice(-5)), writeMs: median(phases.writeMs.slice(-5)) };
    bookId = (await bench.raw("select id from books where source_ref = 'Genesis'", []) as [{ id: string }])[0].id;
    const rows = verses.length + counted.length;
    const imports: BenchResult[] = [
      {
        db: bench.kind, metric: `Genesis import (${GENESIS_VERSES} verses + ${counted.length} counted words, fetch included) vs raw multi-row insert`, value: importRatio, unit: "×", goal: "≥ 0.5×",
        pass: importRatio >= 0.5, details: { importMs: imported, rawInsertMs: raw, ...firstPhases, rows, rowsPerSecond: Math.round(rows / (imported.medianMs / 1000)) },
      },
      {
        db: bench.kind, metric: "Genesis imported again, unchanged (ms; vs the same raw insert)", value: round(raw2.medianMs / again.medianMs), unit: "×", goal: "-",
        pass: null, details: { importMs: again, rawInsertMs: raw2, ...againPhases },
      },
    ];
    if (importOnly) return imports;

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

    // The same chapter (no lemmas: its words are known by their forms) for the learner once they know
    // KNOWN_FORMS forms, reading without 'fade', against the chapter they read knowing none plus the
    // raw read of their known forms: what they know costs its reading, not a multiple of the chapter
    // (a row-by-row test of the known forms took 2.5 s).
    await addKnownForms(bench, user.id, bookId);
    const knowing = await timeReaderChapter(b, bench, user, bookId, CHAPTER, 31);
    const knownRaw = await timeRuns(() => bench.raw(`select distinct w.hebrew_plain from progress p join words w on w.id = p.word_id join collections c on c.id = w.collection_id
      where p.user_id = $1 and p.status = 'known' and (c.owner_id is null or c.owner_id = $1) and w.hebrew_plain <> ''`, [user.id]), { warmup: 3, runs: 31 });
    const knowingRatio = round(knowing.details.appMs!.medianMs / (plain.details.appMs!.medianMs + knownRaw.medianMs));
    return [
      ...imports,
      {
        db: bench.kind, metric: `reader chapter (Genesis ${CHAPTER}, 67 verses) vs raw SQL + JSON`, value: chapterRatio, unit: "×", goal: "≤ 1.5×",
        pass: chapterRatio <= 1.5, details: plain.details,
      },
      {
        db: bench.kind, metric: `reader chapter (Genesis ${CHAPTER}) with 'fade' and ${FADE_CARDS.toLocaleString("en-US")} review cards vs raw SQL + JSON`, value: fadeRatio, unit: "×", goal: "≤ 1.5×",
        pass: fadeRatio <= 1.5, details: faded.details,
      },
      {
        db: bench.kind, metric: `reader chapter (Genesis ${CHAPTER}, no lemmas) knowing ${KNOWN_FORMS.toLocaleString("en-US")} forms vs knowing none + their raw read`, value: knowingRatio, unit: "×", goal: "≤ 1.5×",
        pass: knowingRatio <= 1.5, details: { ...knowing.details, knowingNoneMs: plain.details.appMs!, knownFormsRawMs: knownRaw },
      },
    ];
  } finally {
    await sefaria.close();
  }
}

/** Forms the learner knows in the reader's third figure. */
const KNOWN_FORMS = 5000;

/** KNOWN_FORMS of the book's counted forms (its most frequent first) as known words of the learner's own list, and their reader back to full vowels. */
async function addKnownForms(bench: BenchDatabase, userId: string, bookId: string): Promise<void> {
  const [list] = await bench.raw("insert into collections (domain, name, slug, owner_id) values ('biblical', 'Known forms', 'known-forms-bench', $1) returning id", [userId]) as [{ id: string }];
  await bench.raw(`insert into words (collection_id, hebrew, english)
    select $1, f.form, 'known' from (select cw.forms[1] as form, sum(cw.count) as n from book_chapter_words cw where cw.book_id = $2 group by 1 order by n desc, 1 limit ${KNOWN_FORMS}) f`, [list!.id, bookId]);
  await bench.raw("insert into progress (user_id, collection_id, word_id, status) select $1, $2, w.id, 'known' from words w where w.collection_id = $2", [userId, list!.id]);
  await bench.raw("update settings set reader = reader - 'vowels' - 'fadeDays' where user_id = $1", [userId]);
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
