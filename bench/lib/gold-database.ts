import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { openPglite, openPostgres, type Db } from "../../src/server/db/client";
import { chapterWordRows } from "../../src/server/db/chapter-words";
import { createSefariaClient } from "../../src/server/integrations/sefaria/sefaria-client";
import { loadConfig } from "../../src/server/config";
import { bibleImportJob } from "../../src/server/modules/books/import-bible";
import { bookImportJob } from "../../src/server/modules/books/import-book";
import { saveImportedBook } from "../../src/server/modules/books/queries";
import { dictionaryImportJob } from "../../src/server/modules/dictionary/import-lexicon";
import { jastrowSource } from "../../src/server/modules/dictionary/jastrow-source";
import { kaikkiAramaicSource } from "../../src/server/modules/dictionary/kaikki-source";
import { bdbSource, strongsSource } from "../../src/server/modules/dictionary/xml-lexicon-source";
import type { BookCategory } from "../../src/shared/api/books";
import { KAIKKI_FILE, startLexiconServer } from "../../tests/support/lexicon-server";
import { fixtureIndexes, fixturePages } from "../../tests/support/sefaria-fixture-pages";
import { SEFARIA_DATA, startSefariaServer } from "../../tests/support/sefaria-server";
import type { BenchDatabase } from "./bench-db";

/**
 * The books the gold standard's words are looked up in (their place: book, chapter, verse):
 * `talmud`, each imported tractate's book by its title ("Berakhot", "Bava Metzia").
 */
export interface GoldBooks { talmud: Record<string, string>; mishnah: string; onkelos: string }

/** The Talmud pages the gold database holds: the two recorded in ../shared/data, then every fixture page. */
const RECORDED_PAGES = [{ title: "Berakhot", amud: "2a" }, { title: "Berakhot", amud: "34b" }];

const jobContext = () => ({ jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal, report: async () => {}, completeIn: async () => true });

/**
 * An in-memory PGlite for the lookup's gold standard, as a server that imported them holds it:
 * the real lexicons (BDB, Strong's, Jastrow's 22 files from ../shared/data through the local lexicon
 * server, and Wiktionary's Aramaic from its fixture) imported by the import job, and the texts whose
 * words count the readings' frequency: Berakhot 2a and 34b, every Talmud page of
 * tests/fixtures/sefaria-pages (one book per tractate, each page imported as the admin's range of
 * one amud: a new page counts by adding its file) and Mishnah Berakhot imported from the local
 * Sefaria server by the book import job, and Onkelos on Genesis (which the Sefaria importer
 * does not take: a Targum) written by the same save with the category "Targum"; and the Hebrew Genesis
 * offline from morphhb by the Bible import job (as a library set up with the Bible holds it): the
 * Targum's parallel verses, whose lemmas' glosses the lookup reads as the Targum's translation.
 *
 * `cache`: a tar file of the prepared database (PGlite's dump), loaded when it exists, written
 * when it does not (for a tuning loop; delete it after changing an importer).
 */
export async function openGoldDatabase(cache?: string, postgresUrl?: string): Promise<{ bench: BenchDatabase; books: GoldBooks }> {
  if (postgresUrl) return openGoldPostgres(postgresUrl);
  const fromCache = cache && fs.existsSync(cache);
  const database = await openPglite(undefined, fromCache ? { loadDataDir: cache } : {});
  const { client } = database;
  const bench: BenchDatabase = {
    kind: "pglite",
    database,
    raw: async (text, params) => (await client.query(text, params)).rows,
    rawUnindexed: async (text, params) => (await client.query(text, params)).rows,
    close: () => database.close(),
  };
  if (!fromCache) {
    await database.migrate();
    await fillGoldDatabase(database.db, "pglite");
    if (cache) {
      fs.mkdirSync(path.dirname(cache), { recursive: true });
      await client.dump(cache);
    }
  }
  return { bench, books: await goldBooks(bench) };
}

/**
 * The gold database on PostgreSQL (`GOLD_DATABASE_URL`: a tuning loop's database, kept between runs):
 * filled once when it holds no books (drop it after changing an importer); its lookups answer in a few
 * milliseconds where the in-memory PGlite's take tens. The figures reported are PGlite's (`npm run bench`).
 */
