import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chapterLabel } from "../../src/shared/books/chapter-label";
import { cleanSefariaHtml } from "../../src/server/integrations/sefaria/clean-sefaria-html";
import { flattenSegments } from "../../src/server/integrations/sefaria/sefaria-types";
import { startLibraryContext, type LibraryContext } from "../helpers/library-context";
import { call } from "../helpers/test-app";
import { fixtureIndexes, fixturePages, fixtureTexts, type FixturePage, type FixtureText } from "../support/sefaria-fixture-pages";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer, type SefariaServer } from "../support/sefaria-server";

/**
 * The Talmud pages and Mishnah tractates of tests/fixtures/sefaria-pages (fresh text from
 * Sefaria-Export, README there): the test Sefaria server answers each as Sefaria's /api/texts does
 * and each book's index record, and the book import job imports them, one book per tractate.
 */
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);

interface PageFile { ref: string; he: string[]; text: string[]; exportedFrom?: unknown; [key: string]: unknown }
const readPage = (page: FixturePage) => JSON.parse(fs.readFileSync(page.file, "utf8")) as PageFile;
const pages = fixturePages();
interface MergedFile { title: string; text: string[][]; exportedFrom?: string }
const readMerged = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as MergedFile;
const avot = fixtureTexts().find((t) => t.title === "Pirkei Avot") as FixtureText;
const mishnahShabbat = fixtureTexts().find((t) => t.title === "Mishnah Shabbat") as FixtureText;
const mishnahBavaMetzia = fixtureTexts().find((t) => t.title === "Mishnah Bava Metzia") as FixtureText;
const mishnahPesachim = fixtureTexts().find((t) => t.title === "Mishnah Pesachim") as FixtureText;

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

  it("holds Taanit 23a, an amud from the middle of a tractate (the export's key 44_Daf), as chapter 45, and serves it by its amud", async () => {
    const page = pages.find((p) => p.ref === "Taanit 23a");
    expect(page).toMatchObject({ title: "Taanit", amud: "23a", chapter: 45 });
    const body = readPage(page!);
    expect(body.he).toHaveLength(18);
    expect(body.text).toHaveLength(18);
    expect(body.he[3]).toMatch(/^מַעֲשֶׂה שֶׁשָּׁלְחוּ לְחוֹנִי הַמְעַגֵּל/);
    expect(body).toMatchObject({ sections: ["23a"], next: "Taanit 23b", prev: "Taanit 22b" });
    for (const ref of ["Taanit.23a", "Taanit_23a", "Taanit 23a"]) expect(await get(`/api/texts/${encodeURIComponent(ref)}`), ref).toMatchObject({ ref: "Taanit 23a", he: body.he, text: body.text });
    // The amudim beside it have no page here: real sections with no text.
    for (const amud of ["22b", "23b"]) expect(await get(`/api/texts/Taanit_${amud}`)).toMatchObject({ ref: `Taanit ${amud}`, he: [], text: [] });
    expect(await get("/api/v2/raw/index/Taanit")).toMatchObject({
      title: "Taanit", heTitle: "תענית", categories: ["Talmud", "Bavli", "Seder Moed"],
      schema: { addressTypes: ["Talmud", "Integer"], sectionNames: ["Daf", "Line"], lengths: [59, 3661], depth: 2 },
    });
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

  it("answers at a tractate's end as Sefaria does: Berakhot ends at 64a though its record counts 125 amudim", async () => {
    expect(((await get("/api/v2/raw/index/Berakhot")).schema as { lengths: number[] }).lengths[0]).toBe(125);
    const last = pages.find((p) => p.ref === "Berakhot 64a");
    expect(last).toMatchObject({ chapter: 127 });
    const body = readPage(last!);
    expect(body).toMatchObject({ next: null, prev: "Berakhot 63b" });
    expect(body.he).toHaveLength(15);
    expect(body.text).toHaveLength(14);
    expect(body.he[14]).toBe("<br><br><big><strong>הדרן עלך הרואה וסליקא לה מסכת ברכות</strong></big>");
    // Amudim without a page: no text in these versions, `next` and `prev` the neighbouring amudim.
    expect(await get("/api/texts/Berakhot_63a")).toMatchObject({ ref: "Berakhot 63a", he: [], text: [], next: "Berakhot 63b", prev: "Berakhot 62b" });
    expect(await get("/api/texts/Berakhot_63b")).toMatchObject({ ref: "Berakhot 63b", he: [], text: [], next: "Berakhot 64a", prev: "Berakhot 63a" });
    expect(await get("/api/texts/Berakhot_64a")).toMatchObject({ ref: "Berakhot 64a", next: null, he: body.he });
    // Past the end: Sefaria's error (Ref._validate), answered with 200.
    expect(await get("/api/texts/Berakhot_64b")).toEqual({ error: "Berakhot ends at Daf 64a." });
    expect(await get("/api/texts/Berakhot_70a")).toEqual({ error: "Berakhot ends at Daf 64a." });
    // A tractate whose record has no alts (the fixtures' are cut) ends at its record's count.
    const shabbat = ((await get("/api/v2/raw/index/Shabbat")).schema as { lengths: number[] }).lengths[0]!;
    const label = (chapter: number) => chapterLabel(chapter, "Talmud");
    expect(await get(`/api/texts/Shabbat_${label(shabbat)}`)).toMatchObject({ next: null, prev: `Shabbat ${label(shabbat - 1)}` });
    expect(await get(`/api/texts/Shabbat_${label(shabbat + 1)}`)).toEqual({ error: `Shabbat ends at Daf ${label(shabbat)}.` });
  });

  it("holds Pirkei Avot 1–3 in Hebrew and English from Sefaria-Export, with its index record (Sefaria's Mishnah, Seder Nezikin, 6 chapters)", async () => {
    expect(avot).toMatchObject({ title: "Pirkei Avot", firstChapter: 1, lastChapter: 3 });
    const he = readMerged(avot.he);
    const en = readMerged(avot.en);
    expect(he.text.map((c) => c.length)).toEqual([18, 16, 18]);
    expect(en.text.map((c) => c.length)).toEqual([18, 16, 18]);
    expect(he.exportedFrom).toMatch(/Sefaria-Export json\/Mishnah\/Seder Nezikin\/Pirkei Avot\/Hebrew\/merged\.json @ [0-9a-f]{40}$/);
    expect(en.exportedFrom).toMatch(/Sefaria-Export json\/Mishnah\/Seder Nezikin\/Pirkei Avot\/English\/merged\.json @ [0-9a-f]{40}$/);
    expect(fixtureIndexes()["Pirkei Avot"]).toBeTruthy();
    expect(await get("/api/v2/raw/index/Pirkei_Avot")).toMatchObject({
      title: "Pirkei Avot", heTitle: "משנה אבות", categories: ["Mishnah", "Seder Nezikin"],
      schema: { addressTypes: ["Perek", "Mishnah"], sectionNames: ["Chapter", "Mishnah"], lengths: [6, 108], depth: 2 },
    });
  });

  it("answers /api/texts for a chapter of Pirkei Avot as it answers one of Mishnah Berakhot, and a chapter the fixture lacks as a section with no text", async () => {
    const he = readMerged(avot.he);
    const en = readMerged(avot.en);
    const chapter1 = await get("/api/texts/Pirkei_Avot.1?context=0&commentary=0&pad=0");
    expect(chapter1).toMatchObject({
      ref: "Pirkei Avot 1", heRef: "משנה אבות 1", sectionRef: "Pirkei Avot 1", book: "Pirkei Avot", indexTitle: "Pirkei Avot",
      categories: ["Mishnah", "Seder Nezikin"], type: "Mishnah", sections: [1], toSections: [1], sectionNames: ["Chapter", "Mishnah"],
      addressTypes: ["Perek", "Mishnah"], textDepth: 2, lengths: [6, 108], next: "Pirkei Avot 2", prev: null, heVersionTitle: "Torat Emet 357",
    });
    expect(chapter1.he).toEqual(he.text[0]);
    expect(chapter1.text).toEqual(en.text[0]);
    expect(await get("/api/texts/Pirkei_Avot_2")).toMatchObject({ ref: "Pirkei Avot 2", he: he.text[1], text: en.text[1], next: "Pirkei Avot 3", prev: "Pirkei Avot 1" });
    expect(await get("/api/texts/Pirkei_Avot.3")).toMatchObject({ ref: "Pirkei Avot 3", sections: [3], he: he.text[2], text: en.text[2], next: "Pirkei Avot 4", prev: "Pirkei Avot 2" });
    // Chapters 4–6 are Sefaria's, not the fixture's: a real section with no text in these versions.
    expect(await get("/api/texts/Pirkei_Avot.4")).toMatchObject({ ref: "Pirkei Avot 4", sections: [4], he: [], text: [], next: "Pirkei Avot 5" });
    expect(await get("/api/texts/Pirkei_Avot.6")).toMatchObject({ ref: "Pirkei Avot 6", he: [], text: [], next: null });
    expect(await get("/api/texts/Pirkei_Avot_7")).toEqual({ error: "Pirkei Avot 7 is not a valid reference: Pirkei Avot ends at Chapter 6." });
    expect(await get("/api/texts/Pirkei_Avot.1?ven=Open_Mishnah")).toMatchObject({ text: [], he: he.text[0] });
    if (hasSefariaData) expect(Object.keys(chapter1).sort()).toEqual(Object.keys(await get("/api/texts/Mishnah_Berakhot.1")).sort());
  });

  it("holds Mishnah Shabbat 1 in Hebrew and English from Sefaria-Export, with its index record (Seder Moed, 24 chapters), apart from the Talmud's Shabbat", async () => {
    expect(mishnahShabbat).toMatchObject({ title: "Mishnah Shabbat", firstChapter: 1, lastChapter: 1 });
    const he = readMerged(mishnahShabbat.he);
    const en = readMerged(mishnahShabbat.en);
    expect(he.text.map((c) => c.length)).toEqual([11]);
    expect(en.text.map((c) => c.length)).toEqual([11]);
    expect(he.text[0]![0]).toMatch(/^יְצִיאוֹת הַשַּׁבָּת שְׁתַּיִם/);
    expect(he.exportedFrom).toMatch(/Sefaria-Export json\/Mishnah\/Seder Moed\/Mishnah Shabbat\/Hebrew\/merged\.json @ [0-9a-f]{40}$/);
    expect(en.exportedFrom).toMatch(/Sefaria-Export json\/Mishnah\/Seder Moed\/Mishnah Shabbat\/English\/merged\.json @ [0-9a-f]{40}$/);
    expect(await get("/api/v2/raw/index/Mishnah_Shabbat")).toMatchObject({
      title: "Mishnah Shabbat", heTitle: "משנה שבת", categories: ["Mishnah", "Seder Moed"],
      schema: { addressTypes: ["Perek", "Mishnah"], sectionNames: ["Chapter", "Mishnah"], lengths: [24, 139], depth: 2 },
    });
    const chapter1 = await get("/api/texts/Mishnah_Shabbat.1?context=0&commentary=0&pad=0");
    expect(chapter1).toMatchObject({
      ref: "Mishnah Shabbat 1", heRef: "משנה שבת 1", book: "Mishnah Shabbat", categories: ["Mishnah", "Seder Moed"], type: "Mishnah",
      sections: [1], addressTypes: ["Perek", "Mishnah"], next: "Mishnah Shabbat 2", prev: null, heVersionTitle: "Torat Emet 357",
    });
    expect(chapter1.he).toEqual(he.text[0]);
    expect(chapter1.text).toEqual(en.text[0]);
    expect(await get("/api/texts/Mishnah_Shabbat.2")).toMatchObject({ ref: "Mishnah Shabbat 2", he: [], text: [], prev: "Mishnah Shabbat 1" });
    expect(await get("/api/texts/Mishnah_Shabbat_25")).toEqual({ error: "Mishnah Shabbat 25 is not a valid reference: Mishnah Shabbat ends at Chapter 24." });
    // The Talmud's Shabbat stays the Talmud's.
    expect(await get("/api/v2/raw/index/Shabbat")).toMatchObject({ title: "Shabbat", categories: ["Talmud", "Bavli", "Seder Moed"] });
  });

  it("holds Mishnah Bava Metzia 2 alone (chapter 1 empty) from Sefaria-Export, with its index record (Seder Nezikin, 10 chapters), apart from the Talmud's Bava Metzia", async () => {
    expect(mishnahBavaMetzia).toMatchObject({ title: "Mishnah Bava Metzia", firstChapter: 2, lastChapter: 2 });
    const he = readMerged(mishnahBavaMetzia.he);
    const en = readMerged(mishnahBavaMetzia.en);
    expect(he.text.map((c) => c.length)).toEqual([0, 11]);
    expect(en.text.map((c) => c.length)).toEqual([0, 11]);
    expect(he.text[1]![0]).toMatch(/^אֵלּוּ מְצִיאוֹת שֶׁלּוֹ/);
    expect(he.exportedFrom).toMatch(/Sefaria-Export json\/Mishnah\/Seder Nezikin\/Mishnah Bava Metzia\/Hebrew\/merged\.json @ [0-9a-f]{40}$/);
    expect(en.exportedFrom).toMatch(/Sefaria-Export json\/Mishnah\/Seder Nezikin\/Mishnah Bava Metzia\/English\/merged\.json @ [0-9a-f]{40}$/);
    expect(await get("/api/v2/raw/index/Mishnah_Bava_Metzia")).toMatchObject({
      title: "Mishnah Bava Metzia", heTitle: "משנה בבא מציעא", categories: ["Mishnah", "Seder Nezikin"],
      schema: { addressTypes: ["Perek", "Mishnah"], sectionNames: ["Chapter", "Mishnah"], lengths: [10, 101], depth: 2 },
    });
    expect(await get("/api/texts/Mishnah_Bava_Metzia.2?context=0&commentary=0&pad=0")).toMatchObject({
      ref: "Mishnah Bava Metzia 2", book: "Mishnah Bava Metzia", type: "Mishnah", sections: [2],
      next: "Mishnah Bava Metzia 3", prev: "Mishnah Bava Metzia 1", he: he.text[1], text: en.text[1], heVersionTitle: "Torat Emet 357",
    });
    // Chapter 1 is Sefaria's, not the fixture's: a real section with no text.
    expect(await get("/api/texts/Mishnah_Bava_Metzia.1")).toMatchObject({ ref: "Mishnah Bava Metzia 1", he: [], text: [], next: "Mishnah Bava Metzia 2" });
    // The Talmud's Bava Metzia stays the Talmud's.
    expect(await get("/api/v2/raw/index/Bava_Metzia")).toMatchObject({ title: "Bava Metzia", categories: ["Talmud", "Bavli", "Seder Nezikin"] });
  });

  it("holds Mishnah Pesachim 10 alone (chapters 1-9 empty) from Sefaria-Export, with its index record (Seder Moed, 10 chapters), apart from the Talmud's Pesachim", async () => {
    expect(mishnahPesachim).toMatchObject({ title: "Mishnah Pesachim", firstChapter: 10, lastChapter: 10 });
    const he = readMerged(mishnahPesachim.he);
    const en = readMerged(mishnahPesachim.en);
    expect(he.text.map((c) => c.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 9]);
    expect(en.text.map((c) => c.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 9]);
    expect(he.text[9]![0]).toMatch(/^עַרְבֵי פְסָחִים סָמוּךְ לַמִּנְחָה/);
    expect(he.exportedFrom).toMatch(/Sefaria-Export json\/Mishnah\/Seder Moed\/Mishnah Pesachim\/Hebrew\/merged\.json @ [0-9a-f]{40}$/);
    expect(en.exportedFrom).toMatch(/Sefaria-Export json\/Mishnah\/Seder Moed\/Mishnah Pesachim\/English\/merged\.json @ [0-9a-f]{40}$/);
    expect(await get("/api/v2/raw/index/Mishnah_Pesachim")).toMatchObject({
      title: "Mishnah Pesachim", heTitle: "משנה פסחים", categories: ["Mishnah", "Seder Moed"],
      schema: { addressTypes: ["Perek", "Mishnah"], sectionNames: ["Chapter", "Mishnah"], lengths: [10, 89], depth: 2 },
    });
    expect(await get("/api/texts/Mishnah_Pesachim.10?context=0&commentary=0&pad=0")).toMatchObject({
      ref: "Mishnah Pesachim 10", book: "Mishnah Pesachim", type: "Mishnah", sections: [10],
      prev: "Mishnah Pesachim 9", he: he.text[9], text: en.text[9], heVersionTitle: "Torat Emet 357",
    });
    expect(await get("/api/texts/Mishnah_Pesachim.9")).toMatchObject({ ref: "Mishnah Pesachim 9", he: [], text: [], next: "Mishnah Pesachim 10" });
    // The Talmud's Pesachim stays the Talmud's.
    expect(await get("/api/v2/raw/index/Pesachim")).toMatchObject({ title: "Pesachim", categories: ["Talmud", "Bavli", "Seder Moed"] });
  });
});

