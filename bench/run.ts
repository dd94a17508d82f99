/**
 * `npm run bench`: measures the study area's hot paths as ratios taken in the same run (so a
 * busy, shared machine affects both sides alike) and prints each figure with its goal:
 * - the collection page (5,000 words, half with progress) vs its raw SQL + JSON encoding;
 * - global search vs the raw indexed query, and vs an unindexed ILIKE scan (plus EXPLAIN);
 * - progress answers per second at 100 connections vs GET /api/health on the same HTTP server,
 *   with exact counters afterwards;
 * on PGlite and, when DATABASE_URL is set, on a fresh PostgreSQL database (dropped afterwards);
 * - the Words Database at 200,000 words: a mid-list page vs its raw keyset statement and vs the
 *   naive ORDER BY … OFFSET plan, and the first page (with total and breakdown) vs its raw statements;
 * - the whole-Genesis import from the local Sefaria test server (fetch included) vs a raw multi-row
 *   insert of the rows it writes (verses and counted words), and the reader's chapter request vs its raw SQL + JSON
 *   (and, for a learner who knows 5,000 of its forms, vs the chapter knowing none plus the raw read of those forms);
 * - segmentation: the reader's proclitic splitting against the gold boundaries of Genesis
 *   (OpenScriptures' morphology), and the word lookup vs its raw statement;
 * - the library page (every book's coverage from the learner's summary) with Genesis' lemmas and
 *   5,000 known words vs its raw statement;
 * - the parsing drill: a session of Genesis 1 (200 cards answered) vs its raw statements;
 * - Jastrow: its import vs a raw multi-row insert (and RSS), the share of words with an entry on
 *   Berakhot 2a and 34b, Mishnah Berakhot and Onkelos on Genesis, and the lookup vs its raw statement;
 * - isolation: GET /api/health's p99 and the RSS growth while the largest fit and forecasts a
 *   restore allows run, and its p99 during a 50 MB lexicon upload and import;
 * - fairness: another learner's collections list (p50, p99) while one learner asks for a 5,000-word
 *   collection page 30 times at once, against the idle server, without and with MAX_REQUESTS_PER_ACCOUNT;
 * - gold: every word of the lookup's gold standard (tests/fixtures/lookup-gold) looked up
 *   as the reader's panel does, right first and right anywhere per half and category (only when
 *   BENCH_ONLY names it: it imports the lexicons and texts itself; bench/gold.ts runs it alone);
 * and the client's initial JS, gzipped; the install's size (node_modules; with BENCH_INSTALL_CI=1
 * also `npm ci` timed in a fresh clone). Each database's run prints the load average (os.loadavg)
 * at its start and end, also in the table. Writes bench/out/results.json.
 *
 * Issue 50's table in one run per database (PGlite, then PostgreSQL when DATABASE_URL is set):
 *   BENCH_ONLY=imports,search,bible,install npm run bench
 * `imports` is a group: the import figures alone (Genesis from the local Sefaria server, BDB, Jastrow,
 * the Tanakh's 39 books offline, each against its raw insert; scenarios not also named run only
 * their import part). The Tanakh takes all 39 books when `bible` or `imports` is named, the five of
 * the Torah otherwise (BENCH_BIBLE_BOOKS overrides). With the whole Tanakh, PGlite is kept on disk
 * in a new temporary folder (removed afterwards) as `npm start` keeps ./data/pglite, unless
 * BENCH_PGLITE_DIR names one: in memory, the database's rows would be the process' memory and its
 * peak RSS. The Bible runs before the Genesis import from Sefaria, so that the Tanakh is imported
 * into an empty library.
 *
 * `npm run bench` sets NODE_ENV=production, as `npm start` does: the first screens are rendered by
 * React's production build, not its development build (which checks every element and is slower).
 *
 * Environment: DATABASE_URL (optional), BENCH_PORT (default 8130), BENCH_SECONDS (load duration
 * per endpoint, default 8), BENCH_STRICT=1 (exit 1 when a goal fails), BENCH_ONLY (a comma-separated
 * subset of page,search,answers,books,bible,library,parsing,dictionary,segmentation,jastrow,database,bundle,install,isolation,fairness,gold,imports,pglite,postgres to run),
 * BENCH_BIBLE_BOOKS, BENCH_PGLITE_DIR (see above), BENCH_LIMIT_MINUTES (the whole run's limit, default 40).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createBenchApp, signUpBenchUser } from "./lib/bench-app";
import { openBenchPglite, openBenchPostgres, type BenchDatabase } from "./lib/bench-db";
import { DATABASES, SCENARIOS, planBench } from "./lib/bench-plan";
import { generateData } from "./lib/generate-data";
import { seedDatabase } from "../src/server/seed/seed";
import { timeRuns } from "./lib/measure";
import { printTable, type BenchResult } from "./lib/report";
import { benchAnswers } from "./scenarios/answers";
import { benchBible } from "./scenarios/bible";
import { benchBooks } from "./scenarios/books";
import { benchDictionary } from "./scenarios/dictionary";
import { benchBundleSize } from "./scenarios/bundle-size";
import { benchCollectionPage } from "./scenarios/collection-page";
import { benchSearch } from "./scenarios/search";
import { benchInstallSize } from "./scenarios/install-size";
import { benchIsolation } from "./scenarios/isolation";
import { benchUploadIsolation } from "./scenarios/upload-isolation";
import { benchFairness } from "./scenarios/fairness";
import { benchJastrow } from "./scenarios/jastrow";
import { benchLibrary } from "./scenarios/library";
import { benchParsing } from "./scenarios/parsing";
import { benchSegmentation } from "./scenarios/segmentation";
import { benchWordsDatabase } from "./scenarios/words-database";
import { runGold } from "./scenarios/gold";
import { goldReport } from "./lib/score-gold";

const PORT = Number(process.env.BENCH_PORT ?? 8130);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LIMIT_MS = Number(process.env.BENCH_LIMIT_MINUTES ?? 40) * 60_000;
const { only: ONLY, wanted, importOnly, bibleBooks: BIBLE_BOOKS, dataWanted, needsData } = planBench(process.env.BENCH_ONLY, process.env.BENCH_BIBLE_BOOKS);
const outDir = fileURLToPath(new URL("./out", import.meta.url));
const started = performance.now();
const log = (m: string) => console.log(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${m}`);

const loadAverage = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

/** Every figure, printed as it is made too: a run stopped by its limit still shows what it measured. */
const results: BenchResult[] & { push(...items: BenchResult[]): number } = Object.assign([] as BenchResult[], {
  push(...items: BenchResult[]) {
    for (const r of items) log(`figure: ${r.db} | ${r.metric} | ${r.value === null ? "n/a" : `${r.value} ${r.unit}`.trim()} | goal ${r.goal}`);
    return Array.prototype.push.apply(this, items);
  },
});

