import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { TANAKH_BOOKS } from "../../src/shared/books/tanakh-books";
import { verseWords } from "../../src/shared/hebrew/verse-words";
import { books, bookChapterWords, bookVerses, bookWordLemmas } from "../../src/server/db/schema";
import { parseOshbBook } from "../../src/server/integrations/lexicons/parse-oshb";
import { bibleImportJob } from "../../src/server/modules/books/import-bible";
import { loadConfig } from "../../src/server/config";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { round, timePair } from "../lib/measure";
import { rawInsert } from "../lib/raw-insert";
import { timeReaderChapter } from "../lib/reader-chapter-baseline";
import type { BenchResult } from "../lib/report";

const WLC = loadConfig({}).OSHB_WLC_DIR;
/** BENCH_BIBLE_BOOKS: how many books (from Genesis) the import figure takes; all 39 by default (read when the scenario runs). */
const booksToImport = () => TANAKH_BOOKS.slice(0, Number(process.env.BENCH_BIBLE_BOOKS ?? 39)).map((x) => x.title);
const LEMMAS = [["H430", "אֱלֹהִים"], ["H3068", "יהוה"], ["H559", "אָמַר"]] as const;

/**
 * The offline Hebrew Bible: (1) the import of the 39 books from morphhb (the job's own
 * run: XML streamed and parsed, every word placed and analysed, one transaction per book) against
 * a raw multi-row INSERT of the same rows (verses, word analyses, counted chapter words) into
 * scratch books, with the process' peak RSS sampled during the import; (2) the reader's chapter of
 * the offline Genesis 24 against its own statement raw plus the JSON of its answer; (3) the occurrences (count + first page) of
 * three frequent lemmas against the raw indexed queries; (4) tap accuracy: the analysis the panel
 * shows for each reader word of Genesis and Exodus against OpenScriptures' gold lemma (parsed on its
 * own from the XML).
 */
export interface BibleBenchOptions {
  /** The books to import (English titles); BENCH_BIBLE_BOOKS from Genesis by default. */
  titles?: string[];
  /** The reader's chapter timed: Genesis 24 when Genesis is imported, else the first book's chapter 1. */
  chapter?: { title: string; chapter: number };
  /** Timed runs of each pair (reader chapter, occurrences); the bench's own defaults unless given. */
  runs?: number;
  /** The import figures alone (BENCH_ONLY=imports): no reader chapter, occurrences nor tap accuracy. */
  importOnly?: boolean;
}

