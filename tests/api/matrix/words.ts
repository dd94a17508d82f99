import { words } from "../../../src/server/db/schema";
import type { TestContext } from "../../helpers/test-app";
import type { MatrixCase } from "./types";

/** A fresh word in the seeded shared Daily 1000 (each actor gets its own). */
async function freshWord(ctx: TestContext): Promise<string> {
  const [c] = await ctx.deps.db.query.collections.findMany({ where: (c, { eq }) => eq(c.slug, "daily-1000"), limit: 1 });
  return (await ctx.deps.db.insert(words).values({ collectionId: c!.id, hebrew: "מַטְרִיצָה", english: "matrix" }).returning({ id: words.id }))[0]!.id;
}

/** Routes of src/server/modules/words (the Words Database). */
export const cases: MatrixCase[] = [
  { route: "GET /words", request: () => ({ url: "/api/words?limit=5" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  {
    route: "POST /admin/words",
    request: async (ctx) => {
      const [c] = await ctx.deps.db.query.collections.findMany({ where: (c, { eq }) => eq(c.slug, "daily-1000"), limit: 1 });
      return { url: "/api/admin/words", body: { collectionId: c!.id, hebrew: `מִלָּה${crypto.randomUUID().slice(0, 4).replace(/[0-9a-f]/g, (x) => "אבגדהוזחטיכלמנסעפצקרשת"[parseInt(x, 16)]!)}`, english: "added" } };
    },
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 201 },
  },
  {
    route: "PATCH /admin/words/:id",
    request: async (ctx) => ({ url: `/api/admin/words/${await freshWord(ctx)}`, body: { english: "edited" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
  {
    route: "DELETE /admin/words/:id",
    request: async (ctx) => ({ url: `/api/admin/words/${await freshWord(ctx)}` }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 204 },
  },
];
