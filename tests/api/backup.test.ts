import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections, progress, words } from "../../src/server/db/schema";
import { mergeSearchIndexPending } from "../../src/server/db/search-indexes";
import { backupHelpers, clone, type Json } from "../helpers/backup-helpers";
import { createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";
import { plannerRows, tableRows } from "../helpers/planner-rows";

let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, learners: [learner, other] } = await createUsers(ctx, { learners: 2 }));
});
afterAll(async () => { await ctx?.close(); });

const { db, sharedWords, setProgress, snapshot, backupOf, restore } = backupHelpers(() => ctx);

const privateFile = JSON.stringify({
  version: 1,
  collection: { domain: "modern", name: "My trip", slug: "my-trip", description: "words for a trip", subcategory: null, order: 3, metadata: { from: "test" } },
  words: [
    { hebrew: "מָלוֹן", english: "hotel", spanish: "hotel", freq_rank: 1, section: "1" },
    { hebrew: "רַכֶּבֶת", english: "train, railway", french: "train", freq_rank: 2, pos: "noun" },
    { hebrew: "כַּרְטִיס", english: 'a "ticket"', translit: "kartis", freq_rank: 3 },
  ],
});

let learnerBackup: Json;

describe("creating a backup", () => {
  it("writes the spec's format, with the learner's own rows only, and stores it without overwriting", async () => {
    const imported = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: privateFile, fileName: "trip.json" } });
    expect(imported.status).toBe(200);
    const privateWords = await db().select({ id: words.id, collectionId: words.collectionId }).from(words)
      .where(eq(words.collectionId, imported.json.collection.id)).orderBy(asc(words.freqRank));
    const shared = await sharedWords("modern", "daily-1000", 3);
    await setProgress(learner, shared[0]!, { status: "known", timesSeen: 4, timesKnown: 3 });
    await setProgress(learner, shared[1]!, { status: "unknown", timesSeen: 2, timesKnown: 0 });
    await setProgress(learner, privateWords[0]!, { status: "learning", timesSeen: 1, timesKnown: 0 });
    expect((await call(ctx, "PATCH", "/api/settings", { user: learner, body: { dailyGoal: 45, shuffle: true } })).status).toBe(200);
    // Someone else's rows that must not leak into the learner's backup.
    await setProgress(other, shared[2]!, { status: "known", timesSeen: 9, timesKnown: 9 });

    const r = await backupOf(learner);
    const b = r.backup;
    learnerBackup = b;
    expect(Object.keys(b).sort()).toEqual(["data", "stats", "timestamp", "version"]);
    expect(Object.keys(b.data).sort()).toEqual(["collections", "parsing_cards", "progress", "settings", "words"]);
    expect(b.version).toBe("1.0");
    expect(new Date(b.timestamp).toISOString()).toBe(b.timestamp);
    expect(b.stats).toEqual({ collectionsCount: 1, wordsCount: 3, progressCount: 3 });
    expect(b.data.collections).toHaveLength(1);
    expect(b.data.collections[0]).toMatchObject({ slug: "my-trip", owner_id: learner.id, metadata: { from: "test" } });
    expect(b.data.words.map((w: Json) => w.hebrew)).toEqual(["מָלוֹן", "רַכֶּבֶת", "כַּרְטִיס"]);
    expect(b.data.progress.every((p: Json) => p.user_id === learner.id)).toBe(true);
    expect(b.data.progress.find((p: Json) => p.word_id === shared[0]!.id)).toMatchObject({
      status: "known", times_seen: 4, times_known: 3, last_seen_at: "2025-03-01T10:00:00.000Z",
      word_ref: { domain: "modern", slug: "daily-1000", shared: true, hebrew: shared[0]!.hebrew },
    });
    expect(b.data.settings).toEqual([expect.objectContaining({ user_id: learner.id, user_email: learner.email, daily_goal: 45, shuffle: true })]);

    expect(r.fileName).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z(-\d)?\.json$/);
    expect(r.storage).toBe("local");
    const stored = path.join(ctx.config.dataDir, "backups", learner.id, r.fileName);
    const firstContent = fs.readFileSync(stored, "utf8");
    expect(JSON.parse(firstContent)).toEqual(b);

    const second = await backupOf(learner);
    expect(second.fileName).not.toBe(r.fileName);
    expect(fs.readFileSync(stored, "utf8")).toBe(firstContent);

    const list = await call(ctx, "GET", "/api/backups", { user: learner });
    expect(list.json.backups.map((x: Json) => x.fileName).sort()).toEqual([r.fileName, second.fileName].sort());
    const download = await call(ctx, "GET", `/api/backups/${r.fileName}`, { user: learner });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toContain(`filename="${r.fileName}"`);
    expect(download.json).toEqual(b);
    expect((await call(ctx, "GET", `/api/backups/${r.fileName}`, { user: other })).status).toBe(404);
    expect((await call(ctx, "GET", "/api/backups/..%2Fx.json", { user: learner })).status).toBe(404);
  });

  it("gives an admin every shared collection and its words too", async () => {
    const { backup } = await backupOf(admin);
    const [{ n: sharedCount }] = await db().select({ n: sql<number>`count(*)::int` }).from(collections).where(isNull(collections.ownerId)) as [{ n: number }];
    const [{ n: wordCount }] = await db().select({ n: sql<number>`count(*)::int` }).from(words)
      .innerJoin(collections, eq(collections.id, words.collectionId)).where(isNull(collections.ownerId)) as [{ n: number }];
    expect(backup.stats.collectionsCount).toBe(sharedCount);
    expect(backup.stats.wordsCount).toBe(wordCount);
    expect(sharedCount).toBeGreaterThanOrEqual(51);
    expect(backup.data.collections.every((c: Json) => c.owner_id === null)).toBe(true);
    expect(backup.data.settings[0].user_email).toBe(admin.email);
  });
});

