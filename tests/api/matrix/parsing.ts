import crypto from "node:crypto";
import { bookVerses, bookWordLemmas, books, collections, words } from "../../../src/server/db/schema";
import type { TestContext, TestUser } from "../../helpers/test-app";
import type { MatrixCase } from "./types";

/** Routes of src/server/modules/parsing: every learner drills what they can see; cards and answers are their own. */

/** A one-verse book with morphology (בָּרָא אֱלֹהִים), written straight to the database. */
async function aBook(ctx: TestContext): Promise<string> {
  const [row] = await ctx.deps.db.insert(books)
    .values({ title: `Matrix parsing ${crypto.randomBytes(3).toString("hex")}`, hebrewTitle: "ספר", category: "Tanakh", totalChapters: 1, totalVerses: 1 })
    .returning({ id: books.id });
  await ctx.deps.db.insert(bookVerses).values({ bookId: row!.id, chapter: 1, verse: 1, hebrewText: "בָּרָא אֱלֹהִים׃" });
  await ctx.deps.db.insert(bookWordLemmas).values([
    { bookId: row!.id, chapter: 1, verse: 1, position: 1, surface: "בָּרָא", strong: "H1254", lemma: "1254 a", morph: "HVqp3ms", parts: "בָּרָא" },
    { bookId: row!.id, chapter: 1, verse: 1, position: 2, surface: "אֱלֹהִים", strong: "H430", lemma: "430", morph: "HNcmpa", parts: "אֱלֹהִים" },
  ]);
  return row!.id;
}

/** The owner's private collection holding the lemma בָּרָא. */
async function ownersCollection(ctx: TestContext, owner: TestUser): Promise<string> {
  await aBook(ctx);
  const [c] = await ctx.deps.db.insert(collections)
    .values({ domain: "biblical", name: "Parsing", slug: `matrix-parsing-${crypto.randomBytes(4).toString("hex")}`, ownerId: owner.id }).returning({ id: collections.id });
  await ctx.deps.db.insert(words).values({ collectionId: c!.id, hebrew: "בָּרָא", english: "create", lemma: "H1254" });
  return c!.id;
}

const ALL_USERS = (status: number) => ({ anonymous: 401, owner: status, otherUser: status, admin: status });
const place = (bookId: string, position: number) => ({ bookId, chapter: 1, verse: 1, position });

export const cases: MatrixCase[] = [
  { route: "GET /parsing/session", request: async (ctx) => ({ url: `/api/parsing/session?book=${await aBook(ctx)}&chapter=1` }), expect: ALL_USERS(200) },
  { route: "GET /parsing/session", request: async (ctx) => ({ url: `/api/parsing/session?book=${await aBook(ctx)}&chapter=2` }), expect: ALL_USERS(404) },
  { route: "GET /parsing/session", request: () => ({ url: "/api/parsing/session?chapter=1" }), expect: ALL_USERS(400) },
  // A private collection is drilled by its owner only (others: not found).
  {
    route: "GET /parsing/session",
    request: async (ctx, owner) => ({ url: `/api/parsing/session?collection=${await ownersCollection(ctx, owner)}` }),
    expect: { anonymous: 401, owner: 200, otherUser: 404, admin: 404 },
  },
  {
    route: "POST /parsing/answers",
    request: async (ctx) => ({ url: "/api/parsing/answers", body: { id: crypto.randomUUID(), place: place(await aBook(ctx), 1), chosen: { binyan: "q", tense: "p", pgn: "3ms", lemma: "H1254" } } }),
    expect: ALL_USERS(200),
  },
  // אֱלֹהִים (absolute, no suffix) is not an item.
  {
    route: "POST /parsing/answers",
    request: async (ctx) => ({ url: "/api/parsing/answers", body: { id: crypto.randomUUID(), place: place(await aBook(ctx), 2), chosen: {} } }),
    expect: ALL_USERS(400),
  },
  { route: "POST /parsing/answers", request: () => ({ url: "/api/parsing/answers", body: { id: "nope", place: place(crypto.randomUUID(), 1), chosen: {} } }), expect: ALL_USERS(400) },
];
