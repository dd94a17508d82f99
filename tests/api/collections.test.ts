import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CollectionListSchema, CollectionPageSchema, type CollectionPage } from "../../src/shared/api/collections";
import { collectionStats } from "../../src/shared/study/collection-stats";
import { countStatuses } from "../../src/shared/study/count-statuses";
import { collections, words } from "../../src/server/db/schema";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, learners: [alice, bob] } = await createUsers(ctx, { learners: 2 }));
});
afterAll(async () => { await ctx.close(); });

const page = async (user: TestUser, path: string): Promise<CollectionPage> => {
  const r = await call(ctx, "GET", `/api/collections/${path}`, { user });
  expect(r.status, r.text).toBe(200);
  return CollectionPageSchema.parse(r.json);
};

const answer = (user: TestUser, wordId: string, body: Record<string, unknown>) =>
  call(ctx, "POST", "/api/progress/answers", { user, body: { id: crypto.randomUUID(), wordId, ...body } });

async function createPrivateCollection(owner: TestUser, slug: string) {
  const [c] = await ctx.deps.db.insert(collections)
    .values({ domain: "modern", name: `Mine ${slug}`, slug, order: 50, ownerId: owner.id })
    .returning({ id: collections.id });
  await ctx.deps.db.insert(words).values([
    { collectionId: c!.id, hebrew: "סוֹד", english: "secret", freqRank: 2 },
    { collectionId: c!.id, hebrew: "מַפְתֵּחַ", english: "key", freqRank: 1 },
  ]);
  return c!.id;
}

describe("GET /api/collections", () => {
  it("lists the shared collections by domain order then collection order", async () => {
    const r = await call(ctx, "GET", "/api/collections", { user: alice });
    expect(r.status).toBe(200);
    const list = CollectionListSchema.parse(r.json).collections;
    expect(list).toHaveLength(51);
    expect(list.slice(0, 2).map((c) => c.slug)).toEqual(["daily-1000", "siddur-1000"]);
    expect([...new Set(list.map((c) => c.domain))]).toEqual(["modern", "biblical", "aramaic", "mishna"]);
    const aramaic = list.filter((c) => c.domain === "aramaic");
    expect(aramaic).toHaveLength(38);
    expect(aramaic[0]!.slug).toBe("berakhot");
    expect(aramaic.map((c) => c.order)).toEqual([...aramaic.map((c) => c.order)].sort((a, b) => a - b));
  });

  it("filters by domain; an unknown domain lists nothing", async () => {
    const r = await call(ctx, "GET", "/api/collections?domain=biblical", { user: alice });
    expect(r.json.collections.map((c: { slug: string }) => c.slug)).toEqual(["genesis", "exodus", "leviticus", "numbers", "deuteronomy"]);
    expect((await call(ctx, "GET", "/api/collections?domain=nope", { user: alice })).json).toEqual({ collections: [] });
  });

  it("needs a session", async () => {
    const r = await call(ctx, "GET", "/api/collections");
    expect(r.status).toBe(401);
    expect(r.json.error.message).toBe("User must be authenticated");
  });
});

