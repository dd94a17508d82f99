import { and, asc, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, words } from "../../src/server/db/schema";
import { mergeSearchIndexPending } from "../../src/server/db/search-indexes";
import { UTF8_BOM } from "../../src/shared/collection-transfer/csv";
import { WORD_COLUMNS } from "../../src/shared/collection-transfer/transfer-word";
import { createUsers } from "../helpers/factories";
import { plannerRows, tableRows } from "../helpers/planner-rows";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, learners: [learner, other] } = await createUsers(ctx, { learners: 2 }));
});
afterAll(async () => { await ctx?.close(); });

async function sharedId(domain: string, slug: string): Promise<string> {
  const [row] = await ctx.deps.db.select({ id: collections.id }).from(collections)
    .where(and(eq(collections.domain, domain), eq(collections.slug, slug), isNull(collections.ownerId)));
  return row!.id;
}

/** Every field of a collection's words except ids, in a stable order. */
async function wordsOf(collectionId: string) {
  const rows = await ctx.deps.db.select().from(words).where(eq(words.collectionId, collectionId)).orderBy(asc(words.freqRank), asc(words.hebrew));
  return rows.map(({ id: _id, collectionId: _c, createdAt: _t, ...rest }) => rest);
}

async function countCollections() {
  const [row] = await ctx.deps.db.select({ n: count() }).from(collections);
  return row!.n;
}

async function exportRaw(user: TestUser, id: string, format: "json" | "csv") {
  const res = await ctx.app.request(`/api/collections/${id}/export?format=${format}`, { headers: { cookie: user.cookie } });
  // Keep the byte-order mark (Response.text() drops it).
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, text };
}

const tricky = [
  { hebrew: "שָׁלוֹם", english: 'peace, "hello"', spanish: "paz", portuguese: "paz", french: "paix", italian: "pace", translit: "shalom", pos: "noun", freq_rank: 1, subcategory: null, section: "1" },
  { hebrew: "בַּיִת", english: "house\nhome", spanish: null, portuguese: null, french: null, italian: null, translit: "ba,yit", pos: null, freq_rank: 2, subcategory: "sub", section: "line 1\r\nline 2" },
  { hebrew: "אֱלֹהִים", english: "God", spanish: "Dios", portuguese: null, french: "Dieu", italian: null, translit: null, pos: "noun", freq_rank: null, subcategory: null, section: null },
];
const trickyFile = (slug: string) => JSON.stringify({
  version: 1, exportedAt: new Date().toISOString(),
  collection: { domain: "modern", name: "Tricky", slug, description: "quotes, commas", subcategory: null, order: 5, metadata: { source: "test" } },
  words: tricky,
});

describe("export", () => {
  it("exports a shared collection as JSON with every word field", async () => {
    const id = await sharedId("modern", "daily-1000");
    const r = await exportRaw(learner, id, "json");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    expect(r.headers.get("content-disposition")).toBe(`attachment; filename="modern_daily-1000.json"; filename*=UTF-8''modern_daily-1000.json`);
    const file = JSON.parse(r.text);
    expect(file.version).toBe(1);
    expect(Number.isNaN(Date.parse(file.exportedAt))).toBe(false);
    expect(file.collection).toMatchObject({ domain: "modern", slug: "daily-1000" });
    expect(Object.keys(file.collection).sort()).toEqual(["description", "domain", "metadata", "name", "order", "slug", "subcategory"]);
    expect(file.words.length).toBe((await wordsOf(id)).length);
    expect(file.words.length).toBeGreaterThan(0);
    expect(Object.keys(file.words[0]).sort()).toEqual([...WORD_COLUMNS].sort());
  });

  it("exports CSV with a BOM, CRLF and the header row, hebrew and english first", async () => {
    const id = await sharedId("biblical", "genesis");
    const r = await exportRaw(learner, id, "csv");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(r.headers.get("content-disposition")).toContain('filename="biblical_genesis.csv"');
    expect(r.text.startsWith(`${UTF8_BOM}hebrew,english,spanish,portuguese,french,italian,translit,pos,freq_rank,subcategory,section\r\n`)).toBe(true);
    expect(r.text.split("\r\n").length).toBeGreaterThan(2);
  });

  it("answers 404 for a missing id, a non-uuid and someone else's private collection", async () => {
    expect((await exportRaw(learner, "00000000-0000-4000-8000-000000000000", "json")).status).toBe(404);
    const bad = await call(ctx, "GET", "/api/collections/modern/export?format=json", { user: learner });
    expect(bad.status).toBe(404);
    const mine = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: trickyFile("private-404"), fileName: "x.json" } });
    expect(mine.status).toBe(200);
    expect((await exportRaw(other, mine.json.collection.id, "json")).status).toBe(404);
    expect((await exportRaw(admin, mine.json.collection.id, "json")).status).toBe(404);
    expect((await exportRaw(learner, mine.json.collection.id, "json")).status).toBe(200);
  });

  it("refuses an unknown format", async () => {
    const id = await sharedId("modern", "daily-1000");
    expect((await call(ctx, "GET", `/api/collections/${id}/export?format=xml`, { user: learner })).status).toBe(400);
  });
});

