import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../src/server/lib/logger";
import { claimRestore, noteRestore, RESTORE_RUNNING_HOLD_MS } from "../../src/server/modules/backup/restore-pace";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, TEST_AUTH_SECRET, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * A restore writes its file in one transaction, which on the embedded database holds its only
 * connection: measured on a running server, a restore of 80,000 words took 26 s and another
 * learner's collection list waited 23.7 s; one learner restoring in a loop kept the server so. After
 * a restore the account waits RESTORE_PAUSE_FACTOR times as long as it took, at least 10 s.
 */
let clock = Date.parse("2026-03-01T10:00:00Z");
let ctx: TestContext;
let learner: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ RESTORE_PAUSE_FACTOR: "10" }, { overrides: { now: () => new Date(clock) } });
  ({ learners: [learner, other] } = await createUsers(ctx, { learners: 2 }));
});
afterAll(async () => { await ctx?.close(); });

const file = (user: TestUser) => ({ version: "1.0", data: { settings: [{ user_id: user.id, daily_goal: 25 }] } });
const restore = (user: TestUser) => call(ctx, "POST", "/api/backups/restore", { user, body: file(user) });

describe("the pace of a learner's restores", () => {
  it("refuses a second restore at once with 409 and the wait, lets another learner restore, and takes it once the wait is over", async () => {
    expect((await restore(learner)).status).toBe(200);
    const again = await restore(learner);
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: "conflict", messageKey: "backup_restore_wait", params: { seconds: 10 } });
    expect(again.json.error.details).toEqual({ retryAfterSeconds: 10 });
    expect((await restore(other)).status).toBe(200);
    clock += 9_000;
    expect((await restore(learner)).json.error.params).toEqual({ seconds: 1 });
    clock += 1_000;
    expect((await restore(learner)).status).toBe(200);
  });
});

describe("the pace across servers on one database", () => {
  it("a restore on one server makes the account wait on another, and the other's restore makes it wait on the first", async () => {
    // A second server: the app built from a fresh copy of the server's modules (nothing held in a
    // module is shared with the first), on the first's database, with the same clock and secret.
    vi.resetModules();
    const { createApp } = await import("../../src/server/app");
    const { createDeps } = await import("../../src/server/create-deps");
    const second: TestContext = { ...ctx, app: createApp(createDeps(ctx.config, ctx.deps.database, createLogger("silent"), TEST_AUTH_SECRET, { now: () => new Date(clock) })) };
    const onFirst = restore;
    const onSecond = (user: TestUser) => call(second, "POST", "/api/backups/restore", { user, body: file(user) });
    clock += 60_000;
    expect((await onFirst(learner)).status).toBe(200);
    const there = await onSecond(learner);
    expect(there.status).toBe(409);
    expect(there.json.error).toMatchObject({ messageKey: "backup_restore_wait", params: { seconds: 10 } });
    clock += 10_000;
    expect((await onSecond(learner)).status).toBe(200);
    expect((await onFirst(learner)).json.error).toMatchObject({ messageKey: "backup_restore_wait", params: { seconds: 10 } });
  });
});

describe("a restore's place while it runs", () => {
  it("is the account's on every server at once: a second claim waits until the first restore ends, then its pause", async () => {
    const now = new Date(clock + 3_600_000);
    const userId = "a-learner-restoring-on-two-servers";
    expect(await claimRestore(ctx.deps.db, userId, now, 10)).toBeNull();
    // Another server's claim meanwhile (the same database): refused for the running restore's hold.
    expect(await claimRestore(ctx.deps.db, userId, now, 10)).toBe(RESTORE_RUNNING_HOLD_MS / 1000);
    // The restore ends after 2 s: the next waits 20 s from then.
    const ended = new Date(now.getTime() + 2_000);
    await noteRestore(ctx.deps.db, userId, ended, 2_000, 10);
    expect(await claimRestore(ctx.deps.db, userId, ended, 10)).toBe(20);
    expect(await claimRestore(ctx.deps.db, userId, new Date(ended.getTime() + 20_000), 10)).toBeNull();
  });
});
