import crypto from "node:crypto";
import { signUp, type TestContext } from "../../helpers/test-app";
import type { MatrixCase } from "./types";

/** A fresh learner to act on (each actor gets its own, so a delete by one does not change the next). */
const target = async (ctx: TestContext) => (await signUp(ctx, { setupToken: null })).id;

/** Routes of src/server/modules/users (the Admin Panel's users card): administrators only. */
export const cases: MatrixCase[] = [
  { route: "GET /admin/users", request: () => ({ url: "/api/admin/users" }), expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 } },
  {
    route: "POST /admin/users",
    request: () => ({ url: "/api/admin/users", body: { email: `made-${crypto.randomBytes(4).toString("hex")}@example.com`, password: "made-pass-1" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 201 },
  },
  {
    route: "PATCH /admin/users/:id",
    request: async (ctx) => ({ url: `/api/admin/users/${await target(ctx)}`, body: { city: "Haifa" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
  {
    route: "PUT /admin/users/:id/role",
    request: async (ctx) => ({ url: `/api/admin/users/${await target(ctx)}/role`, body: { role: "none" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
  {
    route: "DELETE /admin/users/:id",
    request: async (ctx) => ({ url: `/api/admin/users/${await target(ctx)}` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 204 },
  },
];
