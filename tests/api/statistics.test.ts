import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { progress, progressEvents, studySessions, words } from "../../src/server/db/schema";
import type { Actor } from "../../src/server/auth/actor";
import { getStatistics, getStatisticsHistory, getTodayStatistics } from "../../src/server/modules/statistics/service";
import { createAdmin, createLearner } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let wordRows: { id: string; collectionId: string }[];
beforeAll(async () => {
  ctx = await createTestContext();
  await createAdmin(ctx);
  wordRows = await ctx.deps.db.select({ id: words.id, collectionId: words.collectionId }).from(words).limit(8);
});
afterAll(async () => { await ctx.close(); });

const actorOf = (u: TestUser): Actor => ({ userId: u.id, email: u.email, isAdmin: async () => false });
const at = (s: string) => new Date(s);

async function addSession(userId: string, durationMinutes: number, startedAt: string, endedAt: string | null) {
  await ctx.deps.db.insert(studySessions).values({ userId, durationMinutes, startedAt: at(startedAt), endedAt: endedAt ? at(endedAt) : null });
}
async function addProgress(userId: string, i: number, status: "known" | "learning" | "unknown", knownAt: string | null) {
  const w = wordRows[i]!;
  await ctx.deps.db.insert(progress).values({ userId, wordId: w.id, collectionId: w.collectionId, status, knownAt: knownAt ? at(knownAt) : null });
}
async function addAnswer(userId: string, i: number, createdAt: string) {
  await ctx.deps.db.insert(progressEvents).values({
    id: crypto.randomUUID(), userId, wordId: wordRows[i]!.id, action: "know", statusAfter: "known", createdAt: at(createdAt),
  });
}

// "Now" is Monday 2025-03-31 23:30 UTC: already Tuesday 2025-04-01 02:30 in Jerusalem (IDT, +3),
// still Monday 19:30 in New York (EDT, -4). The week began on Sunday 2025-03-30 in all three zones.
const NOW = Date.parse("2025-03-31T23:30:00Z");

describe("statistics across a time zone boundary", () => {
  let learner: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    learner = await createLearner(ctx);
    other = await createLearner(ctx);
    // 45 minutes at 22:00 UTC on March 31: April in Jerusalem, March in New York and UTC.
    await addSession(learner.id, 60, "2025-03-31T22:00:00Z", "2025-03-31T22:45:00Z");
    // Ended an hour after start, but planned for 30 minutes: counts 30.
    await addSession(learner.id, 30, "2025-03-15T12:00:00Z", "2025-03-15T13:00:00Z");
    // Left open (a closed tab): counts its full 20 minutes and is closed at its deadline.
    await addSession(learner.id, 20, "2025-02-10T10:00:00Z", null);
    // October 2024: inside New York's last 6 months (Oct-Mar), outside Jerusalem's (Nov-Apr).
    await addSession(learner.id, 90, "2024-10-15T12:00:00Z", "2024-10-15T13:30:00Z");
    // Another user's session is never counted.
    await addSession(other.id, 30, "2025-03-20T12:00:00Z", "2025-03-20T12:30:00Z");

    await addProgress(learner.id, 0, "known", "2025-03-31T22:30:00Z"); // today everywhere (Apr 1 in Jerusalem)
    await addProgress(learner.id, 1, "known", "2025-03-30T12:00:00Z"); // Sunday: this week; March
    await addProgress(learner.id, 2, "known", "2025-03-29T12:00:00Z"); // Saturday: last week; March
    await addProgress(learner.id, 3, "learning", null);
    await addProgress(other.id, 4, "known", "2025-03-31T22:00:00Z");
  });

  it("groups study time by month in the learner's zone (Jerusalem)", async () => {
    const s = await getStatistics(ctx.deps, actorOf(learner), "Asia/Jerusalem", NOW);
    expect(s.timeZone).toBe("Asia/Jerusalem");
    expect(s.months).toEqual([
      { month: "2024-11", sessions: 0, minutes: 0 },
      { month: "2024-12", sessions: 0, minutes: 0 },
      { month: "2025-01", sessions: 0, minutes: 0 },
      { month: "2025-02", sessions: 1, minutes: 20 },
      { month: "2025-03", sessions: 1, minutes: 30 },
      { month: "2025-04", sessions: 1, minutes: 45 },
    ]);
    expect(s.words).toEqual({ today: 1, thisWeek: 2, thisMonth: 1, total: 3 });
  });

  it("and in New York the same rows fall in other months", async () => {
    const s = await getStatistics(ctx.deps, actorOf(learner), "America/New_York", NOW);
    expect(s.months).toEqual([
      { month: "2024-10", sessions: 1, minutes: 90 },
      { month: "2024-11", sessions: 0, minutes: 0 },
      { month: "2024-12", sessions: 0, minutes: 0 },
      { month: "2025-01", sessions: 0, minutes: 0 },
      { month: "2025-02", sessions: 1, minutes: 20 },
      { month: "2025-03", sessions: 2, minutes: 75 },
    ]);
    expect(s.words).toEqual({ today: 1, thisWeek: 2, thisMonth: 3, total: 3 });
  });

  it("closed the session left open at started_at + duration", async () => {
    const rows = await ctx.deps.db.select().from(studySessions);
    const left = rows.find((r) => r.startedAt.toISOString() === "2025-02-10T10:00:00.000Z")!;
    expect(left.endedAt?.toISOString()).toBe("2025-02-10T10:20:00.000Z");
  });

  it("counts distinct words answered today in the learner's zone, with the daily goal", async () => {
    await addAnswer(learner.id, 0, "2025-03-31T21:30:00Z"); // Jerusalem: 00:30 Apr 1 (today); New York: today
    await addAnswer(learner.id, 0, "2025-03-31T23:00:00Z"); // same word again
    await addAnswer(learner.id, 1, "2025-03-31T20:30:00Z"); // Jerusalem: 23:30 Mar 31 (yesterday); New York: today
    await addAnswer(learner.id, 2, "2025-03-31T03:00:00Z"); // New York: 23:00 Mar 30 (yesterday); Jerusalem: yesterday
    await addAnswer(other.id, 3, "2025-03-31T23:00:00Z");
    expect(await getTodayStatistics(ctx.deps, actorOf(learner), "Asia/Jerusalem", NOW)).toEqual({ answeredToday: 1, dailyGoal: 30 });
    expect(await getTodayStatistics(ctx.deps, actorOf(learner), "America/New_York", NOW)).toEqual({ answeredToday: 2, dailyGoal: 30 });
    expect(await getTodayStatistics(ctx.deps, actorOf(learner), "UTC", NOW)).toEqual({ answeredToday: 3, dailyGoal: 30 });
  });

  it("builds the learning history by local day: cumulative known words and answers", async () => {
    const h = await getStatisticsHistory(ctx.deps, actorOf(learner), "America/New_York", 3, NOW);
    expect(h.days).toEqual([
      { date: "2025-03-29", known: 1, newlyKnown: 1, answers: 0 },
      { date: "2025-03-30", known: 2, newlyKnown: 1, answers: 1 },
      { date: "2025-03-31", known: 3, newlyKnown: 1, answers: 3 },
    ]);
    const j = await getStatisticsHistory(ctx.deps, actorOf(learner), "Asia/Jerusalem", 2, NOW);
    expect(j.days).toEqual([
      { date: "2025-03-31", known: 2, newlyKnown: 0, answers: 2 }, // word 2 (Mar 29) and 1 (Mar 30) are the baseline
      { date: "2025-04-01", known: 3, newlyKnown: 1, answers: 2 },
    ]);
  });
});

