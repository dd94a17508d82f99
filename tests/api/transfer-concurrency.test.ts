import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * A collection file's import is parsed and written whole (20,000 words: 3-6 s, a transaction that
 * on the embedded database holds its one connection): like an Anki package's, at most two at once.
 * Before, one learner's six imports at once kept another learner's collection list waiting 15.9 s.
 *
 * An export is built whole on the request thread (an .apkg of 20,000 words: about 1.2 s of it, in
 * sql.js and the zip): at most two run at once, a third is refused with 429 before any work. Before,
 * one learner's eight exports at once held GET /api/health for 8.5 s.
 */
let ctx: TestContext;
let learner: TestUser;
let collectionId: string;
const content = ["hebrew,english", ...Array.from({ length: 5000 }, (_, i) => `מילה${"אבגדהוזחטיכלמנסעפצקרשת"[i % 22]}${i},word number ${i}`)].join("\n");
const importAs = (user: TestUser, slug: string) =>
  call(ctx, "POST", "/api/collections/import", { user, body: { content, format: "csv", name: slug, slug, domain: "modern" } });

beforeAll(async () => {
  ctx = await createTestContext();
  ({ learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  const r = await importAs(learner, "five-thousand");
  expect(r.status, r.text).toBe(200);
  collectionId = r.json.collection.id;
});
afterAll(async () => { await ctx?.close(); });

describe("imports at once", () => {
  it("runs two, refuses a third with 429 'busy' (nothing written for it), and takes the next once they are done", async () => {
    const results = await Promise.all(["at-once-1", "at-once-2", "at-once-3"].map((slug) => importAs(learner, slug)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 429]);
    expect(results.find((r) => r.status === 429)!.json.error.messageKey).toBe("error_busy");
    const listed = (await call(ctx, "GET", "/api/collections?domain=modern", { user: learner })).json.collections.map((c: { slug: string }) => c.slug);
    expect(listed.filter((s: string) => s.startsWith("at-once-"))).toHaveLength(2);
    expect((await importAs(learner, "after-them")).status).toBe(200);
  });
});

describe("exports at once", () => {
  it("runs two, refuses a third with 429 'busy', and takes the next once they are done", async () => {
    const exportApkg = () => call(ctx, "GET", `/api/collections/${collectionId}/export?format=apkg`, { user: learner });
    const statuses = (await Promise.all([exportApkg(), exportApkg(), exportApkg()])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    expect((await exportApkg()).status).toBe(200);
  });
});
