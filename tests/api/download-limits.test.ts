import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { books, dictionaryEntries } from "../../src/server/db/schema";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, importDictionarySource, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { hasLexiconData, KAIKKI_FILE, NO_LEXICON_DATA, startLexiconServer, type LexiconServer } from "../support/lexicon-server";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer, type SefariaServer } from "../support/sefaria-server";

/**
 * Outside downloads are read up to a size (SEFARIA_MAX_RESPONSE_MB, LEXICON_DOWNLOAD_MAX_MB): past
 * it the import fails with a message naming the limit and writes nothing, whether the answer
 * declares its length or only brings too many bytes. Against the local stand-ins of tests/support,
 * with limits smaller than their real files (Genesis' index record is 29 KB, Strong's 2.7 MB, BDB
 * 2.9 MB; kaikki.org's Aramaic fixture 3 KB).
 */
if (!hasSefariaData) console.warn(`download-limits.test.ts ${NO_SEFARIA_DATA}`);
if (!hasLexiconData) console.warn(`download-limits.test.ts ${NO_LEXICON_DATA}`);

const entriesOf = async (ctx: TestContext, source: typeof dictionaryEntries.$inferSelect.source) =>
  Number((await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(dictionaryEntries).where(eq(dictionaryEntries.source, source)))[0]!.n);

describe.runIf(hasSefariaData)("SEFARIA_MAX_RESPONSE_MB", () => {
  let sefaria: SefariaServer;
  const contexts: TestContext[] = [];
  beforeAll(async () => { sefaria = await startSefariaServer(); });
  afterAll(async () => {
    for (const ctx of contexts) await ctx.close();
    await sefaria?.close();
  });

  async function importGenesis(limitMb: string): Promise<{ ctx: TestContext; admin: TestUser; job: { status: string; error?: string | null } }> {
    const ctx = await createTestContext({ SEFARIA_URL: sefaria.url, SEFARIA_MAX_RESPONSE_MB: limitMb }, { startJobs: true });
    contexts.push(ctx);
    const { admin } = await createUsers(ctx, { learners: 0 });
    const started = await call(ctx, "POST", "/api/books/import", { user: admin, body: { title: "Genesis", range: "1" } });
    expect(started.status, started.text).toBe(202);
    return { ctx, admin, job: await waitForJob(ctx, admin, started.json.job.id as string) };
  }

  it("an answer larger than the limit fails the import with the limit named, and no book is written", async () => {
    const { ctx, job } = await importGenesis("0.01");
    expect(job).toMatchObject({ status: "failed", error: "An answer of the texts library is larger than 0.01 MB (SEFARIA_MAX_RESPONSE_MB)." });
    expect(await ctx.deps.db.select().from(books).where(eq(books.title, "Genesis"))).toEqual([]);
  });

  it("answers within the limit are read as before", async () => {
    const { ctx, job } = await importGenesis("1");
    expect(job.status).toBe("completed");
    expect(await ctx.deps.db.select({ title: books.title }).from(books).where(eq(books.title, "Genesis"))).toEqual([{ title: "Genesis" }]);
  });
});

describe.runIf(hasLexiconData)("LEXICON_DOWNLOAD_MAX_MB", () => {
  let lexicons: LexiconServer;
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    lexicons = await startLexiconServer();
    ctx = await createTestContext({
      DICTIONARY_BDB_URL: `${lexicons.url}/BrownDriverBriggs.xml`, DICTIONARY_STRONGS_URL: `${lexicons.url}/HebrewStrong.xml`,
      DICTIONARY_KAIKKI_ARAMAIC_URL: `${lexicons.url}/${KAIKKI_FILE}`, LEXICON_DOWNLOAD_MAX_MB: "0.1",
    }, { startJobs: true });
    ({ admin } = await createUsers(ctx, { learners: 0 }));
  });
  afterAll(async () => {
    await ctx?.close();
    await lexicons?.close();
  });

  const failure = "The download is larger than 0.1 MB (LEXICON_DOWNLOAD_MAX_MB): nothing was imported.";

  it("a file that declares a length past the limit fails the import, which writes nothing and says why", async () => {
    expect(await importDictionarySource(ctx, admin, "strongs")).toMatchObject({ status: "failed", error: failure });
    expect(await entriesOf(ctx, "strongs")).toBe(0);
    const runs = (await call(ctx, "GET", "/api/dictionary/imports", { user: admin })).json.runs as { source: string; status: string; error: string | null }[];
    expect(runs.find((r) => r.source === "strongs")).toMatchObject({ status: "failed", error: failure });
  });

  it("a file sent without its length (chunked) fails once it brings more than the limit", async () => {
    lexicons.unsized.add("BrownDriverBriggs.xml");
    expect(await importDictionarySource(ctx, admin, "bdb")).toMatchObject({ status: "failed", error: failure });
    expect(await entriesOf(ctx, "bdb")).toBe(0);
  });

  it("a file within the limit is imported", async () => {
    expect(await importDictionarySource(ctx, admin, "kaikki-aramaic")).toMatchObject({ status: "completed" });
    expect(await entriesOf(ctx, "kaikki-aramaic")).toBeGreaterThan(0);
  });
});
