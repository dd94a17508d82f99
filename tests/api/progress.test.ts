import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnswerResultSchema } from "../../src/shared/api/progress";
import { collections, progress, progressEvents, words } from "../../src/server/db/schema";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let wordIds: string[];
let next = 0;
/** A word nobody has answered yet in this file. */
const freshWord = () => wordIds[next++]!;

beforeAll(async () => {
  ctx = await createTestContext();
  [alice, bob] = (await createUsers(ctx, { learners: 2 })).learners as [TestUser, TestUser];
  wordIds = (await ctx.deps.db.select({ id: words.id }).from(words).innerJoin(collections, eq(collections.id, words.collectionId))).map((w) => w.id);
});
afterAll(async () => { await ctx.close(); });

const post = (user: TestUser | null, body: unknown) => call(ctx, "POST", "/api/progress/answers", { user, body });
const send = async (user: TestUser, wordId: string, body: Record<string, unknown>, id: string = crypto.randomUUID()) => {
  const r = await post(user, { id, wordId, ...body });
  expect(r.status, r.text).toBe(200);
  return AnswerResultSchema.parse(r.json);
};
const row = async (user: TestUser, wordId: string) => {
  const [r] = await ctx.deps.db.select().from(progress).where(and(eq(progress.userId, user.id), eq(progress.wordId, wordId)));
  return r;
};

describe("POST /api/progress/answers: counters per action", () => {
  it("know: known, seen +1, known +1, last_seen_at and known_at set, collection from the word", async () => {
    const w = freshWord();
    const r = await send(alice, w, { action: "know" });
    expect(r).toMatchObject({ wordId: w, applied: true, progress: { status: "known", timesSeen: 1, timesKnown: 1 } });
    expect(Date.parse(r.progress.lastSeenAt!)).toBeGreaterThan(Date.now() - 60_000);
    const p = await row(alice, w);
    const [word] = await ctx.deps.db.select({ collectionId: words.collectionId }).from(words).where(eq(words.id, w));
    expect(p).toMatchObject({ status: "known", timesSeen: 1, timesKnown: 1, collectionId: word!.collectionId, srsEase: 2.5, srsInterval: 0 });
    expect(p!.knownAt).not.toBeNull();
    expect(p!.lastSeenAt).not.toBeNull();
  });

  it("dont_know: unknown, seen +1, known unchanged", async () => {
    const w = freshWord();
    await send(alice, w, { action: "know" });
    const r = await send(alice, w, { action: "dont_know" });
    expect(r.progress).toMatchObject({ status: "unknown", timesSeen: 2, timesKnown: 1 });
    expect((await row(alice, w))!.knownAt).toBeNull();
  });

  it("skip: seen +1 only; a new record starts as learning", async () => {
    const w = freshWord();
    expect((await send(alice, w, { action: "skip" })).progress).toMatchObject({ status: "learning", timesSeen: 1, timesKnown: 0 });
    await send(alice, w, { action: "dont_know" });
    expect((await send(alice, w, { action: "skip" })).progress).toMatchObject({ status: "unknown", timesSeen: 3, timesKnown: 0 });
    const events = await ctx.deps.db.select({ action: progressEvents.action, statusAfter: progressEvents.statusAfter }).from(progressEvents)
      .where(and(eq(progressEvents.userId, alice.id), eq(progressEvents.wordId, w))).orderBy(progressEvents.createdAt);
    expect(events).toEqual([
      { action: "skip", statusAfter: "learning" }, { action: "dont_know", statusAfter: "unknown" }, { action: "skip", statusAfter: "unknown" },
    ]);
  });

  it("set: the status as given; known increments times_known, never times_seen", async () => {
    const w = freshWord();
    expect((await send(alice, w, { action: "set", status: "unknown" })).progress).toMatchObject({ status: "unknown", timesSeen: 0, timesKnown: 0 });
    expect((await send(alice, w, { action: "set", status: "known" })).progress).toMatchObject({ status: "known", timesSeen: 0, timesKnown: 1 });
    expect((await send(alice, w, { action: "set", status: "known" })).progress).toMatchObject({ status: "known", timesSeen: 0, timesKnown: 2 });
    expect((await send(alice, w, { action: "set", status: "learning" })).progress).toMatchObject({ status: "learning", timesSeen: 0, timesKnown: 2 });
  });

  it("keeps the first known_at while the word stays known, clears it when it leaves known", async () => {
    const w = freshWord();
    await send(alice, w, { action: "know" });
    const first = (await row(alice, w))!.knownAt!;
    await new Promise((r) => setTimeout(r, 20));
    await send(alice, w, { action: "set", status: "known" });
    await send(alice, w, { action: "skip" });
    expect((await row(alice, w))!.knownAt!.getTime()).toBe(first.getTime());
    await send(alice, w, { action: "set", status: "learning" });
    expect((await row(alice, w))!.knownAt).toBeNull();
    await send(alice, w, { action: "know" });
    expect((await row(alice, w))!.knownAt!.getTime()).toBeGreaterThan(first.getTime());
  });

  it("a new progress row gets its own id, which later answers keep (migration 0005: the server makes it)", async () => {
    const [w1, w2] = [freshWord(), freshWord()];
    const answerId = crypto.randomUUID();
    await send(alice, w1, { action: "skip" }, answerId);
    await send(alice, w2, { action: "skip" });
    const first = (await row(alice, w1))!.id;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(answerId); // not the client's id: the client cannot choose a row's key
    expect((await row(alice, w2))!.id).not.toBe(first);
    await send(alice, w1, { action: "know" });
    await send(alice, w1, { action: "set", status: "unknown" });
    expect((await row(alice, w1))!.id).toBe(first);
  });
});

