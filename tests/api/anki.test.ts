import fs from "node:fs";
import { createDeflateRaw } from "node:zlib";
import { and, asc, count, eq, isNotNull } from "drizzle-orm";
import { strToU8, unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANKI_MAX_BYTES, ANKI_MAX_MB } from "../../src/shared/anki/anki-limits";
import { AnkiImportResultSchema, AnkiPreviewSchema, type AnkiFieldMapping } from "../../src/shared/api/collection-transfer";
import { collections, progress, progressEvents, reviewCards, words } from "../../src/server/db/schema";
import { loadSqlite } from "../../src/server/lib/sqlite-wasm";
import { NEWER_FORMAT_MESSAGE } from "../../src/server/modules/collection-transfer/read-anki-package";
import { renderServerMessage } from "../../src/shared/i18n/server-messages";
import { createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";
import { buildTestPackage } from "../support/anki-test-package";

/**
 * Anki in and out: a collection exported as an .apkg imports into another account with the same
 * words and review history (round trip), and into the exporter's own without their reviews twice; packages written by a real Anki import through their field
 * mapping; malformed packages get their message and change nothing.
 */
const DAY = 86_400_000;
let clock = Date.parse("2026-02-02T09:00:00Z");
let ctx: TestContext;
let learner: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({}, { overrides: { now: () => new Date(clock) } });
  ({ learners: [learner, other] } = await createUsers(ctx, { learners: 2 }));
});
afterAll(async () => { await ctx?.close(); });

const fixture = (name: string) => new Uint8Array(fs.readFileSync(new URL(`../support/fixtures/anki/${name}`, import.meta.url)));

