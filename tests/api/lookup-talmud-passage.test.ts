import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChapterTextSchema } from "../../src/shared/api/books";
import { DictionaryLookupSchema } from "../../src/shared/api/dictionary";
import { plainHebrew } from "../../src/shared/hebrew/strip-niqqud";
import { verseWords } from "../../src/shared/hebrew/verse-words";
import { dictionaryEntries } from "../../src/server/db/schema";
import { call, type TestContext, type TestUser } from "../helpers/test-app";
import { startLibraryContext, type LibraryContext } from "../helpers/library-context";
import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";

/**
 * A Talmud page quotes the Mishnah (rabbinic Hebrew) before the Gemara's Aramaic: Berakhot 2a opens
 * inside the tractate's first Mishnah and its Gemara begins at גְּמָ׳ (segment 6). The same verb אָמַר
 * is read with the Hebrew entry in the Mishnah ("Rabban Gamliel said to them") and with the Aramaic
 * one in the Gemara. The two entries are written straight to the database (no lexicon is imported),
 * pointed alike (the pointing decides nothing) and the Aramaic one the larger, so that it comes first
 * wherever the language is not known.
 */
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);

let library: LibraryContext | undefined;
let ctx: TestContext;
let learner: TestUser;
let berakhot: string;
const tag = crypto.randomBytes(3).toString("hex");

beforeAll(async () => {
  if (!hasSefariaData) return;
  library = await startLibraryContext();
  ({ ctx, learner } = library);
  const job = await library.importText("Berakhot", "2a");
  expect(job.status, job.error ?? "").toBe("completed");
  berakhot = job.result!.bookId as string;
  await ctx.deps.db.insert(dictionaryEntries).values([
    { source: "jastrow", sourceId: `hebrew-${tag}`, word: "אָמַר", language: "hebrew", definitions: ["to say"], transliteration: "amar" },
    { source: "jastrow", sourceId: `aramaic-${tag}`, word: "אָמַר", language: "aramaic", partOfSpeech: "ch.", definitions: ["to say, speak; to tell", "to command", "to mean, intend; to teach, report a tradition"] },
  ]);
}, 240_000);
afterAll(async () => {
  await library?.close();
});

/** The first place of a plain word at or after a segment of Berakhot 2a, as the reader splits the stored text. */
async function placeOf(plain: string, fromVerse: number) {
  const r = await call(ctx, "GET", `/api/books/${berakhot}/chapters/2a`, { user: learner });
  expect(r.status, r.text).toBe(200);
  const chapter = ChapterTextSchema.parse(r.json);
  for (const v of chapter.verses.filter((x) => x.verse >= fromVerse)) {
    const word = verseWords(v.hebrew).find((p) => p.kind === "word" && plainHebrew(p.text) === plain);
    if (word && word.kind === "word") return { book: berakhot, chapter: chapter.chapter.chapter, verse: v.verse, position: word.position, word: word.text };
  }
  throw new Error(`${plain} not found from segment ${fromVerse}`);
}

async function firstEntry(place: { book: string; chapter: number; verse: number; position: number; word: string }) {
  const qs = new URLSearchParams({ word: place.word, book: place.book, chapter: String(place.chapter), verse: String(place.verse), position: String(place.position) });
  const r = await call(ctx, "GET", `/api/dictionary/lookup?${qs}`, { user: learner });
  expect(r.status, r.text).toBe(200);
  return DictionaryLookupSchema.parse(r.json).entries[0]?.sourceId;
}

describe.skipIf(!hasSefariaData)("a Talmud page's Mishnah is read as Hebrew, its Gemara as Aramaic", () => {
  it("gives אָמַר the Hebrew entry in the Mishnah and the Aramaic one after גְּמָ׳", async () => {
    const gemara = await placeOf("גמ׳", 1);
    const inMishnah = await placeOf("אמר", 1);
    expect(inMishnah.verse).toBeLessThan(gemara.verse);
    expect(await firstEntry(inMishnah)).toBe(`hebrew-${tag}`);
    const inGemara = await placeOf("אמר", gemara.verse);
    expect(await firstEntry(inGemara)).toBe(`aramaic-${tag}`);
  });

  it("ranks Jastrow's homographs by their quotations counted at import (details.uses), or by their notes in an entry imported before", async () => {
    const gemara = await placeOf("גמ׳", 1);
    const details = (notes: string[], uses?: { talmud: number; mishnah: number; targum: number }) =>
      ({ homograph: null, headWords: [], binyanim: [], plurals: [], notes, ...(uses ? { uses } : {}) });
    // The larger entry comes first when the quotations do not decide (rank-readings' compareEntries).
    const larger = ["a gloss long enough to make this entry the larger of the two, which alone would put it first"];
    await ctx.deps.db.insert(dictionaryEntries).values([
      // Counted at import: the stored counts decide (its notes quote nothing).
      { source: "jastrow", sourceId: `counted-${tag}`, word: "שְׁנָא", language: "aramaic", definitions: ["to differ"], details: details([], { talmud: 30, mishnah: 0, targum: 0 }) },
      { source: "jastrow", sourceId: `counted-larger-${tag}`, word: "שְׁנָא", language: "aramaic", definitions: larger, details: details([], { talmud: 1, mishnah: 0, targum: 0 }) },
      // Imported before the counts were stored: its notes are counted at lookup (Ber. 2a, Sabb. 3b, "a. v. fr.": 22 from the Gemara).
      { source: "jastrow", sourceId: `notes-${tag}`, word: "דְּתָנֵי", language: "aramaic", definitions: ["that he teaches"], details: details(["Ber. 2a; Sabb. 3b, a. v. fr."]) },
      { source: "jastrow", sourceId: `notes-larger-${tag}`, word: "דְּתָנֵי", language: "aramaic", definitions: larger, details: details([], { talmud: 1, mishnah: 0, targum: 0 }) },
    ]);
    expect(await firstEntry(await placeOf("שנא", gemara.verse))).toBe(`counted-${tag}`);
    expect(await firstEntry(await placeOf("דתני", gemara.verse))).toBe(`notes-${tag}`);
  });
});
