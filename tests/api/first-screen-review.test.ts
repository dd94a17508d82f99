import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderPage } from "../../src/client/app/render-page";
import { createApp } from "../../src/server/app";
import { pageHeader } from "../../src/shared/pages/page-headers";
import type { FirstScreenBlock } from "../../src/client/app/first-screen";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * /review's first screen is the page as the learner first sees it — the header and the
 * first due card (the count due, the word, Show answer; the four ratings come with the answer) —
 * read through GET /api/review/due (in the browser's zone when its cookie says it, else in UTC) and
 * drawn by the app's own review session, with the API's answer in the data block. Without cards due, the header only.
 */
let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let clientDir: string;
let learner: TestUser;
let clock = Date.parse("2026-03-02T09:00:00Z");

beforeAll(async () => {
  ctx = await createTestContext({}, { overrides: { now: () => new Date(clock) } });
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), `<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`);
  app = createApp(ctx.deps, { clientDir, renderPage });
  learner = (await createUsers(ctx, { learners: 1 })).learners[0]!;
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const page = async (cookie: string) => (await app.request("/review", { headers: { cookie } })).text();
const TZ_COOKIE = "milim-time-zone";
/** The due cards in the page's data block, by the zone they were read in. */
const dueOf = (html: string) => {
  const m = /<script type="application\/json" id="milim-first-screen">([\s\S]*?)<\/script>/.exec(html);
  const block = JSON.parse(m![1]!) as FirstScreenBlock;
  return Object.fromEntries(block.state.queries.filter((q) => q.queryKey[0] === "review" && q.queryKey[1] === "due").map((q) => [q.queryKey[2] as string, q.state.data]));
};

describe("/review's first screen", () => {
  it("is the header alone with nothing due, then the first due card with its ratings", async () => {
    const empty = await page(learner.cookie);
    expect(empty).toContain(pageHeader("review").description);
    expect(empty).not.toContain('aria-label="Review card"');
    expect(dueOf(empty)).toMatchObject({ UTC: { cards: [], dueCount: 0 } });

    const list = await call(ctx, "GET", "/api/collections/modern/daily-1000", { user: learner });
    const [w1, w2] = (list.json.words as { id: string; hebrew: string }[]).slice(0, 2);
    for (const w of [w1!, w2!]) {
      const r = await call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId: w.id, action: "dont_know" } });
      expect(r.status, r.text).toBe(200);
    }
    clock += 10 * 60_000; // Again: due a minute later

    const html = await page(learner.cookie);
    const api = await call(ctx, "GET", "/api/review/due?tz=UTC", { user: learner });
    const due = api.json as { dueCount: number; cards: { word: { hebrew: string }; intervals: Record<string, number> }[] };
    expect(due.dueCount).toBe(2);
    expect(dueOf(html)).toEqual({ UTC: api.json });
    expect(html).toContain('<section aria-label="Review card"');
    expect(html).toContain("2 due");
    expect(html).toMatch(new RegExp(`<p dir="rtl" lang="he" class="hebrew[^"]*">${due.cards[0]!.word.hebrew}</p>`));
    expect(html).toContain("Show answer");
    // The ratings come with the answer, not before it.
    expect(html).not.toContain('data-testid="interval-');
    expect(html).toContain("Export review log (CSV)");
  });

  it("reads the due cards in the browser's time zone when its cookie says it, else in UTC", async () => {
    expect(Object.keys(dueOf(await page(learner.cookie)))).toEqual(["UTC"]);

    const zone = "Pacific/Kiritimati"; // UTC+14: its day starts before UTC's
    const inZone = await call(ctx, "GET", `/api/review/due?tz=${encodeURIComponent(zone)}`, { user: learner });
    expect(inZone.status).toBe(200);
    const html = await page(`${learner.cookie}; ${TZ_COOKIE}=${zone}`);
    expect(dueOf(html)).toEqual({ [zone]: inZone.json });
    expect(html).toContain('<section aria-label="Review card"');

    // A name the API does not know is read in UTC, as without the cookie.
    expect(Object.keys(dueOf(await page(`${learner.cookie}; ${TZ_COOKIE}=Mars/Olympus_Mons`)))).toEqual(["UTC"]);
  });
});