async function openGoldPostgres(url: string): Promise<{ bench: BenchDatabase; books: GoldBooks }> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const c = new pg.Client({ connectionString: admin.toString() });
  await c.connect();
  try {
    if ((await c.query("select 1 from pg_database where datname = $1", [name])).rowCount === 0) await c.query(`create database "${name}"`);
  } finally {
    await c.end();
  }
  const database = await openPostgres(url);
  const bench: BenchDatabase = {
    kind: "postgres",
    database,
    raw: async (text, params) => (await database.executeSql(text, params)).rows,
    rawUnindexed: async (text, params) => (await database.executeSql(text, params)).rows,
    close: () => database.close(),
  };
  await database.migrate();
  const filled = (await bench.raw("select count(*)::int as n from books", [])) as { n: number }[];
  if (filled[0]?.n === 0) await fillGoldDatabase(database.db, "postgres");
  // The bench's two users are signed up again by each run.
  else await bench.raw(`delete from "user" where email like 'bench-%@example.com'`, []);
  return { bench, books: await goldBooks(bench) };
}

/** The lexicons and the texts, imported as a server imports them. */
async function fillGoldDatabase(db: Db, kind: "pglite" | "postgres"): Promise<void> {
  {
    const lexicons = await startLexiconServer();
    const sefaria = await startSefariaServer();
    try {
      const job = dictionaryImportJob({
        db, kind, sources: [
          bdbSource(`${lexicons.url}/BrownDriverBriggs.xml`), strongsSource(`${lexicons.url}/HebrewStrong.xml`),
          jastrowSource(`${lexicons.url}/jastrow/`), kaikkiAramaicSource(`${lexicons.url}/${KAIKKI_FILE}`),
        ],
      });
      for (const source of ["bdb", "strongs", "jastrow", "kaikki-aramaic"] as const) await job.run({ source }, jobContext());
      const books = bookImportJob({ db, sefaria: createSefariaClient(sefaria.url) });
      for (const page of talmudPages()) await books.run({ title: page.title, range: page.amud }, jobContext());
      await books.run({ title: "Mishnah Berakhot" }, jobContext());
      const onkelos = JSON.parse(fs.readFileSync(path.join(SEFARIA_DATA, "tanakh/Onkelos_Genesis.he-arc.merged.json"), "utf8")) as { text: string[][] };
      const verses = onkelos.text.flatMap((chapter, c) => chapter.map((hebrewText, v) => ({
        chapter: c + 1, verse: v + 1, hebrewText: hebrewText.replace(/<[^>]+>/g, " "), englishText: null,
        spanishText: null, frenchText: null, italianText: null, portugueseText: null,
      })));
      await db.transaction((tx) => saveImportedBook(tx, {
        sourceRef: "Onkelos Genesis", title: "Onkelos Genesis", hebrewTitle: "אונקלוס בראשית", category: "Targum" as BookCategory, description: null, addressType: "Integer",
      }, [...new Set(verses.map((v) => v.chapter))], verses, chapterWordRows(verses.map((v) => ({ chapter: v.chapter, hebrew: v.hebrewText })), "rabbinic")));
      await bibleImportJob({ db, dir: loadConfig({}).OSHB_WLC_DIR }).run({ titles: ["Genesis"] }, jobContext());
    } finally {
      await sefaria.close();
      await lexicons.close();
    }
  }
}

/**
 * The pages to import, in order: Berakhot 2a and 34b, then the fixture pages by tractate and amud
 * (a fixture page of one of the two recorded ones is served as recorded, not imported twice). A
 * tractate needs its index record: ../shared/data's Berakhot, or tests/fixtures/sefaria-pages/index.
 */
function talmudPages(): { title: string; amud: string }[] {
  const recorded = new Set(RECORDED_PAGES.map((p) => `${p.title} ${p.amud}`));
  const pages = fixturePages().filter((p) => !recorded.has(p.ref));
  const indexes = fixtureIndexes();
  const missing = [...new Set(pages.map((p) => p.title))].filter((t) => t !== "Berakhot" && !indexes[t]);
  if (missing.length) throw new Error(`no index record for ${missing.join(", ")}: add tests/fixtures/sefaria-pages/index/<Tractate>.json (README there)`);
  return [...RECORDED_PAGES, ...pages.map((p) => ({ title: p.title, amud: p.amud }))];
}

async function goldBooks(bench: BenchDatabase): Promise<GoldBooks> {
  const ids = (await bench.raw("select id, source_ref, category from books", [])) as { id: string; source_ref: string; category: string }[];
  const id = (ref: string) => ids.find((b) => b.source_ref === ref)?.id ?? "";
  const talmud = Object.fromEntries(ids.filter((b) => b.category === "Talmud").map((b) => [b.source_ref, b.id]));
  return { talmud, mishnah: id("Mishnah Berakhot"), onkelos: id("Onkelos Genesis") };
}
