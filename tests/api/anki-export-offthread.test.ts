import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMPORT_MAX_WORDS } from "../../src/shared/collection-transfer/transfer-word";
import { createCollection, createUsers } from "../helpers/factories";
import { createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * An .apkg export is built on the Anki worker thread (anki-thread.ts), not on the request thread:
 * while a collection of 20,000 words (IMPORT_MAX_WORDS, the most a collection file holds) is
 * exported, GET /api/health keeps answering. Health is asked every 10 ms during the export; the
 * longest wait for an answer, from when it was due, is printed and bounded. Before the move (sql.js and the zip on the request thread) it was the build's
 * whole time.
 */
const WORDS = IMPORT_MAX_WORDS;
const LETTERS = "אבגדהוזחטיכלמנסעפצקרשת";
function hebrew(i: number): string {
  let s = "";
  for (let n = i + LETTERS.length ** 3, k = 0; k < 4; k++, n = Math.floor(n / LETTERS.length)) s += LETTERS[n % LETTERS.length]!;
  return s;
}

let ctx: TestContext;
let learner: TestUser;
let collectionId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  collectionId = (await createCollection(ctx, learner, { name: "Large", words: Array.from({ length: WORDS }, (_, i) => [hebrew(i), `meaning ${i}`] as const) })).id;
}, 300_000);
afterAll(async () => { await ctx?.close(); });

async function exportApkg() {
  const res = await ctx.app.request(`/api/collections/${collectionId}/export?format=apkg`, { headers: { cookie: learner.cookie } });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("an .apkg export of a large collection off the request thread", () => {
  it("keeps GET /api/health answering while 20,000 words are exported", async () => {
    // A first export warms what is loaded once (sql.js, the worker thread).
    expect((await exportApkg()).status).toBe(200);
    let done = false;
    let longest = 0;
    let answers = 0;
    const started = performance.now();
    const exported = exportApkg().finally(() => { done = true; });
    // Health is due every 10 ms; each answer's wait is counted from when it was due, so a request
    // due while the thread is held counts the hold (the last one too, made after the export ended).
    for (let due = started; ; due += 10) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const res = await ctx.app.request("/api/health");
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      longest = Math.max(longest, performance.now() - due);
      answers++;
      if (done) break;
      due = Math.max(due, performance.now() - 10); // no burst of requests after a slow answer
    }
    const { status, bytes } = await exported;
    const total = performance.now() - started;
    console.log(`apkg export of ${WORDS} words: ${Math.round(total)} ms, ${bytes.length} bytes; /api/health answered ${answers} times, the longest wait ${Math.round(longest)} ms`);
    expect(status).toBe(200);
    expect(bytes.length).toBeGreaterThan(100_000);
    expect(longest).toBeLessThan(250);
  }, 120_000);
});
