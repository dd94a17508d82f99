import fs from "node:fs";
import path from "node:path";
import { createJastrowParser } from "../../src/server/integrations/lexicons/parse-jastrow";
import type { EntryRow } from "../../src/server/modules/dictionary/import-queries";
import { dictionaryImportJob } from "../../src/server/modules/dictionary/import-lexicon";
import { JASTROW_FILES, jastrowSource } from "../../src/server/modules/dictionary/jastrow-source";
import { jastrowRow } from "../../src/server/modules/dictionary/parse-lexicon";
import { wordLookupForms } from "../../src/server/modules/dictionary/lookup-word";
import { bdbSource, strongsSource } from "../../src/server/modules/dictionary/xml-lexicon-source";
import { bookChapterWords, books, bookVerses } from "../../src/server/db/schema";
import type { WordPlace } from "../../src/server/modules/dictionary/lookup-queries";
import { plainHebrew } from "../../src/shared/hebrew/strip-niqqud";
import { chapterWordRows } from "../../src/server/db/chapter-words";
import { settleIndexes } from "../../src/server/db/settle-indexes";
import { foundReadings } from "../../src/shared/hebrew/aramaic-readings";
import { segmentWord } from "../../src/shared/hebrew/segment-word";
import { verseWords } from "../../src/shared/hebrew/verse-words";
import { hasJastrowData, hasLexiconData, JASTROW_DATA, NO_JASTROW_DATA, startLexiconServer } from "../../tests/support/lexicon-server";
import { SHARED_DATA } from "../../tests/support/sefaria-server";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { round } from "../lib/measure";
import { timeLookups } from "../lib/time-lookups";
import type { BenchResult } from "../lib/report";

/** Words of Berakhot 34b and Mishnah Berakhot for the lookup timing: proclitics, plurals, participles, abbreviations. */
const LOOKUP_WORDS = ["דְּאָמַר", "רַבָּנַן", "מְבָרְכִין", "שֶׁהַכֹּהֲנִים", "דְּקָתָנֵי", "בִּתְרוּמָתָן", "אָמְרִי", "מִשּׁוּם", "וְהָתַנְיָא", "לְהִתְפַּלֵּל", "נִכְנָסִים", "וְגוֹ׳"];

const strip = (html: string) => html.replace(/<[^>]+>/g, " ");
const flat = (x: unknown): string[] => (Array.isArray(x) ? x.flatMap(flat) : typeof x === "string" ? [x] : []);
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(SHARED_DATA, "sefaria", file), "utf8")) as { he?: string[]; text?: unknown };

/** The four shared texts the Jastrow goals are set on, as the reader splits their words. */
function sharedTexts(): { name: string; goal: number; words: string[] }[] {
  const words = (segments: string[]) => segments.flatMap((s) => verseWords(strip(s)).flatMap((p) => (p.kind === "word" ? [p.text] : [])));
  return [
    { name: "Berakhot 2a", goal: 92, words: words(readJson("api-v1-texts/Berakhot_2a.texts.json").he ?? []) },
    { name: "Berakhot 34b", goal: 92, words: words(readJson("api-v1-texts/Berakhot_34b.texts.json").he ?? []) },
    { name: "Mishnah Berakhot", goal: 92, words: words(flat(readJson("mishnah/Mishnah_Berakhot.he.merged.json").text)) },
    { name: "Onkelos on Genesis", goal: 90, words: words(flat(readJson("tanakh/Onkelos_Genesis.he-arc.merged.json").text)) },
  ];
}

const wordsOf = (he: string) => verseWords(strip(he)).flatMap((p) => (p.kind === "word" ? [{ text: p.text, position: p.position }] : []));

/**
 * The three Talmud and Mishnah texts as the book import stores them: a verse per segment (Berakhot's
 * pages as chapter 1, the Mishnah's chapters), the Hebrew with Sefaria's English beside it.
 */
function placedTexts(): { name: string; category: "Talmud" | "Mishnah"; verses: { chapter: number; verse: number; he: string; en: string | null }[] }[] {
  const page = (file: string) => {
    const json = readJson(file);
    const en = Array.isArray(json.text) ? (json.text as unknown[]) : [];
    return (json.he ?? []).map((he, i) => ({ chapter: 1, verse: i + 1, he, en: typeof en[i] === "string" ? strip(en[i] as string) : null }));
  };
  const he = readJson("mishnah/Mishnah_Berakhot.he.merged.json").text as string[][];
  const en = readJson("mishnah/Mishnah_Berakhot.en.merged.json").text as string[][];
  const mishnah = he.flatMap((chapter, c) => chapter.map((text, m) => ({ chapter: c + 1, verse: m + 1, he: text, en: en[c]?.[m] ? strip(en[c]![m]!) : null })));
  return [
    { name: "Berakhot 2a", category: "Talmud", verses: page("api-v1-texts/Berakhot_2a.texts.json") },
    { name: "Berakhot 34b", category: "Talmud", verses: page("api-v1-texts/Berakhot_34b.texts.json") },
    { name: "Mishnah Berakhot", category: "Mishnah", verses: mishnah },
  ];
}

