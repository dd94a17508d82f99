import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { collections } from "../../../src/server/db/schema";
import { call, type TestContext, type TestUser } from "../../helpers/test-app";
import type { MatrixCase, PrivateListCase } from "./types";

/** Routes of src/server/modules/{collection-transfer,backup}. */

const csv = "hebrew,english\r\nשָׁלוֹם,peace\r\n";
const freshSlug = () => `matrix-${crypto.randomBytes(4).toString("hex")}`;

/** A private collection owned by `owner`, made through the import route. */
async function ownedCollection(ctx: TestContext, owner: TestUser): Promise<string> {
  const r = await call(ctx, "POST", "/api/collections/import", { user: owner, body: { content: csv, format: "csv", domain: "modern", slug: freshSlug() } });
  if (r.status !== 200) throw new Error(`import failed: ${r.status} ${r.text}`);
  return r.json.collection.id as string;
}

async function sharedCollection(ctx: TestContext): Promise<string> {
  const [row] = await ctx.deps.db.select({ id: collections.id }).from(collections)
    .where(and(eq(collections.domain, "modern"), eq(collections.slug, "daily-1000"), isNull(collections.ownerId)));
  return row!.id;
}

const EXPORT = "GET /collections/:id{[0-9a-fA-F-]{36}}/export";

export const cases: MatrixCase[] = [
  {
    route: EXPORT,
    request: async (ctx, owner) => ({ url: `/api/collections/${await ownedCollection(ctx, owner)}/export?format=csv` }),
    expect: { anonymous: 401, owner: 200, otherUser: 404, admin: 404 },
  },
  {
    route: EXPORT,
    request: async (ctx) => ({ url: `/api/collections/${await sharedCollection(ctx)}/export?format=json` }),
    expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    route: "POST /collections/import",
    request: () => ({ url: "/api/collections/import", body: { content: csv, format: "csv", domain: "modern", slug: freshSlug() } }),
    expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    // An Anki package of a private collection (with its owner's review log): the owner's alone.
    route: EXPORT,
    request: async (ctx, owner) => ({ url: `/api/collections/${await ownedCollection(ctx, owner)}/export?format=apkg` }),
    expect: { anonymous: 401, owner: 200, otherUser: 404, admin: 404 },
  },
  {
    route: EXPORT,
    request: async (ctx) => ({ url: `/api/collections/${await sharedCollection(ctx)}/export?format=apkg` }),
    expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    // Not an Anki package: refused before anything is written (real packages: tests/api/anki.test.ts).
    route: "POST /collections/anki/preview",
    request: () => ({ url: "/api/collections/anki/preview", body: new TextEncoder().encode("not a package") }),
    expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 },
  },
  {
    route: "POST /collections/anki/import",
    request: () => ({ url: "/api/collections/anki/import?name=Matrix&domain=modern", body: new TextEncoder().encode("not a package") }),
    expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 },
  },
  {
    route: "POST /collections/import",
    request: () => ({ url: "/api/collections/import", body: { content: csv, format: "csv", domain: "modern", slug: freshSlug(), shared: true } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
  {
    route: "POST /collections/import",
    request: () => ({ url: "/api/collections/import", body: { content: "english\r\npeace\r\n", format: "csv", domain: "modern", slug: freshSlug() } }),
    expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 },
  },
  { route: "POST /backups", request: () => ({ url: "/api/backups" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  { route: "GET /backups", request: () => ({ url: "/api/backups" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  {
    route: "GET /backups/:fileName",
    request: async (ctx, owner) => {
      const r = await call(ctx, "POST", "/api/backups", { user: owner });
      return { url: `/api/backups/${r.json.fileName as string}` };
    },
    expect: { anonymous: 401, owner: 200, otherUser: 404, admin: 404 },
  },
  {
    // The owner's settings row: restored for the owner, skipped (another user's row) for everyone else.
    route: "POST /backups/restore",
    request: (_ctx, owner) => ({ url: "/api/backups/restore", body: { version: "1.0", data: { settings: [{ user_id: owner.id, daily_goal: 30 }] } } }),
    expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    route: "POST /backups/restore",
    request: () => ({ url: "/api/backups/restore", body: { version: "1.0", collections: [] } }),
    expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 },
  },
];

export const privateLists: PrivateListCase[] = [
  {
    route: "GET /backups",
    setup: async (ctx, owner) => {
      const r = await call(ctx, "POST", "/api/backups", { user: owner });
      if (r.status !== 200) throw new Error(`backup failed: ${r.status} ${r.text}`);
      return { url: "/api/backups", markers: [r.json.fileName as string] };
    },
  },
];
