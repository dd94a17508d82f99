import crypto from "node:crypto";
import { books, bookVerses, dictionaryEntries } from "../../../src/server/db/schema";
import { call, type TestContext, type TestUser } from "../../helpers/test-app";
import type { MatrixCase, PrivateListCase } from "./types";

/** Routes of src/server/modules/my-words. */

/** A random pointed Hebrew word, so every request saves a word its actor's My words does not hold yet. */
function aWord(): string {
  const letters = [...crypto.randomBytes(5)].map((b) => String.fromCodePoint(0x05d0 + (b % 27)).replace(/[ךםןףץ]/u, "ב"));
  return letters.map((l) => `${l}\u05B8`).join("");
}

/** A one-verse book of the category, written straight to the database; the verse is `word` and a second word. */
async function aBook(ctx: TestContext, category: "Tanakh" | "Mishnah", word: string): Promise<string> {
  const [row] = await ctx.deps.db.insert(books)
    .values({ title: `Matrix words ${crypto.randomBytes(3).toString("hex")}`, hebrewTitle: "ספר", category, totalChapters: 1, totalVerses: 1 })
    .returning({ id: books.id });
  await ctx.deps.db.insert(bookVerses).values({ bookId: row!.id, chapter: 1, verse: 1, hebrewText: `${word} בָּרָ֣א׃` });
  return row!.id;
}

async function addBody(ctx: TestContext, category: "Tanakh" | "Mishnah" = "Tanakh") {
  const word = aWord();
  return { bookId: await aBook(ctx, category, word), chapter: 1, verse: 1, position: 1, hebrew: word, english: "matrix" };
}

/** A dictionary entry whose head-word is `word` (a reading the lookup gives for it), written straight to the database. */
async function anEntry(ctx: TestContext, word: string): Promise<string> {
  const [row] = await ctx.deps.db.insert(dictionaryEntries)
    .values({ source: "jastrow", sourceId: `matrix-${crypto.randomBytes(4).toString("hex")}`, word, language: "hebrew", definitions: ["a matrix gloss"] })
    .returning({ id: dictionaryEntries.id });
  return row!.id;
}

/** The body of an add that names the entry of the reading chosen instead of a gloss. */
async function addChosenBody(ctx: TestContext) {
  const { english: _english, ...body } = await addBody(ctx);
  return { ...body, entryId: await anEntry(ctx, body.hebrew) };
}

/** The owner's My words of the mishna domain (no other case saves mishna words), made through the API. */
async function ownersMishnaWords(ctx: TestContext, owner: TestUser): Promise<string> {
  const r = await call(ctx, "POST", "/api/my-words", { user: owner, body: await addBody(ctx, "Mishnah") });
  if (r.status !== 201) throw new Error(`POST /api/my-words: ${r.status} ${r.text}`);
  return r.json.collection.id as string;
}

const ADD = "POST /my-words";
export const cases: MatrixCase[] = [
  // Each actor saves to their own collection (a fresh word each time: 201).
  { route: ADD, request: async (ctx) => ({ url: "/api/my-words", body: await addBody(ctx) }), expect: { anonymous: 401, owner: 201, otherUser: 201, admin: 201 } },
  {
    route: ADD,
    request: async (ctx) => ({ url: "/api/my-words", body: { ...(await addBody(ctx)), hebrew: "שָׁלוֹם" } }),
    expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 },
  },
  { route: ADD, request: async (ctx) => ({ url: "/api/my-words", body: { ...(await addBody(ctx)), english: "" } }), expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 } },
  // The reading chosen in the panel: an entry the lookup gives for the word is saved; another word's is refused.
  { route: ADD, request: async (ctx) => ({ url: "/api/my-words", body: await addChosenBody(ctx) }), expect: { anonymous: 401, owner: 201, otherUser: 201, admin: 201 } },
  {
    route: ADD,
    request: async (ctx) => ({ url: "/api/my-words", body: { ...(await addChosenBody(ctx)), entryId: await anEntry(ctx, "שָׁלוֹם") } }),
    expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 },
  },
  {
    route: ADD,
    request: async (ctx) => ({ url: "/api/my-words", body: { ...(await addBody(ctx)), bookId: crypto.randomUUID() } }),
    expect: { anonymous: 401, owner: 404, otherUser: 404, admin: 404 },
  },
  // Another learner's (or an admin's) GET of the owner's My words finds nothing: it is private.
  {
    route: "GET /collections/:domain/:slug",
    request: async (ctx, owner) => {
      await ownersMishnaWords(ctx, owner);
      return { url: "/api/collections/mishna/my-words" };
    },
    expect: { anonymous: 401, owner: 200, otherUser: 404, admin: 404 },
  },
  // Only the owner removes a word of their My words; to anyone else it does not exist.
  {
    route: "DELETE /my-words/:id",
    request: async (ctx, owner) => {
      const r = await call(ctx, "POST", "/api/my-words", { user: owner, body: await addBody(ctx) });
      if (r.status !== 201) throw new Error(`POST /api/my-words: ${r.status} ${r.text}`);
      return { url: `/api/my-words/${r.json.word.id as string}` };
    },
    expect: { anonymous: 401, owner: 204, otherUser: 404, admin: 404 },
  },
  // Only the owner corrects a word's meaning in their My words; to anyone else it does not exist.
  {
    route: "PATCH /my-words/:id",
    request: async (ctx, owner) => {
      const r = await call(ctx, "POST", "/api/my-words", { user: owner, body: await addBody(ctx) });
      if (r.status !== 201) throw new Error(`POST /api/my-words: ${r.status} ${r.text}`);
      return { url: `/api/my-words/${r.json.word.id as string}`, body: { english: "my own wording" } };
    },
    expect: { anonymous: 401, owner: 200, otherUser: 404, admin: 404 },
  },
  { route: "PATCH /my-words/:id", request: () => ({ url: `/api/my-words/${crypto.randomUUID()}`, body: { english: "" } }), expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 } },
  { route: "DELETE /my-words/:id", request: () => ({ url: "/api/my-words/not-a-uuid" }), expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 } },
];

export const privateLists: PrivateListCase[] = [
  { route: "GET /collections", setup: async (ctx, owner) => ({ url: "/api/collections?domain=mishna", markers: [await ownersMishnaWords(ctx, owner)] }) },
];
