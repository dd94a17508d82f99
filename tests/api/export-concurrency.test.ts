import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * An export is built whole on the request thread (an .apkg of 20,000 words: about 1.2 s of it, in
 * sql.js and the zip): at most two run at once, a third is refused with 429 before any work. Before,
 * one learner's eight exports at once held GET /api/health for 8.5 s.
 */
let ctx: TestContext;
let learner: TestUser;
let collectionId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ learners: [learner] } = await createUsers(ctx, { learners: 1 }));
  const content = ["hebrew,english", ...Array.from({ length: 5000 }, (_, i) => `מילה${"אבגדהוזחטיכלמנסעפצקרשת"[i % 22]}${i},word number ${i}`)].join("\n");
  const r = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content, format: "csv", name: "Five thousand", slug: "five-thousand", domain: "modern" } });
  expect(r.status, r.text).toBe(200);
  collectionId = r.json.collection.id;
});
afterAll(async () => { await ctx?.close(); });

describe("exports at once", () => {
  it("runs two, refuses a third with 429 'busy', and takes the next once they are done", async () => {
    const exportApkg = () => call(ctx, "GET", `/api/collections/${collectionId}/export?format=apkg`, { user: learner });
    const statuses = (await Promise.all([exportApkg(), exportApkg(), exportApkg()])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 429]);
    expect((await exportApkg()).status).toBe(200);
  });
});
