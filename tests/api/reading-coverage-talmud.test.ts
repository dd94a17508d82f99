import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BookListSchema, ChapterTextSchema, type ChapterText } from "../../src/shared/api/books";
import { bookChapterWords, collections, dictionaryEntries, words } from "../../src/server/db/schema";
import { chapterTokens } from "../../src/shared/reading/chapter-coverage";
import { plainHebrew } from "../../src/shared/hebrew/strip-niqqud";
import { call, type TestContext, type TestUser } from "../helpers/test-app";
import { startLibraryContext, type LibraryContext } from "../helpers/library-context";
import { hasSefariaData, NO_SEFARIA_DATA, SEFARIA_DATA } from "../support/sefaria-server";

/**
 * The Aramaic and rabbinic morphology in the reader: the Talmud's and the Mishnah's words are counted and ranked with the
 * Aramaic and rabbinic readings. Berakhot 2a and 34b and Mishnah Berakhot from ../shared/data/sefaria,
 * imported through the Sefaria test server.
 */
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);

let library: LibraryContext | undefined;
let ctx: TestContext;
let learner: TestUser;
let berakhotId: string;
let mishnahId: string;

beforeAll(async () => {
  if (!hasSefariaData) return;
  library = await startLibraryContext();
  ({ ctx, learner } = library);
}, 60_000);
afterAll(async () => {
  await library?.close();
});

/** A token made plain, its letters only (no punctuation such as the colon that ends a passage). */
const lettersOf = (t: string) => plainHebrew(t).replace(/[^\u05D0-\u05EA]/g, "");

/** The word tokens of a Talmud page from the file, made plain. */
const pageTokens = (page: string) => {
  const file = JSON.parse(fs.readFileSync(path.join(SEFARIA_DATA, `api-v1-texts/Berakhot_${page}.texts.json`), "utf8")) as { he: string[] };
  return chapterTokens(file.he.map((hebrew) => ({ hebrew }))).map(lettersOf);
};

async function chapter(bookId: string, label: string): Promise<ChapterText> {
  const r = await call(ctx, "GET", `/api/books/${bookId}/chapters/${label}`, { user: learner });
  expect(r.status, r.text).toBe(200);
  return ChapterTextSchema.parse(r.json);
}

async function bookCoverage(bookId: string) {
  const r = await call(ctx, "GET", "/api/books", { user: learner });
  expect(r.status, r.text).toBe(200);
  return BookListSchema.parse(r.json).books.find((b) => b.id === bookId)!.coverage;
}

