import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAnkiImport } from "../../src/shared/anki/plan-anki-import";
import { AnkiImportResultSchema, AnkiPreviewSchema } from "../../src/shared/api/collection-transfer";
import { collections, progress, progressEvents, reviewCards, words } from "../../src/server/db/schema";
import { createCollection, createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";
import { buildTestPackage } from "../support/anki-test-package";

/**
 * A learner's Anki export of a SHARED collection, imported back, and into another account (the
 * package the real exporter writes):
 * - the words she studies are hers: those of a shared collection she has progress in, and the
 *   words the package's notes say they are (a note's guid is its word's id), even when the word's
 *   Hebrew has changed since. The preview counts them, 'Skip words I already have' skips them and
 *   her reviews are not written a second time; a copy (skip off) holds the words but never her
 *   review rows twice.
 * - another learner, who does not study that collection, gets it as a private collection with its
 *   reviews, its Known/Unknown marks (the notes' milim:: tags) and its words' ranks (so its order).
 */
const DAY = 86_400_000;
let clock = Date.parse("2026-03-02T08:00:00Z");
let ctx: TestContext;
let admin: TestUser;
let dana: TestUser;
let noa: TestUser;
let siddur: { id: string };
let ids: Map<string, string>;
let exported: Uint8Array;

/** The shared "Siddur 1000", by rank (with gaps, as a frequency list has them). */
const SIDDUR: [hebrew: string, english: string, rank: number][] = [
  ["בָּרוּךְ", "blessed", 1], ["אַתָּה", "you", 2], ["מֶלֶךְ", "king", 4], ["הָעוֹלָם", "the world", 7], ["שָׁלוֹם", "peace", 9], ["יָרֵב", "Jareb", 15],
];

beforeAll(async () => {
  ctx = await createTestContext({}, { overrides: { now: () => new Date(clock) } });
  ({ admin, learners: [dana, noa] } = await createUsers(ctx, { learners: 2 }));
  siddur = await createCollection(ctx, admin, { name: "Siddur first words", slug: "siddur-first-words", shared: true, words: SIDDUR.map(([h, e]) => [h, e]) });
  for (const [hebrew, , rank] of SIDDUR) await ctx.deps.db.update(words).set({ freqRank: rank }).where(and(eq(words.collectionId, siddur.id), eq(words.hebrew, hebrew)));
  ids = new Map((await ctx.deps.db.select({ id: words.id, english: words.english }).from(words).where(eq(words.collectionId, siddur.id))).map((w) => [w.english, w.id]));
  await createCollection(ctx, dana, { name: "My words", words: [["בַּיִת", "house"]] });

  // Dana studies the shared collection: reviews of "blessed" (Good: known) and "you" (last Again:
  // unknown), "king" marked known and "peace" unknown without a review; the world and Jareb untouched.
  const start = Date.parse("2026-02-01T08:00:00Z");
  for (const [day, english, rating] of [[0, "blessed", 3], [0.01, "you", 3], [2, "blessed", 3], [3, "you", 1], [9, "blessed", 3]] as const) {
    clock = start + day * DAY;
    await answer(dana, { wordId: ids.get(english)!, action: "review", rating, durationMs: 2000 });
  }
  await answer(dana, { wordId: ids.get("king")!, action: "set", status: "known" });
  await answer(dana, { wordId: ids.get("peace")!, action: "set", status: "unknown" });
  await ctx.deps.answers.drain();
  clock = Date.parse("2026-03-02T08:00:00Z");

  const file = await ctx.app.request(`/api/collections/${siddur.id}/export?format=apkg`, { headers: { cookie: dana.cookie } });
  expect(file.status).toBe(200);
  exported = new Uint8Array(await file.arrayBuffer());
});
afterAll(async () => { await ctx?.close(); });

async function answer(user: TestUser, body: Record<string, unknown>) {
  const r = await call(ctx, "POST", "/api/progress/answers", { user, body: { id: crypto.randomUUID(), ...body } });
  expect(r.status, r.text).toBe(200);
}
async function send(user: TestUser, path: string, bytes: Uint8Array) {
  const res = await ctx.app.request(path, {
    method: "POST", headers: { origin: ctx.config.publicUrl, "content-type": "application/octet-stream", cookie: user.cookie }, body: bytes.slice() as Uint8Array<ArrayBuffer>,
  });
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try { json = JSON.parse(text); } catch { json = undefined; }
  return { status: res.status, json, text };
}
const preview = async (user: TestUser) => {
  const r = await send(user, "/api/collections/anki/preview", exported);
  expect(r.status, r.text).toBe(200);
  return AnkiPreviewSchema.parse(r.json);
};
const importAs = (user: TestUser, name: string, skipOwned: boolean) =>
  send(user, `/api/collections/anki/import?${new URLSearchParams({ name, domain: "modern", skipOwned: String(skipOwned) })}`, exported);

/** What the learner's account holds: collections, review rows, cards and progress rows. */
async function account(user: TestUser) {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
  return {
    collections: await n(ctx.deps.db.select({ n: count() }).from(collections).where(eq(collections.ownerId, user.id))),
    reviews: await n(ctx.deps.db.select({ n: count() }).from(progressEvents).where(and(eq(progressEvents.userId, user.id), isNotNull(progressEvents.reviewRating)))),
    cards: await n(ctx.deps.db.select({ n: count() }).from(reviewCards).where(eq(reviewCards.userId, user.id))),
    progress: await n(ctx.deps.db.select({ n: count() }).from(progress).where(eq(progress.userId, user.id))),
  };
}
/** A collection's words in its order (rank, no rank last), with the learner's status of each. */
async function listOf(user: TestUser, collectionId: string) {
  const rows = await ctx.deps.db.select({ hebrew: words.hebrew, rank: words.freqRank, status: progress.status }).from(words)
    .leftJoin(progress, and(eq(progress.wordId, words.id), eq(progress.userId, user.id)))
    .where(eq(words.collectionId, collectionId)).orderBy(asc(words.freqRank), asc(words.createdAt), asc(words.id));
  return rows.map((r) => [r.hebrew, r.rank, r.status ?? null]);
}
/** The review log's rows as [Hebrew, time] in time order: no row twice. */
async function reviewLog(user: TestUser) {
  const rows = await ctx.deps.db.select({ hebrew: words.hebrew, at: progressEvents.reviewedAt }).from(progressEvents).innerJoin(words, eq(words.id, progressEvents.wordId))
    .where(and(eq(progressEvents.userId, user.id), isNotNull(progressEvents.reviewRating))).orderBy(asc(progressEvents.reviewedAt));
  return rows.map((r) => [r.hebrew, r.at!.toISOString()]);
}

describe("Dana's own export of the shared collection she studies", () => {
  it("is counted in the preview as hers: every word, in the shared collection", async () => {
    const p = await preview(dana);
    expect(p.ownedCollections.map((c) => c.name)).toEqual(["Siddur first words"]);
    const counted = countAnkiImport(p.notes, p.ownedWords, p.ownedNotes, () => 0);
    expect(counted).toMatchObject({ words: 6, owned: 6, collections: [0] });
  });

  it("imported with 'Skip words I already have', adds nothing: no collection, no review row, no card", async () => {
    const before = await account(dana);
    const log = await reviewLog(dana);
    const r = await importAs(dana, "Siddur 1000", true);
    expect(r.status, r.text).toBe(201);
    expect(AnkiImportResultSchema.parse(r.json)).toMatchObject({ collection: null, wordsImported: 0, ownedSkipped: 6, ownedUpdated: 0, reviewsImported: 0 });
    expect(await account(dana)).toEqual(before);
    expect(await reviewLog(dana)).toEqual(log);
  });

  it("knows a word by the note's guid though its Hebrew changed since the export", async () => {
    // The administrator corrects the shared word after Dana's export: its Hebrew no longer matches the note's.
    await ctx.deps.db.update(words).set({ hebrew: "יָרֵב׳" }).where(eq(words.id, ids.get("Jareb")!));
    await ctx.deps.db.update(words).set({ hebrew: "מַלְכָּא" }).where(eq(words.id, ids.get("king")!));
    try {
      const p = await preview(dana);
      expect(p.ownedCollections.map((c) => c.name)).toEqual(["Siddur first words"]);
      expect(countAnkiImport(p.notes, p.ownedWords, p.ownedNotes, () => 0)).toMatchObject({ words: 6, owned: 6, collections: [0] });
      const before = await account(dana);
      const r = await importAs(dana, "Siddur again", true);
      expect(r.status, r.text).toBe(201);
      expect(r.json).toMatchObject({ collection: null, wordsImported: 0, ownedSkipped: 6, reviewsImported: 0 });
      expect(await account(dana)).toEqual(before);
    } finally {
      await ctx.deps.db.update(words).set({ hebrew: "יָרֵב" }).where(eq(words.id, ids.get("Jareb")!));
      await ctx.deps.db.update(words).set({ hebrew: "מֶלֶךְ" }).where(eq(words.id, ids.get("king")!));
    }
  });
  it("imported as a copy (skip off), holds the words in their order and her marks, but never her review rows twice", async () => {
    const before = await account(dana);
    const log = await reviewLog(dana);
    expect(log).toHaveLength(5);
    const r = await importAs(dana, "Siddur 1000", false);
    expect(r.status, r.text).toBe(201);
    const result = AnkiImportResultSchema.parse(r.json);
    expect(result).toMatchObject({ wordsImported: 6, ownedSkipped: 0, reviewsImported: 0 });
    expect(result.collection).toMatchObject({ ownerId: dana.id });
    expect(await reviewLog(dana)).toEqual(log);
    const after = await account(dana);
    expect(after).toMatchObject({ collections: before.collections + 1, reviews: before.reviews, cards: before.cards });
    expect(await listOf(dana, result.collection!.id)).toEqual([
      ["בָּרוּךְ", 1, "known"], ["אַתָּה", 2, "unknown"], ["מֶלֶךְ", 4, "known"], ["הָעוֹלָם", 7, null], ["שָׁלוֹם", 9, "unknown"], ["יָרֵב", 15, null],
    ]);
  });

});

describe("the same package in another account", () => {
  it("is not Noa's (she does not study the shared collection): a private collection with Dana's reviews, marks and ranks", async () => {
    const p = await preview(noa);
    expect(p.ownedCollections).toEqual([]);
    expect(countAnkiImport(p.notes, p.ownedWords, p.ownedNotes, () => 0)).toMatchObject({ words: 6, owned: 0, reviews: 5 });
    const r = await importAs(noa, "Siddur 1000", true);
    expect(r.status, r.text).toBe(201);
    const result = AnkiImportResultSchema.parse(r.json);
    expect(result).toMatchObject({ wordsImported: 6, ownedSkipped: 0, reviewsImported: 5, wordsWithHistory: 2 });
    expect(await listOf(noa, result.collection!.id)).toEqual([
      ["בָּרוּךְ", 1, "known"], ["אַתָּה", 2, "unknown"], ["מֶלֶךְ", 4, "known"], ["הָעוֹלָם", 7, null], ["שָׁלוֹם", 9, "unknown"], ["יָרֵב", 15, null],
    ]);
    expect((await reviewLog(noa)).map(([, at]) => at)).toEqual((await reviewLog(dana)).map(([, at]) => at));
    expect(await account(noa)).toMatchObject({ collections: 1, reviews: 5, cards: 2, progress: 4 });
    // Again: her private copy holds every word, nothing is added.
    const before = await account(noa);
    const again = await importAs(noa, "Siddur 1000 again", true);
    expect(again.status, again.text).toBe(201);
    expect(again.json).toMatchObject({ collection: null, wordsImported: 0, ownedSkipped: 6, reviewsImported: 0, ownedUpdated: 0 });
    expect(await account(noa)).toEqual(before);
  });

  it("is a learner's who studies the shared collection: its words skipped, its reviews added to hers once", async () => {
    const tal = await createLearner(ctx);
    await answer(tal, { wordId: ids.get("the world")!, action: "set", status: "learning" });
    const p = await preview(tal);
    expect(p.ownedCollections.map((c) => c.name)).toEqual(["Siddur first words"]);
    const r = await importAs(tal, "Siddur 1000", true);
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ collection: null, wordsImported: 0, ownedSkipped: 6, reviewsImported: 5 });
    // Dana's marks come with her reviews where Tal had none: "king" known, "peace" unknown.
    const [king] = await ctx.deps.db.select({ status: progress.status }).from(progress).where(and(eq(progress.userId, tal.id), eq(progress.wordId, ids.get("king")!)));
    expect(king?.status).toBe("known");
    const twice = await importAs(tal, "Siddur 1000", true);
    expect(twice.json).toMatchObject({ collection: null, reviewsImported: 0, ownedUpdated: 0 });
    expect(await account(tal)).toMatchObject({ collections: 0, reviews: 5, cards: 2 });
  });
});

