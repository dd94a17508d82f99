import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studySessions } from "../../src/server/db/schema";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let owner: TestUser;
let other: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ learners: [owner, other] } = await createUsers(ctx, { learners: 2 }));
});
afterAll(async () => { await ctx.close(); });

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function sessionRow(id: string) {
  const [row] = await ctx.deps.db.select().from(studySessions).where(eq(studySessions.id, id));
  return row!;
}

describe("POST /api/study-sessions", () => {
  it("creates a running session for the signed-in user", async () => {
    const r = await call(ctx, "POST", "/api/study-sessions", { user: owner, body: { durationMinutes: 30 } });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ durationMinutes: 30, endedAt: null });
    expect(Math.abs(Date.parse(r.json.startedAt) - Date.now())).toBeLessThan(60_000);
    expect((await sessionRow(r.json.id)).userId).toBe(owner.id);
  });

  it("validates the duration (1 to 600 whole minutes)", async () => {
    for (const body of [{ durationMinutes: 0 }, { durationMinutes: 601 }, { durationMinutes: 2.5 }, { durationMinutes: "30" }, {}, { durationMinutes: 30, userId: other.id }]) {
      const r = await call(ctx, "POST", "/api/study-sessions", { user: owner, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.code).toBe("validation_failed");
    }
    expect((await call(ctx, "POST", "/api/study-sessions", { user: owner, body: { durationMinutes: 600 } })).status).toBe(201);
  });

  it("needs a signed-in user", async () => {
    const r = await call(ctx, "POST", "/api/study-sessions", { body: { durationMinutes: 30 } });
    expect(r.status).toBe(401);
    expect(r.json.error.message).toBe("User must be authenticated");
  });

  it("closes the user's sessions left open past their deadline at the deadline, and only those", async () => {
    const user = await createLearner(ctx);
    const [stale] = await ctx.deps.db.insert(studySessions)
      .values({ userId: user.id, durationMinutes: 30, startedAt: minutesAgo(120) }).returning();
    const [fresh] = await ctx.deps.db.insert(studySessions)
      .values({ userId: user.id, durationMinutes: 30, startedAt: minutesAgo(10) }).returning();
    const [othersStale] = await ctx.deps.db.insert(studySessions)
      .values({ userId: other.id, durationMinutes: 30, startedAt: minutesAgo(120) }).returning();

    expect((await call(ctx, "POST", "/api/study-sessions", { user, body: { durationMinutes: 15 } })).status).toBe(201);

    const closed = await sessionRow(stale!.id);
    expect(closed.endedAt!.getTime() - closed.startedAt.getTime()).toBe(30 * 60_000);
    expect((await sessionRow(fresh!.id)).endedAt).toBeNull();
    expect((await sessionRow(othersStale!.id)).endedAt).toBeNull();
  });
});

describe("POST /api/study-sessions/:id/end", () => {
  it("ends the owner's session; ending again keeps the first ended_at (idempotent)", async () => {
    const started = await call(ctx, "POST", "/api/study-sessions", { user: owner, body: { durationMinutes: 30 } });
    const first = await call(ctx, "POST", `/api/study-sessions/${started.json.id}/end`, { user: owner });
    expect(first.status).toBe(200);
    expect(first.json.endedAt).not.toBeNull();
    expect(Date.parse(first.json.endedAt)).toBeGreaterThanOrEqual(Date.parse(started.json.startedAt));

    await new Promise((r) => setTimeout(r, 20));
    const again = await call(ctx, "POST", `/api/study-sessions/${started.json.id}/end`, { user: owner });
    expect(again.status).toBe(200);
    expect(again.json.endedAt).toBe(first.json.endedAt);
  });

  it("answers 404 for another user's session and leaves it open", async () => {
    const started = await call(ctx, "POST", "/api/study-sessions", { user: owner, body: { durationMinutes: 30 } });
    for (const user of [other]) {
      const r = await call(ctx, "POST", `/api/study-sessions/${started.json.id}/end`, { user });
      expect(r.status).toBe(404);
      expect(r.json.error).toEqual({ code: "not_found", message: "Study session not found", messageKey: "study_session_not_found" });
    }
    expect((await sessionRow(started.json.id)).endedAt).toBeNull();
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await call(ctx, "POST", `/api/study-sessions/${crypto.randomUUID()}/end`, { user: owner })).status).toBe(404);
    const bad = await call(ctx, "POST", "/api/study-sessions/not-a-uuid/end", { user: owner });
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe("validation_failed");
  });

  it("never records an end later than started_at + duration", async () => {
    const [row] = await ctx.deps.db.insert(studySessions)
      .values({ userId: owner.id, durationMinutes: 20, startedAt: minutesAgo(90) }).returning();
    const r = await call(ctx, "POST", `/api/study-sessions/${row!.id}/end`, { user: owner });
    expect(r.status).toBe(200);
    expect(Date.parse(r.json.endedAt) - Date.parse(r.json.startedAt)).toBe(20 * 60_000);
  });

  it("records now when ended before the deadline", async () => {
    const [row] = await ctx.deps.db.insert(studySessions)
      .values({ userId: owner.id, durationMinutes: 30, startedAt: minutesAgo(5) }).returning();
    const r = await call(ctx, "POST", `/api/study-sessions/${row!.id}/end`, { user: owner });
    expect(Math.abs(Date.parse(r.json.endedAt) - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(r.json.endedAt) - Date.parse(r.json.startedAt)).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
  });
});