async function send(user: TestUser | null, path: string, bytes: Uint8Array, headers: Record<string, string> = {}) {
  const res = await ctx.app.request(path, {
    method: "POST",
    headers: { origin: ctx.config.publicUrl, "content-type": "application/octet-stream", ...(user ? { cookie: user.cookie } : {}), ...headers },
    body: bytes as Uint8Array<ArrayBuffer>,
  });
  const text = await res.text();
  let json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  try { json = JSON.parse(text); } catch { json = undefined; }
  return { status: res.status, json, text };
}
const preview = (user: TestUser, bytes: Uint8Array) => send(user, "/api/collections/anki/preview", bytes);
function importPackage(user: TestUser, bytes: Uint8Array, q: { name: string; domain?: string; mapping?: Record<string, AnkiFieldMapping> }) {
  const params = new URLSearchParams({ name: q.name, domain: q.domain ?? "modern", ...(q.mapping ? { mapping: JSON.stringify(q.mapping) } : {}) });
  return send(user, `/api/collections/anki/import?${params}`, bytes);
}
async function exportApkg(user: TestUser, id: string) {
  const res = await ctx.app.request(`/api/collections/${id}/export?format=apkg`, { headers: { cookie: user.cookie } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}
const answer = async (user: TestUser, wordId: string, rating: 1 | 2 | 3 | 4) => {
  const r = await call(ctx, "POST", "/api/progress/answers", { user, body: { id: crypto.randomUUID(), wordId, action: "review", rating, durationMs: 2500 } });
  expect(r.status, r.text).toBe(200);
};
async function wordsOf(collectionId: string) {
  return ctx.deps.db.select().from(words).where(eq(words.collectionId, collectionId)).orderBy(asc(words.hebrew));
}
async function logsOf(user: TestUser, wordId: string) {
  const rows = await ctx.deps.db.select().from(progressEvents)
    .where(and(eq(progressEvents.userId, user.id), eq(progressEvents.wordId, wordId), isNotNull(progressEvents.reviewRating)))
    .orderBy(asc(progressEvents.reviewedAt));
  return rows.map((e) => ({ rating: e.reviewRating, state: e.reviewState, elapsedDays: e.elapsedDays, at: e.reviewedAt!.getTime() }));
}
const cardOf = async (user: TestUser, wordId: string) =>
  (await ctx.deps.db.select().from(reviewCards).where(and(eq(reviewCards.userId, user.id), eq(reviewCards.wordId, wordId))))[0];
async function counts() {
  const [c] = await ctx.deps.db.select({ n: count() }).from(collections);
  const [w] = await ctx.deps.db.select({ n: count() }).from(words);
  const [e] = await ctx.deps.db.select({ n: count() }).from(progressEvents);
  return { collections: c!.n, words: w!.n, events: e!.n };
}
const fitReviewCount = async (user: TestUser) => (await call(ctx, "GET", "/api/review/fit", { user })).json.reviewCount as number;

describe("round trip: exported from Milim, imported into Milim", () => {
  it("brings back the same words, verse and review history, and Fit to my reviews reads it", async () => {
    const csv = "hebrew,english,translit\nשָׁלוֹם,peace,shalom\nבַּיִת,house,bayit\nאֱלֹהִים,God,elohim\n";
    const made = await call(ctx, "POST", "/api/collections/import", { user: learner, body: { content: csv, format: "csv", domain: "modern", slug: "anki-source", name: "Anki source" } });
    expect(made.status, made.text).toBe(200);
    const sourceId = made.json.collection.id as string;
    const source = await wordsOf(sourceId);
    const house = source.find((w) => w.english === "house")!;
    await ctx.deps.db.update(words).set({ contextRef: "Genesis 7:1", contextText: "בֹּא אַתָּה וְכָל בֵּיתְךָ אֶל הַתֵּבָה" }).where(eq(words.id, house.id));
    // A history on two of the words: learning steps, reviews days apart, a lapse.
    const peace = source.find((w) => w.english === "peace")!;
    for (const [days, w, rating] of [[0, peace, 3], [0.01, peace, 3], [0.02, house, 1], [0.03, house, 3], [3, peace, 3], [4, house, 3], [12, peace, 1], [12.01, peace, 3], [20, house, 4]] as const) {
      clock = Date.parse("2026-02-02T09:00:00Z") + days * DAY;
      await answer(learner, w.id, rating);
    }
    await ctx.deps.answers.drain();
    clock = Date.parse("2026-02-25T09:00:00Z");
    const fitBefore = await fitReviewCount(learner);
    expect(fitBefore).toBeGreaterThan(0);

    const file = await exportApkg(learner, sourceId);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/apkg");
    expect(file.headers.get("content-disposition")).toContain('filename="modern_anki-source.apkg"');
    // A legacy package, as every Anki 2.1 and AnkiDroid imports it: the collection is the deck.
    const entries = unzipSync(file.bytes);
    expect(Object.keys(entries).sort()).toEqual(["collection.anki2", "media"]);
    const SQL = await loadSqlite();
    const db = new SQL.Database(entries["collection.anki2"]);
    expect(db.exec("select ver from col")[0]!.values[0]![0]).toBe(11);
    const decks = Object.values(JSON.parse(String(db.exec("select decks from col")[0]!.values[0]![0]))).map((d) => (d as { name: string }).name);
    expect(decks).toContain("Anki source");
    expect(db.exec("select count(*) from notes")[0]!.values[0]![0]).toBe(3);
    expect(db.exec("select count(*) from revlog")[0]!.values[0]![0]).toBe(9);
    db.close();

    const seen = await preview(learner, file.bytes);
    expect(seen.status, seen.text).toBe(200);
    const p = AnkiPreviewSchema.parse(seen.json);
    expect(p).toMatchObject({ deckName: "Anki source", noteCount: 3, reviewCount: 9, notesWithReviews: 2, mediaFiles: 0 });
    expect(p.noteTypes).toHaveLength(1);
    expect(p.noteTypes[0]!.fields).toEqual(["Hebrew", "Transliteration", "Meaning", "Example", "Reference"]);
    expect(p.noteTypes[0]!.mapping).toEqual({ hebrew: 0, translit: 1, meaning: 2, example: 3, reference: 4 });

    // Into another account: the same words, and the learner's history as theirs.
    const done = await importPackage(other, file.bytes, { name: "Anki source" });
    expect(done.status, done.text).toBe(201);
    const r = AnkiImportResultSchema.parse(done.json);
    expect(r).toMatchObject({ wordsImported: 3, duplicatesSkipped: 0, emptySkipped: 0, reviewsImported: 9, wordsWithHistory: 2, mediaIgnored: 0 });
    expect(r.collection).toMatchObject({ domain: "modern", name: "Anki source", slug: "anki-source", ownerId: other.id });

    const back = await wordsOf(r.collection!.id);
    // The verse comes back with its reference (Genesis 7:1 for בַּיִת).
    const pick = (w: (typeof back)[number]) => ({ hebrew: w.hebrew, english: w.english, translit: w.translit, contextText: w.contextText, contextRef: w.contextRef });
    expect(back.map(pick)).toEqual((await wordsOf(sourceId)).map(pick));
    expect(back.find((w) => w.english === "house")?.contextRef).toBe("Genesis 7:1");
    for (const original of [peace, house]) {
      const copy = back.find((w) => w.hebrew === original.hebrew)!;
      expect(await logsOf(other, copy.id)).toEqual(await logsOf(learner, original.id));
      const [a, b] = [await cardOf(learner, original.id), await cardOf(other, copy.id)];
      expect(b).toMatchObject({ state: a!.state, reps: a!.reps, lapses: a!.lapses, scheduledDays: a!.scheduledDays });
      expect(Math.abs(b!.due.getTime() - a!.due.getTime())).toBeLessThan(DAY);
      const [prog] = await ctx.deps.db.select().from(progress).where(and(eq(progress.userId, other.id), eq(progress.wordId, copy.id)));
      expect(prog).toMatchObject({ collectionId: r.collection!.id, timesSeen: (await logsOf(learner, original.id)).length });
    }
    // The imported history is their FSRS history: the fit counts it.
    expect(await fitReviewCount(other)).toBe(fitBefore);

    // Into the learner's own account as a copy: the words again, but their reviews are in their log
    // already (on the words they came from) and are not written twice.
    const own = await importPackage(learner, file.bytes, { name: "Anki source" });
    expect(own.status, own.text).toBe(201);
    expect(own.json).toMatchObject({ wordsImported: 3, reviewsImported: 0, wordsWithHistory: 0, collection: { slug: "anki-source-2", ownerId: learner.id } });
    expect((await wordsOf(own.json.collection.id)).map(pick)).toEqual((await wordsOf(sourceId)).map(pick));
    expect(await fitReviewCount(learner)).toBe(fitBefore);
  });

  it("exports a collection another learner cannot see as not found, and their history never", async () => {
    const [own] = await ctx.deps.db.select({ id: collections.id }).from(collections).where(and(eq(collections.slug, "anki-source"), eq(collections.ownerId, learner.id)));
    expect((await exportApkg(other, own!.id)).status).toBe(404);
  });
});

describe("packages written by a real Anki", () => {
  it("imports Anki's own update1.apkg through its field mapping (Front → Hebrew, Back → meaning)", async () => {
    const bytes = fixture("anki-update1.apkg");
    const p = AnkiPreviewSchema.parse((await preview(learner, bytes)).json);
    expect(p).toMatchObject({ deckName: "Default", noteCount: 1, reviewCount: 0, mediaFiles: 0 });
    expect(p.noteTypes).toEqual([expect.objectContaining({ name: "Basic", fields: ["Front", "Back"], noteCount: 1, samples: [["hello", "world"]], mapping: { hebrew: 0, meaning: 1, translit: null, example: null, reference: null } })]);
    const r = await importPackage(learner, bytes, { name: "Update one", mapping: { [p.noteTypes[0]!.id]: { hebrew: 1, meaning: 0, translit: null, example: null, reference: null } } });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ wordsImported: 1, reviewsImported: 0, mediaIgnored: 0 });
    expect((await wordsOf(r.json.collection.id)).map((w) => [w.hebrew, w.english])).toEqual([["world", "hello"]]);
  });

  it("imports a package with media: the media are ignored and counted", async () => {
    const bytes = fixture("anki-diffmodeltemplates-1.apkg");
    const p = AnkiPreviewSchema.parse((await preview(learner, bytes)).json);
    expect(p).toMatchObject({ deckName: "testdeck", noteCount: 1, mediaFiles: 2 });
    const r = await importPackage(learner, bytes, { name: p.deckName });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ wordsImported: 1, mediaIgnored: 2 });
    expect((await wordsOf(r.json.collection.id)).map((w) => [w.hebrew, w.english])).toEqual([["question?", "answer!"]]);
  });
});

