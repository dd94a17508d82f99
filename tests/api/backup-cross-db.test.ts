import crypto from "node:crypto";
import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { default_w } from "ts-fsrs";
import { collections, progress, progressEvents, reviewCards, settings, words } from "../../src/server/db/schema";
import { createAdmin } from "../helpers/factories";
import { call, createTestContext, signUp, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * A backup made on one instance restored on another (new user ids, new word ids): PGlite → PGlite
 * always, and PGlite ⇄ PostgreSQL when a server answers at DATABASE_URL (default: the local one).
 */
const pgUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
async function pgReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}
const hasPg = await pgReachable();
if (!hasPg) console.warn(`PostgreSQL is not reachable at ${pgUrl}: the PGlite ⇄ PostgreSQL backup tests are skipped.`);

async function contextOn(kind: "pglite" | "pg"): Promise<TestContext> {
  const saved = { db: process.env.MILIM_TEST_DB, url: process.env.DATABASE_URL };
  if (kind === "pg") {
    process.env.MILIM_TEST_DB = "pg";
    process.env.DATABASE_URL = pgUrl;
  } else delete process.env.MILIM_TEST_DB;
  try {
    const ctx = await createTestContext();
    await createAdmin(ctx);
    return ctx;
  } finally {
    if (saved.db === undefined) delete process.env.MILIM_TEST_DB;
    else process.env.MILIM_TEST_DB = saved.db;
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved.url;
  }
}

/** A user's progress as it reads on any instance: by collection and word, never by id. */
async function progressView(ctx: TestContext, userId: string) {
  const rows = await ctx.deps.db
    .select({
      domain: collections.domain, slug: collections.slug, shared: sql<boolean>`${collections.ownerId} is null`, hebrew: words.hebrew,
      freqRank: words.freqRank, status: progress.status, timesSeen: progress.timesSeen, timesKnown: progress.timesKnown,
      srsEase: progress.srsEase, srsInterval: progress.srsInterval, lastSeenAt: progress.lastSeenAt, knownAt: progress.knownAt,
      updatedAt: progress.updatedAt,
    })
    .from(progress)
    .innerJoin(words, eq(words.id, progress.wordId))
    .innerJoin(collections, eq(collections.id, progress.collectionId))
    .where(eq(progress.userId, userId))
    .orderBy(asc(collections.domain), asc(collections.slug), asc(words.hebrew));
  return JSON.parse(JSON.stringify(rows));
}

/** A user's review cards and logs as they read on any instance: by collection and word, never by id. */
async function reviewView(ctx: TestContext, userId: string) {
  const cards = await ctx.deps.db
    .select({ card: reviewCards, domain: collections.domain, slug: collections.slug, hebrew: words.hebrew })
    .from(reviewCards)
    .innerJoin(words, eq(words.id, reviewCards.wordId))
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .where(eq(reviewCards.userId, userId))
    .orderBy(asc(collections.slug), asc(words.hebrew));
  // The review log: the rated answers' events (restored ones as 'restored'), by word.
  const logs = (await ctx.deps.db.select().from(progressEvents)
    .where(and(eq(progressEvents.userId, userId), isNotNull(progressEvents.reviewRating))).orderBy(asc(progressEvents.reviewedAt)))
    .map((e) => ({
      id: e.id, wordId: e.wordId, reviewedAt: e.reviewedAt, rating: e.reviewRating, state: e.reviewState,
      elapsedDays: e.elapsedDays, scheduledDays: e.scheduledDays, durationMs: e.durationMs,
    }));
  return JSON.parse(JSON.stringify({
    cards: cards.map(({ card: { id: _id, userId: _u, wordId, ...card }, ...word }) => ({ ...word, ...card, logs: logs.filter((l) => l.wordId === wordId).map(({ wordId: _lw, ...l }) => l) })),
  }));
}

async function privateWords(ctx: TestContext, userId: string) {
  const rows = await ctx.deps.db.select().from(words).innerJoin(collections, eq(collections.id, words.collectionId))
    .where(eq(collections.ownerId, userId)).orderBy(asc(words.freqRank));
  return rows.map(({ words: { id: _i, collectionId: _c, createdAt: _t, ...w }, collections: c }) => ({ ...w, domain: c.domain, slug: c.slug, name: c.name }));
}

async function sharedCounts(ctx: TestContext) {
  const [c] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(collections).where(isNull(collections.ownerId));
  const [w] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(words).innerJoin(collections, eq(collections.id, words.collectionId)).where(isNull(collections.ownerId));
  return { collections: c!.n, words: w!.n };
}

const tripFile = JSON.stringify({
  version: 1,
  collection: { domain: "biblical", name: "Journeys", slug: "journeys", description: null, subcategory: null, order: 0, metadata: {} },
  words: [
    { hebrew: "דֶּרֶךְ", english: "way, road", freq_rank: 1 },
    { hebrew: "הָלַךְ", english: "he walked", freq_rank: 2, translit: "halakh" },
  ],
});

