import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { collections, words } from "../../../src/server/db/schema";
import type { TestContext, TestUser } from "../../helpers/test-app";
import type { MatrixCase, PrivateListCase } from "./types";

/** Routes of src/server/modules/{collections,search,progress}. */

/** A fresh private collection with one word, owned by `owner` (written directly: not under test here). */
async function privateCollection(ctx: TestContext, owner: TestUser): Promise<{ slug: string; wordId: string }> {
  const slug = `matrix-study-${crypto.randomBytes(4).toString("hex")}`;
  const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: "Matrix study", slug, ownerId: owner.id }).returning({ id: collections.id });
  const [w] = await ctx.deps.db.insert(words).values({ collectionId: c!.id, hebrew: "סוֹד", english: "secret" }).returning({ id: words.id });
  return { slug, wordId: w!.id };
}

async function sharedWord(ctx: TestContext): Promise<string> {
  const [row] = await ctx.deps.db.select({ id: words.id }).from(words)
    .innerJoin(collections, eq(collections.id, words.collectionId))
    .where(and(eq(collections.slug, "daily-1000"), isNull(collections.ownerId)))
    .limit(1);
  return row!.id;
}

const everyoneSignedIn = { anonymous: 401, owner: 200, otherUser: 200, admin: 200 };
const ownerOnly = { anonymous: 401, owner: 200, otherUser: 404, admin: 404 };
const badInput = { anonymous: 401, owner: 400, otherUser: 400, admin: 400 };
const PAGE = "GET /collections/:domain/:slug";
const ANSWER = "POST /progress/answers";

export const cases: MatrixCase[] = [
  { route: "GET /collections", request: () => ({ url: "/api/collections" }), expect: everyoneSignedIn },
  { route: "GET /collections", request: () => ({ url: "/api/collections?domain=aramaic" }), expect: everyoneSignedIn },
  { route: PAGE, request: () => ({ url: "/api/collections/modern/daily-1000" }), expect: everyoneSignedIn },
  {
    route: PAGE,
    request: async (ctx, owner) => ({ url: `/api/collections/modern/${(await privateCollection(ctx, owner)).slug}` }),
    expect: ownerOnly,
  },
  { route: PAGE, request: () => ({ url: "/api/collections/modern/no-such-collection" }), expect: { anonymous: 401, owner: 404, otherUser: 404, admin: 404 } },
  { route: "GET /search", request: () => ({ url: `/api/search?q=${encodeURIComponent("שָׁלוֹם")}` }), expect: everyoneSignedIn },
  { route: "GET /search", request: () => ({ url: "/api/search?q=" }), expect: badInput },
  {
    route: ANSWER,
    request: async (ctx) => ({ url: "/api/progress/answers", body: { id: crypto.randomUUID(), wordId: await sharedWord(ctx), action: "know" } }),
    expect: everyoneSignedIn,
  },
  {
    route: ANSWER,
    request: async (ctx, owner) => ({
      url: "/api/progress/answers",
      body: { id: crypto.randomUUID(), wordId: (await privateCollection(ctx, owner)).wordId, action: "set", status: "known" },
    }),
    expect: ownerOnly,
  },
  {
    route: ANSWER,
    request: () => ({ url: "/api/progress/answers", body: { id: crypto.randomUUID(), wordId: "nope", action: "know" } }),
    expect: badInput,
  },
];

/** A private collection whose slug and word are unique markers. */
async function markedPrivateCollection(ctx: TestContext, owner: TestUser) {
  const marker = crypto.randomBytes(5).toString("hex");
  const slug = `private-${marker}`;
  const [c] = await ctx.deps.db.insert(collections).values({ domain: "modern", name: `Private ${marker}`, slug, ownerId: owner.id }).returning({ id: collections.id });
  await ctx.deps.db.insert(words).values({ collectionId: c!.id, hebrew: "סוֹד", english: `secret-${marker}` });
  return { slug, marker };
}

export const privateLists: PrivateListCase[] = [
  {
    route: "GET /collections",
    setup: async (ctx, owner) => ({ url: "/api/collections?domain=modern", markers: [(await markedPrivateCollection(ctx, owner)).slug] }),
  },
  {
    route: "GET /collections",
    setup: async (ctx, owner) => ({ url: "/api/collections", markers: [(await markedPrivateCollection(ctx, owner)).slug] }),
  },
  {
    route: PAGE,
    // The page's tabs list the domain's collections.
    setup: async (ctx, owner) => ({ url: "/api/collections/modern/daily-1000", markers: [(await markedPrivateCollection(ctx, owner)).slug] }),
  },
  {
    route: "GET /search",
    setup: async (ctx, owner) => {
      const { marker } = await markedPrivateCollection(ctx, owner);
      return { url: `/api/search?q=secret-${marker}`, markers: [`secret-${marker}`, `private-${marker}`] };
    },
  },
];
