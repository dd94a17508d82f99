import fs from "node:fs";
import path from "node:path";
import type { DictionaryEntry, DictionaryLookup } from "../../src/shared/api/dictionary";
import { panelReads } from "../../src/shared/dictionary/panel-reads";
import { plainHebrew } from "../../src/shared/hebrew/strip-niqqud";
import { amudChapter } from "../../tests/support/sefaria-fixture-pages";
import { verseWords } from "../../src/shared/hebrew/verse-words";
import type { BenchApp, BenchUser } from "./bench-app";
import type { BenchDatabase } from "./bench-db";
import { classifyMiss, PATTERNS, type MissFacts } from "./classify-miss";
import type { GoldBooks } from "./gold-database";

/** The gold standard's folder (tests/fixtures/lookup-gold, format in its README). */
export const GOLD_DIR = path.resolve(import.meta.dirname, "../../tests/fixtures/lookup-gold");

export type GoldCategory = "talmud" | "mishnah" | "targum";
interface GoldAccept { source: string; sourceId: string; headword?: string; gloss?: string }
/** A word; `amud` ("2b"): the Talmud amud it is on, when the file spans two (else the file's own). */
interface GoldWord { ref: string; seg: number | string; i: number; form: string; amud?: string; accept?: GoldAccept[]; none?: string; why?: string; pattern?: number }
/** `files`: every page a Talmud passage spans, when it spans two amudim (`file` is its first). */
interface GoldFile { text: string; file: string; files?: string[]; category: GoldCategory; half: "tune" | "held-out"; segments: string; words: GoldWord[] }

/**
 * One word's result: right first, right anywhere in the panel; `none`: no lexicon holds it (counted apart);
 * `doubt`: the panel said it is unsure (`doubtOf`); `caught`: it did, and the right entry is the one it shows beside the first.
 */
export interface WordResult {
  ref: string; form: string; none: boolean; first: boolean; anywhere: boolean; doubt: boolean; caught: boolean;
  /** The first entry shown and how the word was read (tune files only). */
  shown?: string; reading?: string; expected?: string; pattern?: number; why?: string;
}
/**
 * A file's counts: words, none, right first, right anywhere; the calibration: `doubted` (the panel said it
 * is unsure), `caught` (the first entry wrong, the right one shown beside it as the other possibility),
 * `needless` (the first entry right, and the panel unsure).
 */
export interface Tally { words: number; none: number; first: number; anywhere: number; doubted: number; caught: number; needless: number }
/**
 * How the panel read a word, beside what it is (bench/underline-gold.ts scores the reader's underline with it, both
 * halves, totals only): the word as the reader sends it; `read`, what the panel shows it as (shared/dictionary/panel-reads);
 * `truth`, the accepted entries' plain head-words.
 */
export interface WordRead { word: string; read: string[]; truth: string[] }
export interface FileScore { name: string; text: string; half: "tune" | "held-out"; category: GoldCategory; tally: Tally; words?: WordResult[]; reads: WordRead[] }

const letters = (s: string) => plainHebrew(s).replace(/[^\u05D0-\u05EA]/g, "");

/** The gold files present, tune first; `half` keeps one half. */
export function goldFiles(half?: "tune" | "held-out"): string[] {
  if (!fs.existsSync(GOLD_DIR)) return [];
  return fs.readdirSync(GOLD_DIR).filter((f) => /\.(tune|held-out)\.json$/.test(f) && (!half || f.endsWith(`.${half}.json`)))
    .sort((a, b) => Number(a.includes("held-out")) - Number(b.includes("held-out")) || a.localeCompare(b));
}

/**
 * Whether the panel says it is unsure of a word, and the entries it then shows beside the first as
 * "or perhaps": the first entry of the second of two close readings (`close`), or the entry of the
 * first reading nearly as likely as its first (`closeEntryId`).
 */
