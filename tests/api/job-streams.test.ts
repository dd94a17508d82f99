import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/server/db/schema";
import { MAX_JOB_STREAMS_PER_USER } from "../../src/server/modules/jobs/routes";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * A job's event stream reads the job every 500 ms until it ends: one account holds at most
 * MAX_JOB_STREAMS_PER_USER of them open at once (the browser follows a job in one; refused, it
 * polls GET /api/jobs/:id). Before, one learner could open any number on a job of theirs still
 * queued or running, each reading the database twice a second for as long as it stayed open.
 */
let ctx: TestContext;
let learner: TestUser;
let other: TestUser;
let jobId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ learners: [learner, other] } = await createUsers(ctx, { learners: 2 }));
  jobId = crypto.randomUUID();
  // No job runner in this file: the job stays queued, its streams open until their reader goes.
  await ctx.deps.db.insert(jobs).values({ id: jobId, kind: "fit-parameters", userId: learner.id, payload: {}, message: "Waiting" });
});
afterAll(async () => { await ctx?.close(); });

const open = (user: TestUser, id = jobId) =>
  ctx.app.request(`/api/jobs/${id}/events`, { headers: { cookie: user.cookie, origin: ctx.config.publicUrl } });

describe("a job's event streams", () => {
  it(`holds at most ${MAX_JOB_STREAMS_PER_USER} open per account, refuses one more with 429, and takes one again when one closes`, async () => {
    const streams = [];
    for (let i = 0; i < MAX_JOB_STREAMS_PER_USER; i++) {
      const res = await open(learner);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
      streams.push(res.body!.getReader());
    }
    for (const reader of streams) expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: progress");
    const refused = await open(learner);
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe("rate_limited");
    // Polling the job is not refused.
    expect((await call(ctx, "GET", `/api/jobs/${jobId}`, { user: learner })).status).toBe(200);
    // Another account's streams are its own (and it cannot follow this job at all).
    expect((await open(other)).status).toBe(404);
    // A stream closed by its reader frees its place (the stream notices within a read of the job).
    await streams.pop()!.cancel();
    await expect.poll(async () => {
      const res = await open(learner);
      if (res.status === 200) streams.push(res.body!.getReader());
      return res.status;
    }, { timeout: 5000, interval: 200 }).toBe(200);
    for (const reader of streams) await reader.cancel();
  });
});
