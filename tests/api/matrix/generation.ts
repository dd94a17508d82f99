import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { jobs } from "../../../src/server/db/schema";
import type { TestContext, TestUser } from "../../helpers/test-app";
import type { MatrixCase, PrivateListCase } from "./types";

const genesis = async (ctx: TestContext) =>
  (await ctx.deps.db.query.collections.findMany({ where: (c, { eq }) => eq(c.slug, "genesis"), limit: 1 }))[0]!.id;

/** A finished queue item of `owner`: a completed generate-words job. */
async function ownItem(ctx: TestContext, owner: TestUser): Promise<string> {
  const [row] = await ctx.deps.db.insert(jobs).values({
    id: crypto.randomUUID(), kind: "generate-words", userId: owner.id, status: "completed", message: "Added 0 words to Genesis", percent: 100,
    payload: { collectionId: await genesis(ctx), collectionName: "Genesis", section: "1", requestedCount: 1 },
    result: { completedCount: 0, provider: "offline", words: [] }, startedAt: new Date(), finishedAt: new Date(),
  }).returning({ id: jobs.id });
  return row!.id;
}

/** Routes of src/server/modules/generation (the word generator, its queue, the texts-library import). */
export const cases: MatrixCase[] = [
  { route: "GET /generation/queue", request: () => ({ url: "/api/generation/queue" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  {
    route: "POST /generation/queue",
    request: async (ctx) => ({ url: "/api/generation/queue", body: { collectionId: await genesis(ctx), sections: ["1"], count: 0 } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 201 },
  },
  // Nobody has a request pending (the POST case's request may still be waiting for its worker: it goes): a clear 409, not a run.
  {
    route: "POST /generation/queue/continue",
    request: async (ctx) => {
      await ctx.deps.db.delete(jobs).where(eq(jobs.kind, "generate-words"));
      return { url: "/api/generation/queue/continue" };
    },
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 409 },
  },
  { route: "POST /generation/queue/restart-failed", request: () => ({ url: "/api/generation/queue/restart-failed" }), expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 } },
  { route: "DELETE /generation/queue", request: () => ({ url: "/api/generation/queue" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  {
    route: "GET /generation/queue/:id",
    request: async (ctx, owner) => ({ url: `/api/generation/queue/${await ownItem(ctx, owner)}` }),
    expect: { anonymous: 401, owner: 200, otherUser: 404, admin: 404 },
  },
  {
    route: "DELETE /generation/queue/:id",
    request: async (ctx, owner) => ({ url: `/api/generation/queue/${await ownItem(ctx, owner)}` }),
    expect: { anonymous: 401, owner: 204, otherUser: 404, admin: 404 },
  },
  {
    route: "GET /generation/sections",
    request: async (ctx) => ({ url: `/api/generation/sections?collectionId=${await genesis(ctx)}` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
  {
    route: "POST /generation/library-import",
    request: async (ctx) => ({ url: "/api/generation/library-import", body: { reference: "Genesis 1:1-5", collectionId: await genesis(ctx), maxWords: 5 } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 202 },
  },
];

/** A learner's queue items are theirs alone. */
export const privateLists: PrivateListCase[] = [
  {
    route: "GET /generation/queue",
    setup: async (ctx, owner) => ({ url: "/api/generation/queue", markers: [await ownItem(ctx, owner)] }),
  },
];