export function doubtOf(look: DictionaryLookup): { doubt: boolean; alternatives: DictionaryEntry[] } {
  const second = look.close === true ? look.moreReadings?.[0]?.entries[0] : undefined;
  const rival = look.closeEntryId ? look.entries.find((e) => e.id === look.closeEntryId) : undefined;
  const alternatives = [second, rival].filter((e): e is DictionaryEntry => !!e);
  return { doubt: alternatives.length > 0, alternatives };
}

/**
 * A Talmud page's tractate and amud, from its file's name ("…/Bava_Metzia_2a.texts.json", under
 * ../shared/data/sefaria or tests/fixtures/sefaria-pages) or else its text ("Bava Metzia 2a").
 */
export function talmudPageOf(fileOrText: string): { tractate: string; amud: string } | null {
  const file = /([^/]+)_(\d+[ab])\.texts\.json$/.exec(fileOrText);
  if (file) return { tractate: file[1]!.replace(/_/g, " "), amud: file[2]! };
  const text = /^(.+?)\s+(\d+[ab])\b/.exec(fileOrText.trim());
  return text ? { tractate: text[1]!, amud: text[2]! } : null;
}

/**
 * Where a Talmud file's words are: its tractate's book (by the tractate of `file`, else of `text`),
 * and the amudim it may name (`files`, else `file`'s). A word's chapter is its `amud` (else the
 * file's first) as the importer stores it: 2a is chapter 3 (README, Format).
 */
function talmudPlaces(file: GoldFile, name: string, books: GoldBooks): { bookId: string; amudim: string[] } {
  const pages = (file.files?.length ? file.files : [file.file ?? file.text]).map((f) => talmudPageOf(f));
  const first = pages[0] ?? talmudPageOf(file.text);
  if (!first || pages.some((p) => !p)) throw new Error(`${name}: "file"/"files" must name Talmud pages as <Tractate>_<amud>.texts.json`);
  if (pages.some((p) => p!.tractate !== first.tractate)) throw new Error(`${name}: its "files" are pages of more than one tractate`);
  const bookId = books.talmud[first.tractate];
  if (!bookId) throw new Error(`${name}: the gold database holds no ${first.tractate} (add its pages to tests/fixtures/sefaria-pages)`);
  return { bookId, amudim: pages.map((p) => p!.amud) };
}

/**
 * A Mishnah tractate's title, from its file's name (Sefaria-Export's merged file,
 * "…/Mishnah_Berakhot.he.merged.json" under ../shared/data/sefaria or
 * "…/Pirkei_Avot.he.merged.json" in tests/fixtures/sefaria-pages) or else its text, less its
 * chapters ("Pirkei Avot 1–2" → "Pirkei Avot").
 */
export function mishnahTitleOf(fileOrText: string): string | null {
  const file = /([^/]+)\.(?:he|en)\.merged\.json$/.exec(fileOrText);
  if (file) return file[1]!.replace(/_/g, " ");
  if (/\.json$/.test(fileOrText)) return null;
  const text = /^(.*?\S)(?:\s+\d+(?:[:.]\d+)?(?:\s*[-–]\s*\d+(?:[:.]\d+)?)?)?$/.exec(fileOrText.trim());
  return text ? text[1]! : null;
}

/** A Mishnah file's book: its tractate's (by the title of `file`, else of `text`). */
export function mishnahBookOf(file: Pick<GoldFile, "file" | "text">, name: string, books: Pick<GoldBooks, "mishnah">): string {
  const title = (file.file ? mishnahTitleOf(file.file) : null) ?? mishnahTitleOf(file.text);
  if (!title) throw new Error(`${name}: "file" must name the tractate's merged file as <Title>.he.merged.json`);
  const bookId = books.mishnah[title];
  if (!bookId) throw new Error(`${name}: the gold database holds no ${title} (add its merged files to tests/fixtures/sefaria-pages)`);
  return bookId;
}

