import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { chapterLabel, parseChapterLabel } from "../../src/shared/books/chapter-label";
import { fixtureIndexes, fixturePages, fixtureTexts } from "./sefaria-fixture-pages";
import { startTestServer, type TestServer } from "./test-server";

/** ../shared/data beside the repository (tests skip with a message when it is absent). */
export const SHARED_DATA = path.resolve(process.cwd(), "../shared/data");
export const SEFARIA_DATA = path.join(SHARED_DATA, "sefaria");
export const hasSefariaData = fs.existsSync(path.join(SEFARIA_DATA, "schemas", "Genesis.json"));
export const NO_SEFARIA_DATA = "skipped: ../shared/data/sefaria is absent (the Sefaria test server serves the real files from there)";

/** A file under ../shared/data/sefaria, or at an absolute path (the repository's fixture pages). */
const read = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.resolve(SEFARIA_DATA, file), "utf8")) as Record<string, unknown>;

/** `versions`: a merged file's sources, [versionTitle, versionSource] each. */
interface ExportText { versionTitle: string; text: string[][]; versions?: [string, string][] }

/**
 * A whole text from Sefaria-Export files (its index record in the server's index records), served
 * one section at a time as /api/texts does: ../shared/data's two, and the fixture texts
 * (sefaria-fixture-pages.ts#fixtureTexts) at their absolute paths.
 */
interface ExportBook { he: string; en: string }
const SHARED_EXPORT_BOOKS: Record<string, ExportBook> = {
  Genesis: { he: "tanakh/Genesis.he.merged.json", en: "tanakh/Genesis.en.Rashi_chumash_Silverstein.json" },
  "Mishnah Berakhot": { he: "mishnah/Mishnah_Berakhot.he.merged.json", en: "mishnah/Mishnah_Berakhot.en.merged.json" },
};
/** Recorded /api/texts answers, served as they are. */
const SHARED_RECORDED: Record<string, string> = {
  "Berakhot 2a": "api-v1-texts/Berakhot_2a.texts.json",
  "Berakhot 34b": "api-v1-texts/Berakhot_34b.texts.json",
};
const SHARED_INDEXES: Record<string, string> = {
  Genesis: "schemas/Genesis.json",
  "Mishnah Berakhot": "schemas/Mishnah_Berakhot.json",
  Berakhot: "schemas/Berakhot.json",
};

/** Sefaria's word lookup for the Talmud Aramaic word list: real Jastrow entries (fixtures/README.md). */
const JASTROW_LOOKUPS = path.resolve(import.meta.dirname, "fixtures", "sefaria-words-jastrow.json");

export interface SefariaServerOptions {
  /** Answer every /api/words request for this word with 500. */
  failWord?: string;
  /** Answer this many /api/texts requests with 503 first (retries). */
  failFirst?: number;
  /** Answer every request for this section ref (or these refs) with 500 (a failed import). */
  failRef?: string | string[];
  /** Wait this long before each /api/texts answer (a slow import, to kill mid-way). */
  delayMs?: number;
  /** Called with each /api/texts request's ref before it is answered (a test kills a server at a chosen chapter). */
  onSection?: (ref: string) => void;
}

export interface SefariaServer extends TestServer {
  /** Every request's path and query, in order. */
  requests: string[];
  /** User-Agent headers seen. */
  userAgents: Set<string>;
  options: SefariaServerOptions;
}

/** A record's alternate structures (its chapters), as Sefaria-Export's schemas/<Tractate>.json keeps them. */
interface AltNode { wholeRef?: string; refs?: string[]; nodes?: AltNode[] }
interface TalmudIndex { title: string; schema: { lengths: number[] }; alts?: Record<string, AltNode> }

/**
 * A tractate's first and last amud as Sefaria serves it. Its index record's `lengths[0]` may stop
 * short of its end (src/server/integrations/sefaria/find-tractate-end.ts: Berakhot's says 125, and
 * it ends at 64a = 127), but its `alts` name every amud with text ("Berakhot 54a:1-64a:15"): the
 * amudim they name when the record has them (../shared/data's Berakhot), else 2a to `lengths[0]`
 * (the fixtures' records, their alts cut).
 */
