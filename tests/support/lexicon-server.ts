import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { Hono, type Context } from "hono";
import { SHARED_DATA } from "./sefaria-server";
import { startTestServer, type TestServer } from "./test-server";

export const LEXICON_DATA = path.join(SHARED_DATA, "openscriptures-hebrewlexicon");
export const hasLexiconData = fs.existsSync(path.join(LEXICON_DATA, "BrownDriverBriggs.xml"));
export const NO_LEXICON_DATA = "skipped: ../shared/data/openscriptures-hebrewlexicon is absent (the lexicon test server serves the real files from there)";
/** OpenScriptures' morphology of the Hebrew Bible (Gen.xml), served beside the lexicons. */
export const OSHB_DATA = path.join(SHARED_DATA, "openscriptures-morphhb");
export const hasOshbData = fs.existsSync(path.join(OSHB_DATA, "Gen.xml"));
export const NO_OSHB_DATA = "skipped: ../shared/data/openscriptures-morphhb/Gen.xml is absent (the lexicon test server serves it from there)";

/** Jastrow's 22 letter files (SOURCES.md §8), served under /jastrow/ as the folder DICTIONARY_JASTROW_URL names. */
export const JASTROW_DATA = path.join(SHARED_DATA, "jastrow");
export const hasJastrowData = fs.existsSync(path.join(JASTROW_DATA, "01-Jastrow-aleph.xml"));
export const NO_JASTROW_DATA = "skipped: ../shared/data/jastrow is absent (the lexicon test server serves Jastrow's files from there)";

/** kaikki.org's Aramaic file name, answered with the JSON Lines fixture (fixtures/README.md). */
export const KAIKKI_FILE = "kaikki.org-dictionary-Aramaic.jsonl";
const KAIKKI_FIXTURE = path.resolve(import.meta.dirname, "fixtures", "kaikki-aramaic.jsonl");
/** kaikki.org's Hebrew file name, answered with the real lines and the synthetic ones together (fixtures/README.md). */
export const KAIKKI_HEBREW_FILE = "kaikki.org-dictionary-Hebrew.jsonl";
export const KAIKKI_HEBREW_REAL = path.resolve(import.meta.dirname, "fixtures", "kaikki-hebrew-real.jsonl");
export const KAIKKI_HEBREW_SYNTHETIC = path.resolve(import.meta.dirname, "fixtures", "kaikki-hebrew-synthetic.jsonl");
/** Synthetic lines of the clitic prepositions ל־ and ב־ with their suffixed forms, and the homograph לו 'if' (fixtures/README.md): the modern lookup's measure only. */
export const KAIKKI_HEBREW_PARTICLES = path.resolve(import.meta.dirname, "fixtures", "kaikki-hebrew-particles.jsonl");

export interface LexiconServer extends TestServer {
  /** Files answered with 500 (a failing source). */
  failing: Set<string>;
  /** Files whose connection breaks after this many bytes (a download cut mid-way). */
  breakAfter: Map<string, number>;
  /** Files sent without their length (chunked): a client learns their size only by reading them. */
  unsized: Set<string>;
  requests: string[];
}

/**
 * The first `entries` entries of a Jastrow letter file, closed as the file closes (each holds one
 * chapter): a valid letter file of its own, for tests whose subject is not Jastrow's text.
 */
export function jastrowLetterHead(xml: string, entries: number): string {
  let at = -1;
  for (let i = 0; i <= entries; i++) {
    at = xml.indexOf("<entry ", at + 1);
    if (at < 0) return xml;
  }
  return xml.slice(0, at) + xml.slice(xml.lastIndexOf("</entry>") + "</entry>".length);
}

export interface LexiconServerOptions {
  /**
   * Jastrow's letter files cut to their first this many entries each (jastrowLetterHead): for the
   * tests of 'Set up the library', whose subject is the set-up, not Jastrow's 32,512 entries (each
   * whole import took ~20 s; tests/api/dictionary-jastrow.test.ts imports the whole text).
   */
  jastrowEntriesPerLetter?: number;
}

/**
 * A local stand-in for the lexicon downloads (raw.githubusercontent.com/openscriptures/HebrewLexicon):
 * GET /{file} streams the real file of ../shared/data/openscriptures-hebrewlexicon as it is
 * (BOM, CRLF and all), in 16 KiB chunks, with its length; and kaikki.org's Aramaic and Hebrew JSON Lines;
 * and morphhb's book files (Gen.xml) from ../shared/data/openscriptures-morphhb; and Jastrow's
 * letter files under /jastrow/ from ../shared/data/jastrow.
 */
export async function startLexiconServer(options: LexiconServerOptions = {}): Promise<LexiconServer> {
  const failing = new Set<string>();
  const breakAfter = new Map<string, number>();
  const unsized = new Set<string>();
  const requests: string[] = [];
  const serve = (folder: string) => (c: Context) => {
    const file = folder + c.req.param("file");
    requests.push(file);
    if (failing.has(file)) return c.text("Internal Server Error", 500);
    const inOshb = path.join(OSHB_DATA, path.basename(file));
    const full = file.startsWith("jastrow/") ? path.join(JASTROW_DATA, path.basename(file))
      : file === KAIKKI_FILE ? KAIKKI_FIXTURE : fs.existsSync(inOshb) ? inOshb : path.join(LEXICON_DATA, path.basename(file));
    if (file === KAIKKI_HEBREW_FILE) {
      // The real lines then the synthetic ones, as one file.
      const body = Buffer.concat([KAIKKI_HEBREW_REAL, KAIKKI_HEBREW_SYNTHETIC].map((f) => fs.readFileSync(f)));
      return new Response(new Uint8Array(body), { headers: { "content-type": "text/plain; charset=utf-8", "content-length": String(body.length) } });
    }
    if (!/\.(xml|jsonl)$/.test(file) || !fs.existsSync(full)) return c.text("404: Not Found", 404);
    if (options.jastrowEntriesPerLetter !== undefined && /^jastrow\/\d\d-Jastrow-/.test(file)) {
      const body = Buffer.from(jastrowLetterHead(fs.readFileSync(full, "utf8"), options.jastrowEntriesPerLetter));
      return new Response(new Uint8Array(body), { headers: { "content-type": "text/plain; charset=utf-8", "content-length": String(body.length) } });
    }
    const cut = breakAfter.get(file);
    if (cut !== undefined) {
      // The first `cut` bytes, then the connection is reset.
      const head = fs.readFileSync(full).subarray(0, cut);
      const broken = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head);
          setTimeout(() => controller.error(new Error("connection reset")), 50);
        },
      });
      return new Response(broken, { headers: { "content-type": "text/plain; charset=utf-8" } });
    }
    const stream = Readable.toWeb(fs.createReadStream(full, { highWaterMark: 16 * 1024 })) as ReadableStream<Uint8Array>;
    const length: Record<string, string> = unsized.has(file) ? {} : { "content-length": String(fs.statSync(full).size) };
    return new Response(stream, { headers: { "content-type": "text/plain; charset=utf-8", ...length } });
  };
  const app = new Hono().get("/jastrow/:file", serve("jastrow/")).get("/:file", serve(""));
  const server = await startTestServer(app);
  return { ...server, failing, breakAfter, unsized, requests };
}