setTimeout(() => {
  console.error(`bench: still running after ${LIMIT_MS / 60_000} minutes; stopping (load average ${loadAverage().join(", ")}). The figures so far:`);
  printTable(results);
  process.exit(2);
}, LIMIT_MS).unref();

const dataSets: Record<string, unknown>[] = [];

async function benchDatabase(open: () => Promise<BenchDatabase>): Promise<void> {
  const loadAtStart = loadAverage();
  const bench = await open();
  log(`${bench.kind}: load average ${loadAtStart.join(", ")} (1, 5, 15 min; ${os.cpus().length} cores) at the start`);
  try {
    const b = createBenchApp(bench, PORT);
    const admin = await signUpBenchUser(b, "bench-admin@example.com", { admin: true }); // the set-up link's account
    const user = await signUpBenchUser(b, "bench-learner@example.com");
    // The isolation figures bring their own learners and histories: asked for alone, no data set.
    if (needsData) log(`${bench.kind}: generating the data set`);
    const data = needsData ? await generateData(bench.database.db, user.id, log) : null;
    if (!data) await seedDatabase(bench.database.db); // the built-in domains and collections, as a server starts with
    if (data) {
      dataSets.push({ db: bench.kind, words: data.totalWords, insertMs: data.insertMs, hebrewSource: data.source, searchTerms: data.searchTerms });
      log(`${bench.kind}: ${data.totalWords} words and progress on ${data.wordIds.length / 2} inserted in ${(data.insertMs / 1000).toFixed(1)} s`);
    }

    // For reading the ratios: what every signed-in request pays before its handler runs.
    const headers = new Headers({ cookie: user.cookie });
    const session = await timeRuns(() => b.deps.auth.api.getSession({ headers }), { warmup: 5, runs: 30 });
    results.push({ db: bench.kind, metric: "session lookup per request (better-auth getSession)", value: session.medianMs, unit: "ms", goal: "-", pass: null, details: { session } });

    if (wanted("page", SCENARIOS)) {
      log(`${bench.kind}: collection page`);
      results.push(...await benchCollectionPage(b, bench, user, data!.collectionId, PORT));
    }
    if (wanted("search", SCENARIOS)) {
      log(`${bench.kind}: search`);
      results.push(...await benchSearch(b, bench, user, data!.searchTerms));
    }
    if (wanted("database", SCENARIOS)) {
      log(`${bench.kind}: words database (200,000 words)`);
      results.push(...await benchWordsDatabase(b, bench, user));
    }
    if (wanted("bible", SCENARIOS)) {
      // Before the Genesis import from Sefaria: the Tanakh imported into an empty library.
      process.env.BENCH_BIBLE_BOOKS = String(BIBLE_BOOKS);
      log(`${bench.kind}: the Hebrew Bible offline (Tanakh import of ${BIBLE_BOOKS} books${importOnly("bible") ? "" : ", reader chapter, occurrences, tap accuracy"})`);
      results.push(...await benchBible(b, bench, user, { importOnly: importOnly("bible") }));
    }
    if (wanted("books", SCENARIOS)) {
      log(`${bench.kind}: books (Genesis import${importOnly("books") ? "" : ", reader chapter"})`);
      results.push(...await benchBooks(b, bench, user, { importOnly: importOnly("books") }));
    }
    if (wanted("library", SCENARIOS)) {
      log(`${bench.kind}: library page (Genesis with lemmas, 5,000 known words)`);
      results.push(...await benchLibrary(b, bench));
    }
    if (wanted("parsing", SCENARIOS)) {
      log(`${bench.kind}: parsing drill (Genesis with morphology, a session of Genesis 1)`);
      results.push(...await benchParsing(b, bench));
    }
    if (wanted("dictionary", SCENARIOS)) {
      log(`${bench.kind}: dictionary (BDB import${importOnly("dictionary") ? "" : ", search, letter page"})`);
      results.push(...await benchDictionary(b, bench, user, { importOnly: importOnly("dictionary") }));
    }
    if (wanted("segmentation", SCENARIOS)) {
      log(`${bench.kind}: segmentation (Genesis against OpenScriptures' boundaries, word lookup)`);
      results.push(...await benchSegmentation(b, bench, user));
    }
    if (wanted("jastrow", SCENARIOS)) {
      log(`${bench.kind}: Jastrow (import${importOnly("jastrow") ? "" : ", entries found on the Talmud and the Mishnah, word lookup"})`);
      results.push(...await benchJastrow(b, bench, user, { importOnly: importOnly("jastrow") }));
    }
    if (wanted("isolation", SCENARIOS)) {
      log(`${bench.kind}: isolation (the largest fit and forecasts a restore allows, with /api/health probed)`);
      results.push(...await benchIsolation(b, bench, PORT, log));
      log(`${bench.kind}: isolation (a 50 MB lexicon upload and its import, with /api/health probed)`);
      results.push(...await benchUploadIsolation(b, bench, admin, PORT, log));
    }
    if (wanted("fairness", SCENARIOS)) {
      log(`${bench.kind}: fairness (another learner's page while one learner asks for 30 heavy pages at once, without and with the per-account limit)`);
      results.push(...await benchFairness(b, bench, PORT, SECONDS, log));
    }
    if (wanted("answers", SCENARIOS)) {
      log(`${bench.kind}: answers at 100 connections (${SECONDS} s per endpoint)`);
      results.push(...await benchAnswers(b, bench, user, data!.wordIds, PORT, SECONDS));
    }
  } finally {
    await bench.close();
    const loadAtEnd = loadAverage();
    log(`${bench.kind}: load average ${loadAtEnd.join(", ")} at the end`);
    results.push({ db: bench.kind, metric: "load average (1 min) at the start → end of this database's run", value: loadAtEnd[0]!, unit: `(from ${loadAtStart[0]})`, goal: "-", pass: null,
      details: { start: loadAtStart, end: loadAtEnd, cpus: os.cpus().length } });
  }
}