export async function benchBible(b: BenchApp, bench: BenchDatabase, user: BenchUser, options: BibleBenchOptions = {}): Promise<BenchResult[]> {
  const db = bench.database.db;
  const BOOKS = (options.titles ?? booksToImport()).map((title) => ({ title }));
  const job = bibleImportJob({ db, dir: WLC });
  // The process' RSS and V8 heap as each book starts (MB): flat memory shows as a flat line. Under
  // `node --expose-gc` the heap is collected first, so heapMb is what the import still holds.
  const memoryAtBooks: { book: number; rssMb: number; heapMb: number }[] = [];
  const collect = (globalThis as { gc?: () => void }).gc;
  const report = async (r: { key?: string; params?: Record<string, unknown> }) => {
    if (r.key !== "job_bible_importing" && r.key !== "job_bible_already") return;
    collect?.();
    const m = process.memoryUsage();
    memoryAtBooks.push({ book: Number(r.params?.done), rssMb: Math.round(m.rss / 2 ** 20), heapMb: Math.round(m.heapUsed / 2 ** 20) });
  };
  const ctx = { jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal, report, completeIn: async () => true };
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
  const t0 = performance.now();
  const result = await job.run({ titles: BOOKS.map((x) => x.title) }, ctx);
  const importMs = performance.now() - t0;
  clearInterval(sampler);

  // The same rows, raw, into scratch books (one per book: the keys include the book).
  const ids = (await db.select({ id: books.id, title: books.title }).from(books).where(inArray(books.title, BOOKS.map((x) => x.title))));
  let rawMs = 0;
  let rowCount = 0;
  for (const { id } of ids) {
    const verses = await db.select().from(bookVerses).where(eq(bookVerses.bookId, id));
    const lemmas = await db.select().from(bookWordLemmas).where(eq(bookWordLemmas.bookId, id));
    const counted = await db.select().from(bookChapterWords).where(eq(bookChapterWords.bookId, id));
    const [scratch] = await db.insert(books).values({ title: `Bench scratch ${id}`, category: "Tanakh" }).returning({ id: books.id });
    const s = scratch!.id;
    const t = performance.now();
    await rawInsert(bench, "book_verses", ["book_id", "chapter", "verse", "hebrew_text"], verses.map((v) => [s, v.chapter, v.verse, v.hebrewText]));
    await rawInsert(bench, "book_word_lemmas", ["book_id", "chapter", "verse", "position", "surface", "strong", "prefix", "lemma", "morph", "parts"],
      lemmas.map((l) => [s, l.chapter, l.verse, l.position, l.surface, l.strong, l.prefix, l.lemma, l.morph, l.parts]));
    // Every column the import writes: a chapter's counted words are unique by forms and lemma (two
    // lemmas may share their forms: שני "second" and "scarlet" in Genesis 1), so a copy without the
    // lemma collides on book_chapter_words_uq.
    await rawInsert(bench, "book_chapter_words", ["book_id", "chapter", "forms", "lemma", "count"], counted.map((c) => [s, c.chapter, c.forms, c.lemma, c.count]));
    rawMs += performance.now() - t;
    rowCount += verses.length + lemmas.length + counted.length;
    await db.delete(books).where(eq(books.id, s));
  }
  const importRatio = round(rawMs / importMs);
  const out: BenchResult[] = [{
    db: bench.kind, metric: `Tanakh import offline (${BOOKS.length} books, ${rowCount} rows) vs raw multi-row insert`, value: importRatio, unit: "×", goal: "≥ 0.5×",
    pass: importRatio >= 0.5,
    details: { importMs: Math.round(importMs), rawInsertMs: Math.round(rawMs), rows: rowCount, result, rssBeforeMb: Math.round(rssBefore / 2 ** 20), peakRssMb: Math.round(peak / 2 ** 20) },
  }, {
    db: bench.kind, metric: "Tanakh import peak RSS (MB, whole bench process)", value: Math.round(peak / 2 ** 20), unit: "MB", goal: "-", pass: null,
    details: { growthMb: Math.round((peak - rssBefore) / 2 ** 20), database: bench.kind === "pglite" ? (process.env.BENCH_PGLITE_DIR ? "on disk" : "in memory") : "server", memoryAtBooks },
  }];
  if (options.importOnly) return out;

  const read = options.chapter ?? (ids.some((x) => x.title === "Genesis") ? { title: "Genesis", chapter: 24 } : { title: BOOKS[0]!.title, chapter: 1 });
  const readId = ids.find((x) => x.title === read.title)!.id;
  const headers = { cookie: user.cookie, origin: b.config.publicUrl };
  const runs = (n: number) => options.runs ?? n;
  // (2) The reader's chapter of the offline Genesis, against its own statement raw plus its JSON.
  const chapterTimes = await timeReaderChapter(b, bench, user, readId, read.chapter, runs(31));
  const chapterRatio = chapterTimes.ratio;
  out.push({ db: bench.kind, metric: `reader chapter (offline ${read.title} ${read.chapter}) vs raw SQL + JSON`, value: chapterRatio, unit: "×", goal: "≤ 1.5×", pass: chapterRatio <= 1.5, details: chapterTimes.details });

  // (3) Occurrences: the route (count + first page) against the raw indexed statements.
  for (const [strong, word] of LEMMAS) {
    const [route, raw] = await timePair(
      async () => { await (await b.app.request(`/api/books/occurrences?strong=${strong}`, { headers })).arrayBuffer(); },
      async () => {
        const count = await bench.raw("select count(*)::int as count, count(distinct book_id)::int as books from book_word_lemmas where strong = $1", [strong]);
        const page = await bench.raw(`select l.book_id, l.chapter, l.verse, l.position, v.hebrew_text from book_word_lemmas l
          join book_verses v on v.book_id = l.book_id and v.chapter = l.chapter and v.verse = l.verse
          where l.strong = $1 order by l.book_id, l.chapter, l.verse, l.position limit 20`, [strong]);
        Buffer.from(JSON.stringify({ count, page }));
      },
      { warmup: 3, runs: runs(21) },
    );
    const count = ((await (await b.app.request(`/api/books/occurrences?strong=${strong}`, { headers })).json()) as { count: number }).count;
    const ratio = round(route.medianMs / raw.medianMs);
    out.push({ db: bench.kind, metric: `occurrences of ${word} (${strong}, ${count} times): count + first page vs raw indexed query`, value: ratio, unit: "×", goal: "≤ 2×", pass: ratio <= 2, details: { routeMs: route, rawMs: raw, count } });
  }

  // (4) Tap accuracy against the gold (OpenScriptures' lemma of each word, parsed on its own).
  for (const [title, code] of [["Genesis", "Gen"], ["Exodus", "Exod"]] as const) {
    const id = ids.find((x) => x.title === title)?.id;
    if (!id) continue;
    const gold = parseOshbBook(fs.readFileSync(path.join(WLC, `${code}.xml`), "utf8"));
    const goldByVerse = new Map<string, (string | null)[]>();
    for (const w of gold) goldByVerse.set(`${w.chapter}:${w.verse}`, [...(goldByVerse.get(`${w.chapter}:${w.verse}`) ?? []), w.strong]);
    const stored = new Map((await db.select().from(bookWordLemmas).where(eq(bookWordLemmas.bookId, id))).map((r) => [`${r.chapter}:${r.verse}:${r.position}`, r.strong]));
    let words = 0;
    let right = 0;
    for (const v of await db.select().from(bookVerses).where(eq(bookVerses.bookId, id))) {
      const expected = goldByVerse.get(`${v.chapter}:${v.verse}`) ?? [];
      const reader = verseWords(v.hebrewText).filter((p) => p.kind === "word");
      reader.forEach((p, i) => {
        words++;
        if (p.kind === "word" && stored.get(`${v.chapter}:${v.verse}:${p.position}`) === expected[i]) right++;
      });
    }
    const percent = round((100 * right) / words);
    out.push({ db: bench.kind, metric: `tap accuracy: the gold lemma shown first, ${title} (${words} words)`, value: percent, unit: "%", goal: "100 %", pass: right === words, details: { words, right } });
  }
  return out;
}
