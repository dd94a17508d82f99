import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, words } from "../../src/server/db/schema";
import { WordsPageSchema, type DatabaseWord } from "../../src/shared/api/words";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, learners: [learner, other] } = await createUsers(ctx, { learners: 2 }));
  // A shared biblical collection with ranked, unranked and tied words, and a learner's own one.
  const [gen] = await ctx.deps.db.insert(collections).values({ domain: "biblical", name: "Genesis Test", slug: "genesis-test", order: 99, subcategory: "torah" }).returning({ id: collections.id });
  await ctx.deps.db.insert(words).values([
    { collectionId: gen!.id, hebrew: "בְּרֵאשִׁית", english: "in the beginning", translit: "bereshit", freqRank: 2, section: "1" },
    { collectionId: gen!.id, hebrew: "בָּרָא", english: "created", translit: "bara", freqRank: 1, section: "1" },
    { collectionId: gen!.id, hebrew: "אֱלֹהִים", english: "God", translit: "elohim", freqRank: null, section: "1" },
    { collectionId: gen!.id, hebrew: "הָאָרֶץ", english: "the earth", translit: "haaretz", freqRank: 2, section: "2" },
  ]);
  const own = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: "hebrew,english\r\nסוֹד,secret\r\n", fileName: "mine.csv", domain: "modern", slug: "my-secret" } });
  expect(own.status, own.text).toBe(200);
});
afterAll(async () => { await ctx.close(); });

async function page(user: TestUser, query: Record<string, string | number>) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const r = await call(ctx, "GET", `/api/words?${qs}`, { user });
  expect(r.status, r.text).toBe(200);
  return WordsPageSchema.parse(r.json);
}

/** Every page of a listing, following `next`. */
async function all(user: TestUser, query: Record<string, string | number>) {
  const out: DatabaseWord[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const p = await page(user, { ...query, ...(after ? { after } : {}) });
    out.push(...p.words);
    after = p.next;
    pages++;
  } while (after);
  return { words: out, pages };
}