/**
 * PGlite as `npm start` keeps it, on disk, when the whole Tanakh is imported (BENCH_PGLITE_DIR, or a
 * new temporary folder): in memory its rows would be the process' memory. Else in memory.
 */
function openPgliteForRun(): Promise<BenchDatabase> {
  const dir = process.env.BENCH_PGLITE_DIR
    || (wanted("bible", SCENARIOS) && BIBLE_BOOKS > 5 ? path.join(os.tmpdir(), `milim-bench-pglite-${process.pid}-${Date.now()}`) : undefined);
  if (dir) {
    process.env.BENCH_PGLITE_DIR = dir; // what the Tanakh's figure reports as "on disk"
    log(`pglite: on disk in ${dir}`);
  }
  return openBenchPglite(dir);
}

if (dataWanted && wanted("pglite", DATABASES)) await benchDatabase(openPgliteForRun);
if (!dataWanted) log("no scenario on the generated data set asked for (BENCH_ONLY)");
else if (!wanted("postgres", DATABASES)) log("PostgreSQL figures not asked for (BENCH_ONLY)");
else if (process.env.DATABASE_URL) await benchDatabase(() => openBenchPostgres(process.env.DATABASE_URL!));
else log("DATABASE_URL is not set: PostgreSQL figures skipped");
// Asked for by name only: its own import of the lexicons and texts takes minutes.
if (ONLY?.includes("gold")) {
  log("the lookup's gold standard (lexicons and texts imported, every gold word looked up)");
  const gold = await runGold(PORT + 1);
  for (const l of goldReport(gold.scores)) console.log(l);
  results.push(...gold.results);
}
if (wanted("bundle", SCENARIOS)) {
  log("client bundle");
  results.push(...await benchBundleSize(log));
}

if (wanted("install", SCENARIOS)) {
  log("install size");
  results.push(...await benchInstallSize(log));
}

console.log("");
printTable(results);
fs.mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, "results.json");
fs.writeFileSync(file, JSON.stringify({
  finishedAt: new Date().toISOString(),
  only: ONLY ?? null,
  seconds: Math.round((performance.now() - started) / 1000),
  machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.release()}` },
  dataSets,
  results,
}, null, 2));
const failed = results.filter((r) => r.pass === false);
console.log(`\n${results.length - failed.length} of ${results.length} figures meet their goal; results in ${path.relative(process.cwd(), file)}`);
process.exit(failed.length && process.env.BENCH_STRICT === "1" ? 1 : 0);