/**
 * One import job after another, one per page: the test grows with every gold page (alone, some 0.3–0.6 s a page; a
 * loaded CI machine has taken over 60 s for all of them), so its time limit grows with the pages too.
 */
const PAGE_IMPORTS_TIMEOUT = 60_000 + 5_000 * pages.length;

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
      // The English may have fewer segments than the Hebrew (Berakhot 64a's closing line has none).
      const en = flattenSegments(body.text);
      expect(chapter.verses[en.length - 1]!.english).toBe(cleanSefariaHtml(en.at(-1)!));
    }
    // An amud from the middle of a tractate: Taanit 23a is chapter 45 (1a is 1), its 18 segments verses 1–18.
    const taanit = await call(library.ctx, "GET", `/api/books/${bookIds.get("Taanit")}/chapters/23a`, { user: library.learner });
    expect(taanit.status).toBe(200);
    const taanitChapter = taanit.json as { chapter: { chapter: number; label: string }; verses: { verse: number }[] };
    expect(taanitChapter.chapter).toMatchObject({ chapter: 45, label: "23a" });
    expect(taanitChapter.verses.map((v) => v.verse)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    // A page far into a tractate beside its first: Bava Metzia 59b is chapter 118 of the book holding 2a and 2b.
    const bavaMetzia = await call(library.ctx, "GET", `/api/books/${bookIds.get("Bava Metzia")}/chapters/59b`, { user: library.learner });
    expect(bavaMetzia.status).toBe(200);
    expect((bavaMetzia.json as { chapter: { chapter: number; label: string } }).chapter).toMatchObject({ chapter: 118, label: "59b" });
    // Berakhot 2b beside the recorded 2a: the same book.
    const berakhot2a = await library.importText("Berakhot", "2a");
    expect(berakhot2a.result!.bookId).toBe(bookIds.get("Berakhot"));
  }, PAGE_IMPORTS_TIMEOUT);

  /** A Mishnah chapter as the reader serves it: mishnah n as verse n, the merged files' Hebrew and English cleaned. */
  async function expectChapterAsMerged(bookId: string, chapter: number, he: ReturnType<typeof readMerged>, en: ReturnType<typeof readMerged>) {
    const res = await call(library.ctx, "GET", `/api/books/${bookId}/chapters/${chapter}`, { user: library.learner });
    expect(res.status, `chapter ${chapter}`).toBe(200);
    const body = res.json as { verses: { verse: number; hebrew: string; english: string | null }[] };
    expect(body.verses.map((v) => v.verse)).toEqual(he.text[chapter - 1]!.map((_, i) => i + 1));
    expect(body.verses.map((v) => v.hebrew)).toEqual(he.text[chapter - 1]!.map((s) => cleanSefariaHtml(s).normalize("NFC")));
    expect(body.verses.map((v) => v.english)).toEqual(en.text[chapter - 1]!.map((s) => cleanSefariaHtml(s) || null));
  }

  it("imports Pirkei Avot, the chapters the fixture holds, as a Mishnah book, mishnah n as verse n", async () => {
    const job = await library.importText("Pirkei Avot", "1-3");
    expect(job.status, JSON.stringify(job)).toBe("completed");
    expect(job.result).toMatchObject({ title: "Pirkei Avot", chapters: 3, verses: 52 });
    const bookId = job.result!.bookId as string;
    const he = readMerged(avot.he);
    const en = readMerged(avot.en);
    for (const chapter of [1, 2, 3]) {
      await expectChapterAsMerged(bookId, chapter, he, en);
    }
    const book = await call(library.ctx, "GET", `/api/books/${bookId}`, { user: library.learner });
    expect(book.json).toMatchObject({ title: "Pirkei Avot", hebrewTitle: "משנה אבות", category: "Mishnah", totalChapters: 3, totalVerses: 52 });
    // The whole book, as a learner asks Sefaria for it: chapters 4–6 have no text here, so the same three chapters.
    const whole = await library.importText("Pirkei Avot");
    expect(whole.status, JSON.stringify(whole)).toBe("completed");
    expect(whole.result).toMatchObject({ bookId, chapters: 3, verses: 52 });
  });

  it("imports Mishnah Shabbat 1 as a Mishnah book of its own, mishnah n as verse n", async () => {
    const job = await library.importText("Mishnah Shabbat", "1");
    expect(job.status, JSON.stringify(job)).toBe("completed");
    expect(job.result).toMatchObject({ title: "Mishnah Shabbat", chapters: 1, verses: 11 });
    const bookId = job.result!.bookId as string;
    const he = readMerged(mishnahShabbat.he);
    const en = readMerged(mishnahShabbat.en);
    await expectChapterAsMerged(bookId, 1, he, en);
    const book = await call(library.ctx, "GET", `/api/books/${bookId}`, { user: library.learner });
    expect(book.json).toMatchObject({ title: "Mishnah Shabbat", hebrewTitle: "משנה שבת", category: "Mishnah", totalChapters: 1, totalVerses: 11 });
  });

  it("imports Mishnah Bava Metzia 2, the one chapter the fixture holds (as the gold database asks for it, \"2-2\"), mishnah n as verse n", async () => {
    const job = await library.importText("Mishnah Bava Metzia", "2-2");
    expect(job.status, JSON.stringify(job)).toBe("completed");
    expect(job.result).toMatchObject({ title: "Mishnah Bava Metzia", chapters: 1, verses: 11 });
    const bookId = job.result!.bookId as string;
    await expectChapterAsMerged(bookId, 2, readMerged(mishnahBavaMetzia.he), readMerged(mishnahBavaMetzia.en));
    const book = await call(library.ctx, "GET", `/api/books/${bookId}`, { user: library.learner });
    expect(book.json).toMatchObject({ title: "Mishnah Bava Metzia", hebrewTitle: "משנה בבא מציעא", category: "Mishnah" });
  });

  it("imports Mishnah Pesachim 10, the last chapter and the one the fixture holds (\"10-10\"), as a book apart from the Talmud's Pesachim", async () => {
    const job = await library.importText("Mishnah Pesachim", "10-10");
    expect(job.status, JSON.stringify(job)).toBe("completed");
    expect(job.result).toMatchObject({ title: "Mishnah Pesachim", chapters: 1, verses: 9 });
    const bookId = job.result!.bookId as string;
    await expectChapterAsMerged(bookId, 10, readMerged(mishnahPesachim.he), readMerged(mishnahPesachim.en));
    const book = await call(library.ctx, "GET", `/api/books/${bookId}`, { user: library.learner });
    expect(book.json).toMatchObject({ title: "Mishnah Pesachim", hebrewTitle: "משנה פסחים", category: "Mishnah" });
  });
});
