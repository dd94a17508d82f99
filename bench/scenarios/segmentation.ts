import fs from "node:fs";
import path from "node:path";
import { segmentWord } from "../../src/shared/hebrew/segment-word";
import { verseWords } from "../../src/shared/hebrew/verse-words";
import { plainHebrew } from "../../src/shared/hebrew/strip-niqqud";
import { parseOshbBook } from "../../src/server/integrations/lexicons/parse-oshb";
import { createSefariaClient } from "../../src/server/integrations/sefaria/sefaria-client";
import { bookImportJob } from "../../src/server/modules/books/import-book";
import { lemmaImportJob } from "../../src/server/modules/dictionary/import-lemmas";
import { dictionaryImportJob } from "../../src/server/modules/dictionary/import-lexicon";
import { bdbSource, strongsSource } from "../../src/server/modules/dictionary/xml-lexicon-source";
import { hasLexiconData, NO_LEXICON_DATA, startLexiconServer } from "../../tests/support/lexicon-server";
import { hasSefariaData, SHARED_DATA, startSefariaServer } from "../../tests/support/sefaria-server";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { round } from "../lib/measure";
import { timeLookups } from "../lib/time-lookups";
import type { BenchResult } from "../lib/report";

export const GENESIS_XML = path.join(SHARED_DATA, "openscriptures-morphhb", "Gen.xml");

/** Words of Genesis 1 of every kind for the lookup timing (verse, position): proclitics, chains, whole words, verbs. */
const LOOKUP_PLACES: [number, number][] = [[1, 1], [1, 2], [1, 3], [1, 5], [2, 1], [3, 1], [3, 4], [4, 3], [6, 1], [11, 8], [7, 1], [12, 3]];

/**
 * The reader's segmentation and lookup, with BDB and Strong's imported from the real files:
 * (1) against the gold proclitic boundaries of all 20,629 words of Genesis (OpenScriptures'
 * morphology, parseOshbBook: the main word is the last part of the morphology that is not a
 * suffix; its lemma is read only to judge the entry found, never by the segmenter): the share
 * split exactly right, the share whose reading has an entry, and the share whose entries include
 * the gold lemma's Strong's number; (2) with Genesis 1 imported from the Sefaria test server and
 * its lemmas, GET /api/dictionary/lookup with the word's place (the request the panel makes)
 * against the raw SQL of the same statement (and its JSON), over twelve words of Genesis 1.
 */
