import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnswerResultSchema, type AnswerResult } from "../../src/shared/api/progress";
import { applyAnswer } from "../../src/shared/study/apply-answer";
import type { WordProgress } from "../../src/shared/api/collections";
import { collections, progress, progressEvents, words } from "../../src/server/db/schema";
import { createAdmin, createLearner } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

// Many answers at once go through the answer writer (several answers per transaction). Whatever
// the grouping, each answer's outcome must be the progress right after it alone, as if the answers
// had been applied one at a time in some order, and no update may be lost.

let ctx: TestContext;
let users: TestUser[];
let wordIds: string[];

beforeAll(async () => {
  ctx = await createTestContext();
  await createAdmin(ctx);
  users = [await createLearner(ctx), await createLearner(ctx), await createLearner(ctx)];
  wordIds = (await ctx.deps.db.select({ id: words.id }).from(words).innerJoin(collections, eq(collections.id, words.collectionId)).limit(8)).map((w) => w.id);
});
afterAll(async () => { await ctx.close(); });

const actions = ["know", "dont_know", "skip"] as const;

describe("POST /api/progress/answers under concurrency (batched transactions)", () => {
  it("300 answers at once from 3 users on 8 words: each outcome is one step of a sequential history", async () => {
    // A seeded mix so a failure can be replayed.
    let seed = 7;
    const rnd = (n: number) => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed % n; };
    const sent = Array.from({ length: 300 }, () => ({
      user: users[rnd(users.length)]!, wordId: wordIds[rnd(wordIds.length)]!, action: actions[rnd(actions.length)]!, id: crypto.randomUUID(),
    }));
    const statements = ctx.deps.answers.stats.batches;
    const responses = await Promise.all(sent.map((a) => call(ctx, "POST", "/api/progress/answers", { user: a.user, body: { id: a.id, wordId: a.wordId, action: a.action } })));
    expect(responses.map((r) => r.status)).toEqual(Array(300).fill(200));
    const results = responses.map((r) => AnswerResultSchema.parse(r.json));
    expect(results.every((r) => r.applied)).toBe(true);
    // They did share transactions (8 words × 3 users: at most 24 answers fit in one, fewer while
    // the same keys run in the other).
    expect(ctx.deps.answers.stats.batches - statements).toBeLessThan(sent.length);
    expect(ctx.deps.answers.stats.largest).toBeGreaterThan(1);

    // Per (user, word): every action adds one to times_seen, so the outcomes' timesSeen give the
    // order they were applied in; replaying them in that order must give each outcome exactly.
    const groups = new Map<string, { action: (typeof actions)[number]; result: AnswerResult }[]>();
    sent.forEach((a, i) => {
      const key = `${a.user.id}/${a.wordId}`;
      groups.set(key, [...(groups.get(key) ?? []), { action: a.action, result: results[i]! }]);
    });
    for (const [key, group] of groups) {
      group.sort((x, y) => x.result.progress.timesSeen - y.result.progress.timesSeen);
      expect(group.map((g) => g.result.progress.timesSeen), key).toEqual(group.map((_, i) => i + 1));
      let current: WordProgress | null = null;
      for (const g of group) {
        current = applyAnswer(current, { action: g.action });
        expect({ ...g.result.progress, lastSeenAt: null }, key).toEqual({ ...current, lastSeenAt: null });
      }
      const [userId, wordId] = key.split("/") as [string, string];
      const [row] = await ctx.deps.db.select().from(progress).where(and(eq(progress.userId, userId), eq(progress.wordId, wordId)));
      expect(row, key).toMatchObject({ status: current!.status, timesSeen: current!.timesSeen, timesKnown: current!.timesKnown });
      expect(row!.knownAt === null, key).toBe(current!.status !== "known");
    }

    // One event per answer, recording the status the answer left.
    const events = await ctx.deps.db.select({ id: progressEvents.id, statusAfter: progressEvents.statusAfter }).from(progressEvents)
      .where(inArray(progressEvents.id, sent.map((a) => a.id)));
    expect(events).toHaveLength(300);
    const statusById = new Map<string, string>(sent.map((a, i) => [a.id, results[i]!.progress.status]));
    for (const e of events) expect(e.statusAfter).toBe(statusById.get(e.id));
  });

  it("retries, an unknown word and another user's id in the same burst fail or repeat alone", async () => {
    const [alice, bob] = users as [TestUser, TestUser];
    const w = wordIds[0]!;
    const used = crypto.randomUUID();
    const first = await call(ctx, "POST", "/api/progress/answers", { user: alice, body: { id: used, wordId: w, action: "skip" } });
    expect(first.status).toBe(200);
    const burst = [
      { user: alice, body: { id: used, wordId: w, action: "skip" } },                           // a retry: applied false
      { user: bob, body: { id: used, wordId: w, action: "skip" } },                             // someone else's id: 409
      { user: alice, body: { id: crypto.randomUUID(), wordId: crypto.randomUUID(), action: "know" } }, // no such word: 404
      ...wordIds.slice(1).map((wordId) => ({ user: bob, body: { id: crypto.randomUUID(), wordId, action: "know" } })),
    ];
    const before = await ctx.deps.db.select().from(progress).where(eq(progress.userId, bob.id));
    const rs = await Promise.all(burst.map((b) => call(ctx, "POST", "/api/progress/answers", b)));
    expect(rs.map((r) => r.status)).toEqual([200, 409, 404, ...wordIds.slice(1).map(() => 200)]);
    expect(rs[0]!.json.applied).toBe(false);
    expect(rs.slice(3).every((r) => r.json.applied === true && r.json.progress.status === "known")).toBe(true);
    const after = await ctx.deps.db.select().from(progress).where(eq(progress.userId, bob.id));
    const seen = (rows: typeof after) => rows.reduce((s, r) => s + r.timesSeen, 0);
    expect(seen(after) - seen(before)).toBe(wordIds.length - 1);
  });
});

