import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, jobs, words } from "../../src/server/db/schema";
import { TranslationStartSchema } from "../../src/shared/api/translation";
import { FREEDICT_DATA, hasFreedictData, NO_FREEDICT_DATA, startLibreTranslateServer, type LibreTranslateServer } from "../support/libretranslate-server";
import { startLlmServer, type LlmServer } from "../support/llm-server";
import { createAdmin, createLearner } from "../helpers/factories";
import { call, createTestContext, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";

async function addWords(ctx: TestContext, rows: { english: string; spanish?: string }[]) {
  const [c] = await ctx.deps.db.select({ id: collections.id }).from(collections).where(eq(collections.slug, "daily-1000"));
  return (await ctx.deps.db.insert(words).values(rows.map((r) => ({ collectionId: c!.id, hebrew: "מִלָּה", ...r }))).returning({ id: words.id })).map((r) => r.id);
}
const translationsOf = async (ctx: TestContext, ids: string[]) =>
  ctx.deps.db.select({ id: words.id, english: words.english, es: words.spanish, pt: words.portuguese, fr: words.french, it: words.italian }).from(words).where(inArray(words.id, ids));

describe.skipIf(!hasFreedictData)("translate-existing-words with FreeDict, the offline default", () => {
  let ctx: TestContext;
  let admin: TestUser;
  beforeAll(async () => {
    ctx = await createTestContext({ FREEDICT_DIR: FREEDICT_DATA }, { startJobs: true });
    admin = await createAdmin(ctx);
  });
  afterAll(async () => { await ctx?.close(); });

  it("fills the missing translations in the background, keeps the ones that exist, and leaves an unknown gloss empty", async () => {
    const [house, kept, unknown] = await addWords(ctx, [{ english: "house" }, { english: "house, home", spanish: "hogar" }, { english: "qwxzv" }]);
    const before = (await call(ctx, "GET", "/api/admin/translation-status", { user: admin })).json;
    const started = await call(ctx, "POST", "/api/admin/translation/start", { user: admin });
    expect(started.status, started.text).toBe(200);
    const answer = TranslationStartSchema.parse(started.json);
    expect(answer).toMatchObject({ allComplete: false, continuing: true, translated: before.translated });
    expect(answer.message).toContain("FreeDict");
    const job = await waitForJob(ctx, admin, answer.jobId!);
    expect(job.status, JSON.stringify(job)).toBe("completed");
    const rows = new Map((await translationsOf(ctx, [house!, kept!, unknown!])).map((r) => [r.id, r]));
    expect(rows.get(house!)).toMatchObject({ es: "casa", pt: "casa", fr: "maison", it: "casa" });
    expect(rows.get(kept!)).toMatchObject({ es: "hogar", fr: "maison" });
    expect(rows.get(unknown!)).toMatchObject({ es: null, pt: null, fr: null, it: null });
    const after = (await call(ctx, "GET", "/api/admin/translation-status", { user: admin })).json;
    expect(after.missing).toBeLessThan(before.missing);
  });

  it("says all complete when nothing is missing, and refuses learners", async () => {
    await ctx.deps.db.update(words).set({ spanish: sql`coalesce(spanish, 'x')`, portuguese: sql`coalesce(portuguese, 'x')`, french: sql`coalesce(french, 'x')`, italian: sql`coalesce(italian, 'x')` });
    const done = TranslationStartSchema.parse((await call(ctx, "POST", "/api/admin/translation/start", { user: admin })).json);
    expect(done).toMatchObject({ allComplete: true, continuing: false, jobId: null });
    const learner = await createLearner(ctx);
    expect((await call(ctx, "POST", "/api/admin/translation/start", { user: learner })).status).toBe(403);
  });
});

describe.skipIf(!hasFreedictData)("translate-existing-words through LibreTranslate (LIBRETRANSLATE_URL)", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let lt: LibreTranslateServer;
  beforeAll(async () => {
    lt = await startLibreTranslateServer({ apiKey: "lt-key" });
    ctx = await createTestContext({ LIBRETRANSLATE_URL: lt.url, LIBRETRANSLATE_API_KEY: "lt-key", FREEDICT_DIR: "/nonexistent" }, { startJobs: true });
    admin = await createAdmin(ctx);
  });
  afterAll(async () => { await ctx?.close(); await lt?.close(); });

  it("asks once per language for a whole batch, and keeps an echoed (untranslated) gloss empty", async () => {
    const [house, unknown] = await addWords(ctx, [{ english: "house" }, { english: "qwxzv" }]);
    const answer = TranslationStartSchema.parse((await call(ctx, "POST", "/api/admin/translation/start", { user: admin })).json);
    expect(answer.message).toContain("LibreTranslate");
    expect((await waitForJob(ctx, admin, answer.jobId!)).status).toBe("completed");
    const rows = new Map((await translationsOf(ctx, [house!, unknown!])).map((r) => [r.id, r]));
    expect(rows.get(house!)).toMatchObject({ es: "casa", pt: "casa", fr: "maison", it: "casa" });
    expect(rows.get(unknown!)).toMatchObject({ es: null, fr: null });
    expect(lt.requests.every((r) => Array.isArray(r.q) && r.api_key === "lt-key" && r.source === "en")).toBe(true);
    expect(new Set(lt.requests.map((r) => r.target))).toEqual(new Set(["es", "pt", "fr", "it"]));
  });

  it("answers starts made while a run is queued or running with that run's job (concurrent starts make one job)", async () => {
    await addWords(ctx, [{ english: "water" }, { english: "bread" }]);
    // The run is held at its first request to LibreTranslate, so it is still running when the
    // six starts are answered (an unheld run of two words may end between two of them).
    let release!: () => void;
    lt.hold = new Promise((resolve) => { release = resolve; });
    let jobId: string | undefined;
    try {
      const starts = await Promise.all(Array.from({ length: 6 }, () => call(ctx, "POST", "/api/admin/translation/start", { user: admin })));
      const answers = starts.map((r) => TranslationStartSchema.parse(r.json));
      const ids = new Set(answers.map((a) => a.jobId));
      expect(ids.size, JSON.stringify(answers)).toBe(1);
      [jobId] = [...ids] as string[];
      const active = await ctx.deps.db.select({ id: jobs.id }).from(jobs).where(and(eq(jobs.kind, "translate-words"), inArray(jobs.status, ["queued", "running"])));
      expect(active.map((j) => j.id)).toEqual([jobId]);
      expect(answers.filter((a) => a.message.startsWith("A translation run is already")).length).toBe(5);
    } finally {
      lt.hold = null;
      release();
    }
    expect((await waitForJob(ctx, admin, jobId!)).status).toBe("completed");
    // Once it has ended, a start makes a new run (an unknown gloss stays missing, so there is work left).
    const next = TranslationStartSchema.parse((await call(ctx, "POST", "/api/admin/translation/start", { user: admin })).json);
    expect(next.jobId).not.toBe(jobId);
    expect((await waitForJob(ctx, admin, next.jobId!)).status).toBe("completed");
  });

  it("fails the job with the reason when LibreTranslate keeps failing, keeping earlier work", async () => {
    await addWords(ctx, [{ english: "water" }]);
    lt.failWith = 500;
    try {
      const answer = TranslationStartSchema.parse((await call(ctx, "POST", "/api/admin/translation/start", { user: admin })).json);
      const job = await waitForJob(ctx, admin, answer.jobId!, 60_000);
      expect(job.status).toBe("failed");
      expect(job.error).toContain("LibreTranslate answered 500");
    } finally {
      lt.failWith = null;
    }
  }, 90_000);
});
describe.skipIf(!hasFreedictData)("translate-existing-words through an OpenAI-compatible model (LLM_BASE_URL)", () => {
  let ctx: TestContext;
  let admin: TestUser;
  let llm: LlmServer;
  beforeAll(async () => {
    llm = await startLlmServer();
    ctx = await createTestContext({ LLM_BASE_URL: `${llm.url}/v1`, LLM_API_KEY: "sk-test", LLM_MODEL: "test-model", FREEDICT_DIR: "/nonexistent" }, { startJobs: true });
    admin = await createAdmin(ctx);
  });
  afterAll(async () => { await ctx?.close(); await llm?.close(); });

  it("asks for JSON per language and batch, retries a malformed answer once, and writes what it got", async () => {
    const [house] = await addWords(ctx, [{ english: "house" }]);
    llm.malformed = 1;
    const answer = TranslationStartSchema.parse((await call(ctx, "POST", "/api/admin/translation/start", { user: admin })).json);
    expect(answer.message).toContain("language model");
    expect((await waitForJob(ctx, admin, answer.jobId!)).status).toBe("completed");
    expect((await translationsOf(ctx, [house!]))[0]).toMatchObject({ es: "casa", pt: "casa", fr: "maison", it: "casa" });
    expect(llm.requests.every((r) => r.model === "test-model" && JSON.stringify(r.response_format).includes("json_object"))).toBe(true);
    expect(llm.malformed).toBe(0);
  });

  it("fails the run with the reason when the model answers malformed JSON twice", async () => {
    await addWords(ctx, [{ english: "water" }]);
    llm.malformed = 2;
    const answer = TranslationStartSchema.parse((await call(ctx, "POST", "/api/admin/translation/start", { user: admin })).json);
    const job = await waitForJob(ctx, admin, answer.jobId!);
    expect(job.status).toBe("failed");
    expect(job.error).toContain("not the JSON asked for");
  });
});
if (!hasFreedictData) console.warn(NO_FREEDICT_DATA);