describe("restoring", () => {
  it("puts back the backup's progress, settings and private collection after changes", async () => {
    const before = await snapshot({ progressIds: false });
    // Change everything the backup holds.
    await db().update(progress).set({ status: "known", timesSeen: 50, timesKnown: 40 }).where(eq(progress.userId, learner.id));
    const [firstProgress] = learnerBackup.data.progress;
    await db().delete(progress).where(and(eq(progress.userId, learner.id), eq(progress.wordId, firstProgress.word_id)));
    await call(ctx, "PATCH", "/api/settings", { user: learner, body: { dailyGoal: 99, darkMode: true } });
    const privateId = learnerBackup.data.collections[0].id;
    await db().update(words).set({ english: "changed" }).where(eq(words.collectionId, privateId));
    await db().update(collections).set({ name: "Renamed" }).where(eq(collections.id, privateId));
    expect(await snapshot({ progressIds: false })).not.toEqual(before);

    const r = await restore(learner, learnerBackup);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      restored: { collections: 1, words: 3, progress: 3, settings: 1, parsingCards: 0 },
      skipped: { collections: 0, words: 0, progress: 0, settings: 0, parsingCards: 0 },
      reasons: { otherUsers: 0, sharedContent: 0, unmatchedWords: 0, unmatchedBooks: 0 },
    });
    expect(await snapshot({ progressIds: false })).toEqual(before);
    expect((await call(ctx, "GET", "/api/settings", { user: learner })).json).toMatchObject({ dailyGoal: 45, darkMode: null, shuffle: true });
    // The restored words are in the search indexes, not waiting in their pending lists.
    expect(await mergeSearchIndexPending(db(), "words")).toBe(0);
  });

  it("changes nothing when the same file is restored twice", async () => {
    const once = await snapshot();
    const r = await restore(learner, learnerBackup);
    expect(r.status).toBe(200);
    expect(await snapshot()).toEqual(once);
  });

  it("carries the interface language; an older file without it leaves the learner's choice as it is", async () => {
    const setLanguage = async (interfaceLanguage: string | null) =>
      expect((await call(ctx, "PATCH", "/api/settings", { user: learner, body: { interfaceLanguage } })).status).toBe(200);
    const languageNow = async () => (await call(ctx, "GET", "/api/settings", { user: learner })).json.interfaceLanguage;
    await setLanguage("he");
    const file = (await backupOf(learner)).backup;
    expect(file.data.settings).toHaveLength(1);
    expect(file.data.settings[0].interface_language).toBe("he");

    await setLanguage("es");
    expect((await restore(learner, file)).status).toBe(200);
    expect(await languageNow()).toBe("he");

    // A file written before the interface language existed (or by the spec's format): as before, it stays.
    const older = clone(file);
    delete older.data.settings[0].interface_language;
    older.data.settings[0].daily_goal = 77;
    await setLanguage("fr");
    expect((await restore(learner, older)).status).toBe(200);
    expect((await call(ctx, "GET", "/api/settings", { user: learner })).json).toMatchObject({ dailyGoal: 77, interfaceLanguage: "fr" });

    // null: the browser's languages, restored as such; an unknown language refuses the file.
    const browser = clone(file);
    browser.data.settings[0].interface_language = null;
    expect((await restore(learner, browser)).status).toBe(200);
    expect(await languageNow()).toBeNull();
    const unknown = clone(file);
    unknown.data.settings[0].interface_language = "de";
    expect((await restore(learner, unknown)).status).toBe(400);
    expect(await languageNow()).toBeNull();
    // The learner's settings as the other tests expect them.
    expect((await restore(learner, learnerBackup)).status).toBe(200);
  });

  it("carries the reader's 'Vowels on the words I know' and its threshold; an older view without them gets the defaults", async () => {
    const reader = async () => (await call(ctx, "GET", "/api/settings", { user: learner })).json.reader;
    const setReader = async (patch: Record<string, unknown>) =>
      expect((await call(ctx, "PATCH", "/api/settings", { user: learner, body: { reader: { ...(await reader()), ...patch } } })).status).toBe(200);
    await setReader({ vowels: "fade", fadeDays: 7 });
    const file = (await backupOf(learner)).backup;
    expect(file.data.settings[0].reader).toMatchObject({ vowels: "fade", fadeDays: 7 });
    await setReader({ vowels: "never", fadeDays: 60 });
    expect((await restore(learner, file)).status).toBe(200);
    expect(await reader()).toMatchObject({ vowels: "fade", fadeDays: 7 });
    // A view saved before the setting existed: always, 21 days.
    const older = clone(file);
    delete older.data.settings[0].reader.vowels;
    delete older.data.settings[0].reader.fadeDays;
    expect((await restore(learner, older)).status).toBe(200);
    expect(await reader()).toMatchObject({ vowels: "always", fadeDays: 21 });
    const bad = clone(file);
    bad.data.settings[0].reader.fadeDays = 100_000;
    const refused = await restore(learner, bad);
    expect(refused.status).toBe(400);
    expect(refused.json.error.message).toMatch(/^Invalid backup file format: data\.settings\[0\]\.reader\.fadeDays /);
    expect(await reader()).toMatchObject({ vowels: "always", fadeDays: 21 });
    // The learner's settings as the other tests expect them.
    expect((await restore(learner, learnerBackup)).status).toBe(200);
  });

  it("restores a private collection that was deleted, and re-links progress by reference when ids differ", async () => {
    const before = await snapshot({ progressIds: false });
    const privateId = learnerBackup.data.collections[0].id;
    await db().delete(collections).where(eq(collections.id, privateId));
    await db().delete(progress).where(eq(progress.userId, learner.id));
    // Same file, but every shared word id unknown here (as on another instance): word_ref must find them.
    const file = clone(learnerBackup);
    for (const p of file.data.progress) if (p.word_ref.shared) { p.word_id = crypto.randomUUID(); p.collection_id = crypto.randomUUID(); }
    const r = await restore(learner, file);
    expect(r.json.restored).toEqual({ collections: 1, words: 3, progress: 3, settings: 1, parsingCards: 0 });
    expect(await snapshot({ progressIds: false })).toEqual(before);
  });

  it("settles the words table after restoring many words: nothing pending in the search indexes, and analyzed", async () => {
    const owner = await createLearner(ctx);
    const rows = Array.from({ length: 600 }, (_, i) => `מִלָּה${i},restored word ${i}`).join("\r\n");
    const imported = await call(ctx, "POST", "/api/collections/import", { user: owner, body: { content: `\uFEFFhebrew,english\r\n${rows}\r\n`, fileName: "modern_restored-words.csv" } });
    expect(imported.status).toBe(200);
    const file = (await backupOf(owner)).backup;
    await db().delete(collections).where(eq(collections.id, imported.json.collection.id));
    // The planner counts the table without the collection; the restore writes 600 rows more (past autovacuum's 50 and a tenth).
    await db().execute(sql`analyze words`);
    expect(await plannerRows(db(), "words")).toBe(await tableRows(db(), "words"));
    const r = await restore(owner, file);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    expect(r.json.restored).toMatchObject({ collections: 1, words: 600 });
    expect(await mergeSearchIndexPending(db(), "words")).toBe(0);
    expect(await plannerRows(db(), "words")).toBe(await tableRows(db(), "words"));
  });

  it("refuses a corrupted file and changes nothing", async () => {
    const before = await snapshot();
    const noData = await restore(learner, { timestamp: "x", version: "1.0", collections: [] });
    expect(noData.status).toBe(400);
    expect(noData.json).toEqual({ error: { code: "bad_request", message: "Invalid backup file format", messageKey: "backup_invalid_format" } });

    const file = clone(learnerBackup);
    file.data.progress[0].status = "known";
    file.data.progress[1].times_seen = 1000;
    file.data.progress.push({ ...file.data.progress[2], status: "forgotten" });
    const bad = await restore(learner, file);
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe("Invalid backup file format: data.progress[3].status must be one of learning, known, unknown");

    const orphan = clone(learnerBackup);
    orphan.data.words[1].collection_id = "nowhere";
    expect((await restore(learner, orphan)).json.error.message).toMatch(/data\.words\[1\]\.collection_id names no collection/);

    const nul = clone(learnerBackup);
    nul.data.words[2].english = "a\u0000b";
    expect((await restore(learner, nul)).status).toBe(400);

    const unknownDomain = clone(learnerBackup);
    unknownDomain.data.collections[0].domain = "klingon";
    const d = await restore(learner, unknownDomain);
    expect(d.status).toBe(400);
    expect(d.json.error.message).toBe("Restore failed: the domain 'klingon' of collection 'my-trip' does not exist on this site.");

    const notJson = await ctx.app.request("/api/backups/restore", { method: "POST", headers: { cookie: learner.cookie, "content-type": "application/json" }, body: "{oops" });
    expect(notJson.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("ignores another user's rows in a learner's file", async () => {
    const before = await snapshot();
    const { backup: theirs } = await backupOf(other);
    expect(theirs.data.progress.length).toBeGreaterThan(0);
    const file = clone(learnerBackup);
    for (const p of theirs.data.progress) file.data.progress.push({ ...p, times_seen: 1234 });
    file.data.settings.push({ ...theirs.data.settings[0], daily_goal: 7 });
    file.data.collections.push({ ...file.data.collections[0], id: crypto.randomUUID(), slug: "their-list", owner_id: other.id });
    const r = await restore(learner, file);
    expect(r.status).toBe(200);
    expect(r.json.skipped).toEqual({ collections: 1, words: 0, progress: theirs.data.progress.length, settings: 1, parsingCards: 0 });
    expect(r.json.reasons.otherUsers).toBe(theirs.data.progress.length + 2);
    expect(await snapshot()).toEqual(before);
  });

  it("recognises the learner's rows from another instance by the e-mail in the settings row", async () => {
    const file = clone(learnerBackup);
    const foreignId = "user-on-another-instance";
    for (const list of [file.data.progress, file.data.settings]) for (const row of list) row.user_id = foreignId;
    file.data.collections[0].owner_id = foreignId;
    file.data.settings[0].daily_goal = 12;
    const r = await restore(learner, file);
    expect(r.json.restored).toEqual({ collections: 1, words: 3, progress: 3, settings: 1, parsingCards: 0 });
    expect((await call(ctx, "GET", "/api/settings", { user: learner })).json.dailyGoal).toBe(12);
    file.data.settings[0].user_email = "someone@else.example";
    const r2 = await restore(learner, file);
    expect(r2.json.restored).toEqual({ collections: 0, words: 0, progress: 0, settings: 0, parsingCards: 0 });
    expect(r2.json.reasons.otherUsers).toBe(1 + 3 + 3 + 1);
    await restore(learner, learnerBackup);
  });

});