/** The book, chapter and verse of a gold word. */
function placeOf(file: GoldFile, w: GoldWord, books: GoldBooks, talmud: { bookId: string; amudim: string[] } | null, name: string): { bookId: string; chapter: number; verse: number } {
  if (talmud) {
    const amud = w.amud ?? talmud.amudim[0]!;
    if (!talmud.amudim.includes(amud)) throw new Error(`${name}: ${w.ref} is on ${amud}, a page its "file"/"files" do not name`);
    return { bookId: talmud.bookId, chapter: amudChapter(amud), verse: Number(w.seg) + 1 };
  }
  const [chapter, verse] = String(w.seg).split(":").map(Number) as [number, number];
  return { bookId: file.category === "mishnah" ? mishnahBookOf(file, name, books) : books.onkelos, chapter, verse };
}

/**
 * The resolved target of each accepted entry that is a cross-reference ("source:sourceId" → the
 * target's sourceId, as the import resolved it into `reference_to`). The panel shows a reference's
 * target in its place (dictionary/see-targets.ts), so a gold entry that is a reference accepts its
 * target too: the judges named the entry whose head-word the text has, the reader meets its meaning.
 */
async function referenceTargets(bench: BenchDatabase, accepts: readonly GoldAccept[]): Promise<Map<string, string>> {
  if (accepts.length === 0) return new Map();
  const rows = (await bench.raw(
    "select source, source_id, reference_to from dictionary_entries where reference_to is not null and (source, source_id) in (select * from unnest($1::text[], $2::text[]))",
    [accepts.map((a) => a.source), accepts.map((a) => a.sourceId)],
  )) as { source: string; source_id: string; reference_to: string }[];
  return new Map(rows.map((r) => [`${r.source}:${r.source_id}`, r.reference_to]));
}

/**
 * Scores the app's lookup on one gold file: each word is found among the reader's words of its
 * verse (verseWords, as the reader splits them: the same letters, nearest its index), and looked up
 * as the reader's panel asks for it (GET /api/dictionary/lookup with the word as the reader sends
 * it and its place). Right first: the panel's first entry (the lemma's, else the first reading's)
 * is one of `accept` (or, for an accepted cross-reference, its target: `referenceTargets`); anywhere:
 * one of them is among all the entries shown. Per-word results only for tune files.
 */
