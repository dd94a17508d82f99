import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * A learner's JSON answers are theirs: `Cache-Control: private, no-store`, so no shared
 * cache between them and the server (a proxy, a CDN) keeps one and hands it to someone else.
 */
let ctx: TestContext;
let learner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ learners: [learner] } = await createUsers(ctx, { learners: 1 }));
});
afterAll(async () => { await ctx.close(); });

describe("personal answers are not for shared caches", () => {
  it("marks a signed-in learner's answers private, no-store", async () => {
    for (const path of ["/api/me", "/api/settings", "/api/collections", "/api/collections/modern/daily-1000", "/api/backups"]) {
      const r = await call(ctx, "GET", path, { user: learner });
      expect(r.status, `${path}: ${r.text}`).toBe(200);
      expect(r.headers.get("cache-control"), path).toBe("private, no-store");
    }
    const session = await ctx.app.request("/api/auth/get-session", { headers: { cookie: learner.cookie } });
    expect(session.status).toBe(200);
    expect(session.headers.get("cache-control")).toContain("no-store");
    // Errors of a signed-in request too; an answer with its own policy keeps it (the review log's CSV).
    expect((await call(ctx, "GET", "/api/collections/modern/no-such-collection", { user: learner })).headers.get("cache-control")).toBe("private, no-store");
    expect((await call(ctx, "GET", "/api/review/log.csv", { user: learner })).headers.get("cache-control")).toBe("no-store");
  });
});
