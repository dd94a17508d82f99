import crypto from "node:crypto";
import { bookChapterWords, books, bookVerses } from "../../../src/server/db/schema";
import { call, type TestContext, type TestUser } from "../../helpers/test-app";
import type { MatrixCase, PrivateListCase } from "./types";

/** Routes of src/server/modules/reading-path. */

/** A one-verse Tanakh book with its counted words, written straight to the database. */
async function aBook(ctx: TestContext): Promise<string> {
  const [row] = await ctx.deps.db.insert(books)
    .values({ title: `Matrix path ${crypto.randomBytes(3).toString("hex")}`, hebrewTitle: "ספר", category: "Tanakh", totalChapters: 1, totalVerses: 1 })
    .returning({ id: books.id });
  await ctx.deps.db.insert(bookVerses).values({ bookId: row!.id, chapter: 1, verse: 1, hebrewText: "בָּרָא אֱלֹהִים׃" });
  await ctx.deps.db.insert(bookChapterWords).values([
    { bookId: row!.id, chapter: 1, forms: ["ברא"], count: 1 },
    { bookId: row!.id, chapter: 1, forms: ["אלהים"], count: 1 },
  ]);
  return row!.id;
}

/** The owner's path collection of a fresh book, filled through the API: its id. */
async function ownersPath(ctx: TestContext, owner: TestUser): Promise<string> {
  const r = await call(ctx, "POST", "/api/reading-path/fill", { user: owner, body: { book: await aBook(ctx), size: 50 } });
  if (r.status !== 200) throw new Error(`POST /api/reading-path/fill: ${r.status} ${r.text}`);
  return r.json.collection.id as string;
}

const ALL_USERS = (status: number) => ({ anonymous: 401, owner: status, otherUser: status, admin: status });

export const cases: MatrixCase[] = [
  // Any learner reads the offer of any imported book (their own figures).
  { route: "GET /reading-path", request: async (ctx) => ({ url: `/api/reading-path?book=${await aBook(ctx)}` }), expect: ALL_USERS(200) },
  {
    route: "GET /reading-path",
    request: async (ctx) => {
      await aBook(ctx);
      return { url: "/api/reading-path?book=bible" };
    },
    expect: ALL_USERS(200),
  },
  { route: "GET /reading-path", request: () => ({ url: `/api/reading-path?book=${crypto.randomUUID()}` }), expect: ALL_USERS(404) },
  { route: "GET /reading-path", request: () => ({ url: "/api/reading-path?book=nope" }), expect: ALL_USERS(400) },
  // Each fills their own private collection: nobody names another's, and no one fills a shared one here.
  { route: "POST /reading-path/fill", request: async (ctx) => ({ url: "/api/reading-path/fill", body: { book: await aBook(ctx), size: 50 } }), expect: ALL_USERS(200) },
  { route: "POST /reading-path/fill", request: async (ctx) => ({ url: "/api/reading-path/fill", body: { book: await aBook(ctx), size: 60 } }), expect: ALL_USERS(400) },
  {
    route: "POST /reading-path/fill",
    request: async (ctx) => ({ url: "/api/reading-path/fill", body: { book: await aBook(ctx), size: 50, collectionId: crypto.randomUUID() } }),
    expect: ALL_USERS(400),
  },
];

export const privateLists: PrivateListCase[] = [
  { route: "GET /collections", setup: async (ctx, owner) => ({ url: "/api/collections?domain=biblical", markers: [await ownersPath(ctx, owner)] }) },
];
