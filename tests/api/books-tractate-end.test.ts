import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanSefariaHtml } from "../../src/server/integrations/sefaria/clean-sefaria-html";
import { startLibraryContext, type LibraryContext } from "../helpers/library-context";
import { call } from "../helpers/test-app";
import { fixturePages } from "../support/sefaria-fixture-pages";
import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";

/**
 * A tractate's end is Sefaria's, not its index record's count: Berakhot's record
 * (../shared/data/sefaria/schemas/Berakhot.json, as Sefaria-Export has it) says 125 amudim, and the
 * tractate ends at 64a (chapter 127; tests/fixtures/sefaria-pages/Berakhot_64a.texts.json).
 */
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);

const lastPage = fixturePages().find((p) => p.ref === "Berakhot 64a");
const textsAsked = (library: LibraryContext, title: string) =>
  library.sefaria.requests.filter((r) => r.startsWith(`/api/texts/${title}_`)).map((r) => r.slice(`/api/texts/${title}_`.length).split("?")[0]!);

describe.skipIf(!hasSefariaData)("a Talmud tractate imported to its real end", () => {
  let library: LibraryContext;
  beforeAll(async () => {
    library = await startLibraryContext();
  });
  afterAll(async () => {
    await library?.close();
  });

  it("imports Berakhot whole to 64a, though its index record counts 125 amudim (to 63a)", async () => {
    const record = await (await fetch(`${library.sefaria.url}/api/v2/raw/index/Berakhot`)).json() as { schema: { lengths: number[] } };
    expect(record.schema.lengths[0]).toBe(125);
    expect(lastPage).toBeTruthy();

    const job = await library.importText("Berakhot");
    expect(job.status, JSON.stringify(job)).toBe("completed");
    const bookId = job.result!.bookId as string;
    const book = await call(library.ctx, "GET", `/api/books/${bookId}`, { user: library.learner });
    expect(book.status).toBe(200);
    const chapters = book.json.chapters as { chapter: number; label: string; verseCount: number }[];
    expect(chapters.at(-1)).toMatchObject({ chapter: 127, label: "64a", verseCount: 15 });

    const page = JSON.parse(fs.readFileSync(lastPage!.file, "utf8")) as { he: string[]; text: string[] };
    const last = await call(library.ctx, "GET", `/api/books/${bookId}/chapters/64a`, { user: library.learner });
    expect(last.status).toBe(200);
    expect(last.json.verses.map((v: { hebrew: string }) => v.hebrew)).toEqual(page.he.map((s) => cleanSefariaHtml(s).normalize("NFC")));
    expect(last.json.verses[13].english).toBe(cleanSefariaHtml(page.text[13]!));
    expect(last.json.next).toBeNull();
    // Every amud from 2a to 64a was asked for, none past the end.
    const asked = new Set(textsAsked(library, "Berakhot"));
    expect(["2a", "63a", "63b", "64a"].every((amud) => asked.has(amud))).toBe(true);
    expect(asked.has("64b")).toBe(false);
  });

  it("imports a range naming the last amud, and refuses one past it", async () => {
    const range = await library.importText("Berakhot", "63b-64a");
    expect(range.status, JSON.stringify(range)).toBe("completed");
    expect(range.result).toMatchObject({ title: "Berakhot", chapters: 1, verses: 15 });
    const outside = await library.importText("Berakhot", "64a-64b");
    expect(outside).toMatchObject({ status: "failed", errorKey: "books_range_outside" });
    // Within the record's count nothing more is asked for than the range's amudim.
    const before = library.sefaria.requests.length;
    expect((await library.importText("Berakhot", "3a")).status).toBe("completed");
    expect(new Set(library.sefaria.requests.slice(before).filter((r) => r.startsWith("/api/texts/")).map((r) => r.split("?")[0]))).toEqual(new Set(["/api/texts/Berakhot_3a"]));
  });

  it("imports a Mishnah tractate whole to its record's count, as before", async () => {
    const before = library.sefaria.requests.length;
    const job = await library.importText("Mishnah Berakhot");
    expect(job.result).toMatchObject({ chapters: 9, verses: 57 });
    const asked = library.sefaria.requests.slice(before).filter((r) => r.startsWith("/api/texts/")).map((r) => r.split("?")[0]);
    expect(new Set(asked)).toEqual(new Set(Array.from({ length: 9 }, (_, i) => `/api/texts/Mishnah_Berakhot_${i + 1}`)));
  });
});
