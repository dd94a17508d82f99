// progress_events has no foreign keys (they cost a check and a row lock per answer); statement-level
// triggers (migration 0004) give it the cascades they gave. These tests hold the triggers to that.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, progress, progressEvents, user, words } from "../../src/server/db/schema";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
let collectionId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ learners: [alice, bob] } = await createUsers(ctx, { learners: 2 }));
  const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: "Cascade test", slug: "cascade-test" }).returning({ id: collections.id });
  collectionId = c!.id;
});
afterAll(async () => { await ctx.close(); });

async function addWords(n: number): Promise<string[]> {
  const rows = await ctx.deps.db.insert(words).values(Array.from({ length: n }, (_, i) => ({
    collectionId, hebrew: `מילה${i}`, english: `word ${i}`, freqRank: i + 1,
  }))).returning({ id: words.id });
  return rows.map((r) => r.id);
}

async function answer(u: TestUser, wordId: string) {
  const r = await call(ctx, "POST", "/api/progress/answers", { user: u, body: { id: crypto.randomUUID(), wordId, action: "know" } });
  expect(r.status, r.text).toBe(200);
}

const eventsOf = async (wordIds: string[]) =>
  (await ctx.deps.db.select({ userId: progressEvents.userId, wordId: progressEvents.wordId }).from(progressEvents).where(inArray(progressEvents.wordId, wordIds))).length;

describe("progress_events cascades (statement-level triggers)", () => {
  it("deleting words deletes their events and progress, and no one else's", async () => {
    const [gone1, gone2, kept] = await addWords(3) as [string, string, string];
    for (const w of [gone1, gone2, kept]) { await answer(alice, w); await answer(bob, w); }
    await answer(alice, gone1);
    expect(await eventsOf([gone1, gone2, kept])).toBe(7);

    await ctx.deps.db.delete(words).where(inArray(words.id, [gone1, gone2]));
    expect(await eventsOf([gone1, gone2])).toBe(0);
    expect(await eventsOf([kept])).toBe(2);
    expect(await ctx.deps.db.select().from(progress).where(inArray(progress.wordId, [gone1, gone2]))).toHaveLength(0);
  });

  it("deleting a collection deletes its words' events (the words go by their own cascade)", async () => {
    const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: "Doomed", slug: "doomed" }).returning({ id: collections.id });
    const [w] = await ctx.deps.db.insert(words).values({ collectionId: c!.id, hebrew: "אבד", english: "lost", freqRank: 1 }).returning({ id: words.id });
    await answer(alice, w!.id);
    expect(await eventsOf([w!.id])).toBe(1);
    await ctx.deps.db.delete(collections).where(eq(collections.id, c!.id));
    expect(await eventsOf([w!.id])).toBe(0);
  });

  it("deleting a user deletes their events and leaves other users' events", async () => {
    const carol = await createLearner(ctx);
    const [w] = await addWords(1) as [string];
    await answer(carol, w);
    await answer(alice, w);
    await ctx.deps.db.delete(user).where(eq(user.id, carol.id));
    const left = await ctx.deps.db.select({ userId: progressEvents.userId }).from(progressEvents).where(eq(progressEvents.wordId, w));
    expect(left).toEqual([{ userId: alice.id }]);
  });

  it("the answer rule lives in TypeScript: no SQL function milim_record_answers is left (migration 0006)", async () => {
    const r = await ctx.deps.db.execute(sql`select count(*)::int as n from pg_proc where proname = 'milim_record_answers'`);
    expect(Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(0);
  });

  it("truncating words deletes every event (run last: it empties the words)", async () => {
    const [w] = await addWords(1) as [string];
    await answer(alice, w);
    await ctx.deps.db.execute(sql`truncate words cascade`);
    const [n] = await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(progressEvents);
    expect(Number(n!.n)).toBe(0);
  });
});
