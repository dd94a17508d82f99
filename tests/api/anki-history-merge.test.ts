import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnkiImportResultSchema } from "../../src/shared/api/collection-transfer";
import { collections, progress, progressEvents, reviewCards, words } from "../../src/server/db/schema";
import { createCollection, createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";
import { buildTestPackage } from "../support/anki-test-package";

/**
 * A word the import skips because the learner already has it keeps what Anki knows of it: its
 * reviews are merged into the learner's word's review log and its card taken, by this rule
 * (anki-queries.ts#mergeImportedHistory):
 * - a review already in the word's log (within a second: the same review, e.g. one exported from
 *   Milim to Anki and back) is not added again, so importing the same package twice adds nothing;
 * - Anki's card replaces the learner's only when its last review is later than theirs: an older Anki
 *   history never undoes newer answers here;
 * - the word's progress counts the added reviews, and its status never goes down ('known' stays).
 * Another learner's words, and a word the learner does not have, are not touched.
 */
const DAY = 86_400_000;
let clock = Date.parse("2026-03-01T09:00:00Z");
let ctx: TestContext;
let learner: TestUser;
let other: TestUser;
let mine: Map<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({}, { overrides: { now: () => new Date(clock) } });
  ({ learners: [learner, other] } = await createUsers(ctx, { learners: 2 }));
  const made = await createCollection(ctx, learner, { name: "Mine", words: [["מַיִם", "water"], ["בַּיִת", "house"], ["שֶׁמֶשׁ", "sun"]] });
  await createCollection(ctx, other, { name: "Theirs", words: [["מַיִם", "water"]] });
  mine = new Map((await ctx.deps.db.select({ id: words.id, english: words.english }).from(words).where(eq(words.collectionId, made.id))).map((w) => [w.english, w.id]));
  // The learner reviewed "house" here on February 1 and 10 (after Anki's reviews of it) and set "sun" as known.
  for (const [day, rating] of [[0, 3], [9, 3]] as const) {
    clock = Date.parse("2026-02-01T09:00:00Z") + day * DAY;
    await answer(learner, { wordId: mine.get("house")!, action: "review", rating, durationMs: 2000 });
  }
  await answer(learner, { wordId: mine.get("sun")!, action: "set", status: "known" });
  await ctx.deps.answers.drain();
  clock = Date.parse("2026-03-01T09:00:00Z");
});
afterAll(async () => { await ctx?.close(); });

