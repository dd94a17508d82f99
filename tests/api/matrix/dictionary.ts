import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { dictionaryEntries } from "../../../src/server/db/schema";
import type { TestContext } from "../../helpers/test-app";
import type { MatrixCase } from "./types";

/** Routes of src/server/modules/dictionary: everyone signed in reads; only admins import and clean up. */

async function anEntry(ctx: TestContext): Promise<string> {
  const [row] = await ctx.deps.db.insert(dictionaryEntries)
    .values({ source: "bdb", sourceId: `matrix.${crypto.randomBytes(4).toString("hex")}`, word: "אָב", language: "hebrew", definitions: ["father"] })
    .returning({ id: dictionaryEntries.id });
  return row!.id;
}

const everyone = { anonymous: 401, owner: 200, otherUser: 200, admin: 200 };

export const cases: MatrixCase[] = [
  { route: "GET /dictionary/stats", request: () => ({ url: "/api/dictionary/stats" }), expect: everyone },
  { route: "GET /dictionary/entries", request: () => ({ url: `/api/dictionary/entries?letter=${encodeURIComponent("א")}&language=hebrew&page=1` }), expect: everyone },
  { route: "GET /dictionary/entries", request: () => ({ url: "/api/dictionary/entries?letter=ab" }), expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 } },
  { route: "GET /dictionary/entries/:entryId", request: async (ctx) => ({ url: `/api/dictionary/entries/${await anEntry(ctx)}` }), expect: everyone },
  { route: "GET /dictionary/entries/:entryId", request: () => ({ url: `/api/dictionary/entries/${crypto.randomUUID()}` }), expect: { anonymous: 401, owner: 404, otherUser: 404, admin: 404 } },
  {
    route: "GET /dictionary/sources/:source/entries/:sourceId",
    request: async (ctx) => {
      const id = await anEntry(ctx);
      const [row] = await ctx.deps.db.select({ sourceId: dictionaryEntries.sourceId }).from(dictionaryEntries).where(eq(dictionaryEntries.id, id));
      return { url: `/api/dictionary/sources/bdb/entries/${row!.sourceId}` };
    },
    expect: everyone,
  },
  { route: "GET /dictionary/search", request: () => ({ url: "/api/dictionary/search?q=father" }), expect: everyone },
  { route: "GET /dictionary/lookup", request: () => ({ url: `/api/dictionary/lookup?word=${encodeURIComponent("בְּרֵאשִׁית")}` }), expect: everyone },
  {
    route: "GET /dictionary/lookup",
    request: () => ({ url: `/api/dictionary/lookup?word=${encodeURIComponent("בָּרָא")}&book=${crypto.randomUUID()}&chapter=1&verse=1&position=2` }),
    expect: everyone,
  },
  { route: "GET /dictionary/lookup", request: () => ({ url: `/api/dictionary/lookup?word=${encodeURIComponent("בָּרָא")}&chapter=1` }), expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 } },
  { route: "GET /dictionary/imports", request: () => ({ url: "/api/dictionary/imports" }), expect: everyone },
  {
    // A book that does not exist: queued for an administrator (the job fails: tested in dictionary-lookup.test.ts).
    route: "POST /dictionary/lemma-imports",
    request: () => ({ url: "/api/dictionary/lemma-imports", body: { bookId: crypto.randomUUID() } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 202 },
  },
  {
    route: "POST /dictionary/lemma-imports",
    request: () => ({ url: "/api/dictionary/lemma-imports", body: { bookId: "Genesis" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 400 },
  },
  {
    route: "POST /dictionary/imports",
    request: () => ({ url: "/api/dictionary/imports", body: { source: "strongs" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 202 },
  },
  {
    route: "POST /dictionary/imports",
    request: () => ({ url: "/api/dictionary/imports", body: { source: "nowhere" } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 400 },
  },
  {
    // Not an XML lexicon: refused before anything is stored (the upload itself is tested in dictionary.test.ts).
    route: "POST /dictionary/imports/:source/upload",
    request: () => ({ url: "/api/dictionary/imports/bdb/upload", body: new TextEncoder().encode("not a lexicon") }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 400 },
  },
  { route: "POST /dictionary/imports/cleanup", request: () => ({ url: "/api/dictionary/imports/cleanup" }), expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 } },
];
