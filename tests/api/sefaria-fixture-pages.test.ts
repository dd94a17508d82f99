import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanSefariaHtml } from "../../src/server/integrations/sefaria/clean-sefaria-html";
import { flattenSegments } from "../../src/server/integrations/sefaria/sefaria-types";
import { startLibraryContext, type LibraryContext } from "../helpers/library-context";
import { call } from "../helpers/test-app";
import { fixtureIndexes, fixturePages, type FixturePage } from "../support/sefaria-fixture-pages";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer, type SefariaServer } from "../support/sefaria-server";

/**
 * The Talmud pages of tests/fixtures/sefaria-pages (fresh pages from Sefaria-Export, README there):
 * the test Sefaria server answers each as Sefaria's /api/texts does and each tractate's index
 * record, and the book import job imports them, one book per tractate.
 */
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);

interface PageFile { ref: string; he: string[]; text: string[]; exportedFrom?: unknown; [key: string]: unknown }
const readPage = (page: FixturePage) => JSON.parse(fs.readFileSync(page.file, "utf8")) as PageFile;
const pages = fixturePages();

describe("the test Sefaria server's fixture pages", () => {
  let sefaria: SefariaServer;
  beforeAll(async () => {
    sefaria = await startSefariaServer();
  });
  afterAll(async () => {
    await sefaria.close();
  });
  const get = async (path: string) => (await fetch(`${sefaria.url}${path}`)).json() as Promise<Record<string, unknown>>;

  it("holds Berakhot 2b, its 19 segments in Hebrew and English from Sefaria-Export", () => {
    const page = pages.find((p) => p.ref === "Berakhot 2b");
    expect(page).toMatchObject({ title: "Berakhot", amud: "2b", chapter: 4 });
    const body = readPage(page!);
    expect(body.he).toHaveLength(19);
    expect(body.text).toHaveLength(19);
    expect(body.he[0]).toBe("דִּילְמָא בִּיאַת אוֹרוֹ הוּא, וּמַאי ״וְטָהֵר״ — טְהַר גַּבְרָא?!");
    expect(body).toMatchObject({ next: "Berakhot 3a", prev: "Berakhot 2a", heVersionTitle: "William Davidson Edition - Vocalized Aramaic", versionTitle: "William Davidson Edition - English" });
  });

  it("answers /api/texts for every page as recorded, in Sefaria's keys only (the export note left out)", async () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const { exportedFrom, ...expected } = readPage(page);
      expect(exportedFrom, `${page.ref}: exportedFrom`).toBeTruthy();
      const answer = await get(`/api/texts/${encodeURIComponent(page.ref.replace(/ /g, "_"))}?context=0&commentary=0&pad=0`);
      expect(answer, page.ref).toEqual(expected);
      expect(answer).toMatchObject({ ref: page.ref, sections: [page.amud], sectionRef: page.ref, type: "Talmud", addressTypes: ["Talmud", "Integer"], textDepth: 2 });
      // Another translation asked for by name: Sefaria answers no text in it.
      expect(await get(`/api/texts/${encodeURIComponent(page.ref.replace(/ /g, "_"))}?ven=Sefaria_Community_Translation`)).toMatchObject({ text: [], he: expected.he });
    }
  });

  it("answers the index records of the tractates ../shared/data lacks (Shabbat, Pesachim, Bava Metzia) from the fixtures", async () => {
    const shipped = fixtureIndexes();
    for (const [title, category] of [["Shabbat", "Seder Moed"], ["Pesachim", "Seder Moed"], ["Bava Metzia", "Seder Nezikin"]] as const) {
      expect(shipped[title], title).toBeTruthy();
      const index = await get(`/api/v2/raw/index/${title.replace(/ /g, "_")}`);
      expect(index).toMatchObject({ title, categories: ["Talmud", "Bavli", category], schema: { addressTypes: ["Talmud", "Integer"], sectionNames: ["Daf", "Line"], depth: 2 } });
      expect((index.schema as { lengths: number[] }).lengths[0]).toBeGreaterThan(200);
      // An amud of the tractate without a page: a real section with no text, as Sefaria answers it.
      expect(await get(`/api/texts/${title.replace(/ /g, "_")}_60b`)).toMatchObject({ ref: `${title} 60b`, he: [], text: [] });
    }
    expect(await get("/api/v2/raw/index/Shabbos_Unknown")).toEqual({ error: 'Index "Shabbos Unknown" not found.' });
  });
});

describe.skipIf(!hasSefariaData)("fixture pages imported by the book import job", () => {
  let library: LibraryContext;
  beforeAll(async () => {
    library = await startLibraryContext();
  });
  afterAll(async () => {
    await library?.close();
  });

  it("imports every fixture page as an amud of its tractate's book, segment n as verse n + 1", async () => {
    const bookIds = new Map<string, string>();
    for (const page of pages) {
      const job = await library.importText(page.title, page.amud);
      expect(job.status, `${page.ref}: ${JSON.stringify(job)}`).toBe("completed");
      const bookId = job.result!.bookId as string;
      expect(bookIds.get(page.title) ?? bookId, `${page.ref}: one book per tractate`).toBe(bookId);
      bookIds.set(page.title, bookId);
      const body = readPage(page);
      const res = await call(library.ctx, "GET", `/api/books/${bookId}/chapters/${page.amud}`, { user: library.learner });
      expect(res.status, page.ref).toBe(200);
      const chapter = res.json as { chapter: { chapter: number; label: string }; verses: { verse: number; hebrew: string; english: string | null }[] };
      expect(chapter.chapter).toMatchObject({ chapter: page.chapter, label: page.amud });
      const he = flattenSegments(body.he).map(cleanSefariaHtml);
      expect(chapter.verses.map((v) => v.hebrew)).toEqual(he.map((s) => s.normalize("NFC")));
      expect(chapter.verses.at(-1)!.english).toBe(cleanSefariaHtml(flattenSegments(body.text).at(-1)!));
    }
    // Berakhot 2b beside the recorded 2a: the same book.
    const berakhot2a = await library.importText("Berakhot", "2a");
    expect(berakhot2a.result!.bookId).toBe(bookIds.get("Berakhot"));
  });
});
