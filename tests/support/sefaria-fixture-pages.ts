import fs from "node:fs";
import path from "node:path";
import { parseChapterLabel } from "../../src/shared/books/chapter-label";

/**
 * Talmud pages kept in the repository as recorded Sefaria /api/texts answers
 * (tests/fixtures/sefaria-pages, README there): `<Tractate with spaces as _>_<amud>.texts.json`,
 * and the index records of their tractates that ../shared/data lacks, `index/<Tractate>.json`.
 * The test Sefaria server answers them, and the gold bench imports every page: a page counts by
 * adding its file, with no code change.
 */
export const FIXTURE_PAGES_DIR = path.resolve(import.meta.dirname, "../fixtures/sefaria-pages");

export interface FixturePage {
  /** "Bava Metzia 2a" */
  ref: string;
  /** The tractate, as Sefaria titles it: "Bava Metzia". */
  title: string;
  /** "2a" */
  amud: string;
  /** The amud's chapter number as the importer stores it: 2a is 3, 2b is 4. */
  chapter: number;
  /** Absolute path of the page's file. */
  file: string;
}

const PAGE_FILE = /^(.+)_(\d+[ab])\.texts\.json$/;

/** An amud label's chapter number as the importer stores it: 2a is 3, 2b 4 … 34b 68. */
export function amudChapter(label: string): number {
  const chapter = parseChapterLabel(label, "Talmud");
  if (chapter === null) throw new Error(`not an amud: "${label}" (a daf and a or b, as "2b")`);
  return chapter;
}

/**
 * The fixture pages, by tractate and amud. A file whose name does not say a tractate and an amud,
 * or whose `ref` is not the page its name says, is an error (a misnamed page would be imported
 * under a wrong place and the gold words would be looked up in the wrong verse).
 */
export function fixturePages(dir = FIXTURE_PAGES_DIR): FixturePage[] {
  if (!fs.existsSync(dir)) return [];
  const pages: FixturePage[] = [];
  for (const name of fs.readdirSync(dir)) {
    if (!name.endsWith(".texts.json")) continue;
    const m = PAGE_FILE.exec(name);
    if (!m) throw new Error(`tests/fixtures/sefaria-pages/${name}: name it <Tractate with spaces as _>_<amud>.texts.json, as Shabbat_2a.texts.json`);
    const title = m[1]!.replace(/_/g, " ");
    const ref = `${title} ${m[2]!}`;
    const file = path.join(dir, name);
    const body = JSON.parse(fs.readFileSync(file, "utf8")) as { ref?: unknown };
    if (body.ref !== ref) throw new Error(`tests/fixtures/sefaria-pages/${name}: its "ref" is ${JSON.stringify(body.ref)}, its name says "${ref}"`);
    pages.push({ ref, title, amud: m[2]!, chapter: amudChapter(m[2]!), file });
  }
  return pages.sort((a, b) => a.title.localeCompare(b.title) || a.chapter - b.chapter);
}

/** The tractates' index records shipped beside the pages: title → absolute path. */
export function fixtureIndexes(dir = FIXTURE_PAGES_DIR): Record<string, string> {
  const indexDir = path.join(dir, "index");
  if (!fs.existsSync(indexDir)) return {};
  return Object.fromEntries(fs.readdirSync(indexDir).filter((n) => n.endsWith(".json")).map((n) => [n.slice(0, -".json".length), path.join(indexDir, n)]));
}
