import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Job } from "../../src/shared/api/jobs";
import { chapterLabel } from "../../src/shared/books/chapter-label";
import { cleanSefariaHtml } from "../../src/server/integrations/sefaria/clean-sefaria-html";
import { call, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { startLibraryContext, type LibraryContext } from "../helpers/library-context";
import { fixtureIndexes, fixturePages } from "../support/sefaria-fixture-pages";
import { hasSefariaData, NO_SEFARIA_DATA, SEFARIA_DATA } from "../support/sefaria-server";

if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);

let library: LibraryContext | undefined;
let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let other: TestUser;

beforeAll(async () => {
  if (!hasSefariaData) return;
  library = await startLibraryContext();
  ({ ctx, admin, learner, other } = library);
});
afterAll(async () => {
  await library?.close();
});

/** Starts an import as the admin and waits for its job to end. */
async function importText(title: string, range?: string): Promise<Job> {
  const started = await call(ctx, "POST", "/api/books/import", { user: admin, body: { title, ...(range ? { range } : {}) } });
  expect(started.status).toBe(202);
  expect(started.json.job).toMatchObject({ kind: "book-import", status: "queued", message: "Starting import...", percent: 0 });
  return waitForJob(ctx, admin, started.json.job.id as string);
}

/** The section refs the texts library was asked for, in order (/api/texts/<ref>). */
const sefariaRefs = () => library!.sefaria.requests.filter((r) => r.startsWith("/api/texts/")).map((r) => r.slice("/api/texts/".length).split("?")[0]!.replace(/_/g, " "));

const readExport = (file: string) => JSON.parse(fs.readFileSync(path.join(SEFARIA_DATA, file), "utf8")) as { text: string[][] };