describe("a package of Hebrew notes (collection.anki21)", () => {
  const hebrewPackage = () => buildTestPackage({
    deck: { id: 1_600_000_000_000, name: "Ulpan::Week 1" },
    crt: Date.parse("2026-01-01T04:00:00Z") / 1000,
    noteTypes: [
      { id: 11, name: "Hebrew vocab", fields: ["English", "Hebrew", "Pronunciation"] },
      { id: 12, name: "Basic", fields: ["Front", "Back"] },
    ],
    notes: [
      { id: 1, mid: 11, fields: ["house", "<b>בַּיִת</b>", "bayit"] },
      { id: 2, mid: 11, fields: ["a house (again)", "בית", ""] },
      { id: 3, mid: 11, fields: ["nothing", "<br>", ""] },
      { id: 4, mid: 12, fields: ["כֶּלֶב", "dog&nbsp;[sound:dog.mp3]"] },
    ],
    cards: [
      { id: 101, nid: 1, type: 2, queue: 2, due: 40, ivl: 25, reps: 3 },
      { id: 104, nid: 4 },
    ],
    revlog: [
      { id: Date.parse("2026-01-02T10:00:00Z"), cid: 101, ease: 3, type: 0, ivl: -600 },
      { id: Date.parse("2026-01-02T10:10:00Z"), cid: 101, ease: 3, type: 0, ivl: 1 },
      { id: Date.parse("2026-01-05T10:00:00Z"), cid: 101, ease: 3, type: 1, ivl: 25 },
      { id: Date.parse("2026-01-06T10:00:00Z"), cid: 101, ease: 0, type: 4, ivl: 25 },
    ],
    media: { "dog.mp3": "not really audio" },
  });

  it("guesses the Hebrew from the text, skips duplicates without niqqud and empty notes, and keeps Anki's schedule", async () => {
    const bytes = await hebrewPackage();
    const p = AnkiPreviewSchema.parse((await preview(learner, bytes)).json);
    expect(p).toMatchObject({ deckName: "Ulpan::Week 1", noteCount: 4, reviewCount: 3, notesWithReviews: 1, mediaFiles: 1 });
    expect(p.noteTypes.map((t) => [t.name, t.noteCount, t.mapping])).toEqual([
      ["Hebrew vocab", 3, { hebrew: 1, meaning: 0, translit: 2, example: null, reference: null }],
      ["Basic", 1, { hebrew: 0, meaning: 1, translit: null, example: null, reference: null }],
    ]);
    const before = await counts();
    const r = await importPackage(learner, bytes, { name: "Ulpan week 1" });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ wordsImported: 2, duplicatesSkipped: 1, emptySkipped: 1, reviewsImported: 3, wordsWithHistory: 1, mediaIgnored: 1 });
    expect(r.json.collection).toMatchObject({ slug: "ulpan-week-1", ownerId: learner.id });
    const list = await wordsOf(r.json.collection.id);
    expect(list.map((w) => [w.hebrew, w.english, w.translit])).toEqual([["בַּיִת", "house", "bayit"], ["כֶּלֶב", "dog", null]]);
    const house = list[0]!;
    const card = await cardOf(learner, house.id);
    // Anki's due day (40 days after the collection's creation) and interval carry over.
    expect(card).toMatchObject({ state: 2, scheduledDays: 25, due: new Date(Date.parse("2026-01-01T04:00:00Z") + 40 * DAY) });
    expect((await logsOf(learner, house.id)).map((l) => [l.rating, l.state])).toEqual([[3, 0], [3, 1], [3, 2]]);
    const after = await counts();
    expect(after).toEqual({ collections: before.collections + 1, words: before.words + 2, events: before.events + 3 });
  });
});