export async function benchSegmentation(b: BenchApp, bench: BenchDatabase, user: BenchUser): Promise<BenchResult[]> {
  if (!hasLexiconData || !fs.existsSync(GENESIS_XML)) {
    return [{ db: bench.kind, metric: "segmentation", value: null, unit: "", goal: "-", pass: null, details: { skipped: hasLexiconData ? `${GENESIS_XML} is absent` : NO_LEXICON_DATA } }];
  }
  const server = await startLexiconServer();
  const { db } = bench.database;
  try {
    const job = dictionaryImportJob({ db, kind: bench.kind, sources: [bdbSource(`${server.url}/BrownDriverBriggs.xml`), strongsSource(`${server.url}/HebrewStrong.xml`)] });
    const ctx = () => ({ jobId: crypto.randomUUID(), userId: null, signal: new AbortController().signal, report: async () => {}, completeIn: async () => true });
    const count = Number(((await bench.raw("select count(*)::int as n from dictionary_entries where source in ('bdb', 'strongs')", [])) as { n: number }[])[0]!.n);
    if (count < 20_000) {
      await job.run({ source: "bdb" }, ctx());
      await job.run({ source: "strongs" }, ctx());
    }
    const rows = (await bench.raw("select word_plain, source, source_id from dictionary_entries where source in ('bdb', 'strongs')", [])) as { word_plain: string; source: string; source_id: string }[];
    const strongsOf = new Map<string, Set<string>>();
    for (const r of rows) {
      if (!strongsOf.has(r.word_plain)) strongsOf.set(r.word_plain, new Set());
      if (r.source === "strongs") strongsOf.get(r.word_plain)!.add(r.source_id);
    }
    const has = (plain: string) => strongsOf.has(plain);

    const genesisXml = fs.readFileSync(GENESIS_XML, "utf8");
    const gold = parseOshbBook(genesisXml);
    let exact = 0;
    let found = 0;
    let right = 0;
    let byLemma = 0;
    const strongIds = new Set(rows.filter((r) => r.source === "strongs").map((r) => r.source_id));
    const errors = new Map<string, number>();
    const started = performance.now();
    for (const w of gold) {
      const reading = segmentWord(w.surface, has);
      const prefix = reading?.prefixPlain ?? "";
      const kind = `${w.prefix || "∅"} → ${prefix || "∅"}`;
      if (prefix === w.prefix) exact++;
      else errors.set(kind, (errors.get(kind) ?? 0) + 1);
      if (reading && has(reading.stemPlain)) found++;
      if (reading && w.strong && strongsOf.get(reading.stemPlain)?.has(w.strong)) right++;
      if ((w.strong && strongIds.has(w.strong)) || (reading && has(reading.stemPlain))) byLemma++;
    }
    const segmentMs = performance.now() - started;
    const pct = (n: number) => round((100 * n) / gold.length, 1);
    const commonErrors = Object.fromEntries([...errors].sort((x, y) => y[1] - x[1]).slice(0, 12));

    // The lookup as the panel makes it: Genesis 1 and its lemmas imported, each word with its place.
    let place: { bookId: string; words: Map<string, string> } | null = null;
    if (hasSefariaData) {
      const sefaria = await startSefariaServer();
      try {
        const book = await bookImportJob({ db, sefaria: createSefariaClient(sefaria.url) }).run({ title: "Genesis", range: "1-12" }, ctx());
        const bookId = String(book.bookId);
        await lemmaImportJob({ db, baseUrl: `${server.url}/` }).run({ bookId }, ctx());
        const verses = (await bench.raw("select chapter, verse, hebrew_text from book_verses where book_id = $1", [bookId])) as { chapter: number; verse: number; hebrew_text: string }[];
        const words = new Map<string, string>();
        for (const v of verses) for (const p of verseWords(v.hebrew_text)) if (p.kind === "word") words.set(`${v.chapter}:${v.verse}:${p.position}`, p.text);
        place = { bookId, words };
      } finally {
        await sefaria.close();
      }
    }
    const { ratio, appTotal, rawTotal, perWord } = await timeLookups(b, bench, user, LOOKUP_PLACES.map(([chapter, verse]) => {
      const position = 1;
      const word = place?.words.get(`${chapter}:${verse}:${position}`) ?? "בְּרֵאשִׁית";
      const at = place ? { bookId: place.bookId, chapter, verse, position, plain: plainHebrew(word), userId: user.id } : null;
      return { word, at, details: { chapter, verse } };
    }));
    return [
      {
        db: bench.kind, metric: `segmentation: Genesis words (${gold.length}) split exactly as OpenScriptures`, value: pct(exact), unit: "%", goal: "≥ 95 %",
        pass: pct(exact) >= 95, details: { exact, words: gold.length, segmentMs: round(segmentMs), commonErrors },
      },
      { db: bench.kind, metric: "  segmentation: words whose reading has a BDB/Strong's entry", value: pct(found), unit: "%", goal: "-", pass: null, details: { found } },
      { db: bench.kind, metric: "  segmentation: words whose entries include the gold lemma (Strong's)", value: pct(right), unit: "%", goal: "-", pass: null, details: { right } },
      { db: bench.kind, metric: "  with the lemma data imported: words with an entry (lemma or reading)", value: pct(byLemma), unit: "%", goal: "-", pass: null, details: { byLemma } },
      {
        db: bench.kind, metric: `word lookup (12 words of Genesis${place ? ", with their lemmas" : ""}) vs raw indexed query`, value: ratio, unit: "×", goal: "≤ 1.5×",
        pass: ratio <= 1.5, details: { withLemmas: place !== null, appTotal, rawTotal, perWord },
      },
    ];
  } finally {
    await server.close();
  }
}
