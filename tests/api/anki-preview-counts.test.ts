import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countAnkiImport } from "../../src/shared/anki/plan-anki-import";
import { AnkiImportResultSchema, AnkiPreviewSchema, type AnkiFieldMapping, type AnkiPreview } from "../../src/shared/api/collection-transfer";
import { createCollection, createUsers } from "../helpers/factories";
import { createTestContext, type TestContext, type TestUser } from "../helpers/test-app";
import { buildTestPackage } from "../support/anki-test-package";

/**
 * The preview counts each word once, as the import will: a word held by notes of two note types
 * ("Basic" and "Basic (and reversed card)", or a "Vocab" type with the Hebrew in another field) is
 * one word, for the guessed mappings and for a mapping the learner chooses; what the form shows
 * (countAnkiImport on the preview's table) is what the import then reports.
 */
let ctx: TestContext;
let learner: TestUser;
let other: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ learners: [learner, other] } = await createUsers(ctx, { learners: 2 }));
  for (const user of [learner, other]) await createCollection(ctx, user, { name: "Mine", words: [["מַיִם", "water"], ["בַּיִת", "house"]] });
});
afterAll(async () => { await ctx?.close(); });

async function send(user: TestUser, path: string, bytes: Uint8Array) {
  const res = await ctx.app.request(path, {
    method: "POST", headers: { origin: ctx.config.publicUrl, "content-type": "application/octet-stream", cookie: user.cookie }, body: bytes as Uint8Array<ArrayBuffer>,
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as unknown };
}

const at = (day: number) => Date.parse("2026-01-01T10:00:00Z") + day * 86_400_000;
/** Seven notes of three note types: water in two of them, the sun in two (in the Vocab type's second field), one note empty. */
const deck = () => buildTestPackage({
  crt: Date.parse("2026-01-01T04:00:00Z") / 1000,
  noteTypes: [
    { id: 1, name: "Basic", fields: ["Front", "Back"] },
    { id: 2, name: "Basic (and reversed card)", fields: ["Front", "Back"] },
    { id: 3, name: "Vocab", fields: ["English", "Hebrew"] },
  ],
  notes: [
    { id: 1, mid: 1, fields: ["מַיִם", "water"] },
    { id: 2, mid: 2, fields: ["מים", "water"] },
    { id: 3, mid: 2, fields: ["שֶׁמֶשׁ", "sun"] },
    { id: 4, mid: 3, fields: ["sun", "שמש"] },
    { id: 5, mid: 3, fields: ["house", "בית"] },
    { id: 6, mid: 1, fields: ["יָרֵחַ", "moon"] },
    { id: 7, mid: 2, fields: ["", "nothing"] },
  ],
  cards: [
    { id: 11, nid: 1, type: 2, queue: 2, due: 30, ivl: 10 }, { id: 21, nid: 2, type: 2, queue: 2, due: 30, ivl: 10 },
    { id: 22, nid: 2, ord: 1, type: 2, queue: 2, due: 30, ivl: 10 }, { id: 31, nid: 3, type: 1, queue: 1, due: 0 },
  ],
  revlog: [
    { id: at(1), cid: 11, ease: 3, type: 0 }, { id: at(2), cid: 11, ease: 3, type: 1 },
    { id: at(1) + 60_000, cid: 21, ease: 3, type: 0 }, { id: at(2) + 60_000, cid: 21, ease: 4, type: 1 }, { id: at(3), cid: 21, ease: 3, type: 1 },
    { id: at(4), cid: 22, ease: 3, type: 0 },
    { id: at(5), cid: 31, ease: 1, type: 0 },
  ],
});

const countFor = (p: AnkiPreview, chosen: Record<string, AnkiFieldMapping> = {}) =>
  countAnkiImport(p.notes, p.ownedWords, p.ownedNotes, (t) => (chosen[p.noteTypes[t]!.id] ?? p.noteTypes[t]!.mapping).hebrew);
const importQuery = (name: string, mapping?: Record<string, AnkiFieldMapping>) =>
  `/api/collections/anki/import?${new URLSearchParams({ name, domain: "modern", skipOwned: "true", ...(mapping ? { mapping: JSON.stringify(mapping) } : {}) })}`;

describe("the preview's counts", () => {
  it("count a word two note types hold once, for the guessed mappings, and are what the import does", async () => {
    const bytes = await deck();
    const p = AnkiPreviewSchema.parse((await send(learner, "/api/collections/anki/preview", bytes)).json);
    expect(p.noteTypes.map((t) => t.mapping.hebrew)).toEqual([0, 0, 1]);
    // Water (twice), the sun (twice), the house, the moon: four words, two of them the learner's;
    // the first note of each word gives its history (water's from the Basic note, not the reversed one).
    const counted = countFor(p);
    expect(counted).toEqual({ words: 4, owned: 2, collections: [0], duplicates: 2, empty: 1, reviews: 3, wordsWithReviews: 2, ownedWithReviews: 1 });
    expect([p.reviewCount, p.notesWithReviews]).toEqual([counted.reviews, counted.wordsWithReviews]);

    const r = await send(learner, importQuery("Sky"), bytes);
    expect(r.status, r.text).toBe(201);
    expect(AnkiImportResultSchema.parse(r.json)).toMatchObject({
      wordsImported: counted.words - counted.owned, ownedSkipped: counted.owned, duplicatesSkipped: counted.duplicates, emptySkipped: counted.empty,
      reviewsImported: counted.reviews, wordsWithHistory: counted.wordsWithReviews, ownedUpdated: counted.ownedWithReviews,
    });
  });

  it("count the mapping the learner chooses the same way", async () => {
    const bytes = await deck();
    const p = AnkiPreviewSchema.parse((await send(other, "/api/collections/anki/preview", bytes)).json);
    // The Vocab type read by its English field: "sun" and "house" are words of their own, שמש and בית are not read.
    const chosen = { [p.noteTypes[2]!.id]: { hebrew: 0, meaning: 1, translit: null, example: null, reference: null } };
    const counted = countFor(p, chosen);
    expect(counted).toMatchObject({ words: 5, owned: 1, duplicates: 1, empty: 1 });
    const r = await send(other, importQuery("Sky", chosen), bytes);
    expect(r.status, r.text).toBe(201);
    expect(r.json).toMatchObject({ wordsImported: counted.words - counted.owned, ownedSkipped: counted.owned, duplicatesSkipped: counted.duplicates, emptySkipped: counted.empty });
  });
});