/**
 * Jastrow, with BDB and Strong's imported from the real files:
 * (1) the import of the 22 letter files from the local lexicon server (the job: streamed, staged,
 * merged in one transaction) against a raw multi-row INSERT of the same 32,512 rows, and the
 * process's RSS while it runs (sampled every 50 ms);
 * (2) entries found on the four shared texts: a word counts when one of its first three readings
 * (the lookup's: the Hebrew segmentation's, then the Aramaic readings') has an entry, the forms
 * read from the imported dictionary (head-words and Jastrow's other forms);
 * (3) GET /api/dictionary/lookup against the raw SQL of the same statement (and its JSON), over
 * twelve words of Berakhot 34b and Mishnah Berakhot, with the three Talmud and Mishnah texts'
 * words counted in book_chapter_words (the statement's frequency of each form reads them).
 * `importOnly`: (1) alone (BENCH_ONLY=imports).
 */
export async function benchJastrow(b: BenchApp, bench: BenchDatabase, user: BenchUser, { importOnly = false }: { importOnly?: boolean } = {}): Promise<BenchResult[]> {
  if (!hasJastrowData || !hasLexiconData) {
    return [{ db: bench.kind, metric: "jastrow", value: null, unit: "", goal: "-", pass: null, details: { skipped: NO_JASTROW_DATA } }];
  }
  const server = await startLexiconServer();
  const { db } = bench.database;
  try {
    const ctx = () => ({ jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal, report: async () => {}, completeIn: async () => true });
    const job = dictionaryImportJob({ db, kind: bench.kind, sources: [bdbSource(`${server.url}/BrownDriverBriggs.xml`), strongsSource(`${server.url}/HebrewStrong.xml`), jastrowSource(`${server.url}/jastrow/`)] });
    const count = Number(((await bench.raw("select count(*)::int as n from dictionary_entries where source in ('bdb', 'strongs')", [])) as { n: number }[])[0]!.n);
    if (count < 20_000) {
      await job.run({ source: "bdb" }, ctx());
      await job.run({ source: "strongs" }, ctx());
    }

    // (1) The raw baseline first: the same rows, parsed beforehand (not timed), in multi-row INSERTs of 2,000.
    const rows: EntryRow[] = [];
    for (const file of JASTROW_FILES) {
      const p = createJastrowParser((e) => rows.push(jastrowRow(e)));
      p.write(fs.readFileSync(path.join(JASTROW_DATA, file), "utf8"));
      p.close();
    }
    const cols = ["source", "source_id", "word", "part_of_speech", "language", "definitions", "root", "is_proper_name", "reference_to", "cross_refs", "forms", "details"];
    await bench.raw("delete from dictionary_entries where source = 'jastrow'", []);
    let t = performance.now();
    for (let i = 0; i < rows.length; i += 2000) {
      const params: unknown[] = [];
      const tuples = rows.slice(i, i + 2000).map((r, k) => {
        params.push(r.source, r.sourceId, r.word, r.partOfSpeech ?? null, r.language, r.definitions ?? [], r.root ?? null, r.isProperName ?? false, r.referenceTo ?? null, r.crossRefs ?? [], r.forms ?? [], JSON.stringify(r.details ?? null));
        return `(${cols.map((_, c) => `$${k * cols.length + c + 1}`).join(",")})`;
      });
      await bench.raw(`insert into dictionary_entries (${cols.join(",")}) values ${tuples.join(",")}`, params);
    }
    const rawMs = performance.now() - t;
    await bench.raw("delete from dictionary_entries where source = 'jastrow'", []);
    rows.length = 0;
    global.gc?.();
    const rss: number[] = [];
    const sampler = setInterval(() => rss.push(process.memoryUsage().rss), 50);
    const rssBefore = process.memoryUsage().rss;
    t = performance.now();
    const imported = await job.run({ source: "jastrow" }, ctx());
    const importMs = performance.now() - t;
    clearInterval(sampler);
    if (imported.entries !== 32_512) throw new Error(`Jastrow import: ${String(imported.entries)} entries`);
    const importRatio = round(rawMs / importMs);
    const mb = (n: number) => round(n / 1024 / 1024, 0);
    const imports: BenchResult[] = [
      {
        db: bench.kind, metric: "Jastrow import (32,512 entries, 22 files) vs raw multi-row insert", value: importRatio, unit: "×", goal: "≥ 0.5×",
        pass: importRatio >= 0.5, details: { importMs: round(importMs), rawMs: round(rawMs), rssBeforeMb: mb(rssBefore), rssMaxMb: mb(Math.max(...rss, rssBefore)), rssGrowthMb: mb(Math.max(...rss, rssBefore) - rssBefore) },
      },
      { db: bench.kind, metric: "  Jastrow import: RSS growth while importing", value: mb(Math.max(...rss, rssBefore) - rssBefore), unit: "MB", goal: "-", pass: null, details: {} },
    ];
    if (importOnly) return imports;

    // (2) Entries found on the four texts, from the imported dictionary's forms.
    const formRows = (await bench.raw("select word_plain, forms_plain from dictionary_entries", [])) as { word_plain: string; forms_plain: string[] | null }[];
    const forms = new Set<string>();
    for (const r of formRows) {
      forms.add(r.word_plain);
      for (const f of r.forms_plain ?? []) forms.add(f);
    }
    const has = (f: string) => forms.has(f);
    const found: BenchResult[] = [];
    for (const text of sharedTexts()) {
      let n = 0;
      for (const w of text.words) {
        const hebrew = segmentWord(w, has);
        if ((hebrew && has(hebrew.stemPlain)) || foundReadings(w, has).length > 0) n++;
      }
      const share = round((100 * n) / text.words.length, 1);
      found.push({ db: bench.kind, metric: `  entries found (BDB, Strong's, Jastrow): ${text.name} (${text.words.length} words)`, value: share, unit: "%", goal: `≥ ${text.goal} %`, pass: share >= text.goal, details: { found: n } });
    }

    // (3) The lookup vs its raw statement, as the panel asks it: each word with its place in a Talmud
    // or Mishnah book whose segments carry Sefaria's English (the statement reads the verse's English
    // and the category's frequency); the texts' words counted as the book import counts them.
    const placed = new Map<string, WordPlace>();
    for (const text of placedTexts()) {
      const [book] = await db.insert(books).values({ title: `bench: ${text.name}`, category: text.category, sourceRef: `bench: ${text.name}` })
        .onConflictDoNothing().returning({ id: books.id });
      if (!book) continue;
      const verses = text.verses.map((v) => ({ bookId: book.id, chapter: v.chapter, verse: v.verse, hebrewText: v.he, englishText: v.en }));
      for (let i = 0; i < verses.length; i += 500) await db.insert(bookVerses).values(verses.slice(i, i + 500)).onConflictDoNothing();
      const rows = chapterWordRows(text.verses.flatMap((v) => wordsOf(v.he).map((p) => ({ chapter: v.chapter, hebrew: p.text }))), "rabbinic");
      for (let i = 0; i < rows.length; i += 1000) await db.insert(bookChapterWords).values(rows.slice(i, i + 1000).map((r) => ({ bookId: book.id, ...r }))).onConflictDoNothing();
      for (const v of text.verses) {
        for (const p of wordsOf(v.he)) {
          const word = LOOKUP_WORDS.find((w) => plainHebrew(w) === plainHebrew(p.text));
          if (word && !placed.has(word)) {
            placed.set(word, { bookId: book.id, chapter: v.chapter, verse: v.verse, position: p.position, plain: plainHebrew(p.text), userId: user.id });
          }
        }
      }
    }
    // Written here row by row, not by the book import: settled as its end settles them (db/settle-indexes.ts).
    await settleIndexes(db, ["book_verses", "book_chapter_words"]);
    const missing = LOOKUP_WORDS.filter((w) => !placed.has(w));
    if (missing.length) throw new Error(`lookup words not found in the placed texts: ${missing.join(" ")}`);
    const { ratio: lookupRatio, appTotal, rawTotal, perWord } = await timeLookups(b, bench, user,
      LOOKUP_WORDS.map((word) => ({ word, at: placed.get(word)!, details: { forms: wordLookupForms(word).length } })));
    return [
      ...imports,
      ...found,
      { db: bench.kind, metric: "word lookup (12 words of the Talmud and the Mishnah, at their places) vs raw indexed query", value: lookupRatio, unit: "×", goal: "≤ 1.5×", pass: lookupRatio <= 1.5, details: { appTotal, rawTotal, perWord } },
    ];
  } finally {
    await server.close();
  }
}
