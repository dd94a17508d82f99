import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { WAITING_PER_PLACE } from "../../src/server/http/limit-requests";
import { renderPage } from "../../src/client/app/render-page";
import { createUsers } from "../helpers/factories";
import { createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * A page drawn with its first screen (its loaders' API reads and the render, docs/first-screen.md)
 * takes one of its requester's MAX_REQUESTS_PER_ACCOUNT places, as their API requests do
 * (http/limit-requests.ts): one learner's burst of page loads is drawn a place at a time instead of
 * all at once. Past the places and their queue, the page is sent without its first screen (the app
 * then asks the API). Another learner's page is drawn meanwhile.
 */
let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let clientDir: string;
let a: TestUser;
let b: TestUser;
/** Renders in progress, by cookie; each waits for the gate, then draws the page with the real renderer. */
const drawing = new Map<string, number>();
let open!: () => void;
let gate = new Promise<void>((resolve) => { open = resolve; });

beforeAll(async () => {
  ctx = await createTestContext({ MAX_REQUESTS_PER_ACCOUNT: "1" });
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), `<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`);
  app = createApp(ctx.deps, {
    clientDir,
    renderPage: async (request) => {
      const who = request.cookie ?? "";
      drawing.set(who, (drawing.get(who) ?? 0) + 1);
      try {
        await gate;
        return await renderPage(request);
      } finally {
        drawing.set(who, drawing.get(who)! - 1);
      }
    },
  });
  ({ learners: [a, b] } = await createUsers(ctx, { learners: 2 }));
});
afterAll(async () => {
  open();
  await ctx?.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const page = (user: TestUser) => app.request("/books", { headers: { cookie: user.cookie } });
const api = (user: TestUser) => app.request("/api/settings", { headers: { cookie: user.cookie } });
const hasFirstScreen = async (res: Response) => (await res.text()).includes('id="milim-first-screen"');
const pending = async (p: unknown, ms = 300) => {
  let done = false;
  void Promise.resolve(p).then(() => { done = true; }, () => { done = true; });
  await new Promise((r) => setTimeout(r, ms));
  return !done;
};

describe("pages drawn with their first screen", () => {
  it("take the account's places, shared with its API requests; past the queue the page comes without its first screen", async () => {
    const first = page(a);
    await new Promise((r) => setTimeout(r, 200));
    expect(drawing.get(a.cookie)).toBe(1);
    // The account's one place is taken by the page: its API request and its next pages wait.
    const waitingApi = api(a);
    const waitingPages = Array.from({ length: WAITING_PER_PLACE - 1 }, () => page(a));
    expect(await pending(waitingApi)).toBe(true);
    expect(drawing.get(a.cookie)).toBe(1);
    // Another learner's page is drawn meanwhile.
    const other = page(b);
    await new Promise((r) => setTimeout(r, 200));
    expect(drawing.get(b.cookie)).toBe(1);
    // The queue is full: the next page is sent at once, without its first screen.
    const past = await page(a);
    expect(past.status).toBe(200);
    expect(await hasFirstScreen(past)).toBe(false);
    expect(drawing.get(a.cookie)).toBe(1);

    open();
    const [firstRes, otherRes, apiRes, ...rest] = await Promise.all([first, other, waitingApi, ...waitingPages]);
    expect(firstRes!.status).toBe(200);
    expect(await hasFirstScreen(firstRes!)).toBe(true);
    expect(await hasFirstScreen(otherRes!)).toBe(true);
    expect(apiRes!.status).toBe(200);
    for (const r of rest) expect(await hasFirstScreen(r)).toBe(true);
    expect(drawing.get(a.cookie)).toBe(0);
  });

  it("give the place back: the account's next page is drawn at once", async () => {
    gate = Promise.resolve();
    const res = await page(a);
    expect(await hasFirstScreen(res)).toBe(true);
    expect((await api(a)).status).toBe(200);
  });
});