describe("recordAnswers' review plan (FSRS): read before, written in the answers' statement", () => {
  it("a failing plan writes nothing; a card moved between the read and the write (another server) is read and written again", async () => {
    const { recordAnswers } = await import("../../src/server/modules/progress/queries");
    const { scheduleReviews } = await import("../../src/server/modules/progress/schedule-reviews");
    const { answerEffect } = await import("../../src/shared/study/apply-answer");
    const { reviewCards } = await import("../../src/server/db/schema");
    const user = users[0]!;
    const answer = (wordId: string) => ({ id: crypto.randomUUID(), userId: user.id, wordId, action: "know" as const, effect: answerEffect({ action: "know" }), rating: 3 as const });

    const failing = [answer(wordIds[2]!)];
    await expect(recordAnswers(ctx.deps.db, failing, async () => { throw new Error("scheduler down"); })).rejects.toThrow("scheduler down");
    expect(await ctx.deps.db.select().from(progressEvents).where(eq(progressEvents.id, failing[0]!.id))).toEqual([]);

    // Server A plans its answer on a word, then server B answers the same word and commits before A writes.
    const w = wordIds[3]!;
    const plan = scheduleReviews(() => new Date());
    const other = answer(w);
    let plans = 0;
    const first = answer(w);
    const out = await recordAnswers(ctx.deps.db, [first], async (db, rated) => {
      const planned = await plan(db, rated);
      if (++plans === 1) expect((await recordAnswers(ctx.deps.db, [other], plan))[0]!.kind).toBe("applied");
      return planned;
    });
    expect(out[0]!.kind).toBe("applied");
    expect(plans).toBe(2);
    const [card] = await ctx.deps.db.select().from(reviewCards).where(and(eq(reviewCards.userId, user.id), eq(reviewCards.wordId, w)));
    expect(card!.reps).toBe(2);
    const logs = await ctx.deps.db.select().from(progressEvents).where(and(eq(progressEvents.userId, user.id), eq(progressEvents.wordId, w)));
    expect(logs.map((l) => [l.id, l.reviewState]).sort()).toEqual([[other.id, 0], [first.id, 1]].sort());
  });
});