async function answer(user: TestUser, body: Record<string, unknown>) {
  const r = await call(ctx, "POST", "/api/progress/answers", { user, body: { id: crypto.randomUUID(), ...body } });
  expect(r.status, r.text).toBe(200);
}
async function importPackage(user: TestUser, bytes: Uint8Array, name: string) {
  const res = await ctx.app.request(`/api/collections/anki/import?${new URLSearchParams({ name, domain: "modern", skipOwned: "true" })}`, {
    method: "POST", headers: { origin: ctx.config.publicUrl, "content-type": "application/octet-stream", cookie: user.cookie }, body: bytes as Uint8Array<ArrayBuffer>,
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as unknown };
}
const logOf = async (user: TestUser, wordId: string) => (await ctx.deps.db.select({ at: progressEvents.reviewedAt, rating: progressEvents.reviewRating }).from(progressEvents)
  .where(and(eq(progressEvents.userId, user.id), eq(progressEvents.wordId, wordId), isNotNull(progressEvents.reviewRating)))
  .orderBy(asc(progressEvents.reviewedAt))).map((e) => [e.at!.toISOString().slice(0, 10), e.rating]);
const cardOf = async (user: TestUser, wordId: string) =>
  (await ctx.deps.db.select().from(reviewCards).where(and(eq(reviewCards.userId, user.id), eq(reviewCards.wordId, wordId))))[0];
const progressOf = async (user: TestUser, wordId: string) =>
  (await ctx.deps.db.select().from(progress).where(and(eq(progress.userId, user.id), eq(progress.wordId, wordId))))[0];
async function state() {
  const [c] = await ctx.deps.db.select({ n: count() }).from(collections);
  const [e] = await ctx.deps.db.select({ n: count() }).from(progressEvents);
  const [k] = await ctx.deps.db.select({ n: count() }).from(reviewCards);
  const p = await ctx.deps.db.select({ t: progress.timesSeen, s: progress.status }).from(progress).where(eq(progress.userId, learner.id));
  return { collections: c!.n, events: e!.n, cards: k!.n, progress: p.map((r) => `${r.t}:${r.s}`).sort() };
}

const at = (date: string) => Date.parse(`${date}T10:00:00Z`);
/** Anki's reviews of water (the learner has no history of it), house (older than theirs), sun (with a lapse) and the moon (new). */
const deck = () => buildTestPackage({
  crt: Date.parse("2026-01-01T04:00:00Z") / 1000,
  noteTypes: [{ id: 1, name: "Basic", fields: ["Front", "Back"] }],
  notes: [
    { id: 1, mid: 1, fields: ["מים", "water"] },
    { id: 2, mid: 1, fields: ["בית", "house"] },
    { id: 3, mid: 1, fields: ["שמש", "sun"] },
    { id: 4, mid: 1, fields: ["יָרֵחַ", "moon"] },
  ],
  cards: [
    { id: 11, nid: 1, type: 2, queue: 2, due: 80, ivl: 30 }, { id: 12, nid: 2, type: 2, queue: 2, due: 40, ivl: 20 },
    { id: 13, nid: 3, type: 3, queue: 1, due: at("2026-02-20") / 1000 }, { id: 14, nid: 4, type: 2, queue: 2, due: 70, ivl: 9 },
  ],
  revlog: [
    { id: at("2026-01-02"), cid: 11, ease: 3, type: 0 }, { id: at("2026-01-05"), cid: 11, ease: 3, type: 1 }, { id: at("2026-01-20"), cid: 11, ease: 3, type: 1 },
    { id: at("2026-01-03"), cid: 12, ease: 3, type: 0 }, { id: at("2026-01-08"), cid: 12, ease: 3, type: 1 },
    { id: at("2026-01-04"), cid: 13, ease: 3, type: 0 }, { id: at("2026-01-14"), cid: 13, ease: 3, type: 1 }, { id: at("2026-02-19"), cid: 13, ease: 1, type: 1 },
    { id: at("2026-01-06"), cid: 14, ease: 4, type: 0 },
  ],
});

describe("the history of a word the import skips", () => {
  it("is merged into the learner's word: reviews added, a newer card kept, a known word still known", async () => {
    const houseCard = await cardOf(learner, mine.get("house")!);
    const houseBefore = (await progressOf(learner, mine.get("house")!))!;
    const r = await importPackage(learner, await deck(), "Sky");
    expect(r.status, r.text).toBe(201);
    expect(AnkiImportResultSchema.parse(r.json)).toMatchObject({ wordsImported: 1, ownedSkipped: 3, ownedUpdated: 3, reviewsImported: 9, wordsWithHistory: 4 });

    // Water: Anki's three reviews and card; its progress counts them.
    expect(await logOf(learner, mine.get("water")!)).toEqual([["2026-01-02", 3], ["2026-01-05", 3], ["2026-01-20", 3]]);
    expect(await cardOf(learner, mine.get("water")!)).toMatchObject({ state: 2, scheduledDays: 30, lastReview: new Date(at("2026-01-20")) });
    expect(await progressOf(learner, mine.get("water")!)).toMatchObject({ timesSeen: 3, timesKnown: 3, status: "known", srsInterval: 30 });
    // House: Anki's two older reviews join the learner's two; the card of their later answers stays.
    expect(await logOf(learner, mine.get("house")!)).toEqual([["2026-01-03", 3], ["2026-01-08", 3], ["2026-02-01", 3], ["2026-02-10", 3]]);
    expect(await cardOf(learner, mine.get("house")!)).toEqual(houseCard);
    expect(await progressOf(learner, mine.get("house")!)).toMatchObject({ timesSeen: houseBefore.timesSeen + 2, timesKnown: houseBefore.timesKnown + 2, status: houseBefore.status });
    // Sun: Anki's card (relearning after a lapse) is taken, but the word the learner set as known stays known.
    expect(await cardOf(learner, mine.get("sun")!)).toMatchObject({ state: 3, lapses: 1 });
    expect(await progressOf(learner, mine.get("sun")!)).toMatchObject({ status: "known", timesSeen: 3, timesKnown: 3 });
    // Another learner's water is not touched.
    const [theirs] = await ctx.deps.db.select({ id: words.id }).from(words).innerJoin(collections, eq(collections.id, words.collectionId))
      .where(and(eq(collections.ownerId, other.id), eq(words.english, "water")));
    expect(await logOf(other, theirs!.id)).toEqual([]);
    expect(await logOf(learner, theirs!.id)).toEqual([]);
  });

  it("adds nothing the second time: the same package again changes nothing and makes no collection", async () => {
    const before = await state();
    const r = await importPackage(learner, await deck(), "Sky again");
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ collection: null, wordsImported: 0, ownedSkipped: 4, ownedUpdated: 0, reviewsImported: 0, wordsWithHistory: 0 });
    expect(await state()).toEqual(before);
  });

  it("adds nothing from the learner's own export: its reviews are theirs already", async () => {
    const [own] = await ctx.deps.db.select({ id: collections.id }).from(collections).where(and(eq(collections.ownerId, learner.id), eq(collections.name, "Mine")));
    const file = await ctx.app.request(`/api/collections/${own!.id}/export?format=apkg`, { headers: { cookie: learner.cookie } });
    expect(file.status).toBe(200);
    const before = await state();
    const r = await importPackage(learner, new Uint8Array(await file.arrayBuffer()), "Mine again");
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ collection: null, wordsImported: 0, ownedSkipped: 3, reviewsImported: 0, ownedUpdated: 0 });
    expect(await state()).toEqual(before);
  });
});