function tractateAmudim(index: TalmudIndex): { first: number; last: number } {
  const amudim: number[] = [];
  const visit = (node: AltNode) => {
    for (const ref of [...(node.refs ?? []), ...(node.wholeRef ? [node.wholeRef] : [])]) {
      if (!ref.startsWith(`${index.title} `)) continue;
      for (const label of ref.slice(index.title.length + 1).match(/\d+[ab]/g) ?? []) amudim.push(parseChapterLabel(label, "Talmud")!);
    }
    node.nodes?.forEach(visit);
  };
  Object.values(index.alts ?? {}).forEach(visit);
  return amudim.length ? { first: Math.min(...amudim), last: Math.max(...amudim) } : { first: 3, last: index.schema.lengths[0] ?? 3 };
}

/** "Genesis 3", "Genesis.3", "Mishnah_Berakhot.2", "Berakhot 2a" → title and section. */
function splitRef(ref: string): { title: string; section: string } | null {
  const m = /^(.+?)[ ._](\d+[ab]?)$/.exec(ref.replace(/_/g, " "));
  return m ? { title: m[1]!.trim(), section: m[2]! } : null;
}

/**
 * A local stand-in for www.sefaria.org speaking its real JSON: GET /api/v2/raw/index/{title} (the
 * three index records of ../shared/data/sefaria/schemas, and the books' records of
 * tests/fixtures/sefaria-pages/index) and GET /api/texts/{ref} (v1): Genesis, Mishnah Berakhot and
 * every Mishnah tractate of tests/fixtures/sefaria-pages (Pirkei Avot) section by section from the
 * Sefaria-Export files (Hebrew merged + one English version, with Sefaria's section metadata from
 * the index), Berakhot 2a and 34b as recorded, and every Talmud page of tests/fixtures/sefaria-pages
 * (sefaria-fixture-pages.ts) as it is written there, less its `exportedFrom` note (Sefaria's answer
 * has no such key). An amud of a known tractate without a page, or a chapter of the book that its
 * files lack, is answered as Sefaria answers a section that has no text in the chosen versions:
 * empty `he` and `text`, `next` and `prev` the neighbouring sections (null at the book's ends). An
 * amud past the tractate's last (tractateAmudim) gets Sefaria's error, "Berakhot ends at Daf 64a.".
 * Unknown titles get Sefaria's error object.
 */