const look = async (word: string) => {
  const r = await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent(word)}`, { user: learner });
  expect(r.status, r.text).toBe(200);
  return r.json as { reading: { stemPlain: string; form?: string } | null; moreReadings?: { reading: { stemPlain: string; form?: string } }[] };
};
const firstForm = async (word: string) => {
  const { reading } = await look(word);
  return reading && (reading.form ?? reading.stemPlain);
};

describe.skipIf(!hasSefariaData)("the Talmud and the Mishnah in the reader: coverage and ranking by the imported texts", () => {
  it("ranks readings by simplicity while no text is imported", async () => {
    // Head-words of the lexicons the hand check met (Jastrow's אֲמַר, BDB's עָלָה; the homographs it wrongly chose first).
    await ctx.deps.db.insert(dictionaryEntries).values([
      { source: "jastrow", sourceId: "test.amar", word: "אֲמַר", language: "aramaic", definitions: ["to say"] },
      { source: "strongs", sourceId: "test.omar", word: "אוֹמָר", language: "hebrew", definitions: ["eloquent"] },
      { source: "bdb", sourceId: "test.alah", word: "עָלָה", language: "hebrew", definitions: ["go up, ascend"] },
      { source: "bdb", sourceId: "test.yaalah", word: "יַעֲלָה", language: "hebrew", definitions: ["mountain-goat"] },
    ]);
    expect(await firstForm("אוֹמְרִים")).toBe("אומר");
    expect(await firstForm("שֶׁיַּעֲלֶה")).toBe("יעלה");
  });

  it("counts a Talmud page's words under the Aramaic forms: knowing אמר and רבן covers דאמר, אמרי, רבנן…", async () => {
    const job = await library!.importText("Berakhot", "2a");
    expect(job.status).toBe("completed");
    berakhotId = job.result!.bookId as string;
    expect((await library!.importText("Berakhot", "34b")).status).toBe("completed");
    const c34b = await chapter(berakhotId, "34b");
    expect(c34b.coverage).toMatchObject({ knownTokens: 0, totalTokens: pageTokens("34b").length, knownForms: [] });

    const [mine] = await ctx.deps.db.insert(collections).values({ domain: "aramaic", name: "My Aramaic", slug: "my-aramaic", order: 90, ownerId: learner.id }).returning({ id: collections.id });
    const known = await ctx.deps.db.insert(words).values([
      { collectionId: mine!.id, hebrew: "אֲמַר", english: "to say" },
      { collectionId: mine!.id, hebrew: "רַבָּן", english: "teacher" },
    ]).returning({ id: words.id });
    for (const w of known) {
      const r = await call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId: w.id, action: "set", status: "known" } });
      expect(r.status, r.text).toBe(200);
    }
    // Read by hand from the page: the forms of אמר and רבן that Berakhot 34b writes (not שנאמר: a
    // nif'al after ש is three steps away).
    const FORMS = new Set(["אמר", "אמרי", "אמרו", "ואומר", "דאמר", "ואמר", "תאמר", "אמרה", "רבן", "רבנן"]);
    const page = await chapter(berakhotId, "34b");
    const expected = page.verses.flatMap((v) => chapterTokens([v]).map(lettersOf)).filter((t) => FORMS.has(t)).length;
    expect(expected).toBeGreaterThan(40);
    const after = page.coverage;
    expect(after).toMatchObject({ knownTokens: expected, knownForms: ["אמר", "רבן"] });
    // The page 2a: אומרים, אומר, אמרו, אמר, שאמרו, and רבן (רבן גמליאל).
    const page2a = await chapter(berakhotId, "2a");
    const c2a = page2a.coverage;
    expect(c2a.knownTokens).toBe(page2a.verses.flatMap((v) => chapterTokens([v]).map(lettersOf)).filter((t) => ["אומרים", "אומר", "אמרו", "אמר", "שאמרו", "רבן"].includes(t)).length);
    // The library counts the same, in its one statement over the stored forms.
    expect(await bookCoverage(berakhotId)).toMatchObject({ knownTokens: after.knownTokens + c2a.knownTokens, totalTokens: after.totalTokens + c2a.totalTokens });
  }, 120_000);

  it("counts a book's words again with the same rule when its stored forms are gone (migration 0026)", async () => {
    const before = await bookCoverage(berakhotId);
    await ctx.deps.db.delete(bookChapterWords).where(eq(bookChapterWords.bookId, berakhotId));
    expect(await bookCoverage(berakhotId)).toEqual(before);
  });

  it("counts the Mishnah's words with the rabbinic rule too: אמר covers אומרים", async () => {
    const job = await library!.importText("Mishnah Berakhot");
    expect(job.status).toBe("completed");
    mishnahId = job.result!.bookId as string;
    const c1 = await chapter(mishnahId, "1");
    const plain = c1.verses.flatMap((v) => chapterTokens([v]).map(lettersOf));
    expect(plain.filter((t) => t === "אומרים").length).toBeGreaterThan(0);
    expect(c1.coverage.knownForms).toContain("אמר");
    expect(c1.coverage.knownTokens).toBeGreaterThanOrEqual(plain.filter((t) => ["אומרים", "אומר", "אמרו", "אמר"].includes(t)).length);
  }, 120_000);

  it("ranks the readings by how often their head-word occurs in the imported texts", async () => {
    // אמר occurs far more often than אומר in Berakhot, עלה more than יעלה: the participle and the
    // verb come first, the simpler readings follow.
    expect(await firstForm("אוֹמְרִים")).toBe("אמר");
    const sheyaaleh = await look("שֶׁיַּעֲלֶה");
    expect(sheyaaleh.reading?.form ?? sheyaaleh.reading?.stemPlain).toBe("עלה");
    expect(sheyaaleh.moreReadings?.map((m) => m.reading.form ?? m.reading.stemPlain)).toContain("יעלה");
  });
});