describe("bad packages: a clear message, nothing changed", () => {
  const cases: [string, () => Promise<Uint8Array>, RegExp][] = [
    ["not a zip", async () => strToU8("hebrew,english\nשלום,peace\n"), /not a zip archive/],
    ["a zip that is not a package", async () => zipSync({ "notes.txt": strToU8("hello") }), /holds no collection\.anki2 or collection\.anki21/],
    ["a package without notes", () => buildTestPackage({ noteTypes: [{ id: 1, name: "Basic", fields: ["Front", "Back"] }], notes: [] }), /holds no notes/],
    ["a package whose collection is not a database", async () => zipSync({ "collection.anki2": strToU8("SQLite? no."), media: strToU8("{}") }), /not a database Milim can read/],
    ["a newer-only package (collection.anki21b)", async () => zipSync({ "collection.anki2": strToU8("stub"), "collection.anki21b": new Uint8Array([40, 181, 47, 253]), meta: new Uint8Array([8, 3]) }), /Support older Anki versions/],
  ];
  for (const [what, make, message] of cases) {
    it(`refuses ${what}`, async () => {
      const bytes = await make();
      const before = await counts();
      for (const path of ["/api/collections/anki/preview", "/api/collections/anki/import?name=Bad&domain=modern"]) {
        const r = await send(learner, path, bytes);
        expect(r.status, r.text).toBe(400);
        expect(r.json.error.message).toMatch(message);
      }
      expect(await counts()).toEqual(before);
    });
  }

  // A zip whose directory declares a small collection that inflates far past the limit (or is
  // marked encrypted, which the zlib reader does not follow): refused having inflated at most the
  // limit. Before, fflate's unzipSync decoded the whole stream (a 4 MB package: 4 GB, 47 s of the
  // server's only thread); here 300 MB of zeros in 300 KB.
  const bomb = async (realBytes: number, flags = 0) => {
    const deflate = createDeflateRaw({ level: 9 });
    const parts: Buffer[] = [];
    deflate.on("data", (b: Buffer) => parts.push(b));
    const done = new Promise((resolve) => deflate.on("end", resolve));
    const mb = Buffer.alloc(1 << 20);
    for (let i = 0; i < realBytes / (1 << 20); i++) if (!deflate.write(mb)) await new Promise((r) => deflate.once("drain", r));
    deflate.end();
    await done;
    return zipOf("collection.anki2", Buffer.concat(parts), 4096, flags);
  };
  for (const [what, make, message] of [
    ["a collection declared as 4 KB that inflates past the limit (a zip bomb)", () => bomb(300 << 20), /larger than 200 MB once unpacked/],
    ["a deflated collection the reader cannot follow (marked encrypted), 64 MB once inflated", () => bomb(64 << 20, 1), /cannot be unpacked/],
  ] as const) {
    it(`refuses ${what} without inflating it whole`, async () => {
      const bytes = await make();
      expect(bytes.length).toBeLessThan(400_000);
      for (const path of ["/api/collections/anki/preview", "/api/collections/anki/import?name=Bomb&domain=modern"]) {
        const r = await send(learner, path, bytes);
        expect(r.status, r.text).toBe(400);
        expect(r.json.error.message).toMatch(message);
      }
    });
  }

  it("says how to export a newer-only package again", async () => {
    expect(renderServerMessage(NEWER_FORMAT_MESSAGE)).toContain("tick 'Support older Anki versions'");
  });

  it(`refuses a 200 MB package by its declared size, before reading it, with the ${ANKI_MAX_MB} MB limit`, async () => {
    const before = await counts();
    // The declared length is refused at once: the 200 MB never arrive.
    const r = await send(learner, "/api/collections/anki/import?name=Big&domain=modern", new Uint8Array(16), { "content-length": String(200 * 1024 * 1024) });
    expect(r.status).toBe(413);
    expect(r.json.error.message).toBe(`The Anki package is larger than ${ANKI_MAX_MB} MB, the most Milim imports.`);
    expect(await counts()).toEqual(before);
  });

  it("refuses a package past the limit as it streams, without a length", async () => {
    const chunk = new Uint8Array(4 * 1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (sent > ANKI_MAX_BYTES + chunk.length) { c.close(); return; }
        sent += chunk.length;
        c.enqueue(chunk);
      },
    });
    const res = await ctx.app.request("/api/collections/anki/preview", {
      method: "POST", headers: { origin: ctx.config.publicUrl, cookie: learner.cookie, "content-type": "application/octet-stream" }, body, duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain(`${ANKI_MAX_MB} MB`);
  });

  it("refuses an empty body, an unknown domain, and a mapping naming a field the note type lacks", async () => {
    const bytes = fixture("anki-update1.apkg");
    expect((await send(learner, "/api/collections/anki/preview", new Uint8Array())).status).toBe(400);
    const unknownDomain = await importPackage(learner, bytes, { name: "X", domain: "no-such-domain" });
    expect(unknownDomain.status).toBe(400);
    const p = AnkiPreviewSchema.parse((await preview(learner, bytes)).json);
    const badMap = await importPackage(learner, bytes, { name: "X", mapping: { [p.noteTypes[0]!.id]: { hebrew: 5, meaning: null, translit: null, example: null, reference: null } } });
    expect(badMap.status).toBe(400);
    expect(badMap.json.error.message).toContain("names a field it does not have");
  });

  it("keeps the cap on private collections", async () => {
    const capped = await createTestContext({ PRIVATE_COLLECTIONS_PER_USER: "1" });
    try {
      const { learners: [u] } = await createUsers(capped, { learners: 1 });
      const go = (name: string) => capped.app.request(`/api/collections/anki/import?name=${name}&domain=modern`, {
        method: "POST", headers: { origin: capped.config.publicUrl, cookie: u.cookie, "content-type": "application/octet-stream" }, body: fixture("anki-update1.apkg") as Uint8Array<ArrayBuffer>,
      });
      expect((await go("One")).status).toBe(201);
      const second = await go("Two");
      expect(second.status).toBe(409);
      expect(((await second.json()) as { error: { message: string } }).error.message).toContain("1 collections of your own");
    } finally {
      await capped.close();
    }
  });
});

/** A zip of one deflated entry whose headers declare `declared` bytes unpacked (and the given flags). */
function zipOf(name: string, deflated: Buffer, declared: number, flags: number): Uint8Array {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0); local.writeUInt16LE(20, 4); local.writeUInt16LE(flags, 6); local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18); local.writeUInt32LE(declared, 22); local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0); central.writeUInt16LE(20, 4); central.writeUInt16LE(20, 6); central.writeUInt16LE(flags, 8); central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20); central.writeUInt32LE(declared, 24); central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); end.writeUInt16LE(1, 8); end.writeUInt16LE(1, 10);
  end.writeUInt32LE(46 + fileName.length, 12); end.writeUInt32LE(30 + fileName.length + deflated.length, 16);
  return new Uint8Array(Buffer.concat([local, fileName, deflated, central, fileName, end]));
}
