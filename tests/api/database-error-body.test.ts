import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toErrorResponse } from "../../src/server/http/errors";
import { createTestContext, type TestContext } from "../helpers/test-app";

/**
 * A statement the database refuses, which no service turned into an error of its own, reaches the
 * error handler (src/server/http/errors.ts, app.ts's onError): the answer says what kind of input
 * was wrong (409 / 400 and a message key) and never the database's own text — no constraint, table
 * or column name, no Postgres detail with the values. Real statements on this run's database
 * (PGlite, or PostgreSQL under MILIM_TEST_DB=pg: the drivers' errors differ in shape).
 */
let ctx: TestContext;
const app = new Hono();

beforeAll(async () => {
  ctx = await createTestContext();
  const db = ctx.deps.db;
  app.onError((e, c) => toErrorResponse(c, e, ctx.deps.log));
  // A domain slug twice: domains_slug_unique (23505).
  app.post("/unique", async () => {
    const slug = `dup-${crypto.randomBytes(3).toString("hex")}`;
    await db.execute(sql`insert into domains (slug, name, color) values (${slug}, 'One', '#123456')`);
    await db.execute(sql`insert into domains (slug, name, color) values (${slug}, 'Two', '#123456')`);
    return new Response("not reached");
  });
  // A collection in a domain that does not exist: collections_domain_domains_slug_fk (23503).
  app.post("/foreign-key", async () => {
    await db.execute(sql`insert into collections (domain, name, slug) values ('no-such-domain', 'x', ${`fk-${crypto.randomBytes(3).toString("hex")}`})`);
    return new Response("not reached");
  });
  // A slug its check refuses: collections_slug_format (23514).
  app.post("/check", async () => {
    await db.execute(sql`insert into collections (domain, name, slug) values ('modern', 'x', 'Not A Slug!')`);
    return new Response("not reached");
  });
});
afterAll(async () => { await ctx?.close(); });

/** Words of the database's own text that must not reach a client. */
const DATABASE_TEXT = /domains|collections|_unique|_fk|_format|_pkey|constraint|violates|duplicate key|Key \(|detail|slug|no-such-domain|Not A Slug/i;

describe("a database error's answer", () => {
  for (const [path, status, key] of [["/unique", 409, "error_already_exists"], ["/foreign-key", 409, "error_reference_missing"], ["/check", 400, "error_out_of_range"]] as const) {
    it(`${path}: ${status} with ${key}, and nothing of the database's text`, async () => {
      const res = await app.request(path, { method: "POST" });
      const text = await res.text();
      expect(res.status, text).toBe(status);
      expect(JSON.parse(text)).toEqual({ error: { code: status === 409 ? "conflict" : "validation_failed", message: expect.any(String), messageKey: key } });
      expect(text).not.toMatch(DATABASE_TEXT);
    });
  }
});