describe("GET /api/statistics*", () => {
  it("answers the dialog's data in one request, for the caller only", async () => {
    const u = await createLearner(ctx);
    const started = await call(ctx, "POST", "/api/study-sessions", { user: u, body: { durationMinutes: 30 } });
    await call(ctx, "POST", `/api/study-sessions/${started.json.id}/end`, { user: u });
    const r = await call(ctx, "GET", "/api/statistics?tz=Asia/Jerusalem", { user: u });
    expect(r.status).toBe(200);
    expect(r.json.timeZone).toBe("Asia/Jerusalem");
    expect(r.json.months).toHaveLength(6);
    expect(r.json.months.at(-1)).toMatchObject({ sessions: 1, minutes: 0 });
    expect(r.json.words).toEqual({ today: 0, thisWeek: 0, thisMonth: 0, total: 0 });
  });

  it("counts an open session's elapsed time so far", async () => {
    const u = await createLearner(ctx);
    await ctx.deps.db.insert(studySessions).values({ userId: u.id, durationMinutes: 60, startedAt: new Date(Date.now() - 12 * 60_000 - 5000) });
    const r = await call(ctx, "GET", "/api/statistics", { user: u });
    expect(r.json.timeZone).toBe("UTC");
    const total = r.json.months.reduce((n: number, m: { minutes: number }) => n + m.minutes, 0);
    expect(total).toBe(12);
  });

  it("validates the time zone", async () => {
    const u = await createLearner(ctx);
    for (const url of ["/api/statistics?tz=Mars/Olympus", "/api/statistics/today?tz=UTC%3Bdrop", "/api/statistics/history?tz=Nowhere"]) {
      const r = await call(ctx, "GET", url, { user: u });
      expect(r.status, url).toBe(400);
      expect(r.json.error.code).toBe("validation_failed");
      expect(r.json.error.message).toMatch(/time zone/);
    }
    expect((await call(ctx, "GET", "/api/statistics?tz=asia/tokyo", { user: u })).json.timeZone).toBe("Asia/Tokyo");
  });

  it("today follows the daily goal setting", async () => {
    const u = await createLearner(ctx);
    expect((await call(ctx, "GET", "/api/statistics/today?tz=Europe/Paris", { user: u })).json).toEqual({ answeredToday: 0, dailyGoal: 30 });
    await call(ctx, "PATCH", "/api/settings", { user: u, body: { dailyGoal: 45 } });
    expect((await call(ctx, "GET", "/api/statistics/today?tz=Europe/Paris", { user: u })).json).toEqual({ answeredToday: 0, dailyGoal: 45 });
    await addAnswer(u.id, 5, new Date().toISOString());
    expect((await call(ctx, "GET", "/api/statistics/today", { user: u })).json.answeredToday).toBe(1);
  });

  it("history: 90 days by default, 1..366 accepted", async () => {
    const u = await createLearner(ctx);
    const r = await call(ctx, "GET", "/api/statistics/history?tz=America/Los_Angeles", { user: u });
    expect(r.status).toBe(200);
    expect(r.json.days).toHaveLength(90);
    expect((await call(ctx, "GET", "/api/statistics/history?days=7", { user: u })).json.days).toHaveLength(7);
    for (const days of ["0", "367", "abc", "1.5"]) {
      expect((await call(ctx, "GET", `/api/statistics/history?days=${days}`, { user: u })).status, days).toBe(400);
    }
  });
});