describe("GET /api/collections/:domain/:slug", () => {
  it("returns the collection, domain, tabs and words in freq_rank order in one response", async () => {
    const p = await page(alice, "modern/daily-1000");
    expect(p.collection).toMatchObject({ domain: "modern", slug: "daily-1000", name: "Daily 1000", order: 1, ownerId: null });
    expect(p.domain).toMatchObject({ slug: "modern", name: "Modern Hebrew" });
    expect(p.collections.map((c) => c.slug)).toEqual(["daily-1000", "siddur-1000"]);
    expect(p.words).toHaveLength(10);
    expect(p.words.map((w) => w.freqRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(p.words[0]).toMatchObject({ hebrew: "שָׁלוֹם", english: "hello, peace", spanish: "hola, paz", translit: "shalom", progress: null });
    expect(p.counts).toEqual({ known: 0, learning: 10, unknown: 0, total: 10 });
    expect(p.stats).toBeNull();
  });

  it("keeps sections and orders words without a rank last", async () => {
    const g = await page(alice, "biblical/genesis");
    expect(g.words.map((w) => w.section)).toEqual(["1", "1", "1", "1", "1", "2", "3", "6", "9", "11"]);
    const collectionId = g.collection.id;
    await ctx.deps.db.insert(words).values({ collectionId, hebrew: "אוֹר", english: "light", freqRank: null, section: "1" });
    const after = await page(alice, "biblical/genesis");
    expect(after.words.at(-1)!.hebrew).toBe("אוֹר");
    await ctx.deps.db.delete(words).where(eq(words.hebrew, "אוֹר"));
  });

  it("joins the caller's own progress and counts statuses (no record counts as learning)", async () => {
    const p = await page(alice, "modern/siddur-1000");
    const [w1, w2, w3] = p.words;
    expect((await answer(alice, w1!.id, { action: "know" })).status).toBe(200);
    expect((await answer(alice, w2!.id, { action: "dont_know" })).status).toBe(200);
    expect((await answer(alice, w3!.id, { action: "set", status: "learning" })).status).toBe(200);
    const after = await page(alice, "modern/siddur-1000");
    expect(after.words[0]!.progress).toMatchObject({ status: "known", timesSeen: 1, timesKnown: 1 });
    expect(after.words[0]!.progress!.lastSeenAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(after.words[0]!.progress!.lastSeenAt!) - Date.now())).toBeLessThan(60_000);
    expect(after.words[1]!.progress).toMatchObject({ status: "unknown", timesSeen: 1, timesKnown: 0 });
    expect(after.words[2]!.progress).toMatchObject({ status: "learning", timesSeen: 0, timesKnown: 0 });
    expect(after.counts).toEqual({ known: 1, learning: 6, unknown: 1, total: 8 });
    // Bob sees none of Alice's progress.
    const bobs = await page(bob, "modern/siddur-1000");
    expect(bobs.words.every((w) => w.progress === null)).toBe(true);
    expect(bobs.counts).toEqual({ known: 0, learning: 8, unknown: 0, total: 8 });
  });

  it("sends exactly the contract's fields, as JSON", async () => {
    const r = await call(ctx, "GET", "/api/collections/modern/daily-1000", { user: bob });
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Object.keys(r.json).sort()).toEqual(["collection", "collections", "counts", "domain", "stats", "words"]);
    expect(Object.keys(r.json.words[0]).sort()).toEqual([
      "collectionId", "contextRef", "contextText", "english", "freqRank", "french", "hebrew", "id", "italian", "portuguese", "pos", "progress", "section", "spanish", "subcategory", "translit",
    ].sort());
    expect(Object.keys(r.json.collection).sort()).toEqual(["description", "domain", "id", "name", "order", "ownerId", "readingPath", "slug", "subcategory"].sort());
    expect(Object.keys(r.json.domain).sort()).toEqual(["color", "description", "id", "name", "order", "slug"].sort());
  });

  it("sends any text exactly: quotes, backslashes, control characters, niqqud, nulls", async () => {
    const carol = await createLearner(ctx);
    const [c] = await ctx.deps.db.insert(collections)
      .values({ domain: "modern", name: "Odd text", slug: "odd-text", order: 60, ownerId: carol.id })
      .returning({ id: collections.id });
    const odd = {
      collectionId: c!.id, hebrew: "שָׁלוֹם־עֲלֵיכֶם \"׳״", english: `say "hi" \\ then\nleave\t</script>\u0001`,
      spanish: null, portuguese: "olá ✓ 😀", french: "", italian: null, translit: null, pos: null, freqRank: null,
      subcategory: "Sub \"x\"", section: "2a",
    };
    const [w] = await ctx.deps.db.insert(words).values(odd).returning({ id: words.id });
    expect((await answer(carol, w!.id, { action: "know" })).status).toBe(200);
    const p = await page(carol, "modern/odd-text");
    const word = p.words.find((x) => x.id === w!.id)!;
    expect(word).toMatchObject({ ...odd, progress: { status: "known", timesSeen: 1, timesKnown: 1 } });
    expect(word.progress!.lastSeenAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const found = await call(ctx, "GET", `/api/search?q=${encodeURIComponent("then")}`, { user: carol });
    expect(found.status).toBe(200);
    expect(found.json.words.find((x: { id: string }) => x.id === w!.id)).toMatchObject({
      english: odd.english, collectionSlug: "odd-text", collectionDomain: "modern", collectionName: "Odd text",
    });
  });

  it("counts and statistics made by the database agree with the shared rules", async () => {
    const p = await page(admin, "modern/daily-1000");
    const actions: Record<string, unknown>[] = [
      { action: "know" }, { action: "dont_know" }, { action: "skip" }, { action: "set", status: "learning" }, { action: "set", status: "known" },
      { action: "dont_know" },
    ];
    for (const [i, a] of actions.entries()) expect((await answer(admin, p.words[i]!.id, a)).status).toBe(200);
    const after = await page(admin, "modern/daily-1000");
    expect(after.counts).toEqual(countStatuses(after.words));
    expect(after.stats).toEqual(collectionStats(after.words));
    expect(after.counts).toEqual({ known: 2, learning: 6, unknown: 2, total: 10 });
    expect(after.stats).toEqual({ seenWords: 6, knownWords: 2, unknownWords: 2, totalWords: 10 });
    expect(after.words[2]!.progress).toMatchObject({ status: "learning", timesSeen: 1, timesKnown: 0 });
  });

  it("sends statistics to admins only, from the admin's own progress", async () => {
    const p = await page(admin, "biblical/genesis");
    expect(p.stats).toEqual({ seenWords: 0, knownWords: 0, unknownWords: 0, totalWords: 10 });
    await answer(admin, p.words[0]!.id, { action: "know" });
    await answer(admin, p.words[1]!.id, { action: "dont_know" });
    await answer(admin, p.words[2]!.id, { action: "skip" });
    expect((await page(admin, "biblical/genesis")).stats).toEqual({ seenWords: 3, knownWords: 1, unknownWords: 1, totalWords: 10 });
    const r = await call(ctx, "GET", "/api/collections/biblical/genesis", { user: alice });
    expect(r.json.stats).toBeNull();
  });

  it("shows a private collection to its owner only, in the tabs and the list too", async () => {
    await createPrivateCollection(alice, "alice-words");
    const mine = await page(alice, "modern/alice-words");
    expect(mine.collection.ownerId).toBe(alice.id);
    expect(mine.words.map((w) => w.english)).toEqual(["key", "secret"]);
    expect(mine.collections.map((c) => c.slug)).toEqual(["daily-1000", "siddur-1000", "alice-words"]);
    expect((await call(ctx, "GET", "/api/collections?domain=modern", { user: alice })).json.collections).toHaveLength(3);

    for (const other of [bob, admin]) {
      const r = await call(ctx, "GET", "/api/collections/modern/alice-words", { user: other });
      expect(r.status).toBe(404);
      expect((await page(other, "modern/daily-1000")).collections.map((c) => c.slug)).toEqual(["daily-1000", "siddur-1000"]);
      expect((await call(ctx, "GET", "/api/collections?domain=modern", { user: other })).json.collections).toHaveLength(2);
    }
  });

  it("prefers the caller's own collection when it shares a shared collection's slug", async () => {
    await createPrivateCollection(bob, "daily-1000");
    expect((await page(bob, "modern/daily-1000")).collection.ownerId).toBe(bob.id);
    expect((await page(alice, "modern/daily-1000")).collection.ownerId).toBeNull();
  });

  it("answers 404 with a clear message for an unknown domain or slug", async () => {
    const d = await call(ctx, "GET", "/api/collections/klingon/daily-1000", { user: alice });
    expect(d.status).toBe(404);
    expect(d.json).toEqual({ error: { code: "not_found", message: 'There is no domain "klingon".', messageKey: "collections_no_domain", params: { domain: "klingon" } } });
    const s = await call(ctx, "GET", "/api/collections/modern/nope", { user: alice });
    expect(s.status).toBe(404);
    expect(s.json).toEqual({
      error: { code: "not_found", message: 'There is no collection "nope" in the modern domain.', messageKey: "collections_no_collection_in", params: { slug: "nope", domain: "modern" } },
    });
    const odd = await call(ctx, "GET", "/api/collections/modern/%E2%80%8F%27%3B--", { user: alice });
    expect(odd.status).toBe(404);
  });

  it("needs a session", async () => {
    expect((await call(ctx, "GET", "/api/collections/modern/daily-1000")).status).toBe(401);
  });
});
