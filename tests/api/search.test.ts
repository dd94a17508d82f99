import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SearchResultSchema, type SearchResult } from "../../src/shared/api/collections";
import { GLOBAL_SEARCH_LIMIT } from "../../src/shared/domain";
import { collections, progress, words } from "../../src/server/db/schema";
import { sql } from "drizzle-orm";
import { containsPattern } from "../../src/server/db/like-pattern";
import { matchesTerm } from "../../src/server/modules/search/queries";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ learners: [alice, bob] } = await createUsers(ctx, { learners: 2 }));
});
afterAll(async () => { await ctx.close(); });

const search = async (user: TestUser, q: string): Promise<SearchResult> => {
  const r = await call(ctx, "GET", `/api/search?q=${encodeURIComponent(q)}`, { user });
  expect(r.status, r.text).toBe(200);
  return SearchResultSchema.parse(r.json);
};
const hebrewOf = (r: SearchResult) => r.words.map((w) => w.hebrew);

describe("GET /api/search", () => {
  it("finds Hebrew with niqqud in the term and in the data", async () => {
    const r = await search(alice, "שָׁלוֹם");
    expect(hebrewOf(r)).toEqual(["שָׁלוֹם"]);
    expect(r.words[0]).toMatchObject({
      collectionSlug: "daily-1000", collectionDomain: "modern", collectionName: "Daily 1000", collectionOwnerId: null, collectionReadingPath: null, english: "hello, peace", progress: null,
    });
    expect(r.limit).toBe(GLOBAL_SEARCH_LIMIT);
    expect(hebrewOf(await search(alice, "שלום"))).toEqual(["שָׁלוֹם"]);
    const raw = await call(ctx, "GET", "/api/search?q=shalom", { user: alice });
    expect(raw.headers.get("content-type")).toMatch(/^application\/json/);
    expect(Object.keys(raw.json).sort()).toEqual(["limit", "words"]);
    expect(Object.keys(raw.json.words[0]).sort()).toEqual([
      "collectionDomain", "collectionId", "collectionName", "collectionOwnerId", "collectionReadingPath", "collectionSlug", "contextRef", "contextText", "english", "freqRank", "french", "hebrew", "id", "italian",
      "portuguese", "pos", "progress", "section", "spanish", "subcategory", "translit",
    ].sort());
  });

  it("matches across a maqaf: 'בית ספר' finds בֵּית־סֵפֶר", async () => {
    expect(hebrewOf(await search(alice, "בית ספר"))).toEqual(["בֵּית־סֵפֶר"]);
    expect(hebrewOf(await search(alice, "בֵּית־סֵפֶר"))).toEqual(["בֵּית־סֵפֶר"]);
  });

  it("matches a part of a word, exact matches first", async () => {
    // סֵפֶר (exact) before בֵּית־סֵפֶר (contains), whatever their freq_rank order.
    expect(hebrewOf(await search(alice, "ספר"))).toEqual(["סֵפֶר", "בֵּית־סֵפֶר"]);
  });

  it("searches English case-insensitively and transliteration", async () => {
    // The word that has it as a word ("house, home") before the one it is part of ("householder", Mishnah Shabbat).
    const r = await search(alice, "HOUSE");
    expect(hebrewOf(r)).toEqual(["בַּיִת", "בַּעַל הַבַּיִת"]);
    expect(hebrewOf(await search(alice, "Bereshit"))).toEqual(["בְּרֵאשִׁית"]);
    const god = await search(alice, "god");
    expect(hebrewOf(god)).toEqual(["אֱלֹהִים", "אֱלֹהֵינוּ"]); // exact "God" first, then "our God"
    expect(god.words.map((w) => w.collectionDomain)).toEqual(["biblical", "modern"]);
  });

  it("crosses every domain", async () => {
    const r = await search(alice, "a");
    expect(new Set(r.words.map((w) => w.collectionDomain))).toEqual(new Set(["modern", "biblical", "aramaic", "mishna"]));
  });

  it("takes a regular expression's characters literally when it orders the words", async () => {
    // "watches (of the night)" (Talmud, Berakhot 3a) and "watch (of the night)" (Mishna, Berakhot 1:1).
    const r = await search(alice, "(of the night");
    expect(r.words.map((w) => w.english).sort()).toEqual(["watch (of the night)", "watches (of the night)"]);
    expect((await search(alice, "[(*")).words).toEqual([]);
  });

  it("takes % and _ literally", async () => {
    expect(containsPattern("50%_a\\b")).toBe("%50\\%\\_a\\\\b%");
    expect((await search(alice, "%")).words).toEqual([]);
    expect((await search(alice, "_")).words).toEqual([]);
  });

  it("includes the caller's progress", async () => {
    const [w] = (await search(alice, "todah")).words;
    await call(ctx, "POST", "/api/progress/answers", { user: alice, body: { id: crypto.randomUUID(), wordId: w!.id, action: "know" } });
    expect((await search(alice, "todah")).words[0]!.progress).toMatchObject({ status: "known", timesSeen: 1, timesKnown: 1 });
    expect((await search(bob, "todah")).words[0]!.progress).toBeNull();
  });

  it("writes the words as the API's JSON: every field, text taken literally, the progress' time as toISOString writes it", async () => {
    const [c] = await ctx.deps.db.insert(collections).values({
      domain: "modern", name: "Quotes", slug: "quotes-json", ownerId: alice.id, metadata: { readingPath: { title: "Quotes", size: 50 } },
    }).returning({ id: collections.id });
    const english = 'zzsay "hi" \\ back\nthen\ttab </script>';
    const [w] = await ctx.deps.db.insert(words).values({ collectionId: c!.id, hebrew: "אָמַר", english, translit: "amar", freqRank: 7, pos: "verb" }).returning();
    // A stored time finer than JavaScript's milliseconds, in another zone: the answer has what toISOString writes of it.
    await ctx.deps.db.insert(progress).values({ userId: alice.id, collectionId: c!.id, wordId: w!.id, status: "learning", timesSeen: 3, timesKnown: 1, lastSeenAt: sql`'2026-03-04 05:06:07.891634+02'::timestamptz` as never });
    const [found] = (await search(alice, "zzsay")).words;
    expect(found).toEqual({
      id: w!.id, collectionId: c!.id, hebrew: "אָמַר", english, spanish: null, portuguese: null, french: null, italian: null, translit: "amar",
      pos: "verb", freqRank: 7, subcategory: null, section: null, contextRef: null, contextText: null,
      progress: { status: "learning", timesSeen: 3, timesKnown: 1, lastSeenAt: "2026-03-04T03:06:07.891Z" },
      collectionSlug: "quotes-json", collectionDomain: "modern", collectionName: "Quotes", collectionOwnerId: alice.id,
      collectionReadingPath: { title: "Quotes", size: 50 },
    });
  });

  it("finds words of the caller's private collections, never another user's", async () => {
    const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: "Bob's words", slug: "bob-words", ownerId: bob.id }).returning({ id: collections.id });
    await ctx.deps.db.insert(words).values({ collectionId: c!.id, hebrew: "זְבוּב", english: "zzfly", translit: "zvuv" });
    expect((await search(bob, "zzfly")).words.map((w) => w.collectionSlug)).toEqual(["bob-words"]);
    expect((await search(alice, "zzfly")).words).toEqual([]);
    expect((await search(alice, "זבוב")).words).toEqual([]);
  });

  it("sends a word's context (where it was met, and the verse) like every read of words", async () => {
    const [c] = await ctx.deps.db.insert(collections).values({ domain: "biblical", name: "My words", slug: "my-words-ctx", ownerId: alice.id }).returning({ id: collections.id });
    await ctx.deps.db.insert(words).values({ collectionId: c!.id, hebrew: "בְּרֵאשִׁית", english: "zzbeginning", contextRef: "Genesis 1:1", contextText: "בְּרֵאשִׁית בָּרָא אֱלֹהִים" });
    expect((await search(alice, "zzbeginning")).words.map((w) => [w.contextRef, w.contextText])).toEqual([["Genesis 1:1", "בְּרֵאשִׁית בָּרָא אֱלֹהִים"]]);
  });

  it("returns at most 500 results", async () => {
    const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: "Many", slug: "many" }).returning({ id: collections.id });
    await ctx.deps.db.insert(words).values(Array.from({ length: 520 }, (_, i) => ({ collectionId: c!.id, hebrew: `מִלָּה ${i}`, english: `qqword ${i}`, freqRank: 520 - i })));
    const r = await search(alice, "qqword");
    expect(r.words).toHaveLength(GLOBAL_SEARCH_LIMIT);
    expect(r.words[0]!.freqRank).toBe(1);
    expect(r.words.map((w) => w.freqRank)).toEqual(Array.from({ length: 500 }, (_, i) => i + 1));
  });

  it("rejects an empty term and a term of marks only", async () => {
    for (const q of ["", "   ", "\u05B8\u05B4"]) {
      const r = await call(ctx, "GET", `/api/search?q=${encodeURIComponent(q)}`, { user: alice });
      expect(r.status, q).toBe(400);
      expect(r.json.error.message).toMatch(/Enter a search term$/);
    }
    expect((await call(ctx, "GET", "/api/search", { user: alice })).status).toBe(400);
    expect((await call(ctx, "GET", `/api/search?q=${"a".repeat(201)}`, { user: alice })).status).toBe(400);
  });

  it("matches in a form the trigram indexes of all three columns serve (EXPLAIN)", async () => {
    // The sample tables are tiny, so sequential scans are forbidden here to see that the indexes are
    // usable at all; bench/ checks that the planner picks them by itself on 200,000 words.
    const plan = await ctx.deps.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const r = await tx.execute(sql`explain select words.id from words where ${matchesTerm("שלום")}`);
      return (r as unknown as { rows: { "QUERY PLAN": string }[] }).rows.map((x) => x["QUERY PLAN"]).join("\n");
    });
    expect(plan).toMatch(/BitmapOr/);
    for (const index of ["words_hebrew_plain_trgm", "words_english_trgm", "words_translit_trgm"]) expect(plan).toContain(`Bitmap Index Scan on ${index}`);
  });

  it("needs a session", async () => {
    expect((await call(ctx, "GET", "/api/search?q=shalom")).status).toBe(401);
  });
});
