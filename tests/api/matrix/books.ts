import crypto from "node:crypto";
import { jobs } from "../../../src/server/db/schema";
import { createBook } from "../../helpers/factories";
import { call, type TestContext, type TestUser } from "../../helpers/test-app";
import type { MatrixCase, PrivateListCase } from "./types";

/** Routes of src/server/modules/{books,jobs}. */

/** A small shared book (two chapters of two verses), written straight to the database. */
const aBook = (ctx: TestContext) => createBook(ctx, { title: `Matrix ${crypto.randomBytes(3).toString("hex")}` });

/** A finished job of `owner` (ordinary users start none yet: jobs are admin imports today). */
async function aJob(ctx: TestContext, owner: TestUser): Promise<string> {
  const id = crypto.randomUUID();
  await ctx.deps.db.insert(jobs).values({ id, kind: "book-import", userId: owner.id, status: "completed", payload: { title: "Genesis" }, message: "Complete!", percent: 100, result: { bookId: crypto.randomUUID() } });
  return id;
}

export const cases: MatrixCase[] = [
  { route: "GET /books", request: () => ({ url: "/api/books" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  {
    route: "GET /books/:bookId",
    request: async (ctx) => ({ url: `/api/books/${await aBook(ctx)}` }),
    expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    route: "GET /books/:bookId",
    request: () => ({ url: `/api/books/${crypto.randomUUID()}` }),
    expect: { anonymous: 401, owner: 404, otherUser: 404, admin: 404 },
  },
  {
    route: "GET /books/:bookId/chapters/:chapter",
    request: async (ctx) => ({ url: `/api/books/${await aBook(ctx)}/chapters/2` }),
    expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    route: "GET /books/:bookId/chapters/:chapter",
    request: async (ctx) => ({ url: `/api/books/${await aBook(ctx)}/chapters/3` }),
    expect: { anonymous: 401, owner: 404, otherUser: 404, admin: 404 },
  },
  {
    route: "PUT /books/:bookId/progress",
    request: async (ctx) => ({ url: `/api/books/${await aBook(ctx)}/progress`, body: { chapter: 2, verse: 1 } }),
    expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    route: "PUT /books/:bookId/progress",
    request: async (ctx) => ({ url: `/api/books/${await aBook(ctx)}/progress`, body: { chapter: 0, verse: 1 } }),
    expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 },
  },
  {
    route: "DELETE /books/:bookId",
    request: async (ctx) => ({ url: `/api/books/${await aBook(ctx)}` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 204 },
  },
  {
    route: "POST /books/import",
    request: () => ({ url: "/api/books/import", body: { title: "Genesis", range: "1" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 202 },
  },
  {
    route: "POST /books/import",
    request: () => ({ url: "/api/books/import", body: { title: "" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 400 },
  },
  { route: "GET /books/import/titles", request: () => ({ url: "/api/books/import/titles" }), expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 } },
  // The offline Hebrew Bible.
  {
    route: "POST /books/import/bible",
    request: () => ({ url: "/api/books/import/bible", body: { books: ["Obadiah"] } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 202 },
  },
  {
    route: "POST /books/import/bible",
    request: () => ({ url: "/api/books/import/bible", body: { books: ["Matthew"] } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 400 },
  },
  {
    route: "POST /books/:bookId/translations",
    request: async (ctx) => ({ url: `/api/books/${await aBook(ctx)}/translations` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 202 },
  },
  {
    route: "POST /books/:bookId/translations",
    request: () => ({ url: `/api/books/${crypto.randomUUID()}/translations` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 404 },
  },
  {
    route: "POST /books/:bookId/next-pages",
    request: async (ctx) => ({ url: `/api/books/${await createBook(ctx, { title: `Matrix ${crypto.randomBytes(3).toString("hex")}`, talmud: true })}/next-pages` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 202 },
  },
  {
    // A book of the Tanakh is not continued page by page.
    route: "POST /books/:bookId/next-pages",
    request: async (ctx) => ({ url: `/api/books/${await aBook(ctx)}/next-pages` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 400 },
  },
  {
    route: "POST /books/:bookId/next-pages",
    request: () => ({ url: `/api/books/${crypto.randomUUID()}/next-pages` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 404 },
  },
  { route: "GET /books/occurrences", request: () => ({ url: "/api/books/occurrences?strong=H559" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  { route: "GET /books/occurrences", request: () => ({ url: "/api/books/occurrences?strong=H559&form=אמר" }), expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 } },
  { route: "GET /jobs", request: () => ({ url: "/api/jobs?kind=book-import&active=true" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  {
    route: "GET /jobs/:jobId",
    request: async (ctx, owner) => ({ url: `/api/jobs/${await aJob(ctx, owner)}` }),
    expect: { anonymous: 401, owner: 200, otherUser: 404, admin: 404 },
  },
  {
    route: "GET /jobs/:jobId/events",
    request: async (ctx, owner) => ({ url: `/api/jobs/${await aJob(ctx, owner)}/events` }),
    expect: { anonymous: 401, owner: 200, otherUser: 404, admin: 404 },
  },
];

export const privateLists: PrivateListCase[] = [
  {
    route: "GET /jobs",
    setup: async (ctx, owner) => ({ url: "/api/jobs", markers: [await aJob(ctx, owner)] }),
  },
  {
    // Books are shared; the reading progress on them is the owner's alone.
    route: "GET /books",
    setup: async (ctx, owner) => {
      const bookId = await aBook(ctx);
      const saved = await call(ctx, "PUT", `/api/books/${bookId}/progress`, { user: owner, body: { chapter: 2, verse: 2 } });
      return { url: "/api/books", markers: [saved.json.lastReadAt as string] };
    },
  },
];
