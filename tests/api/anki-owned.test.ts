import { and, count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAnkiImport } from "../../src/shared/anki/plan-anki-import";
import { AnkiImportResultSchema, AnkiPreviewSchema } from "../../src/shared/api/collection-transfer";
import { createApp } from "../../src/server/app";
import { collections, progressEvents, reviewCards, words } from "../../src/server/db/schema";
import { createCollection, createUsers } from "../helpers/factories";
import { createTestContext, type TestContext, type TestUser } from "../helpers/test-app";
import { buildTestPackage } from "../support/anki-test-package";

/**
 * An Anki deck against the words the learner already has in collections of their own: the preview
 * counts them for any field taken as the Hebrew and names the collections; the import skips them
 * when asked (decided in its transaction; their review log merged into the learner's words, as
 * anki-history-merge.test.ts shows), imports everything otherwise (a copy of one's own export), and
 * says so when nothing would be left. Another learner's words and shared collections the learner
 * does not study never count (anki-shared-round-trip.test.ts: those they study do).
 */
let ctx: TestContext;
let admin: TestUser;
let learner: TestUser;
let other: TestUser;
let genesis: { id: string; name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin, learners: [learner, other] } = await createUsers(ctx, { learners: 2 }));
  genesis = await createCollection(ctx, learner, { name: "Genesis 1–3", domain: "biblical", words: [["בְּרֵאשִׁית", "in the beginning"], ["אֱלֹהִים", "God"], ["שָׁמַיִם", "heavens"]] });
  await createCollection(ctx, learner, { name: "My words", words: [["בַּיִת", "house"], ["בית ספר", "school"]] });
  await createCollection(ctx, other, { name: "Theirs", words: [["כֶּלֶב", "dog"]] });
  await createCollection(ctx, admin, { name: "Shared", shared: true, words: [["חָתוּל", "cat"]] });
});
afterAll(async () => { await ctx?.close(); });