describe("import", () => {
  it("export JSON → import gives identical words (all fields) in a private collection", async () => {
    const id = await sharedId("aramaic", "berakhot");
    const file = (await exportRaw(learner, id, "json")).text;
    const r = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: file, fileName: "aramaic_berakhot.json", slug: "my-berakhot" } });
    expect(r.status).toBe(200);
    expect(r.json.collection).toMatchObject({ domain: "aramaic", slug: "my-berakhot", ownerId: learner.id });
    expect(r.json.wordsImported).toBe((await wordsOf(id)).length);
    expect(await wordsOf(r.json.collection.id)).toEqual(await wordsOf(id));
  });

  it("round-trips quotes, commas, line breaks and Hebrew through CSV", async () => {
    const first = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: trickyFile("tricky"), fileName: "tricky.json" } });
    expect(first.status).toBe(200);
    expect(first.json.wordsImported).toBe(3);
    const csv = (await exportRaw(learner, first.json.collection.id, "csv")).text;
    expect(csv).toContain('"peace, ""hello"""');
    const second = await call(ctx, "POST", "/api/collections/import", {
      user: learner, body: { content: csv, fileName: "modern_tricky.csv", slug: "tricky-csv", name: "Tricky CSV" },
    });
    expect(second.status).toBe(200);
    expect(second.json.collection).toMatchObject({ name: "Tricky CSV", slug: "tricky-csv", domain: "modern" });
    const a = await wordsOf(first.json.collection.id);
    expect(await wordsOf(second.json.collection.id)).toEqual(a);
    expect(a.find((w) => w.hebrew === "בַּיִת")).toMatchObject({ english: "house\nhome", translit: "ba,yit", section: "line 1\r\nline 2" });
  });

  it("derives name, slug and domain of a CSV from its file name", async () => {
    const csv = `${UTF8_BOM}hebrew,english\r\nמַיִם,water\r\n`;
    const r = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: csv, fileName: "biblical_water-words.csv" } });
    expect(r.status).toBe(200);
    expect(r.json.collection).toMatchObject({ domain: "biblical", slug: "water-words", name: "Water words", ownerId: learner.id });
  });

  it("leaves no new words waiting in the search indexes' pending lists, so search is fast at once", async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => `מִלָּה${i},pendingword ${i}`).join("\r\n");
    const r = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: `${UTF8_BOM}hebrew,english\r\n${rows}\r\n`, fileName: "modern_pending-words.csv" } });
    expect(r.status).toBe(200);
    expect(r.json.wordsImported).toBe(1500);
    // What a merge now finds pending (pages); the import already merged them.
    expect(await mergeSearchIndexPending(ctx.deps.db, "words")).toBe(0);
    // And the table analyzed (1,500 rows: past autovacuum's 50 and a tenth of the table), its rows known to the planner.
    expect(await plannerRows(ctx.deps.db, "words")).toBe(await tableRows(ctx.deps.db, "words"));
    const found = await call(ctx, "GET", "/api/search?q=pendingword", { user: learner });
    expect(found.json.words).toHaveLength(500);
  });

  it("answers 409 with a free slug on a clash (with a shared or an own collection)", async () => {
    const id = await sharedId("modern", "daily-1000");
    const file = (await exportRaw(learner, id, "json")).text;
    const r = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: file } });
    expect(r.status).toBe(409);
    expect(r.json.error.code).toBe("conflict");
    expect(r.json.error.message).toBe("A collection with the slug 'daily-1000' already exists in modern. Choose another slug, for example 'daily-1000-2'.");
    expect(r.json.error.details).toEqual({ suggestedSlug: "daily-1000-2" });
    const again = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: trickyFile("tricky") } });
    expect(again.status).toBe(409);
    expect(again.json.error.details.suggestedSlug).toBe("tricky-2");
    // Another learner's private slugs do not clash.
    expect((await call(ctx, "POST", "/api/collections/import", { user: other, body: { content: trickyFile("tricky") } })).status).toBe(200);
  });

  it("keeps a learner's import private: invisible to other users", async () => {
    const r = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: trickyFile("secret-list") } });
    expect(r.status).toBe(200);
    const [row] = await ctx.deps.db.select({ ownerId: collections.ownerId }).from(collections).where(eq(collections.id, r.json.collection.id));
    expect(row!.ownerId).toBe(learner.id);
    expect((await exportRaw(other, r.json.collection.id, "json")).status).toBe(404);
    const page = await call(ctx, "GET", "/api/collections/modern/secret-list", { user: other });
    expect(page.status).toBe(404);
    const own = await call(ctx, "GET", "/api/collections/modern/secret-list", { user: learner });
    // The collection page route belongs to the study area; when it exists the owner sees the collection.
    if (own.json?.error?.message?.startsWith("No API route")) console.warn("GET /api/collections/:domain/:slug is not there yet: checked through the database only");
    else expect(own.status).toBe(200);
  });

  it("lets only an admin import a shared collection", async () => {
    const denied = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: trickyFile("shared-one"), shared: true } });
    expect(denied.status).toBe(403);
    const ok = await call(ctx, "POST", "/api/collections/import", { user: admin, body: { content: trickyFile("shared-one"), shared: true } });
    expect(ok.status).toBe(200);
    expect(ok.json.collection.ownerId).toBeNull();
    // Now every user sees it.
    expect((await exportRaw(other, ok.json.collection.id, "csv")).status).toBe(200);
  });

  it("refuses bad files with the first problem and writes nothing", async () => {
    const before = await countCollections();
    const bad = async (body: Record<string, unknown>) => (await call(ctx, "POST", "/api/collections/import", { user: learner, body }));
    const rowErr = await bad({ content: "hebrew,english\r\nא,a\r\n\"ב\"x,b\r\n", fileName: "modern_broken.csv" });
    expect(rowErr.status).toBe(400);
    expect(rowErr.json.error.message).toBe('Invalid file: row 3: unexpected character "x" after a closing quote (field 1)');
    const emptyHebrew = await bad({ content: "hebrew,english\r\nא,a\r\n,b\r\n", fileName: "modern_broken.csv" });
    expect(emptyHebrew.json.error.message).toBe("Invalid file: row 3: hebrew is empty");
    const json = await bad({ content: "{\"version\":1}", fileName: "a.json" });
    expect(json.status).toBe(400);
    expect(json.json.error.message).toMatch(/^Invalid file: collection/);
    const notJson = await bad({ content: "{oops", fileName: "a.json" });
    expect(notJson.json.error.message).toMatch(/^Invalid file: not valid JSON/);
    const domain = await bad({ content: "hebrew\r\nא\r\n", fileName: "nowhere_list.csv" });
    expect(domain.status).toBe(400);
    expect(domain.json.error.message).toBe("Unknown domain 'nowhere'. Choose one of this site's domains.");
    const noDomain = await bad({ content: "hebrew\r\nא\r\n", fileName: "list.csv" });
    expect(noDomain.json.error.message).toMatch(/^Choose a domain/);
    const tooBig = await bad({ content: `hebrew\r\n${"א".repeat(3 * 1024 * 1024)}\r\n`, fileName: "modern_big.csv" });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error.message).toBe("Invalid file: the file is larger than 5 MB");
    expect(await countCollections()).toBe(before);
  });

  it("needs a session", async () => {
    expect((await call(ctx, "POST", "/api/collections/import", { body: { content: "hebrew\r\nא" } })).status).toBe(401);
  });
});
