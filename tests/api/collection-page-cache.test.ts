// The collection page joins a cached copy of each collection's word list (WordListCache, keyed
// by collections.words_version, which triggers on `words` change). These tests write words
// straight to the database, as another server process or an admin tool would, and check that the
// next page is current, on PGlite and PostgreSQL.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CollectionPageSchema, type CollectionPage } from "../../src/shared/api/collections";
import { collections, progress, words } from "../../src/server/db/schema";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let learner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  learner = (await createUsers(ctx, { learners: 1 })).learners[0]!;
});
afterAll(async () => { await ctx.close(); });

const page = async (slug: string): Promise<CollectionPage> => {
  const r = await call(ctx, "GET", `/api/collections/modern/${slug}`, { user: learner });
  expect(r.status, r.text).toBe(200);
  return CollectionPageSchema.parse(r.json);
};

const answer = (wordId: string, action: string) =>
  call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId, action } });

async function createCollection(slug: string, hebrew: string[]) {
  const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: slug, slug, order: 90 }).returning({ id: collections.id });
  await ctx.deps.db.insert(words).values(hebrew.map((h, i) => ({ collectionId: c!.id, hebrew: h, english: `w${i}`, freqRank: i + 1 })));
  return c!.id;
}

const versionOf = async (id: string) =>
  (await ctx.deps.db.select({ v: collections.wordsVersion }).from(collections).where(eq(collections.id, id)))[0]!.v;