export async function scoreGoldFile(b: BenchApp, bench: BenchDatabase, user: BenchUser, books: GoldBooks, name: string): Promise<FileScore> {
  const file = JSON.parse(fs.readFileSync(path.join(GOLD_DIR, name), "utf8")) as GoldFile;
  const talmud = file.category === "talmud" ? talmudPlaces(file, name, books) : null;
  const targets = await referenceTargets(bench, file.words.flatMap((w) => w.accept ?? []));
  const tune = file.half === "tune" && name.endsWith(".tune.json");
  const headers = { cookie: user.cookie, origin: b.config.publicUrl };
  const verseCache = new Map<string, { text: string; position: number }[]>();
  const tally: Tally = { words: 0, none: 0, first: 0, anywhere: 0, doubted: 0, caught: 0, needless: 0 };
  const results: WordResult[] = [];
  const reads: WordRead[] = [];
  for (const w of file.words) {
    const place = placeOf(file, w, books, talmud, name);
    const key = `${place.chapter}:${place.verse}`;
    if (!verseCache.has(key)) {
      const rows = (await bench.raw("select hebrew_text from book_verses where book_id = $1 and chapter = $2 and verse = $3", [place.bookId, place.chapter, place.verse])) as { hebrew_text: string }[];
      verseCache.set(key, verseWords(rows[0]?.hebrew_text ?? "").flatMap((p) => (p.kind === "word" ? [{ text: p.text, position: p.position }] : [])));
    }
    const pieces = verseCache.get(key)!;
    const same = pieces.filter((p) => letters(p.text) === letters(w.form));
    const piece = same.sort((a, b) => Math.abs(a.position - 1 - w.i) - Math.abs(b.position - 1 - w.i))[0];
    const q = new URLSearchParams({ word: piece?.text ?? w.form });
    if (piece) for (const [k, v] of Object.entries({ book: place.bookId, chapter: place.chapter, verse: place.verse, position: piece.position })) q.set(k, String(v));
    const res = await b.app.request(`/api/dictionary/lookup?${q.toString()}`, { headers });
    if (res.status !== 200) throw new Error(`lookup ${w.form} (${w.ref}): ${res.status} ${await res.text()}`);
    const look = (await res.json()) as DictionaryLookup;
    if (process.env.GOLD_DUMP) fs.appendFileSync(process.env.GOLD_DUMP, `${name} ${w.ref} ${w.form} ${JSON.stringify(look)}\n`);
    const first: DictionaryEntry | undefined = look.lemma?.entries[0] ?? look.entries[0];
    const all = [...(look.lemma?.entries ?? []), ...look.entries, ...(look.moreReadings ?? []).flatMap((m) => m.entries)];
    const accepted = (e: DictionaryEntry | undefined) => !!e && (w.accept ?? []).some((a) => a.source === e.source
      && (a.sourceId === e.sourceId || targets.get(`${a.source}:${a.sourceId}`) === e.sourceId));
    const none = !w.accept?.length;
    const { doubt, alternatives } = doubtOf(look);
    if (!none) {
      reads.push({ word: piece?.text ?? w.form, read: panelReads(look), truth: (w.accept ?? []).flatMap((a) => (a.headword ? [plainHebrew(a.headword)] : [])) });
    }
    const r: WordResult = { ref: w.ref, form: w.form, none, first: !none && accepted(first), anywhere: !none && all.some(accepted), doubt, caught: false };
    r.caught = !none && !r.first && doubt && alternatives.some(accepted);
    tally.words++;
    if (none) tally.none++;
    else {
      tally.first += Number(r.first);
      tally.anywhere += Number(r.anywhere);
      tally.doubted += Number(doubt);
      tally.caught += Number(r.caught);
      tally.needless += Number(r.first && doubt);
    }
    if (tune) {
      r.shown = first ? `${first.source}:${first.sourceId} ${first.word} '${(first.definitions[0] ?? "").slice(0, 40)}'` : "(nothing)";
      const rd = look.reading;
      r.reading = rd ? [rd.prefixPlain && `${rd.prefixPlain}+`, rd.form ?? rd.stemPlain, rd.how && ` (${rd.how})`].filter(Boolean).join("") : "";
      r.expected = (w.accept ?? []).map((a) => {
        const target = targets.get(`${a.source}:${a.sourceId}`);
        return `${a.source}:${a.sourceId} ${a.headword ?? ""}${target ? ` (→ ${a.source}:${target})` : ""}`;
      }).join(" | ") || `none: ${w.none ?? ""}`;
      r.why = w.why;
      if (!none && !r.first) {
        const acceptedRows = (await bench.raw(
          "select source, source_id, word, word_plain, language, part_of_speech, definitions[1] as definition from dictionary_entries where (source, source_id) in (select * from unnest($1::text[], $2::text[]))",
          [(w.accept ?? []).map((a) => a.source), (w.accept ?? []).map((a) => a.sourceId)],
        )) as { source: string; source_id: string; word: string; word_plain: string; language: string; part_of_speech: string | null; definition: string | null }[];
        const facts: MissFacts = { word: piece?.text ?? w.form, shown: first ?? null, reading: look.reading, accepted: acceptedRows, category: file.category };
        r.pattern = w.pattern ?? classifyMiss(facts);
      }
    }
    results.push(r);
  }
  return { name, text: file.text, half: file.half, category: file.category, tally, ...(tune ? { words: results } : {}), reads };
}