describe("a learner at the cap on private collections", () => {
  it("still brings home the history of words they have; a package with a new word is refused and changes nothing", async () => {
    const capped = await createTestContext({ PRIVATE_COLLECTIONS_PER_USER: "1" });
    try {
      const { learners: [u] } = await createUsers(capped, { learners: 1 });
      const made = await createCollection(capped, u!, { name: "Mine", words: [["מַיִם", "water"], ["בַּיִת", "house"]] });
      const go = async (bytes: Uint8Array, name: string) => {
        const res = await capped.app.request(`/api/collections/anki/import?${new URLSearchParams({ name, domain: "modern", skipOwned: "true" })}`, {
          method: "POST", headers: { origin: capped.config.publicUrl, "content-type": "application/octet-stream", cookie: u!.cookie }, body: bytes as Uint8Array<ArrayBuffer>,
        });
        return { status: res.status, json: (await res.json()) as { collection?: unknown; ownedUpdated?: number; error?: { code: string; message: string } } };
      };
      const events = async () => (await capped.deps.db.select({ n: count() }).from(progressEvents).where(eq(progressEvents.userId, u!.id)))[0]!.n;
      const owned = buildTestPackage({
        noteTypes: [{ id: 1, name: "Basic", fields: ["Front", "Back"] }],
        notes: [{ id: 1, mid: 1, fields: ["מים", "water"] }],
        cards: [{ id: 11, nid: 1, type: 2, queue: 2, due: 80, ivl: 30 }],
        revlog: [{ id: Date.parse("2026-01-02T10:00:00Z"), cid: 11, ease: 3, type: 0 }, { id: Date.parse("2026-01-05T10:00:00Z"), cid: 11, ease: 3, type: 1 }],
      });
      const merged = await go(await owned, "Only mine");
      expect(merged.status).toBe(201);
      expect(merged.json).toMatchObject({ collection: null, ownedUpdated: 1 });
      expect(await events()).toBe(2);

      const withNew = buildTestPackage({
        noteTypes: [{ id: 1, name: "Basic", fields: ["Front", "Back"] }],
        notes: [{ id: 1, mid: 1, fields: ["בית", "house"] }, { id: 2, mid: 1, fields: ["שמש", "sun"] }],
        cards: [{ id: 11, nid: 1, type: 2, queue: 2, due: 80, ivl: 30 }],
        revlog: [{ id: Date.parse("2026-01-03T10:00:00Z"), cid: 11, ease: 3, type: 0 }],
      });
      const refused = await go(await withNew, "One more");
      expect(refused.status).toBe(409);
      expect(refused.json.error).toMatchObject({ code: "conflict", message: expect.stringContaining("1 collections of your own") });
      // All or nothing: house's Anki review did not come either, and no collection was made.
      expect(await events()).toBe(2);
      const mineNow = await capped.deps.db.select({ id: collections.id }).from(collections).where(eq(collections.ownerId, u!.id));
      expect(mineNow.map((c) => c.id)).toEqual([made.id]);
    } finally {
      await capped.close();
    }
  });
});