async function learnerWithHistory(ctx: TestContext): Promise<TestUser> {
  const user = await signUp(ctx, { email: `cross-${crypto.randomBytes(4).toString("hex")}@example.com` });
  const imported = await call(ctx, "POST", "/api/collections/import", { user, body: { content: tripFile } });
  expect(imported.status).toBe(200);
  const shared = await ctx.deps.db.select({ id: words.id, collectionId: words.collectionId }).from(words)
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .where(and(eq(collections.domain, "modern"), eq(collections.slug, "siddur-1000"), isNull(collections.ownerId)))
    .orderBy(asc(words.freqRank)).limit(5);
  const own = await ctx.deps.db.select({ id: words.id, collectionId: words.collectionId }).from(words).where(eq(words.collectionId, imported.json.collection.id)).limit(1);
  const at = new Date("2025-02-03T04:05:06.789Z");
  const values = [...shared.slice(0, 3), ...own].map((w, i) => ({
    userId: user.id, collectionId: w.collectionId, wordId: w.id, status: (["known", "unknown", "learning", "known"] as const)[i]!,
    timesSeen: 10 + i, timesKnown: i, srsEase: 2.5 + i / 10, srsInterval: i, lastSeenAt: at, knownAt: i % 3 === 0 ? at : null, updatedAt: at,
  }));
  await ctx.deps.db.insert(progress).values(values);
  expect((await call(ctx, "PATCH", "/api/settings", { user, body: { dailyGoal: 33, darkMode: true, filter: "unknown" } })).status).toBe(200);
  // Answers that move review cards (FSRS) and write the review log, with the learner's own scheduler.
  expect((await call(ctx, "PATCH", "/api/settings/review", { user, body: { desiredRetention: 0.85, fsrsWeights: [...default_w] } })).status).toBe(200);
  const answers = [
    { id: crypto.randomUUID(), wordId: shared[3]!.id, action: "dont_know", durationMs: 1200 },
    { id: crypto.randomUUID(), wordId: shared[3]!.id, action: "review", rating: 3, durationMs: 900 },
    { id: crypto.randomUUID(), wordId: shared[4]!.id, action: "know", durationMs: 700 },
  ];
  for (const answer of answers) expect((await call(ctx, "POST", "/api/progress/answers", { user, body: answer })).status).toBe(200);
  return user;
}

async function moveLearner(src: TestContext, dst: TestContext) {
  const a = await learnerWithHistory(src);
  const made = await call(src, "POST", "/api/backups", { user: a });
  expect(made.status).toBe(200);
  const text = JSON.stringify(made.json.backup);
  const b = await signUp(dst, { email: a.email });
  const r = await call(dst, "POST", "/api/backups/restore", { user: b, body: JSON.parse(text) });
  expect(r.status).toBe(200);
  expect(r.json.restored).toEqual({ collections: 1, words: 2, progress: 6, settings: 1, parsingCards: 0 });
  expect(r.json.reasons).toEqual({ otherUsers: 0, sharedContent: 0, unmatchedWords: 0, unmatchedBooks: 0 });
  expect(await progressView(dst, b.id)).toEqual(await progressView(src, a.id));
  expect(await privateWords(dst, b.id)).toEqual(await privateWords(src, a.id));
  const [sa] = await src.deps.db.select().from(settings).where(eq(settings.userId, a.id));
  const [sb] = await dst.deps.db.select().from(settings).where(eq(settings.userId, b.id));
  expect({ ...sb, id: undefined, userId: undefined }).toEqual({ ...sa, id: undefined, userId: undefined });
  expect(sb!.desiredRetention).toBe(0.85);
  // The review cards and their log came along: two cards, three logged answers.
  const cardsA = await reviewView(src, a.id);
  expect(cardsA.cards).toHaveLength(2);
  expect(cardsA.cards.flatMap((c: { logs: unknown[] }) => c.logs)).toHaveLength(3);
  expect(await reviewView(dst, b.id)).toEqual(cardsA);
  // Twice: nothing changes.
  const again = await call(dst, "POST", "/api/backups/restore", { user: b, body: JSON.parse(text) });
  expect(again.json.restored).toEqual(r.json.restored);
  expect(await progressView(dst, b.id)).toEqual(await progressView(src, a.id));
  expect(await privateWords(dst, b.id)).toHaveLength(2);
  expect(await reviewView(dst, b.id)).toEqual(cardsA);
}

async function moveSharedContent(src: TestContext, dst: TestContext) {
  const [srcAdmin, dstAdmin] = [await signUp(src), await signUp(dst)];
  // Later sign-ups are learners: make these two admins through the role table as an operator would.
  for (const [ctx, u] of [[src, srcAdmin], [dst, dstAdmin]] as const) {
    await ctx.deps.db.execute(sql`insert into user_roles (user_id, role) values (${u.id}, 'admin') on conflict do nothing`);
  }
  const made = await call(src, "POST", "/api/backups", { user: srcAdmin });
  const before = await sharedCounts(dst);
  const r = await call(dst, "POST", "/api/backups/restore", { user: dstAdmin, body: JSON.parse(JSON.stringify(made.json.backup)) });
  expect(r.status).toBe(200);
  expect(r.json.restored.collections).toBe(made.json.backup.stats.collectionsCount);
  // Matched by domain/slug and hebrew + freq_rank: nothing duplicated.
  expect(await sharedCounts(dst)).toEqual(before);
}

describe("backup moves between instances: PGlite → PGlite", () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => { [a, b] = [await contextOn("pglite"), await contextOn("pglite")]; });
  afterAll(async () => { await a?.close(); await b?.close(); });
  it("re-links a learner's progress, settings and private collection", async () => { await moveLearner(a, b); });
  it("matches an admin's shared collections and words without duplicating them", async () => { await moveSharedContent(a, b); });
});

describe.skipIf(!hasPg)("backup moves between PGlite and PostgreSQL", () => {
  let lite: TestContext;
  let pgCtx: TestContext;
  beforeAll(async () => { [lite, pgCtx] = [await contextOn("pglite"), await contextOn("pg")]; });
  afterAll(async () => { await lite?.close(); await pgCtx?.close(); });
  it("PGlite → PostgreSQL", async () => { await moveLearner(lite, pgCtx); await moveSharedContent(lite, pgCtx); });
  it("PostgreSQL → PGlite", async () => { await moveLearner(pgCtx, lite); });
});
