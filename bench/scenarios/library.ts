import { collections, progress, words } from "../../src/server/db/schema";
import { bibleImportJob } from "../../src/server/modules/books/import-bible";
import { loadConfig } from "../../src/server/config";
import type { BenchApp } from "../lib/bench-app";
import { signUpBenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { round, timePair } from "../lib/measure";
import type { BenchResult } from "../lib/report";

const KNOWN_WORDS = 5_000;

/**
 * The library page (goal "Library page"): with all of Genesis imported from morphhb
 * (lemmas) and a learner who knows 5,000 words (Genesis' most frequent forms, each with its lemma),
 * GET /api/books (in-process: auth, routing, the statement with the learner's library summary, the
 * JSON) against its raw statement: the books with the learner's reading progress and coverage
 * summary (the statement the page runs, written by hand), through the driver, plus JSON. Also, for information, the page right after a word became known (the summary
 * counted again over every book_chapter_words row).
 */
export async function benchLibrary(b: BenchApp, bench: BenchDatabase): Promise<BenchResult[]> {
  const db = bench.database.db;
  const job = bibleImportJob({ db, dir: loadConfig({}).OSHB_WLC_DIR });
  const ctx = { jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal, report: async () => {}, completeIn: async () => true };
  await job.run({ titles: ["Genesis"] }, ctx);
  const user = await signUpBenchUser(b, `bench-library-${Date.now()}@example.com`);

  // 5,000 known words: Genesis' most frequent surface forms, each with its lemma.
  const forms = await bench.raw(`
    select l.surface, min(l.strong) as strong, count(*) as n from book_word_lemmas l join books bk on bk.id = l.book_id
    where bk.title = 'Genesis' group by l.surface order by n desc, l.surface limit ${KNOWN_WORDS}`, []) as { surface: string; strong: string | null }[];
  const [list] = await db.insert(collections).values({ domain: "biblical", name: "Known", slug: "bench-known", ownerId: user.id }).returning({ id: collections.id });
  for (let i = 0; i < forms.length; i += 1000) {
    const ids = await db.insert(words).values(forms.slice(i, i + 1000).map((f) => ({ collectionId: list!.id, hebrew: f.surface, english: "known", lemma: f.strong })))
      .returning({ id: words.id });
    await db.insert(progress).values(ids.map((w) => ({ userId: user.id, collectionId: list!.id, wordId: w.id, status: "known" as const })));
  }
  const [{ rows }] = await bench.raw("select count(*)::int as rows from book_chapter_words", []) as [{ rows: number }];

  const headers = { cookie: user.cookie, origin: b.config.publicUrl };
  const check = await b.app.request("/api/books", { headers });
  const body = (await check.json()) as { books: { title: string; coverage: { percent: number | null } }[] };
  const genesis = body.books.find((x) => x.title === "Genesis");
  if (check.status !== 200 || !genesis) throw new Error(`library: ${check.status}`);

  const rawSql = `
    select b.id, b.title, b.hebrew_title, b.category, b.description, b.address_type, b.total_chapters, b.total_verses,
      (select min(v.chapter) from book_verses v where v.book_id = b.id) as first_chapter, b.oshb_imported_at, b.created_at,
      p.last_chapter, p.last_verse, p.last_read_at, c.known_tokens, c.total_tokens,
      coalesce(c.version = coalesce((select v.version from user_library_versions v where v.user_id = $1), 0), false) as fresh
    from books b left join user_reading_progress p on p.book_id = b.id and p.user_id = $1
      left join user_book_coverage c on c.book_id = b.id and c.user_id = $1
    order by b.created_at desc, b.title`;
  const page = async () => { await (await b.app.request("/api/books", { headers })).arrayBuffer(); };
  const raw = async () => { Buffer.from(JSON.stringify(await bench.raw(rawSql, [user.id]))); };
  const [app, rawMs] = await timePair(page, raw, { warmup: 5, runs: 31 });
  const ratio = round(app.medianMs / rawMs.medianMs);

  // After a word became known: the summary is counted again (the version moved), once.
  const bump = `update progress set status = case status when 'known' then 'learning' else 'known' end
    where id = (select id from progress where user_id = $1 order by id limit 1)`;
  const [stale, rawAgain] = await timePair(async () => { await bench.raw(bump, [user.id]); await page(); }, raw, { warmup: 2, runs: 11 });
  return [
    {
      db: bench.kind, metric: `library page (Genesis with lemmas, ${KNOWN_WORDS.toLocaleString("en-US")} known words) vs its raw statement + JSON`, value: ratio, unit: "×", goal: "≤ 2×",
      pass: ratio <= 2, details: { appMs: app, rawMs, genesisPercent: genesis.coverage.percent, chapterWordRows: rows, knownWords: forms.length },
    },
    {
      db: bench.kind, metric: "library page right after a word became known (summary recounted) vs raw statement + JSON", value: round(stale.medianMs / rawAgain.medianMs), unit: "×", goal: "-",
      pass: null, details: { staleMs: stale, rawMs: rawAgain },
    },
  ];
}
