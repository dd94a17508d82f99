import crypto from "node:crypto";
import { domains, subcategories } from "../../../src/server/db/schema";
import type { TestContext } from "../../helpers/test-app";
import type { MatrixCase } from "./types";

const rnd = () => crypto.randomBytes(4).toString("hex");
/** A fresh domain or subcategory to act on (each actor gets its own). */
const freshDomain = async (ctx: TestContext) =>
  (await ctx.deps.db.insert(domains).values({ name: "Matrix", slug: `matrix-${rnd()}`, color: "1 2% 3%" }).returning({ id: domains.id }))[0]!.id;
const freshSubcategory = async (ctx: TestContext) =>
  (await ctx.deps.db.insert(subcategories).values({ name: `Matrix ${rnd()}` }).returning({ id: subcategories.id }))[0]!.id;

/** Routes of src/server/modules/{domains,translation}. */
export const cases: MatrixCase[] = [
  { route: "GET /domains", request: () => ({ url: "/api/domains" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  { route: "GET /subcategories", request: () => ({ url: "/api/subcategories" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  {
    route: "POST /admin/domains",
    request: () => ({ url: "/api/admin/domains", body: { name: "Matrix", slug: `matrix-${rnd()}`, color: "10 20% 30%" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 201 },
  },
  {
    route: "PATCH /admin/domains/:id",
    request: async (ctx) => ({ url: `/api/admin/domains/${await freshDomain(ctx)}`, body: { name: "Renamed" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
  {
    route: "DELETE /admin/domains/:id",
    request: async (ctx) => ({ url: `/api/admin/domains/${await freshDomain(ctx)}` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 204 },
  },
  {
    route: "POST /admin/subcategories",
    request: () => ({ url: "/api/admin/subcategories", body: { name: `Matrix ${rnd()}` } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 201 },
  },
  {
    route: "PATCH /admin/subcategories/:id",
    request: async (ctx) => ({ url: `/api/admin/subcategories/${await freshSubcategory(ctx)}`, body: { order: 5 } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
  {
    route: "DELETE /admin/subcategories/:id",
    request: async (ctx) => ({ url: `/api/admin/subcategories/${await freshSubcategory(ctx)}` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 204 },
  },
  {
    // Starts a translation job (FreeDict is not installed in the test context: the job fails, the start answers 200).
    route: "POST /admin/translation/start",
    request: () => ({ url: "/api/admin/translation/start" }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
  {
    route: "GET /admin/translation-status",
    request: () => ({ url: "/api/admin/translation-status" }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
];
