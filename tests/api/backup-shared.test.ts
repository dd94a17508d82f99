import crypto from "node:crypto";
import { eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, words } from "../../src/server/db/schema";
import { backupHelpers, clone, type Json } from "../helpers/backup-helpers";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

// Restores of the shared content (an administrator's), the session a backup needs, and the reader's saved words.
let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
});
afterAll(async () => { await ctx?.close(); });

const { db, snapshot, backupOf, restore } = backupHelpers(() => ctx);

describe("restoring shared content", () => {
  it("rolls everything back when a write fails half-way", async () => {
    const { backup } = await backupOf(admin);
    const before = await snapshot();
    const file = clone(backup);
    // 600 new shared collections (written in a first batch of 500), then, in the second batch, an
    // existing collection renamed to the slug of one that the file leaves out: the database refuses it.
    const genesis = file.data.collections.find((c: Json) => c.domain === "biblical" && c.slug === "genesis");
    file.data.collections = file.data.collections.filter((c: Json) => c !== genesis);
    file.data.words = file.data.words.filter((w: Json) => w.collection_id !== genesis.id);
    const clashing = file.data.collections.find((c: Json) => c.domain === "biblical");
    file.data.collections = file.data.collections.filter((c: Json) => c !== clashing);
    for (let i = 0; i < 600; i++) {
      file.data.collections.push({ ...clashing, id: crypto.randomUUID(), slug: `extra-${i}`, name: `Extra ${i}` });
    }
    file.data.collections.push({ ...clashing, slug: "genesis" });
    const r = await restore(admin, file);
    expect(r.status).toBe(409);
    expect(r.json.error.message).toBe("Restore failed: a collection in the file has the same domain and slug as another one here. Nothing was restored.");
    expect(await snapshot()).toEqual(before);
  });

  it("does not let a learner restore shared collections; an admin can", async () => {
    const { backup } = await backupOf(admin);
    const file = clone(backup);
    const daily = file.data.collections.find((c: Json) => c.domain === "modern" && c.slug === "daily-1000");
    daily.name = "Renamed by a restore";
    const word = file.data.words.find((w: Json) => w.collection_id === daily.id);
    word.english = "changed by a restore";
    const before = await snapshot();
    const r = await restore(learner, file);
    expect(r.status).toBe(200);
    expect(r.json.restored.collections).toBe(0);
    expect(r.json.restored.words).toBe(0);
    expect(r.json.skipped.collections).toBe(file.data.collections.length);
    expect(r.json.skipped.words).toBe(file.data.words.length);
    expect(r.json.reasons.sharedContent).toBe(file.data.collections.length + file.data.words.length);
    expect(await snapshot()).toEqual(before);

    const asAdmin = await restore(admin, file);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json.restored.collections).toBe(file.data.collections.length);
    const [row] = await db().select({ name: collections.name }).from(collections).where(eq(collections.id, daily.id));
    expect(row!.name).toBe("Renamed by a restore");
    const [w] = await db().select({ english: words.english }).from(words).where(eq(words.id, word.id));
    expect(w!.english).toBe("changed by a restore");
    // No shared collection or word was duplicated.
    const [{ n }] = await db().select({ n: sql<number>`count(*)::int` }).from(collections).where(isNull(collections.ownerId)) as [{ n: number }];
    expect(n).toBe(file.data.collections.length);
    await restore(admin, backup);
    const [back] = await db().select({ name: collections.name }).from(collections).where(eq(collections.id, daily.id));
    expect(back!.name).not.toBe("Renamed by a restore");
  });

  it("needs a session", async () => {
    expect((await call(ctx, "POST", "/api/backups")).status).toBe(401);
    expect((await call(ctx, "POST", "/api/backups/restore", { body: { data: {} } })).status).toBe(401);
  });
});

describe("words saved from the reader", () => {
  it("keep their context (reference and verse) and lemma through a backup and a restore", async () => {
    const reader = await createLearner(ctx);
    const [c] = await db().insert(collections).values({ domain: "biblical", name: "My words", slug: "my-words", ownerId: reader.id }).returning({ id: collections.id });
    const verse = "בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ׃";
    const [w] = await db().insert(words).values({ collectionId: c!.id, hebrew: "בְּרֵאשִׁית", english: "beginning", contextRef: "Genesis 1:1", contextText: verse, lemma: "H7225" })
      .returning({ id: words.id });
    await db().insert(words).values({ collectionId: c!.id, hebrew: "מַיִם", english: "water" });
    const backup = (await backupOf(reader)).backup;
    expect(backup.data.words).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: w!.id, context_ref: "Genesis 1:1", context_text: verse, lemma: "H7225" }),
      expect.objectContaining({ hebrew: "מַיִם", context_ref: null, context_text: null, lemma: null }),
    ]));
    await db().delete(collections).where(eq(collections.id, c!.id));
    const r = await restore(reader, backup);
    expect(r.status, r.text).toBe(200);
    const [back] = await db().select({ contextRef: words.contextRef, contextText: words.contextText, lemma: words.lemma }).from(words).where(eq(words.id, w!.id));
    expect(back).toEqual({ contextRef: "Genesis 1:1", contextText: verse, lemma: "H7225" });
    // A file without the fields (an older backup) restores the word with no context.
    const older = clone(backup);
    for (const word of older.data.words) { delete word.context_ref; delete word.context_text; delete word.lemma; }
    expect((await restore(reader, older)).status).toBe(200);
    const [old] = await db().select({ contextRef: words.contextRef, lemma: words.lemma }).from(words).where(eq(words.id, w!.id));
    expect(old).toEqual({ contextRef: null, lemma: null });
  });
});
