import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * A backup is read whole into memory (and answered whole): its words are counted in SQL first and
 * a backup past BACKUP_MAX_WORDS is refused before any is read. Before, a learner with 100 private
 * collections of 20,000 words could make the server read two million words in one request (100,000
 * words: 3.3 s, +310 MB of memory, a 61 MB file — already more than a restore takes).
 */
let ctx: TestContext;
let big: TestUser;
let small: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ BACKUP_MAX_WORDS: "30" });
  ({ learners: [big, small] } = await createUsers(ctx, { learners: 2 }));
});
afterAll(async () => { await ctx?.close(); });

async function importWords(user: TestUser, slug: string, n: number) {
  const content = ["hebrew,english", ...Array.from({ length: n }, (_, i) => `מילה${"אבגדהוזחטיכלמנסעפצקרשת"[i % 22]}${i},word ${i}`)].join("\n");
  const r = await call(ctx, "POST", "/api/collections/import", { user, body: { content, format: "csv", name: slug, slug, domain: "modern" } });
  expect(r.status, r.text).toBe(200);
}

describe("the size of a backup", () => {
  it("refuses a backup of more words than BACKUP_MAX_WORDS, stores nothing, and says how many", async () => {
    await importWords(big, "first-part", 20);
    await importWords(big, "second-part", 20);
    const r = await call(ctx, "POST", "/api/backups", { user: big });
    expect(r.status, r.text.slice(0, 300)).toBe(413);
    expect(r.json.error).toMatchObject({ code: "payload_too_large", messageKey: "backup_too_large", params: { count: 40, max: 30 } });
    expect((await call(ctx, "GET", "/api/backups", { user: big })).json.backups).toEqual([]);
  });

  it("makes one within the limit", async () => {
    await importWords(small, "within", 30);
    const r = await call(ctx, "POST", "/api/backups", { user: small });
    expect(r.status, r.text).toBe(200);
    expect(r.json.backup.stats.wordsCount).toBe(30);
  });
});