export async function startSefariaServer(options: SefariaServerOptions = {}): Promise<SefariaServer> {
  const requests: string[] = [];
  const userAgents = new Set<string>();
  let failuresLeft = options.failFirst ?? 0;
  const cache = new Map<string, Record<string, unknown>>();
  const load = (file: string) => cache.get(file) ?? (cache.set(file, read(file)), cache.get(file)!);
  // The fixture pages as they are when the server starts; ../shared/data's recordings and records first.
  const RECORDED: Record<string, string> = { ...Object.fromEntries(fixturePages().map((p) => [p.ref, p.file])), ...SHARED_RECORDED };
  const INDEXES: Record<string, string> = { ...fixtureIndexes(), ...SHARED_INDEXES };
  const EXPORT_BOOKS: Record<string, ExportBook> = { ...Object.fromEntries(fixtureTexts().map((t) => [t.title, { he: t.he, en: t.en }])), ...SHARED_EXPORT_BOOKS };

  const app = new Hono();
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    requests.push(decodeURIComponent(url.pathname) + url.search);
    userAgents.add(c.req.header("user-agent") ?? "");
    await next();
  });

  app.get("/api/v2/raw/index/:title", (c) => {
    const title = decodeURIComponent(c.req.param("title")).replace(/_/g, " ");
    const file = INDEXES[title];
    if (!file) return c.json({ error: `Index "${title}" not found.` }, 404);
    return c.json(load(file));
  });

  app.get("/api/texts/:ref", async (c) => {
    const ref = decodeURIComponent(c.req.param("ref")).replace(/_/g, " ");
    options.onSection?.(ref);
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    if (failuresLeft > 0) {
      failuresLeft--;
      return c.text("Service Unavailable", 503);
    }
    if (options.failRef !== undefined && [options.failRef].flat().includes(ref)) return c.text("Internal Server Error", 500);
    const parts = splitRef(ref);
    if (!parts) return c.json({ error: `Could not find title in reference: ${ref}` });
    const ven = c.req.query("ven");

    const recorded = RECORDED[`${parts.title} ${parts.section}`];
    if (recorded) {
      const { exportedFrom: _note, ...body } = load(recorded);
      return c.json(ven && ven !== body.versionTitle ? { ...body, text: [], versionTitle: ven } : body);
    }
    const indexFile = INDEXES[parts.title];
    if (!indexFile) return c.json({ error: `Could not find title in reference: ${ref}` });
    const index = load(indexFile) as { title: string; heTitle: string; categories: string[]; schema: { sectionNames: string[]; addressTypes: string[]; lengths: number[]; depth: number }; alts?: Record<string, AltNode> };

    const exported = EXPORT_BOOKS[parts.title];
    const talmud = index.schema.addressTypes[0] === "Talmud";
    const n = talmud ? null : Number(parts.section);
    if (exported && n !== null) {
      const he = load(exported.he) as unknown as ExportText;
      const en = load(exported.en) as unknown as ExportText;
      // The book's chapters are its index record's; a chapter the files lack (a fixture holding a
      // few chapters) is a real section with no text in these versions: empty `he` and `text`.
      const last = index.schema.lengths[0] ?? he.text.length;
      if (n < 1 || n > last) return c.json({ error: `${ref} is not a valid reference: ${index.title} ends at ${index.schema.sectionNames[0]} ${last}.` });
      // A merged file of one Hebrew version names it (Torat Emet 357; the Tanakh's Ta'amei Hamikra).
      const heVersion = he.versions?.length === 1 ? he.versions[0]![0] : "Tanach with Ta'amei Hamikra";
      return c.json({
        ref: `${index.title} ${n}`, heRef: `${index.heTitle} ${n}`, sectionRef: `${index.title} ${n}`, book: index.title, indexTitle: index.title,
        categories: index.categories, type: index.categories[0], sections: [n], toSections: [n], sectionNames: index.schema.sectionNames,
        addressTypes: index.schema.addressTypes, textDepth: index.schema.depth, lengths: index.schema.lengths, length: index.schema.lengths[0],
        heTitle: index.heTitle, next: n < last ? `${index.title} ${n + 1}` : null, prev: n > 1 ? `${index.title} ${n - 1}` : null,
        versionTitle: ven ?? en.versionTitle, heVersionTitle: heVersion,
        text: ven && ven !== en.versionTitle ? [] : en.text[n - 1] ?? [], he: he.text[n - 1] ?? [],
        versions: [{ versionTitle: heVersion, language: "he" }, { versionTitle: en.versionTitle, language: "en" }],
        commentary: [],
      });
    }
    // A Talmud amud we have no recording of: a real section, no text in these versions, between the
    // tractate's first and last amud; past its last, Sefaria's error.
    const amud = talmud ? parseChapterLabel(parts.section, "Talmud") : null;
    const { first, last } = amud === null ? { first: 0, last: Infinity } : tractateAmudim(index);
    const label = (chapter: number) => `${index.title} ${chapterLabel(chapter, "Talmud")}`;
    if (amud !== null && amud > last) return c.json({ error: `${index.title} ends at ${index.schema.sectionNames[0]} ${chapterLabel(last, "Talmud")}.` });
    return c.json({
      ref: `${index.title} ${parts.section}`, sections: [parts.section], toSections: [parts.section], book: index.title, indexTitle: index.title,
      categories: index.categories, sectionNames: index.schema.sectionNames, addressTypes: index.schema.addressTypes, lengths: index.schema.lengths,
      text: [], he: [],
      next: amud !== null && amud < last ? label(Math.max(amud + 1, first)) : null,
      prev: amud !== null && amud > first ? label(Math.min(amud - 1, last)) : null,
      commentary: [],
    });
  });

  // GET /api/words/{word}: a list of lexicon entries, [] when none is found.
  let lookups: Record<string, unknown[]> | null = null;
  app.get("/api/words/:word", (c) => {
    const word = decodeURIComponent(c.req.param("word"));
    if (options.failWord === word) return c.text("Internal Server Error", 500);
    lookups ??= JSON.parse(fs.readFileSync(JASTROW_LOOKUPS, "utf8")) as Record<string, unknown[]>;
    return c.json(lookups[word] ?? []);
  });

  const server = await startTestServer(app);
  return { ...server, requests, userAgents, options };
}