describe("POST /api/progress/answers: idempotency and isolation", () => {
  it("a retried id changes nothing and answers applied:false with the current progress", async () => {
    const w = freshWord();
    const id = crypto.randomUUID();
    const first = await send(alice, w, { action: "know" }, id);
    expect(first.applied).toBe(true);
    await send(alice, w, { action: "skip" });
    const retry = await send(alice, w, { action: "know" }, id);
    expect(retry).toEqual({ wordId: w, applied: false, progress: { ...first.progress, timesSeen: 2, lastSeenAt: retry.progress.lastSeenAt } });
    expect(await row(alice, w)).toMatchObject({ timesSeen: 2, timesKnown: 1 });
    const [{ n }] = (await ctx.deps.db.execute(sql`select count(*)::int as n from progress_events where id = ${id}`) as unknown as { rows: { n: number }[] }).rows as [{ n: number }];
    expect(n).toBe(1);
  });

  it("an id another user already used is a 409 that changes and reveals nothing", async () => {
    const w = freshWord();
    const id = crypto.randomUUID();
    await send(alice, w, { action: "know" }, id);
    const r = await post(bob, { id, wordId: w, action: "dont_know" });
    expect(r.status).toBe(409);
    expect(r.json.error.code).toBe("conflict");
    expect(r.text).not.toContain(alice.id);
    expect(r.text).not.toContain("known");
    expect(await row(bob, w)).toBeUndefined();
    expect(await row(alice, w)).toMatchObject({ status: "known", timesSeen: 1, timesKnown: 1 });
  });

  it("the same id for another word of the same user is a 409", async () => {
    const id = crypto.randomUUID();
    const w1 = freshWord();
    const w2 = freshWord();
    await send(alice, w1, { action: "know" }, id);
    expect((await post(alice, { id, wordId: w2, action: "know" })).status).toBe(409);
    expect(await row(alice, w2)).toBeUndefined();
  });

  it("50 parallel answers with different ids on one word lose no update", async () => {
    const w = freshWord();
    const results = await Promise.all(Array.from({ length: 50 }, () => post(alice, { id: crypto.randomUUID(), wordId: w, action: "know" })));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await row(alice, w)).toMatchObject({ status: "known", timesSeen: 50, timesKnown: 50 });
    const seen = results.map((r) => r.json.progress.timesSeen as number).sort((a, b) => a - b);
    expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  it("50 parallel retries of one id apply it exactly once", async () => {
    const w = freshWord();
    const id = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 50 }, () => post(alice, { id, wordId: w, action: "skip" })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.json.applied)).toHaveLength(1);
    expect(await row(alice, w)).toMatchObject({ timesSeen: 1 });
  });
});

describe("POST /api/progress/answers: bad requests", () => {
  it("404 for a word that does not exist or sits in another user's private collection", async () => {
    const missing = await post(alice, { id: crypto.randomUUID(), wordId: crypto.randomUUID(), action: "know" });
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe("not_found");

    const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: "Bob's", slug: "bobs", ownerId: bob.id }).returning({ id: collections.id });
    const [secret] = await ctx.deps.db.insert(words).values({ collectionId: c!.id, hebrew: "סוֹד", english: "secret" }).returning({ id: words.id });
    const foreign = await post(alice, { id: crypto.randomUUID(), wordId: secret!.id, action: "know" });
    expect(foreign.status).toBe(404);
    expect(await row(alice, secret!.id)).toBeUndefined();
    expect((await send(bob, secret!.id, { action: "know" })).applied).toBe(true);
  });

  it("400 for bad bodies", async () => {
    const w = wordIds[0]!;
    const bodies: unknown[] = [
      {},
      { id: "not-a-uuid", wordId: w, action: "know" },
      { id: crypto.randomUUID(), wordId: "x", action: "know" },
      { id: crypto.randomUUID(), wordId: w, action: "remember" },
      { id: crypto.randomUUID(), wordId: w, action: "set" },
      { id: crypto.randomUUID(), wordId: w, action: "set", status: "forgotten" },
      { id: crypto.randomUUID(), wordId: w },
      [],
      "know",
    ];
    for (const body of bodies) {
      const r = await post(alice, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.code).toBe("validation_failed");
    }
    const notJson = await call(ctx, "POST", "/api/progress/answers", { user: alice, headers: { "content-type": "application/json" } , body: undefined });
    expect(notJson.status).toBe(400);
    const raw = await ctx.app.request("/api/progress/answers", {
      method: "POST", headers: { cookie: alice.cookie, origin: ctx.config.publicUrl, "content-type": "application/json" }, body: "{nope",
    });
    expect(raw.status).toBe(400);
    expect(((await raw.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  });

  it("401 'User must be authenticated' without a session", async () => {
    const r = await post(null, { id: crypto.randomUUID(), wordId: wordIds[0], action: "know" });
    expect(r.status).toBe(401);
    expect(r.json).toEqual({ error: { code: "unauthenticated", message: "User must be authenticated", messageKey: "error_sign_in" } });
  });
});