describe("the collection page's cached word list", () => {
  it("is read once, then reused while the words do not change; progress is never cached", async () => {
    await createCollection("cache-reuse", ["אָב", "בַּיִת", "גַּן"]);
    const misses = ctx.deps.wordLists.misses;
    const first = await page("cache-reuse");
    expect(ctx.deps.wordLists.misses).toBe(misses + 1);
    const hits = ctx.deps.wordLists.hits;
    expect(await page("cache-reuse")).toEqual(first);
    expect(ctx.deps.wordLists.hits).toBe(hits + 1);

    expect((await answer(first.words[1]!.id, "know")).status).toBe(200);
    const after = await page("cache-reuse");
    expect(ctx.deps.wordLists.hits).toBe(hits + 2); // an answer is progress, not a word change
    expect(after.words.map((w) => w.progress?.status ?? null)).toEqual([null, "known", null]);
    expect(after.words[1]!.progress).toMatchObject({ timesSeen: 1, timesKnown: 1 });
    // Written by the database as presentProgress writes it: toISOString's UTC with milliseconds.
    expect(after.words[1]!.progress!.lastSeenAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    // A record never seen (a restore or an import may write one): its time is null.
    await ctx.deps.db.update(progress).set({ lastSeenAt: null }).where(eq(progress.wordId, first.words[1]!.id));
    expect((await page("cache-reuse")).words[1]!.progress).toEqual({ status: "known", timesSeen: 1, timesKnown: 1, lastSeenAt: null });
    expect(after.counts).toEqual({ known: 1, learning: 2, unknown: 0, total: 3 });
  });

  it("shows words inserted, updated, deleted and moved by any writer on the next request", async () => {
    const a = await createCollection("cache-a", ["אֶחָד", "שְׁנַיִם"]);
    const b = await createCollection("cache-b", ["שָׁלוֹשׁ"]);
    const pa = await page("cache-a");
    await page("cache-b");
    expect((await answer(pa.words[0]!.id, "dont_know")).status).toBe(200);

    await ctx.deps.db.update(words).set({ english: "one (updated)", section: "2a" }).where(eq(words.id, pa.words[0]!.id));
    let now = await page("cache-a");
    expect(now.words[0]).toMatchObject({ english: "one (updated)", section: "2a", progress: { status: "unknown" } });

    await ctx.deps.db.insert(words).values({ collectionId: a, hebrew: "אַרְבַּע", english: "four", freqRank: 0 });
    now = await page("cache-a");
    expect(now.words.map((w) => w.english)).toEqual(["four", "one (updated)", "w1"]);
    expect(now.counts).toEqual({ known: 0, learning: 2, unknown: 1, total: 3 });

    // A word moved from a to b changes both lists, and its progress moves with it.
    await ctx.deps.db.update(words).set({ collectionId: b, freqRank: 9 }).where(eq(words.id, pa.words[0]!.id));
    now = await page("cache-a");
    expect(now.words.map((w) => w.english)).toEqual(["four", "w1"]);
    expect(now.counts.unknown).toBe(0);
    const pb = await page("cache-b");
    expect(pb.words.map((w) => [w.english, w.progress?.status ?? null])).toEqual([["w0", null], ["one (updated)", "unknown"]]);

    await ctx.deps.db.delete(words).where(eq(words.collectionId, a));
    now = await page("cache-a");
    expect(now.words).toEqual([]);
    expect(now.counts).toEqual({ known: 0, learning: 0, unknown: 0, total: 0 });
  });

  it("never takes a list re-created under the same ids and count for the old one", async () => {
    const id = await createCollection("cache-recreated", ["קוֹל", "שִׁיר"]);
    const before = await page("cache-recreated");
    const rows = await ctx.deps.db.select().from(words).where(eq(words.collectionId, id));
    const version = await versionOf(id);
    // As a restore may: delete the collection (its words go with it), then insert it and its words again.
    await ctx.deps.db.delete(collections).where(eq(collections.id, id));
    await ctx.deps.db.insert(collections).values({ id, domain: "modern", name: "again", slug: "cache-recreated", order: 90 });
    await ctx.deps.db.insert(words).values(rows.map(({ hebrewPlain: _, ...w }) => ({ ...w, english: `${w.english} again` })));
    expect(await versionOf(id)).toBeGreaterThan(version);
    const after = await page("cache-recreated");
    expect(after.words.map((w) => w.id)).toEqual(before.words.map((w) => w.id));
    expect(after.words.map((w) => w.english)).toEqual(["w0 again", "w1 again"]);
  });

  it("gives every collection touched by one statement a new version, and none when no word matched", async () => {
    const x = await createCollection("cache-x", ["א"]);
    const y = await createCollection("cache-y", ["ב"]);
    const [vx, vy] = [await versionOf(x), await versionOf(y)];
    await ctx.deps.db.update(words).set({ pos: "noun" }).where(sql`${words.collectionId} in (${x}, ${y})`);
    const [vx2, vy2] = [await versionOf(x), await versionOf(y)];
    expect(vx2).toBeGreaterThan(vx);
    expect(vy2).toBeGreaterThan(vy);
    expect(vx2).not.toBe(vy2);
    // An update that matches no word changes nothing.
    await ctx.deps.db.update(words).set({ pos: "verb" }).where(eq(words.id, crypto.randomUUID()));
    expect(await versionOf(x)).toBe(vx2);
  });

  it("reads the page again in one snapshot when the words change between its two statements", async () => {
    const id = await createCollection("cache-race", ["רֶגַע", "שָׁעָה"]);
    const cache = ctx.deps.wordLists;
    const real = cache.getOrLoad.bind(cache);
    // The first statement has read the parts at version v; an admin's write lands before the list is read.
    cache.getOrLoad = async (collectionId, version, load) => {
      await ctx.deps.db.insert(words).values({ collectionId: id, hebrew: "יוֹם", english: "day", freqRank: 0 });
      return real(collectionId, version, load);
    };
    try {
      const p = await page("cache-race");
      expect(p.words.map((w) => w.english)).toEqual(["day", "w0", "w1"]);
      expect(p.counts.total).toBe(3);
    } finally {
      cache.getOrLoad = real;
    }
    expect(cache.get(id, await versionOf(id))?.value.count).toBe(3);
  });

  it("after TRUNCATE, shows every collection's words afresh", async () => {
    expect((await page("cache-reuse")).words).toHaveLength(3);
    await ctx.deps.db.execute(sql`truncate words cascade`);
    expect((await page("cache-reuse")).words).toEqual([]);
    expect((await page("daily-1000")).counts.total).toBe(0);
  });
});