async function send(user: TestUser, path: string, bytes: Uint8Array, app: { request: TestContext["app"]["request"] } = ctx.app) {
  const res = await app.request(path, {
    method: "POST",
    headers: { origin: ctx.config.publicUrl, "content-type": "application/octet-stream", cookie: user.cookie },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try { json = JSON.parse(text); } catch { json = undefined; }
  return { status: res.status, json, text };
}
const importPackage = (user: TestUser, bytes: Uint8Array, name: string, skipOwned?: boolean, app = ctx.app) =>
  send(user, `/api/collections/anki/import?${new URLSearchParams({ name, domain: "modern", ...(skipOwned === undefined ? {} : { skipOwned: String(skipOwned) }) })}`, bytes, app);
/** A collection's Hebrew, in code point order (not the database's collation). */
const wordsOf = async (collectionId: string) =>
  (await ctx.deps.db.select({ hebrew: words.hebrew }).from(words).where(eq(words.collectionId, collectionId))).map((w) => w.hebrew).sort();
async function counts() {
  const [c] = await ctx.deps.db.select({ n: count() }).from(collections);
  const [w] = await ctx.deps.db.select({ n: count() }).from(words);
  const [e] = await ctx.deps.db.select({ n: count() }).from(progressEvents).where(isNotNull(progressEvents.reviewRating));
  return { collections: c!.n, words: w!.n, events: e!.n };
}

/** Seven notes: two words the learner has (one pointed differently, one with a maqaf), one repeated, another learner's, a shared one, two new. */
const deck = () => buildTestPackage({
  deck: { id: 7, name: "Ulpan" },
  crt: Date.parse("2026-01-01T04:00:00Z") / 1000,
  noteTypes: [{ id: 21, name: "Vocab", fields: ["English", "Hebrew"] }],
  notes: [
    { id: 1, mid: 21, fields: ["God", "אלהים"] },
    { id: 2, mid: 21, fields: ["school", "בֵּית־סֵפֶר"] },
    { id: 3, mid: 21, fields: ["school (again)", "בית ספר"] },
    { id: 4, mid: 21, fields: ["dog", "כֶּלֶב"] },
    { id: 5, mid: 21, fields: ["cat", "חָתוּל"] },
    { id: 6, mid: 21, fields: ["water", "מַיִם"] },
    { id: 7, mid: 21, fields: ["house", "<b>בַּיִת</b>"] },
  ],
  cards: [{ id: 101, nid: 1, type: 2, queue: 2, due: 30, ivl: 10, reps: 2 }, { id: 106, nid: 6, type: 2, queue: 2, due: 30, ivl: 10, reps: 2 }],
  revlog: [
    { id: Date.parse("2026-01-02T10:00:00Z"), cid: 101, ease: 3, type: 0, ivl: 1 },
    { id: Date.parse("2026-01-03T10:00:00Z"), cid: 101, ease: 3, type: 1, ivl: 10 },
    { id: Date.parse("2026-01-02T10:05:00Z"), cid: 106, ease: 3, type: 0, ivl: 1 },
    { id: Date.parse("2026-01-03T10:05:00Z"), cid: 106, ease: 3, type: 1, ivl: 10 },
  ],
});

describe("the preview", () => {
  it("counts, for each field, the words the learner has in collections of their own, and names those collections", async () => {
    const r = await send(learner, "/api/collections/anki/preview", await deck());
    expect(r.status, r.text).toBe(200);
    const p = AnkiPreviewSchema.parse(r.json);
    expect(p.ownedCollections.map((c) => c.name)).toEqual(["My words", "Genesis 1–3"]);
    expect(p.ownedCollections[1]).toEqual({ id: genesis.id, name: "Genesis 1–3", domain: "biblical", slug: expect.any(String) });
    const [type] = p.noteTypes;
    expect(type!.mapping.hebrew).toBe(1);
    // Hebrew field: six words (the school twice), three of them the learner's (אלהים, בית ספר, בית);
    // English field: "God", "house" and "school" are no Hebrew the learner has.
    expect(countAnkiImport(p.notes, p.ownedWords, p.ownedNotes, () => 1)).toMatchObject({ words: 6, owned: 3, collections: [0, 1], duplicates: 1 });
    expect(countAnkiImport(p.notes, p.ownedWords, p.ownedNotes, () => 0)).toMatchObject({ words: 7, owned: 0, collections: [] });
  });

  it("counts nothing for a learner who has none of its words", async () => {
    const p = AnkiPreviewSchema.parse((await send(other, "/api/collections/anki/preview", await deck())).json);
    expect(p.ownedCollections.map((c) => c.name)).toEqual(["Theirs"]);
    expect(countAnkiImport(p.notes, p.ownedWords, p.ownedNotes, () => 1)).toMatchObject({ words: 6, owned: 1, collections: [0] });
  });
});

describe("the import", () => {
  it("with skipOwned, leaves out the words the learner has, merges their review log into the learner's words, and counts them", async () => {
    const before = await counts();
    const r = await importPackage(learner, await deck(), "Ulpan skipped", true);
    expect(r.status, r.text).toBe(201);
    const result = AnkiImportResultSchema.parse(r.json);
    // אלהים is the learner's (Genesis 1–3): its two reviews go to that word; water's two to the new word.
    expect(result).toMatchObject({ wordsImported: 3, duplicatesSkipped: 1, ownedSkipped: 3, ownedUpdated: 1, emptySkipped: 0, wordsWithHistory: 2, reviewsImported: 4 });
    expect(await wordsOf(result.collection!.id)).toEqual(["חָתוּל", "כֶּלֶב", "מַיִם"]);
    for (const collectionId of [result.collection!.id, genesis.id]) {
      const [card] = await ctx.deps.db.select({ n: count() }).from(reviewCards).innerJoin(words, eq(words.id, reviewCards.wordId))
        .where(and(eq(reviewCards.userId, learner.id), eq(words.collectionId, collectionId)));
      expect(card!.n).toBe(1);
    }
    expect(await counts()).toEqual({ collections: before.collections + 1, words: before.words + 3, events: before.events + 4 });
  });

  it("without skipOwned, imports every word: a copy of what the learner has, without their reviews a second time", async () => {
    const before = await counts();
    const r = await importPackage(learner, await deck(), "Ulpan copy");
    expect(r.status, r.text).toBe(201);
    // God's and water's Anki reviews are in the learner's log already (merged by the import above,
    // on Genesis's אלהים and the new מים): the copies of those words start without them.
    expect(r.json).toMatchObject({ wordsImported: 6, duplicatesSkipped: 1, ownedSkipped: 0, wordsWithHistory: 0, reviewsImported: 0 });
    expect(await counts()).toEqual({ collections: before.collections + 1, words: before.words + 6, events: before.events });
    expect(await wordsOf(r.json.collection.id)).toHaveLength(6);
    const explicit = await importPackage(learner, await deck(), "Ulpan copy two", false);
    expect(explicit.json).toMatchObject({ wordsImported: 6, ownedSkipped: 0 });
  });

  it("decides on the words the learner has at the time of the import, not the preview's", async () => {
    await createCollection(ctx, other, { name: "Theirs too", words: [["מַיִם", "water"], ["חָתוּל", "cat"]] });
    const r = await importPackage(other, await deck(), "Ulpan", true);
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ wordsImported: 3, ownedSkipped: 3 });
    expect(await wordsOf(r.json.collection.id)).toEqual(["אלהים", "בֵּית־סֵפֶר", "בַּיִת"]);
  });

  it("refuses, and writes nothing, when every word is one the learner has", async () => {
    const only = await buildTestPackage({
      noteTypes: [{ id: 1, name: "Basic", fields: ["Front", "Back"] }],
      notes: [{ id: 1, mid: 1, fields: ["בְּרֵאשִׁית", "in the beginning"] }, { id: 2, mid: 1, fields: ["שמים", "heavens"] }],
    });
    const before = await counts();
    const r = await importPackage(learner, only, "Nothing new", true);
    expect(r.status, r.text).toBe(400);
    expect(r.json.error.message).toBe("Every word of this package is already in a collection of yours. To import a copy, import it with 'Skip words I already have' unticked.");
    expect(await counts()).toEqual(before);
    expect((await importPackage(learner, only, "A copy", false)).status).toBe(201);
  });

  it("two imports of the same deck at once: on one server the second is refused as busy; on two servers the second skips what the first wrote", async () => {
    const fresh = (notes: [string, string][]) => buildTestPackage({
      noteTypes: [{ id: 1, name: "Basic", fields: ["Front", "Back"] }],
      notes: notes.map((fields, i) => ({ id: i + 1, mid: 1, fields })),
    });
    // One server: one heavy request per account at a time (429 before any work).
    const one = await fresh([["תַּפּוּחַ", "apple"], ["בָּנָנָה", "banana"]]);
    const onOne = await Promise.all([importPackage(learner, one, "Fruit one", true), importPackage(learner, one, "Fruit two", true)]);
    expect(onOne.map((r) => r.status).sort()).toEqual([201, 429]);
    // Two servers on one database (each app keeps its own places): the import's transaction decides.
    const two = await fresh([["אַגָּס", "pear"], ["עֲנָבִים", "grapes"]]);
    const otherServer = createApp(ctx.deps);
    const onTwo = await Promise.all([importPackage(learner, two, "Fruit three", true), importPackage(learner, two, "Fruit four", true, otherServer)]);
    expect(onTwo.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(onTwo.find((r) => r.status === 400)!.json.error.messageKey).toBe("anki_all_owned");
  });

  it("refuses a skipOwned that is not true or false", async () => {
    const r = await send(learner, "/api/collections/anki/import?name=X&domain=modern&skipOwned=yes", await deck());
    expect(r.status).toBe(400);
  });
});