describe.skipIf(!hasSefariaData)("books imported from the Sefaria test server", () => {
  let genesisId: string;

  it("imports Genesis whole: 50 chapters, 1,533 verses, niqqud and cantillation kept, English verse by verse", async () => {
    const job = await importText("Genesis");
    expect(job).toMatchObject({ status: "completed", percent: 100, message: "Complete!", counts: { chapters: 50, verses: 1533 } });
    genesisId = job.result!.bookId as string;
    const list = await call(ctx, "GET", "/api/books", { user: learner });
    const genesis = list.json.books.find((b: { id: string }) => b.id === genesisId);
    expect(genesis).toMatchObject({ title: "Genesis", hebrewTitle: "בראשית", category: "Tanakh", totalChapters: 50, totalVerses: 1533, firstChapterLabel: "1", progress: null });
    expect(genesis.description).toMatch(/first book of the Torah/);

    const he = readExport("tanakh/Genesis.he.merged.json");
    const en = readExport("tanakh/Genesis.en.Rashi_chumash_Silverstein.json");
    const ch1 = await call(ctx, "GET", `/api/books/${genesisId}/chapters/1`, { user: learner });
    expect(ch1.status).toBe(200);
    expect(ch1.json.verses).toHaveLength(31);
    expect(ch1.json.verses[0].hebrew).toBe(he.text[0]![0]!.normalize("NFC"));
    expect(ch1.json.verses[0].hebrew).toMatch(/[\u0591-\u05AF]/); // cantillation
    expect(ch1.json.verses[30].english).toBe(cleanSefariaHtml(en.text[0]![30]!));
    expect(ch1.json).toMatchObject({ previous: null, next: { chapter: 2, label: "2" }, chapter: { chapter: 1, label: "1", verseCount: 31 } });
    expect(ch1.json.verses[0]).toMatchObject({ spanish: null, french: null, italian: null, portuguese: null });
    const ch50 = await call(ctx, "GET", `/api/books/${genesisId}/chapters/50`, { user: learner });
    expect(ch50.json).toMatchObject({ next: null, previous: { chapter: 49 } });
    expect(ch50.json.verses.at(-1).english).toBe(cleanSefariaHtml(en.text[49]!.at(-1)!));
    // Every chapter's verses line up with both files.
    const detail = await call(ctx, "GET", `/api/books/${genesisId}`, { user: learner });
    expect(detail.json.chapters.map((c: { verseCount: number }) => c.verseCount)).toEqual(he.text.map((c) => c.length));
    expect(en.text.map((c) => c.length)).toEqual(he.text.map((c) => c.length));
    // A polite client: Milim's User-Agent.
    expect([...library!.sefaria.userAgents].every((ua) => ua.startsWith("Milim/"))).toBe(true);
  });

  it("imports Mishnah Berakhot: 9 chapters, 57 mishnayot, markup cleaned", async () => {
    const job = await importText("Mishnah Berakhot");
    expect(job).toMatchObject({ status: "completed", counts: { chapters: 9, verses: 57 } });
    const book = await call(ctx, "GET", `/api/books/${job.result!.bookId as string}`, { user: learner });
    expect(book.json).toMatchObject({ title: "Mishnah Berakhot", category: "Mishnah", totalChapters: 9, totalVerses: 57 });
    const ch1 = await call(ctx, "GET", `/api/books/${book.json.id}/chapters/1`, { user: learner });
    for (const v of ch1.json.verses) expect(`${v.hebrew} ${v.english}`).not.toMatch(/<\/?[a-z]+[^>]*>/);
  });

  it("imports Talmud pages by label (2a-3a, then 34b) into one book labelled 2a, 2b, 34b — never 'chapter 3'", async () => {
    const first = await importText("Berakhot", "2a-3a");
    expect(first.status).toBe("completed");
    // The job's text in English and the key the client words it by.
    expect(first).toMatchObject({ message: "Complete!", messageKey: "job_complete", messageParams: {}, errorKey: null });
    const second = await importText("Berakhot", "34b");
    expect(second.result!.bookId).toBe(first.result!.bookId);
    const book = await call(ctx, "GET", `/api/books/${first.result!.bookId as string}`, { user: learner });
    expect(book.json).toMatchObject({ title: "Berakhot", hebrewTitle: "ברכות", category: "Talmud", addressType: "Talmud", firstChapterLabel: "2a" });
    // 2b is a fixture page of the test server (tests/fixtures/sefaria-pages); an amud without a
    // recording or a page is an empty section there: only the pages with text are kept.
    const withText = ["2a", "2b", "3a"].filter((amud) => amud === "2a" || fixturePages().some((p) => p.ref === `Berakhot ${amud}`));
    expect(withText).toContain("2b");
    expect(book.json.chapters.map((c: { label: string }) => c.label)).toEqual([...withText, "34b"]);
    const amud = await call(ctx, "GET", `/api/books/${book.json.id}/chapters/2a`, { user: learner });
    expect(amud.json.chapter).toMatchObject({ chapter: 3, label: "2a", verseCount: 14 });
    expect(amud.json.verses[0].hebrew.startsWith("מֵאֵימָתַי קוֹרִין")).toBe(true);
    expect(amud.json.verses[0].english).toContain("That is the statement of Rabbi Eliezer.");
    expect(amud.json.next).toMatchObject({ label: "2b" });
    expect((await call(ctx, "GET", `/api/books/${book.json.id}/chapters/3`, { user: learner })).status).toBe(404);
    expect((await call(ctx, "GET", `/api/books/${book.json.id}/chapters/x1`, { user: learner })).status).toBe(400);
  });

  it("imports a tractate's next pages after the last one it holds ('Import the next pages', admin), up to the tractate's end", async () => {
    const nextPages = async (bookId: string) => {
      expect((await call(ctx, "POST", `/api/books/${bookId}/next-pages`, { user: learner })).status).toBe(403);
      const started = await call(ctx, "POST", `/api/books/${bookId}/next-pages`, { user: admin });
      expect(started.status, started.text).toBe(202);
      expect(started.json.job).toMatchObject({ kind: "book-import", status: "queued" });
      return waitForJob(ctx, admin, started.json.job.id as string);
    };
    const detail = async (bookId: string) => (await call(ctx, "GET", `/api/books/${bookId}`, { user: learner })).json;
    const labels = async (bookId: string) => ((await detail(bookId)).chapters as { label: string }[]).map((c) => c.label);
    // Shabbat's first page, as a set-up with SETUP_TALMUD_AMUDIM=1 leaves it: the next five dapim are 2b–7a, of which the
    // test server has 2b (the other amudim are empty sections there, and are not kept).
    const first = await importText("Shabbat", "2a");
    const shabbat = first.result!.bookId as string;
    // Its import read the index record, not the tractate's end: it goes on at least to the record's count (Sefaria serves
    // every amud up to it), which the reader tells a learner.
    const counted = (JSON.parse(fs.readFileSync(fixtureIndexes().Shabbat!, "utf8")) as { schema: { lengths: number[] } }).schema.lengths[0]!;
    expect((await detail(shabbat)).sourceEnd).toEqual({ chapter: counted, label: chapterLabel(counted, "Talmud"), exact: false });
    const job = await nextPages(shabbat);
    expect(job.status, job.error ?? "").toBe("completed");
    expect(sefariaRefs().filter((r) => r.startsWith("Shabbat ")).slice(-10).sort()).toEqual(
      ["2b", "3a", "3b", "4a", "4b", "5a", "5b", "6a", "6b", "7a"].map((a) => `Shabbat ${a}`).sort(),
    );
    expect(await labels(shabbat)).toEqual(["2a", "2b"]);

    // Berakhot ends at 64a though its index record says 125 amudim (63a): the next pages after 61a are 61b–64a, not
    // five dapim; the job read the tractate's end, and the book keeps it: 64a, exact.
    const berakhot = (await importText("Berakhot", "34b")).result!.bookId as string;
    expect((await detail(berakhot)).sourceEnd).toEqual({ chapter: 125, label: "63a", exact: false });
    await ctx.deps.db.execute(sql`insert into book_verses (book_id, chapter, verse, hebrew_text) values (${berakhot}, 121, 1, 'אמר')`);
    expect((await nextPages(berakhot)).status).toBe("completed");
    expect((await labels(berakhot)).slice(-2)).toEqual(["61a", "64a"]);
    expect((await detail(berakhot)).sourceEnd).toEqual({ chapter: 127, label: "64a", exact: true });
    // After 64a there is nothing more to import, and the library knows it: no job is started.
    const noMore = { title: "Berakhot", label: "64a" };
    const ended = await call(ctx, "POST", `/api/books/${berakhot}/next-pages`, { user: admin });
    expect(ended.status).toBe(409);
    expect(ended.json.error).toMatchObject({
      code: "conflict", messageKey: "books_no_more_pages", params: noMore, message: "Berakhot has no pages after 64a in the texts library: the whole tractate is here.",
    });
    // A book imported before its end was read (a least end only) asks the library: the job says there is no more, the
    // book is as it was, and it keeps the end the job read.
    await ctx.deps.db.execute(sql`update books set source_end = 125, source_end_exact = false where id = ${berakhot}`);
    const done = await nextPages(berakhot);
    expect(done).toMatchObject({
      status: "failed", errorKey: "books_no_more_pages", errorParams: noMore,
      error: "Berakhot has no pages after 64a in the texts library: the whole tractate is here.",
    });
    expect((await labels(berakhot)).slice(-2)).toEqual(["61a", "64a"]);
    expect((await detail(berakhot)).sourceEnd).toEqual({ chapter: 127, label: "64a", exact: true });
    // Imported again by a range inside the record, the book keeps the exact end it knows.
    expect((await importText("Berakhot", "34b")).status).toBe("completed");
    expect((await detail(berakhot)).sourceEnd).toMatchObject({ chapter: 127, exact: true });
    await ctx.deps.db.execute(sql`delete from book_verses where book_id = ${berakhot} and chapter = 121`);

    // A book of the Tanakh is not continued page by page; a book that does not exist is not found.
    const genesis = (await call(ctx, "GET", "/api/books", { user: admin })).json.books.find((b: { title: string }) => b.title === "Genesis").id as string;
    const tanakh = await call(ctx, "POST", `/api/books/${genesis}/next-pages`, { user: admin });
    expect(tanakh.status).toBe(400);
    expect(tanakh.json.error).toMatchObject({ code: "bad_request", messageKey: "books_next_pages_talmud" });
    expect((await call(ctx, "POST", `/api/books/${crypto.randomUUID()}/next-pages`, { user: admin })).status).toBe(404);
  });

  it("updates a book imported again instead of copying it", async () => {
    const before = (await call(ctx, "GET", "/api/books", { user: admin })).json.books.length;
    const again = await importText("Mishnah Berakhot", "2");
    expect(again.status).toBe("completed");
    const after = await call(ctx, "GET", "/api/books", { user: admin });
    expect(after.json.books).toHaveLength(before);
    expect(after.json.books.find((b: { title: string }) => b.title === "Mishnah Berakhot")).toMatchObject({ totalChapters: 9, totalVerses: 57 });
  });

  it("imported again, rewrites only what changed: the same verses and counted words stay the rows they were", async () => {
    const rowsOf = async (query: ReturnType<typeof sql>) => ((await ctx.deps.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const [{ id: bookId }] = await rowsOf(sql`select id from books where source_ref = 'Mishnah Berakhot'`) as [{ id: string }];
    const verses = () => rowsOf(sql`select id, verse, hebrew_text from book_verses where book_id = ${bookId} and chapter = 2 order by verse`);
    const counted = () => rowsOf(sql`select id, forms, lemma, count from book_chapter_words where book_id = ${bookId} and chapter = 2 order by id`);
    const [versesBefore, countedBefore] = [await verses(), await counted()];
    expect(countedBefore.length).toBeGreaterThan(10);

    expect((await importText("Mishnah Berakhot", "2")).status).toBe("completed");
    expect(await verses()).toEqual(versesBefore);
    expect(await counted()).toEqual(countedBefore);
    // Not even visited: an unchanged row is filtered out before the upsert, so it is not locked
    // (an `on conflict … do update … where` that declines still locks the row: its xmax is set).
    const touched = async (table: "book_verses" | "book_chapter_words") =>
      (await rowsOf(sql`select count(*)::int as n from ${sql.identifier(table)} where book_id = ${bookId} and chapter = 2 and xmax::text <> '0'`))[0]!.n;
    expect(await touched("book_verses")).toBe(0);
    expect(await touched("book_chapter_words")).toBe(0);

    // A verse changed and one the text no longer has; a counted word gone, one miscounted, one stale.
    const [first, second] = countedBefore as [{ id: number }, { id: number }];
    await ctx.deps.db.execute(sql`update book_verses set hebrew_text = 'שונה' where book_id = ${bookId} and chapter = 2 and verse = 1`);
    await ctx.deps.db.execute(sql`insert into book_verses (book_id, chapter, verse, hebrew_text) values (${bookId}, 2, 99, 'אין')`);
    await ctx.deps.db.execute(sql`delete from book_chapter_words where id = ${first.id}`);
    await ctx.deps.db.execute(sql`update book_chapter_words set count = count + 5 where id = ${second.id}`);
    await ctx.deps.db.execute(sql`insert into book_chapter_words (book_id, chapter, forms, lemma, count) values (${bookId}, 2, array['אין'], null, 1)`);
    expect((await importText("Mishnah Berakhot", "2")).status).toBe("completed");
    expect(await verses()).toEqual(versesBefore);
    const countedAfter = await counted();
    expect(countedAfter.map(({ id: _, ...r }) => r).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))))
      .toEqual(countedBefore.map(({ id: _, ...r }) => r).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
    // Only the deleted row came back as a new one.
    expect(countedAfter.filter((r) => !countedBefore.some((b) => b.id === r.id))).toHaveLength(1);
  });

  it("fails clearly for a title Sefaria does not have, or a range outside the text", async () => {
    const unknown = await importText("Gensis");
    expect(unknown).toMatchObject({ status: "failed" });
    expect(unknown.error).toMatch(/texts library/i);
    const outside = await importText("Genesis", "49-51");
    expect(outside).toMatchObject({ status: "failed", error: "The range is outside this text.", errorKey: "books_range_outside" });
    const bad = await call(ctx, "POST", "/api/books/import", { user: admin, body: { title: "" } });
    expect(bad.status).toBe(400);
  });

  it("retries Sefaria's 503s, and leaves no half book when a chapter keeps failing", async () => {
    library!.sefaria.options.failFirst = 2;
    const retried = await importText("Mishnah Berakhot", "1-2");
    expect(retried.status).toBe("completed");

    const books = (await call(ctx, "GET", "/api/books", { user: admin })).json.books.length;
    await call(ctx, "DELETE", `/api/books/${(await call(ctx, "GET", "/api/books", { user: admin })).json.books.find((b: { title: string }) => b.title === "Genesis").id}`, { user: admin });
    library!.sefaria.options.failRef = "Genesis 30";
    const failed = await importText("Genesis");
    library!.sefaria.options.failRef = undefined;
    expect(failed).toMatchObject({ status: "failed" });
    expect(failed.error).toBe("The texts library could not be reached, or answered something unexpected. Please check the reference and try again.");
    const after = await call(ctx, "GET", "/api/books", { user: admin });
    expect(after.json.books).toHaveLength(books - 1);
    expect(after.json.books.some((b: { title: string }) => b.title === "Genesis")).toBe(false);
    // Put Genesis back for the tests below.
    genesisId = (await importText("Genesis", "1-3")).result!.bookId as string;
  });

  it("keeps each learner's reading progress to themselves, one row per book, at the verse reached", async () => {
    const save = await call(ctx, "PUT", `/api/books/${genesisId}/progress`, { user: learner, body: { chapter: 2, verse: 7 } });
    expect(save.json).toMatchObject({ lastChapter: 2, lastChapterLabel: "2", lastVerse: 7 });
    await call(ctx, "PUT", `/api/books/${genesisId}/progress`, { user: learner, body: { chapter: 2, verse: 9 } });
    const mine = (await call(ctx, "GET", "/api/books", { user: learner })).json.books.find((b: { id: string }) => b.id === genesisId);
    expect(mine.progress).toMatchObject({ lastChapter: 2, lastVerse: 9 });
    const theirs = (await call(ctx, "GET", "/api/books", { user: other })).json.books.find((b: { id: string }) => b.id === genesisId);
    expect(theirs.progress).toBeNull();
    expect((await call(ctx, "PUT", `/api/books/${genesisId}/progress`, { user: learner, body: { chapter: 2, verse: 999 } })).status).toBe(400);
    expect((await call(ctx, "PUT", `/api/books/${crypto.randomUUID()}/progress`, { user: learner, body: { chapter: 1, verse: 1 } })).status).toBe(404);
    // Others cannot follow someone else's job.
    const jobs = await call(ctx, "GET", "/api/jobs?kind=book-import", { user: admin });
    expect(jobs.json.jobs.length).toBeGreaterThan(0);
    expect((await call(ctx, "GET", `/api/jobs/${jobs.json.jobs[0].id}`, { user: learner })).status).toBe(404);
    expect((await call(ctx, "GET", "/api/jobs", { user: learner })).json.jobs).toEqual([]);
  });

  it("streams a job's progress as server-sent events until it ends", async () => {
    const started = await call(ctx, "POST", "/api/books/import", { user: admin, body: { title: "Mishnah Berakhot", range: "3-4" } });
    const res = await ctx.app.request(`/api/jobs/${started.json.job.id}/events`, { headers: { cookie: admin.cookie, origin: ctx.config.publicUrl } });
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const text = await res.text();
    const events = [...text.matchAll(/event: progress\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!) as Job);
    expect(events.length).toBeGreaterThan(1);
    expect(events.at(-1)).toMatchObject({ status: "completed", percent: 100 });
  });

  it("lets only an admin delete a book; its verses and everyone's progress go with it", async () => {
    expect((await call(ctx, "DELETE", `/api/books/${genesisId}`, { user: learner })).status).toBe(403);
    expect((await call(ctx, "DELETE", `/api/books/${genesisId}`, { user: admin })).status).toBe(204);
    expect((await call(ctx, "GET", `/api/books/${genesisId}`, { user: learner })).status).toBe(404);
    expect((await call(ctx, "DELETE", `/api/books/${genesisId}`, { user: admin })).status).toBe(404);
  });
});
