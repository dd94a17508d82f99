import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { collections, words } from "../../src/server/db/schema";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";

const TOKEN = "metrics-token-0123456789abcdef";

/** The value of one sample line (`name{labels} value`) in Prometheus' text format. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const m = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = (m[2] ?? "").split(",").filter(Boolean);
    if (wanted.every((w) => have.includes(w))) return Number(m[3]);
  }
  return undefined;
}

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext({ METRICS_TOKEN: TOKEN }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
});
afterAll(async () => { await ctx.close(); });

describe("GET /api/metrics", () => {
  it("is readable by an administrator or with METRICS_TOKEN, and by nobody else", async () => {
    expect((await call(ctx, "GET", "/api/metrics")).status).toBe(401);
    expect((await call(ctx, "GET", "/api/metrics", { user: learner })).status).toBe(403);
    expect((await call(ctx, "GET", "/api/metrics", { headers: { authorization: "Bearer wrong-token-0123456789abcd" } })).status).toBe(401);
    expect((await call(ctx, "GET", "/api/metrics", { user: learner, headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(403);
    const byAdmin = await call(ctx, "GET", "/api/metrics", { user: admin });
    expect(byAdmin.status).toBe(200);
    const byToken = await call(ctx, "GET", "/api/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(byToken.status).toBe(200);
    expect(byToken.headers.get("content-type")).toContain("text/plain");
  });

  it("counts a known set of requests by route and status, with their durations", async () => {
    const before = (await call(ctx, "GET", "/api/metrics", { user: admin })).text;
    const labels = { method: "GET", route: "/api/health", status: "200" };
    const healthBefore = sample(before, "milim_http_requests_total", labels) ?? 0;
    const unauthBefore = sample(before, "milim_http_requests_total", { method: "GET", route: "/api/me", status: "401" }) ?? 0;
    for (let i = 0; i < 3; i++) expect((await call(ctx, "GET", "/api/health")).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await call(ctx, "GET", "/api/me")).status).toBe(401);
    expect((await call(ctx, "GET", "/api/no-such-route")).status).toBe(404);
    const after = (await call(ctx, "GET", "/api/metrics", { user: admin })).text;
    expect(sample(after, "milim_http_requests_total", labels)).toBe(healthBefore + 3);
    expect(sample(after, "milim_http_requests_total", { method: "GET", route: "/api/me", status: "401" })).toBe(unauthBefore + 2);
    expect(sample(after, "milim_http_requests_total", { method: "GET", route: "unmatched", status: "404" })).toBeGreaterThanOrEqual(1);
    // The address itself is never a label (the route's pattern is).
    expect(after).not.toContain("no-such-route");
    expect(sample(after, "milim_http_request_duration_seconds_count", { method: "GET", route: "/api/health" })).toBe(healthBefore + 3);
  });

  it("shows the answers' group-commit batches, the jobs by kind and the database's use", async () => {
    const ids = (await ctx.deps.db.select({ id: words.id }).from(words).innerJoin(collections, eq(collections.id, words.collectionId)).limit(3)).map((w) => w.id);
    expect(ids.length).toBe(3);
    const text0 = (await call(ctx, "GET", "/api/metrics", { user: admin })).text;
    const batches0 = sample(text0, "milim_answer_batch_size_count") ?? 0;
    const sum0 = sample(text0, "milim_answer_batch_size_sum") ?? 0;
    const results = await Promise.all(ids.map((wordId) =>
      call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId, action: "know", durationMs: 900 } })));
    for (const r of results) expect(r.status, JSON.stringify(r.json)).toBe(200);
    const text = (await call(ctx, "GET", "/api/metrics", { user: admin })).text;
    expect((sample(text, "milim_answer_batch_size_sum") ?? 0) - sum0).toBe(3);
    expect((sample(text, "milim_answer_batch_size_count") ?? 0) - batches0).toBeGreaterThanOrEqual(1);
    expect(sample(text, "milim_db_info", { kind: ctx.deps.database.kind })).toBe(1);
    if (ctx.deps.database.kind === "pglite") expect(sample(text, "milim_pglite_queue_length")).toBeGreaterThanOrEqual(0);
    else expect(sample(text, "milim_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
  });

  it("counts jobs by kind and status with their durations", async () => {
    // A book import against the closed local texts library (SEFARIA_URL=127.0.0.1:9): it fails, honestly.
    const start = await call(ctx, "POST", "/api/books/import", { user: admin, body: { title: "Genesis", range: "1" } });
    expect(start.status).toBe(202);
    const job = await waitForJob(ctx, admin, start.json.job.id as string);
    expect(job.status).toBe("failed");
    const text = (await call(ctx, "GET", "/api/metrics", { user: admin })).text;
    expect(sample(text, "milim_jobs_total", { kind: "book-import", status: "failed" })).toBe(1);
    expect(sample(text, "milim_job_duration_seconds_count", { kind: "book-import", status: "failed" })).toBe(1);
    expect(sample(text, "milim_jobs_total", { kind: "book-import", status: "completed" })).toBeUndefined();
  });
});

describe("GET /api/health/ready", () => {
  it("answers 200 with its checks when the database answers, the migrations are applied and the workers run", async () => {
    const r = await call(ctx, "GET", "/api/health/ready");
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ready: true, checks: { database: "ok", migrations: "ok", jobs: "ok" } });
  });

  it("answers 503 with the reason while shutting down, and when the job workers are stopped", async () => {
    ctx.deps.lifecycle.stopping = true;
    const stopping = await call(ctx, "GET", "/api/health/ready");
    expect(stopping.status).toBe(503);
    expect(stopping.json).toEqual({ error: { code: "unavailable", message: "The server is shutting down." } });
    ctx.deps.lifecycle.stopping = false;
    await ctx.deps.jobs.stop();
    const noWorkers = await call(ctx, "GET", "/api/health/ready");
    expect(noWorkers.status).toBe(503);
    expect(noWorkers.json.error.message).toBe("The background-job workers are not running.");
    // Cheap liveness stays 200.
    expect((await call(ctx, "GET", "/api/health")).status).toBe(200);
  });
});

describe("GET /api/health/ready on a database behind", () => {
  let fresh: TestContext;
  afterAll(async () => { await fresh?.close(); });
  it("answers 503 naming the migrations not applied", async () => {
    fresh = await createTestContext();
    await fresh.deps.jobs.start();
    // The newest migration's record removed: the server ships one the database has not applied.
    await fresh.deps.database.executeSql("delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)");
    const r = await call(fresh, "GET", "/api/health/ready");
    expect(r.status).toBe(503);
    expect(r.json.error.message).toMatch(/^1 database migration\(s\) not applied yet: \d{4}_\w+\.$/);
    await fresh.deps.jobs.stop();
  });
});

describe("GET /api/health/ready under a flood", () => {
  let fresh: TestContext;
  afterAll(async () => { await fresh?.close(); });
  it("reaches the database at most once a second however many ask, and shows a change within a second", async () => {
    fresh = await createTestContext();
    await fresh.deps.jobs.start();
    const execute = vi.spyOn(fresh.deps.db, "execute");
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 200 }, () => call(fresh, "GET", "/api/health/ready")));
    for (let i = 0; i < 100; i++) answers.push(await call(fresh, "GET", "/api/health/ready"));
    const seconds = (performance.now() - started) / 1000;
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // One look at the database is two statements (a ping, the migrations applied); one look a second at most.
    expect(execute.mock.calls.length).toBeGreaterThan(0);
    expect(execute.mock.calls.length).toBeLessThanOrEqual(2 * (Math.ceil(seconds) + 1));
    execute.mockRestore();
    // The database falls behind (its newest migration's record removed): the answer says so within a second.
    await fresh.deps.database.executeSql("delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)");
    const behind = performance.now();
    await vi.waitFor(async () => expect((await call(fresh, "GET", "/api/health/ready")).status).toBe(503), { timeout: 5_000, interval: 50 });
    expect(performance.now() - behind).toBeLessThan(2_000);
    await fresh.deps.jobs.stop();
  });
});