describe("the Words Database", () => {
  it("pages through every visible word by collection then freq_rank (no rank last), numbering them, with the total", async () => {
    const first = await page(learner, { limit: 7 });
    const { words: listed, pages } = await all(learner, { limit: 7 });
    expect(first.total).toBe(listed.length);
    expect(pages).toBe(Math.ceil(listed.length / 7));
    expect(listed.map((w) => w.n)).toEqual(listed.map((_, i) => i + 1));
    expect(new Set(listed.map((w) => w.id)).size).toBe(listed.length);
    const genesis = listed.filter((w) => w.collectionSlug === "genesis-test").map((w) => w.hebrew);
    expect(genesis.slice(0, 1)).toEqual(["בָּרָא"]);
    expect(genesis.slice(1, 3).sort()).toEqual(["בְּרֵאשִׁית", "הָאָרֶץ"].sort());
    expect(genesis[3]).toBe("אֱלֹהִים");
    // Collections in domain order: every modern word before every biblical one.
    const domainsInOrder = listed.map((w) => w.collectionDomain).filter((d, i, a) => d !== a[i - 1]);
    expect(domainsInOrder.indexOf("modern")).toBeLessThan(domainsInOrder.indexOf("biblical"));
    expect(listed.some((w) => w.collectionSlug === "my-secret")).toBe(true);
  });

  it("shows a learner's own words to them only", async () => {
    expect((await all(other, { domain: "modern" })).words.some((w) => w.collectionSlug === "my-secret")).toBe(false);
    expect((await page(other, {})).breakdown!.some((c) => c.slug === "my-secret")).toBe(false);
    expect((await page(admin, {})).breakdown!.some((c) => c.slug === "my-secret")).toBe(false);
  });

  it("filters by collection, domain, subcategory, section and a search box (niqqud ignored)", async () => {
    const genesis = (await page(learner, {})).breakdown!.find((c) => c.slug === "genesis-test")!;
    expect(genesis.wordCount).toBe(4);
    expect((await page(learner, { collectionId: genesis.id })).words.map((w) => w.english)).toEqual(["created", expect.any(String), expect.any(String), "God"]);
    expect((await page(learner, { collectionId: genesis.id, section: "2" })).words.map((w) => w.english)).toEqual(["the earth"]);
    expect((await page(learner, { subcategory: "torah", domain: "biblical" })).words.every((w) => w.subcategory === "torah")).toBe(true);
    const searched = await page(learner, { q: "בראשית" });
    expect(searched.words.map((w) => w.english)).toContain("in the beginning");
    expect(searched.total).toBe(searched.words.length);
    expect((await page(learner, { q: "beginning", domain: "modern" })).words).toHaveLength(0);
    const none = await page(learner, { q: "no-such-word-anywhere" });
    expect(none).toMatchObject({ words: [], next: null, total: 0 });
  });

  it("gives each word's collection and each collection of the breakdown what the interface names it by (owner, reading path)", async () => {
    const [path] = await ctx.deps.db.insert(collections).values({
      domain: "biblical", name: "The 1 most frequent words of Exodus", slug: "exodus-path", order: 100, ownerId: learner.id, metadata: { readingPath: { title: "Exodus", size: 1 } },
    }).returning({ id: collections.id });
    await ctx.deps.db.insert(words).values({ collectionId: path!.id, hebrew: "שְׁמוֹת", english: "names", freqRank: 1 });
    const { words: listed } = await all(learner, {});
    expect(listed.find((w) => w.collectionId === path!.id)).toMatchObject({ collectionOwnerId: learner.id, collectionReadingPath: { title: "Exodus", size: 1 } });
    expect(listed.find((w) => w.collectionSlug === "genesis-test")).toMatchObject({ collectionOwnerId: null, collectionReadingPath: null });
    expect(listed.find((w) => w.collectionSlug === "my-secret")).toMatchObject({ collectionOwnerId: learner.id, collectionReadingPath: null });
    const breakdown = (await page(learner, {})).breakdown!;
    expect(breakdown.find((c) => c.id === path!.id)).toMatchObject({ ownerId: learner.id, readingPath: { title: "Exodus", size: 1 } });
    expect(breakdown.find((c) => c.slug === "genesis-test")).toMatchObject({ ownerId: null, readingPath: null });
  });

  it("reads nothing through a page link that names another learner's collection", async () => {
    const mine = (await page(learner, {})).breakdown!.find((c) => c.slug === "my-secret")!;
    const forged = Buffer.from(JSON.stringify({ m: "w", c: mine.id, r: -1, i: "00000000-0000-0000-0000-000000000000", n: 0 })).toString("base64url");
    const r = await call(ctx, "GET", `/api/words?after=${forged}`, { user: other });
    expect(r.status).toBe(400);
    expect(r.text).not.toContain("secret");
    expect((await call(ctx, "GET", `/api/words?after=${forged}`, { user: learner })).json.words.map((w: { english: string }) => w.english)).toContain("secret");
  });

  it("pages a search too, and refuses a broken page link with a 400", async () => {
    const { words: listed } = await all(learner, { q: "a", limit: 3 });
    expect(listed.length).toBe((await page(learner, { q: "a" })).total);
    const bad = await call(ctx, "GET", "/api/words?after=not-a-cursor", { user: learner });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain("reload the list");
  });

  it("lets an administrator add a word by hand to a shared collection, after its last; once only; a learner may not", async () => {
    const list = (await call(ctx, "GET", "/api/collections", { user: admin })).json.collections as { id: string; slug: string; ownerId: string | null }[];
    const genesis = list.find((c) => c.slug === "genesis-test")!;
    const mine = (await call(ctx, "GET", "/api/collections", { user: learner })).json.collections.find((c: { slug: string }) => c.slug === "my-secret") as { id: string };
    const lastRank = async () => Math.max(...(await call(ctx, "GET", "/api/collections/biblical/genesis-test", { user: admin })).json.words.map((w: { freqRank: number | null }) => w.freqRank ?? 0));
    const before = await lastRank();
    const added = await call(ctx, "POST", "/api/admin/words", { user: admin, body: { collectionId: genesis.id, hebrew: "  רָקִיעַ ", english: "firmament", translit: "", section: "1" } });
    expect(added.status, added.text).toBe(201);
    expect(added.json).toMatchObject({ hebrew: "רָקִיעַ", english: "firmament", translit: null, section: "1", freqRank: before + 1, collectionId: genesis.id, shared: true });
    expect((await call(ctx, "GET", "/api/collections/biblical/genesis-test", { user: learner })).json.words.map((w: { hebrew: string }) => w.hebrew)).toContain("רָקִיעַ");
    // The same word again (other points): 409, nothing written; a learner: 403; a learner's own collection or none: 404; no meaning: 400.
    const again = await call(ctx, "POST", "/api/admin/words", { user: admin, body: { collectionId: genesis.id, hebrew: "רקיע", english: "expanse" } });
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: "conflict", messageKey: "words_already_in_collection" });
    expect((await call(ctx, "POST", "/api/admin/words", { user: learner, body: { collectionId: genesis.id, hebrew: "אוֹר", english: "light" } })).status).toBe(403);
    expect((await call(ctx, "POST", "/api/admin/words", { user: admin, body: { collectionId: mine.id, hebrew: "אוֹר", english: "light" } })).status).toBe(404);
    expect((await call(ctx, "POST", "/api/admin/words", { user: admin, body: { collectionId: crypto.randomUUID(), hebrew: "אוֹר", english: "light" } })).status).toBe(404);
    expect((await call(ctx, "POST", "/api/admin/words", { user: admin, body: { collectionId: genesis.id, hebrew: "אוֹר", english: " " } })).status).toBe(400);
    expect(await lastRank()).toBe(before + 1);
    expect((await call(ctx, "DELETE", `/api/admin/words/${added.json.id as string}`, { user: admin })).status).toBe(204);
  });

  it("lets an administrator edit or delete a shared word in place; a learner may not", async () => {
    const target = (await page(admin, { q: "haaretz" })).words[0]!;
    expect(target.shared).toBe(true);
    expect((await call(ctx, "PATCH", `/api/admin/words/${target.id}`, { user: learner, body: { english: "x" } })).status).toBe(403);
    // Its translations, of the old meaning, are cleared by a new meaning (Translate missing words fills them again), kept by other edits.
    await ctx.deps.db.update(words).set({ spanish: "la tierra", french: "la terre" }).where(eq(words.id, target.id));
    const translations = async () => (await ctx.deps.db.select({ es: words.spanish, fr: words.french }).from(words).where(eq(words.id, target.id)))[0];
    expect((await call(ctx, "PATCH", `/api/admin/words/${target.id}`, { user: admin, body: { english: "the earth", section: "2" } })).status).toBe(200);
    expect(await translations()).toEqual({ es: "la tierra", fr: "la terre" });
    const edited = await call(ctx, "PATCH", `/api/admin/words/${target.id}`, { user: admin, body: { english: "the land", freqRank: 3, pos: "noun" } });
    expect(edited.status, edited.text).toBe(200);
    expect(await translations()).toEqual({ es: null, fr: null });
    expect(edited.json).toMatchObject({ english: "the land", freqRank: 3, pos: "noun", hebrew: "הָאָרֶץ" });
    expect((await call(ctx, "GET", "/api/collections/biblical/genesis-test", { user: learner })).json.words.map((w: { english: string }) => w.english)).toContain("the land");
    expect((await call(ctx, "PATCH", `/api/admin/words/${target.id}`, { user: admin, body: { hebrew: "" } })).status).toBe(400);
    // Nor is its meaning emptied: every learner of the collection studies it.
    const emptied = await call(ctx, "PATCH", `/api/admin/words/${target.id}`, { user: admin, body: { english: "  " } });
    expect(emptied.status).toBe(400);
    expect(emptied.json.error).toMatchObject({ code: "validation_failed", messageKey: "words_english_required" });
    expect((await call(ctx, "DELETE", `/api/admin/words/${target.id}`, { user: admin })).status).toBe(204);
    expect((await call(ctx, "DELETE", `/api/admin/words/${target.id}`, { user: admin })).status).toBe(404);
    const mine = (await page(learner, { q: "secret" })).words[0]!;
    expect(mine.shared).toBe(false);
    expect((await call(ctx, "PATCH", `/api/admin/words/${mine.id}`, { user: admin, body: { english: "x" } })).status).toBe(404);
    expect((await call(ctx, "PATCH", `/api/admin/words/${crypto.randomUUID()}`, { user: admin, body: { english: "x" } })).status).toBe(404);
  });
});
