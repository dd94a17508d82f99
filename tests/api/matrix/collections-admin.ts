import crypto from "node:crypto";
import { collections } from "../../../src/server/db/schema";
import type { TestContext } from "../../helpers/test-app";
import type { MatrixCase } from "./types";

const rnd = () => crypto.randomBytes(4).toString("hex");
/** A fresh shared collection to act on (each actor gets its own). */
const freshCollection = async (ctx: TestContext) =>
  (await ctx.deps.db.insert(collections).values({ domain: "modern", name: "Matrix", slug: `matrix-${rnd()}` }).returning({ id: collections.id }))[0]!.id;

/** The Admin Panel's collection routes (src/server/modules/collections/manage-collections.ts). */
export const cases: MatrixCase[] = [
  { route: "GET /admin/collections", request: () => ({ url: "/api/admin/collections" }), expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 } },
  {
    route: "POST /admin/collections",
    request: () => ({ url: "/api/admin/collections", body: { domain: "modern", name: "Matrix", slug: `matrix-${rnd()}` } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 201 },
  },
  {
    route: "PATCH /admin/collections/:id",
    request: async (ctx) => ({ url: `/api/admin/collections/${await freshCollection(ctx)}`, body: { name: "Renamed" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
  {
    route: "DELETE /admin/collections/:id",
    request: async (ctx) => ({ url: `/api/admin/collections/${await freshCollection(ctx)}` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 204 },
  },
];
