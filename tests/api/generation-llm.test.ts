import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, words } from "../../src/server/db/schema";
import type { GenerationItem, GenerationItemDetail } from "../../src/shared/api/generation";
import { toPlain } from "../../src/shared/hebrew/strip-niqqud";
import { createAdmin } from "../helpers/factories";
import { call, createTestContext, waitForJob, type TestContext, type TestUser } from "../helpers/test-app";
import { startLlmServer, type LlmServer } from "../support/llm-server";
import { hasSefariaData, NO_SEFARIA_DATA, startSefariaServer, type SefariaServer } from "../support/sefaria-server";

// The words come from the local OpenAI-compatible server, which answers from the real Sefaria
// text of Genesis and Strong's dictionary (tests/support/llm-word-answers.ts).
if (!hasSefariaData) console.warn(NO_SEFARIA_DATA);

let ctx: TestContext;
let llm: LlmServer;
let sefaria: SefariaServer;
let admin: TestUser;

const collectionId = async (domain: string, slug: string) =>
  (await ctx.deps.db.select({ id: collections.id }).from(collections).where(and(eq(collections.domain, domain), eq(collections.slug, slug))))[0]!.id;

async function generateAndSettle(body: unknown): Promise<GenerationItem> {
  const created = await call(ctx, "POST", "/api/generation/queue", { user: admin, body });
  expect(created.status, created.text).toBe(201);
  const id = created.json.items[0].id as string;
  const until = Date.now() + 60_000;
  for (;;) {
    const item = (await call(ctx, "GET", `/api/generation/queue/${id}`, { user: admin })).json as GenerationItem;
    if (item.status === "completed" || item.status === "failed") return item;
    if (Date.now() > until) throw new Error(`item did not settle: ${JSON.stringify(item)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  if (!hasSefariaData) return;
  llm = await startLlmServer();
  sefaria = await startSefariaServer();
  ctx = await createTestContext({ LLM_BASE_URL: `${llm.url}/v1`, LLM_MODEL: "test-model", LLM_TIMEOUT_SECONDS: "5", SEFARIA_URL: sefaria.url }, { startJobs: true, overrides: { generationPauseMs: 100 } });
  admin = await createAdmin(ctx);
});
afterAll(async () => {
  await ctx?.close();
  await llm?.close();
  await sefaria?.close();
});

describe.skipIf(!hasSefariaData)("the language-model word generator (LLM_BASE_URL)", () => {
  it("streams the words, flags the collection's own as duplicates and inserts the rest after its ranks", async () => {
    const genesis = await collectionId("biblical", "genesis");
    const before = await ctx.deps.db.select().from(words).where(eq(words.collectionId, genesis));
    const item = await generateAndSettle({ collectionId: genesis, sections: ["1"], count: 8 });
    expect(item, JSON.stringify(item)).toMatchObject({ status: "completed", provider: "llm" });
    const request = llm.requests.at(-1)!;
    expect(request).toMatchObject({ model: "test-model", stream: true, response_format: { type: "json_object" } });
    const asked = JSON.parse(request.messages.at(-1)!.content) as { count: number; section: string; existingWords: string[] };
    expect(asked).toMatchObject({ count: 8, section: "1" });
    expect(asked.existingWords.sort()).toEqual(before.map((w) => toPlain(w.hebrew)).sort());
    const detail = (await call(ctx, "GET", `/api/generation/queue/${item.id}`, { user: admin })).json as GenerationItemDetail;
    expect(detail.words.length).toBeGreaterThan(0);
    expect(item.completedCount).toBe(detail.words.filter((w) => !w.isDuplicate).length);
    const after = await ctx.deps.db.select().from(words).where(eq(words.collectionId, genesis));
    expect(after.length - before.length).toBe(item.completedCount);
    const added = after.filter((w) => !before.some((b) => b.id === w.id));
    expect(added.every((w) => w.section === "1" && w.english !== "" && w.translit)).toBe(true);
    // The model is asked for each word once, in its dictionary form.
    expect(request.messages[0]!.content).toContain("in its dictionary form");
  });

  it("files the words of a Talmud page under that page, whatever section the model names", async () => {
    const shabbat = await collectionId("aramaic", "shabbat");
    // The stand-in answers a page as chapter "1" (its Genesis): the page asked for is the words' section.
    const item = await generateAndSettle({ collectionId: shabbat, sections: ["2a"], count: 3 });
    expect(item, JSON.stringify(item)).toMatchObject({ status: "completed", provider: "llm", section: "2a" });
    const added = await ctx.deps.db.select().from(words).where(eq(words.collectionId, shabbat));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((w) => w.section === "2a")).toBe(true);
  });

  it("asks once more after a broken reply, and fails with the reason after two", async () => {
    const exodus = await collectionId("biblical", "exodus");
    llm.malformed = 1;
    expect(await generateAndSettle({ collectionId: exodus, sections: ["1"], count: 3 })).toMatchObject({ status: "completed", completedCount: 3 });
    llm.malformed = 2;
    const failed = await generateAndSettle({ collectionId: exodus, sections: ["2"], count: 3 });
    expect(failed).toMatchObject({ status: "failed", completedCount: 0, errorMessage: "The language model's answer could not be used: the answer was not JSON (asked twice)." });
  });

  it("fails a slow answer after LLM_TIMEOUT_SECONDS, saying so, and inserts nothing", async () => {
    const leviticus = await collectionId("biblical", "leviticus");
    llm.chunkDelayMs = 400;
    try {
      const settled = generateAndSettle({ collectionId: leviticus, sections: ["1"], count: 10 });
      // While it runs, a second 'Continue' is refused with a reason.
      await expect.poll(async () => (await call(ctx, "GET", "/api/generation/queue", { user: admin })).json.items[0].status, { timeout: 5000 }).toBe("in_progress");
      const second = await call(ctx, "POST", "/api/generation/queue/continue", { user: admin });
      expect(second.status).toBe(409);
      expect(second.json.error.message).toBe("The queue is already running: a request is in progress.");
      const item = await settled;
      expect(item).toMatchObject({ status: "failed", errorMessage: "The language model did not answer within 5 seconds." });
    } finally {
      llm.chunkDelayMs = 0;
    }
    expect(await ctx.deps.db.select().from(words).where(eq(words.collectionId, leviticus))).toHaveLength(0);
  }, 30_000);

  it("glosses a text reference's words with the model when there is no dictionary", async () => {
    const numbers = await collectionId("biblical", "numbers");
    const started = await call(ctx, "POST", "/api/generation/library-import", { user: admin, body: { reference: "Genesis 1:1-5", collectionId: numbers, maxWords: 6 } });
    expect(started.status, started.text).toBe(202);
    const job = await waitForJob(ctx, admin, started.json.id as string);
    expect(job, JSON.stringify(job)).toMatchObject({ status: "completed", result: { source: "Sefaria" } });
    const added = await ctx.deps.db.select().from(words).where(eq(words.collectionId, numbers));
    expect(added.length).toBeGreaterThan(0);
    expect(job.message).toBe(`Imported ${added.length} words`);
    expect(added.every((w) => w.english !== "" && w.section === "1")).toBe(true);
    expect(llm.requests.some((r) => r.messages[0]!.content.startsWith("You gloss"))).toBe(true);
  });
});
