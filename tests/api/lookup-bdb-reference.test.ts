import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DictionaryEntrySchema, DictionaryLookupSchema, type DictionaryLookup } from "../../src/shared/api/dictionary";
import { startLibraryContext, type LibraryContext } from "../helpers/library-context";
import { call, importDictionarySource, type TestContext, type TestUser } from "../helpers/test-app";
import { hasLexiconData, NO_LEXICON_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";
import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";

/**
 * BDB's cross-references in the reader's lookup, with BDB imported from the real file and a Mishnah
 * book (Berakhot 1, the Sefaria test server): הִיא is, in BDB, only "v. הוּא" (e.be.ac, no definitions);
 * the panel shows BDB's הוּא 'he, she, it' in its place, reached through the reference, as Jastrow's are.
 * A reference to a root heading without a meaning (מֵעִים v. מעה) stays, and names its target by its head-word.
 */
if (!hasLexiconData) console.warn(NO_LEXICON_DATA);
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);
const ready = hasLexiconData && hasSefariaData;

let library: LibraryContext | undefined;
let lexicons: LexiconServer | undefined;
let ctx: TestContext;
let learner: TestUser;
let mishnah: string;

beforeAll(async () => {
  if (!ready) return;
  lexicons = await startLexiconServer();
  library = await startLibraryContext({ DICTIONARY_BDB_URL: `${lexicons.url}/BrownDriverBriggs.xml` });
  ({ ctx, learner } = library);
  expect(await importDictionarySource(ctx, library.admin, "bdb")).toMatchObject({ status: "completed" });
  const job = await library.importText("Mishnah Berakhot", "1");
  expect(job.status, job.error ?? "").toBe("completed");
  mishnah = job.result!.bookId as string;
}, 240_000);
afterAll(async () => {
  await library?.close();
  await lexicons?.close();
});

/** The lookup of `word` as tapped at the first word of Mishnah Berakhot 1:1 (a Mishnah book's place). */
async function lookupInMishnah(word: string): Promise<DictionaryLookup> {
  const res = await call(ctx, "GET", `/api/dictionary/lookup?word=${encodeURIComponent(word)}&book=${mishnah}&chapter=1&verse=1&position=1`, { user: learner });
  expect(res.status, res.text).toBe(200);
  return DictionaryLookupSchema.parse(res.json);
}

describe.skipIf(!ready)("BDB's cross-references in the lookup", () => {
  it("shows BDB's הוּא for הִיא in a Mishnah book, reached through the reference, not an empty row", async () => {
    const r = await lookupInMishnah("הִיא");
    const bdb = r.entries.filter((e) => e.source === "bdb");
    expect(bdb.map((e) => e.sourceId)).not.toContain("e.be.ac");
    const hu = bdb.find((e) => e.sourceId === "e.aw.aa");
    expect(hu, JSON.stringify(bdb.map((e) => [e.sourceId, e.word]))).toBeDefined();
    expect(hu).toMatchObject({ word: "הוּא".normalize("NFC"), seeFrom: "הִיא".normalize("NFC") });
    expect(hu!.definitions).toEqual(expect.arrayContaining(["he", "she"]));
    expect(bdb.every((e) => e.definitions.length > 0 || e.referenceTo === null)).toBe(true);
  });

  it("keeps a reference whose target is a root heading without a meaning, naming it by its head-word", async () => {
    const r = await lookupInMishnah("מֵעִים");
    const meim = r.entries.find((e) => e.source === "bdb" && e.sourceId === "m.cx.ah");
    expect(meim).toMatchObject({ definitions: [], referenceTo: "m.cv.aa", referenceWord: "מעה" });
    expect(r.entries.some((e) => e.seeFrom === meim!.word)).toBe(false);
  });

  it("names a reference's target and cross-references by their head-words on the dictionary's entry", async () => {
    const res = await call(ctx, "GET", "/api/dictionary/sources/bdb/entries/v.gk.ad", { user: learner });
    expect(res.status, res.text).toBe(200);
    // שְׁתַּיִם v. שְׁנַיִם sub. שׁנה: the file links II שׁנה's heading for both; the import resolves שְׁנַיִם 'two'.
    expect(DictionaryEntrySchema.parse(res.json)).toMatchObject({ referenceTo: "v.em.ab", referenceWord: "שְׁנַ֫יִם".normalize("NFC"), crossRefs: ["v.el.aa"], crossRefWords: ["שׁנה".normalize("NFC")] });
  });
});
