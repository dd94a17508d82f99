import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * Heavy requests (defineRoute's maxConcurrent) take one of a few places on the server, and an
 * account at most one of them: a slow upload holds its place while its body arrives, so without the
 * per-account share one learner's two slow imports kept every other learner's import refused.
 *
 * A collection file's import is parsed and written whole (20,000 words: 3-6 s, a transaction that
 * on the embedded database holds its one connection): like an Anki package's, at most two at once.
 * Before, one learner's six imports at once kept another learner's collection list waiting 15.9 s.
 *
 * An export is built whole (an .apkg of 20,000 words: about 0.5 s in sql.js and the zip, on the Anki
 * worker thread since, anki-offthread.test.ts): at most two run at once, a third is refused
 * with 429 before any work. Before, one learner's eight exports at once held GET /api/health for 8.5 s.
 */
let ctx: TestContext;
let learners: TestUser[];
let collectionId: string;
const content = ["hebrew,english", ...Array.from({ length: 5000 }, (_, i) => `מילה${"אבגדהוזחטיכלמנסעפצקרשת"[i % 22]}${i},word number ${i}`)].join("\n");
const importAs = (user: TestUser, slug: string) =>
  call(ctx, "POST", "/api/collections/import", { user, body: { content, format: "csv", name: slug, slug, domain: "modern" } });
const exportAs = (user: TestUser) => call(ctx, "GET", `/api/collections/${collectionId}/export?format=apkg`, { user });
const statuses = async (requests: Promise<{ status: number }>[]) => (await Promise.all(requests)).map((r) => r.status).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  const made = await createUsers(ctx, { learners: 3 });
  learners = made.learners;
  // A shared collection, which every learner may export.
  const r = await call(ctx, "POST", "/api/collections/import", { user: made.admin, body: { content, format: "csv", name: "Five thousand", slug: "five-thousand", domain: "modern", shared: true } });
  expect(r.status, r.text).toBe(200);
  collectionId = r.json.collection.id;
});
afterAll(async () => { await ctx?.close(); });

describe("imports at once", () => {
  it("takes one per account and two on the server, refuses more with 429 'busy' (nothing written for them)", async () => {
    const [a, b, c] = learners as [TestUser, TestUser, TestUser];
    const same = await Promise.all([importAs(a, "same-1"), importAs(a, "same-2")]);
    expect(same.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(same.find((r) => r.status === 429)!.json.error.messageKey).toBe("error_busy");
    expect(await statuses([importAs(a, "three-a"), importAs(b, "three-b"), importAs(c, "three-c")])).toEqual([200, 200, 429]);
    const slugs = async (u: TestUser) => (await call(ctx, "GET", "/api/collections?domain=modern", { user: u })).json.collections.map((x: { slug: string }) => x.slug) as string[];
    const written = [...(await slugs(a)), ...(await slugs(b)), ...(await slugs(c))].filter((s) => /^(same|three)-/.test(s));
    expect(written).toHaveLength(3);
    expect((await importAs(a, "after-them")).status).toBe(200);
  });
});

describe("exports at once", () => {
  it("runs one per account and two on the server, refuses more with 429 'busy', and takes the next once they are done", async () => {
    const [a, b, c] = learners as [TestUser, TestUser, TestUser];
    expect(await statuses([exportAs(a), exportAs(a)])).toEqual([200, 429]);
    expect(await statuses([exportAs(a), exportAs(b), exportAs(c)])).toEqual([200, 200, 429]);
    expect((await exportAs(a)).status).toBe(200);
  });
});
