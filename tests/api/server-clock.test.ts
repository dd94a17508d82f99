import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { words } from "../../src/server/db/schema";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * One clock: the server decides by deps.now everywhere — the answers' stamps (events, known_at,
 * last_seen_at), study sessions, statistics and the daily goal — so a test that moves deps.now
 * moves all of it, and nothing follows the machine's real time. The clock starts in 2024, far from
 * today, so a stamp taken from the real clock could not pass for the test's.
 */
const START = Date.parse("2024-05-07T10:00:00Z"); // a Tuesday
const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const now = () => new Date(START + offset);

let ctx: TestContext;
let learner: TestUser;
let wordIds: string[];
beforeAll(async () => {
  ctx = await createTestContext({}, { overrides: { now } });
  ({ learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  wordIds = (await ctx.deps.db.select({ id: words.id }).from(words).limit(3)).map((w) => w.id);
});
afterAll(async () => ctx.close());

const answer = async (wordId: string, action: "know" | "dont_know") => {
  const res = await call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId, action } });
  expect(res.status).toBe(200);
  return res.json as { progress: { lastSeenAt: string | null; status: string } };
};
const get = async (url: string) => {
  const res = await call(ctx, "GET", url, { user: learner });
  expect(res.status, url).toBe(200);
  return res.json;
};

describe("the server clock (deps.now)", () => {
  it("stamps answers and sessions, and statistics, the daily goal and history follow it when it moves", async () => {
    offset = 0;
    const first = await answer(wordIds[0]!, "know");
    expect(first.progress.lastSeenAt).toBe(new Date(START).toISOString());
    expect((await get("/api/statistics/today?tz=UTC")).answeredToday).toBe(1);
    let stats = await get("/api/statistics?tz=UTC");
    expect(stats.words).toEqual({ today: 1, thisWeek: 1, thisMonth: 1, total: 1 });
    expect(stats.months.at(-1).month).toBe("2024-05");

    // A study session of 30 minutes starts at the clock; 12 minutes later by the clock it counts 12.
    const session = await call(ctx, "POST", "/api/study-sessions", { user: learner, body: { durationMinutes: 30 } });
    expect(session.status).toBe(201);
    expect(session.json.startedAt).toBe(new Date(START).toISOString());
    offset = 12 * 60 * 1000;
    stats = await get("/api/statistics?tz=UTC");
    expect(stats.months.at(-1)).toMatchObject({ month: "2024-05", sessions: 1, minutes: 12 });
    const ended = await call(ctx, "POST", `/api/study-sessions/${session.json.id}/end`, { user: learner });
    expect(ended.json.endedAt).toBe(new Date(START + offset).toISOString());

    // The next day by the clock: today's goal starts again; the word became known yesterday.
    offset = DAY;
    expect((await get("/api/statistics/today?tz=UTC")).answeredToday).toBe(0);
    stats = await get("/api/statistics?tz=UTC");
    expect(stats.words).toEqual({ today: 0, thisWeek: 1, thisMonth: 1, total: 1 });
    const second = await answer(wordIds[1]!, "know");
    expect(second.progress.lastSeenAt).toBe(new Date(START + DAY).toISOString());
    await answer(wordIds[2]!, "dont_know");
    expect((await get("/api/statistics/today?tz=UTC")).answeredToday).toBe(2);
    const history = await get("/api/statistics/history?tz=UTC&days=3");
    expect(history.days).toEqual([
      { date: "2024-05-06", known: 0, newlyKnown: 0, answers: 0 },
      { date: "2024-05-07", known: 1, newlyKnown: 1, answers: 1 },
      { date: "2024-05-08", known: 2, newlyKnown: 1, answers: 2 },
    ]);

    // A month on: another month is current; the session stays in May.
    offset = 31 * DAY;
    stats = await get("/api/statistics?tz=UTC");
    expect(stats.months.at(-1).month).toBe("2024-06");
    expect(stats.months.at(-2)).toMatchObject({ month: "2024-05", sessions: 1, minutes: 12 });
    expect(stats.words).toEqual({ today: 0, thisWeek: 0, thisMonth: 0, total: 2 });
  });

  it("closes a session left open at its deadline when the clock passes it", async () => {
    offset = 40 * DAY;
    const session = await call(ctx, "POST", "/api/study-sessions", { user: learner, body: { durationMinutes: 10 } });
    expect(session.status).toBe(201);
    offset = 40 * DAY + 60 * 60 * 1000; // an hour later by the clock: past its 10 minutes
    const stats = await get("/api/statistics?tz=UTC");
    expect(stats.months.at(-1)).toMatchObject({ month: "2024-06", sessions: 1, minutes: 10 });
    const ended = await call(ctx, "POST", `/api/study-sessions/${session.json.id}/end`, { user: learner });
    expect(ended.json.endedAt).toBe(new Date(START + 40 * DAY + 10 * 60 * 1000).toISOString());
  });
});
