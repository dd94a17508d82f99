import fs from "node:fs";
import path from "node:path";
import { Hono } from "hono";
import { fixtureIndexes, fixturePages } from "./sefaria-fixture-pages";
import { startTestServer, type TestServer } from "./test-server";

/** ../shared/data beside the repository (tests skip with a message when it is absent). */
export const SHARED_DATA = path.resolve(process.cwd(), "../shared/data");
export const SEFARIA_DATA = path.join(SHARED_DATA, "sefaria");
export const hasSefariaData = fs.existsSync(path.join(SEFARIA_DATA, "schemas", "Genesis.json"));
export const NO_SEFARIA_DATA = "skipped: ../shared/data/sefaria is absent (the Sefaria test server serves the real files from there)";

/** A file under ../shared/data/sefaria, or at an absolute path (the repository's fixture pages). */
const read = (file: string): Record<string, unknown> => JSON.parse(fs.readFileSync(path.resolve(SEFARIA_DATA, file), "utf8")) as Record<string, unknown>;

interface ExportText { versionTitle: string; text: string[][] }

/** A whole text from Sefaria-Export files, served one section at a time as /api/texts does. */
interface ExportBook { index: string; he: string; en: string }
const EXPORT_BOOKS: Record<string, ExportBook> = {
  Genesis: { index: "schemas/Genesis.json", he: "tanakh/Genesis.he.merged.json", en: "tanakh/Genesis.en.Rashi_chumash_Silverstein.json" },
  "Mishnah Berakhot": { index: "schemas/Mishnah_Berakhot.json", he: "mishnah/Mishnah_Berakhot.he.merged.json", en: "mishnah/Mishnah_Berakhot.en.merged.json" },
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
  /** Answer every request for this section ref with 500 (a failed import). */
  failRef?: string;
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

/** "Genesis 3", "Genesis.3", "Mishnah_Berakhot.2", "Berakhot 2a" → title and section. */
function splitRef(ref: string): { title: string; section: string } | null {
  const m = /^(.+?)[ ._](\d+[ab]?)$/.exec(ref.replace(/_/g, " "));
  return m ? { title: m[1]!.trim(), section: m[2]! } : null;
}

/**
 * A local stand-in for www.sefaria.org speaking its real JSON: GET /api/v2/raw/index/{title} (the
 * three index records of ../shared/data/sefaria/schemas, and the tractates' records of
 * tests/fixtures/sefaria-pages/index) and GET /api/texts/{ref} (v1): Genesis and Mishnah Berakhot
 * section by section from the Sefaria-Export files (Hebrew merged + one English version, with
 * Sefaria's section metadata from the index), Berakhot 2a and 34b as recorded, and every Talmud
 * page of tests/fixtures/sefaria-pages (sefaria-fixture-pages.ts) as it is written there, less its
 * `exportedFrom` note (Sefaria's answer has no such key). An amud of a known tractate without a
 * page is answered as Sefaria answers a section that has no text in the chosen versions: empty
 * `he` and `text`. Unknown titles get Sefaria's error object.
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
    if (options.failRef && ref === options.failRef) return c.text("Internal Server Error", 500);
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
    const index = load(indexFile) as { title: string; heTitle: string; categories: string[]; schema: { sectionNames: string[]; addressTypes: string[]; lengths: number[]; depth: number } };

    const exported = EXPORT_BOOKS[parts.title];
    const talmud = index.schema.addressTypes[0] === "Talmud";
    const n = talmud ? null : Number(parts.section);
    if (exported && n !== null) {
      const he = load(exported.he) as unknown as ExportText;
      const en = load(exported.en) as unknown as ExportText;
      if (n < 1 || n > he.text.length) return c.json({ error: `${ref} is not a valid reference: ${index.title} ends at ${index.schema.sectionNames[0]} ${he.text.length}.` });
      const heVersion = "Tanach with Ta'amei Hamikra";
      return c.json({
        ref: `${index.title} ${n}`, heRef: `${index.heTitle} ${n}`, sectionRef: `${index.title} ${n}`, book: index.title, indexTitle: index.title,
        categories: index.categories, type: index.categories[0], sections: [n], toSections: [n], sectionNames: index.schema.sectionNames,
        addressTypes: index.schema.addressTypes, textDepth: index.schema.depth, lengths: index.schema.lengths, length: index.schema.lengths[0],
        heTitle: index.heTitle, next: n < he.text.length ? `${index.title} ${n + 1}` : null, prev: n > 1 ? `${index.title} ${n - 1}` : null,
        versionTitle: ven ?? en.versionTitle, heVersionTitle: heVersion,
        text: ven && ven !== en.versionTitle ? [] : en.text[n - 1] ?? [], he: he.text[n - 1] ?? [],
        versions: [{ versionTitle: heVersion, language: "he" }, { versionTitle: en.versionTitle, language: "en" }],
        commentary: [],
      });
    }
    // A Talmud amud we have no recording of: a real section, no text in these versions.
    return c.json({
      ref: `${index.title} ${parts.section}`, sections: [parts.section], toSections: [parts.section], book: index.title, indexTitle: index.title,
      categories: index.categories, sectionNames: index.schema.sectionNames, addressTypes: index.schema.addressTypes, lengths: index.schema.lengths,
      text: [], he: [], next: null, prev: null, commentary: [],
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