const pct = (n: number, d: number) => (d === 0 ? null : Math.round((1000 * n) / d) / 10);
/** Right-first and right-anywhere rates of a tally, over the words a lexicon holds (`none` apart). */
export const rates = (t: Tally) => ({ first: pct(t.first, t.words - t.none), anywhere: pct(t.anywhere, t.words - t.none) });
/**
 * The panel's calibration: `caught`, of the words whose first entry is wrong but whose right entry is
 * in the panel, the share where it says it is unsure and shows the right one beside the first (higher
 * is better); `needless`, of the words whose first entry is right, the share where it says it is unsure
 * (lower is better).
 */
export const calibration = (t: Tally) => ({ caught: pct(t.caught, t.anywhere - t.first), needless: pct(t.needless, t.first) });
export function sum(tallies: Tally[]): Tally {
  const zero: Tally = { words: 0, none: 0, first: 0, anywhere: 0, doubted: 0, caught: 0, needless: 0 };
  return tallies.reduce((a, t) => ({
    words: a.words + t.words, none: a.none + t.none, first: a.first + t.first, anywhere: a.anywhere + t.anywhere,
    doubted: a.doubted + t.doubted, caught: a.caught + t.caught, needless: a.needless + t.needless,
  }), zero);
}

/** The report's lines: per file, per half and category (held-out: totals only), the tune misses by pattern. */
export function goldReport(scores: FileScore[], { words = false } = {}): string[] {
  const out: string[] = [];
  const line = (label: string, t: Tally) => {
    const r = rates(t);
    const c = calibration(t);
    out.push(`${label.padEnd(44)} ${String(t.words).padStart(5)} words  ${String(t.none).padStart(3)} none  first ${String(r.first ?? "-").padStart(5)} %  anywhere ${String(r.anywhere ?? "-").padStart(5)} %`
      + `  caught ${String(c.caught ?? "-").padStart(5)} % (${t.caught}/${t.anywhere - t.first})  needless doubt ${String(c.needless ?? "-").padStart(5)} % (${t.needless}/${t.first})`);
  };
  for (const s of scores) line(`${s.half} ${s.text} (${s.category})`, s.tally);
  for (const half of ["tune", "held-out"] as const) {
    for (const category of ["talmud", "mishnah", "targum"] as const) {
      const of = scores.filter((s) => s.half === half && s.category === category);
      if (of.length) line(`== ${half} ${category}`, sum(of.map((s) => s.tally)));
    }
    const of = scores.filter((s) => s.half === half);
    if (of.length) line(`== ${half} all`, sum(of.map((s) => s.tally)));
  }
  const misses = scores.flatMap((s) => (s.half === "tune" ? s.words ?? [] : [])).filter((w) => !w.none && !w.first);
  if (misses.length) {
    out.push("", `tune misses by pattern (bench/lib/classify-miss.ts's ${PATTERNS.length - 1}; 0 = none of them):`);
    for (const [n, label] of PATTERNS.entries()) {
      const of = misses.filter((m) => m.pattern === n);
      if (of.length) out.push(`  ${String(n).padStart(2)} ${label.padEnd(52)} ${String(of.length).padStart(4)}  ${of.slice(0, 8).map((m) => m.form).join(" ")}`);
    }
  }
  if (words) {
    out.push("", "tune words right first whose panel is unsure (needless doubt):");
    for (const s of scores) for (const w of s.half === "tune" ? s.words ?? [] : []) if (!w.none && w.first && w.doubt) out.push(`  ${w.ref} ${w.form}: read ${w.reading} → ${w.shown}`);
    out.push("", "tune misses, word by word:");
    for (const s of scores) for (const w of s.half === "tune" ? s.words ?? [] : []) {
      if (w.none || w.first) continue;
      out.push(`  [${w.pattern}] ${w.ref} ${w.form}: read ${w.reading} → ${w.shown}; want ${w.expected}${w.anywhere ? " (shown further down)" : ""}${w.caught ? " CAUGHT" : w.doubt ? " (doubt, other shown)" : ""}`);
    }
  }
  return out;
}