describe("a package whose notes carry part of what Milim writes (one that went through Anki)", () => {
  it("keeps the tags' statuses (else a mature card is known), the ranks it has, and the notes' order for the rest", async () => {
    const learner = await createLearner(ctx);
    const at = (date: string) => Date.parse(`${date}T10:00:00Z`);
    const bytes = await buildTestPackage({
      crt: Date.parse("2026-01-01T04:00:00Z") / 1000,
      noteTypes: [{ id: 1, name: "Milim word", fields: ["Hebrew", "Transliteration", "Meaning", "Example", "Reference"] }],
      notes: [
        // A young card the tag says is known; a mature card without a tag; a tag alone; a rank alone; nothing.
        { id: 1, mid: 1, fields: ["תּוֹרָה", "", "teaching", "", ""], tags: " vocab milim::known ", data: '{"milim":{"rank":3}}' },
        { id: 2, mid: 1, fields: ["חֶסֶד", "", "kindness", "", ""], tags: " vocab " },
        { id: 3, mid: 1, fields: ["אֱמֶת", "", "truth", "", ""], tags: " milim::unknown " },
        { id: 4, mid: 1, fields: ["צֶדֶק", "", "justice", "", ""], data: '{"milim":{"rank":1}}' },
        { id: 5, mid: 1, fields: ["רַחֲמִים", "", "mercy", "", ""] },
      ],
      cards: [{ id: 11, nid: 1, type: 2, queue: 2, due: 20, ivl: 3 }, { id: 12, nid: 2, type: 2, queue: 2, due: 90, ivl: 40 }],
      revlog: [
        { id: at("2026-01-02"), cid: 11, ease: 3, type: 0 }, { id: at("2026-01-05"), cid: 11, ease: 3, type: 1, ivl: 3 },
        { id: at("2026-01-02"), cid: 12, ease: 4, type: 0 }, { id: at("2026-01-12"), cid: 12, ease: 4, type: 1, ivl: 40 },
      ].map((r, i) => ({ ...r, id: r.id + i })),
    });
    const r = await send(learner, `/api/collections/anki/import?${new URLSearchParams({ name: "Middot", domain: "modern", skipOwned: "true" })}`, bytes);
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ wordsImported: 5, reviewsImported: 4, wordsWithHistory: 2 });
    expect(await listOf(learner, r.json.collection.id)).toEqual([
      ["צֶדֶק", 1, null], ["תּוֹרָה", 3, "known"], ["חֶסֶד", 4, "known"], ["אֱמֶת", 5, "unknown"], ["רַחֲמִים", 6, null],
    ]);
  });
});
