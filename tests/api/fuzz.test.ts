import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allRoutes } from "../../src/server/modules";
import { createUsers } from "../helpers/factories";
import { createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * Property-based fuzzing of every API route (src/server/modules/index.ts) and the account routes:
 * generated malformed requests — wrong types, missing fields, huge strings, deep nesting, invalid
 * UTF-8, nulls, numbers out of range, wrong content types, oversized bodies, odd path parameters —
 * as an anonymous visitor, a learner and an administrator. Every answer must be a 4xx with the
 * error shape (or a 2xx), never a 5xx, and memory must come back. Replay a failure with the seed
 * it prints: FUZZ_SEED=… FUZZ_RUNS=… npx vitest run tests/api/fuzz.test.ts
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/** Requests per database run: CI runs this file on PGlite and on PostgreSQL (10,000 in all by default). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);

const AUTH_ROUTES: { method: "GET" | "POST"; path: string }[] = [
  { method: "POST", path: "/auth/sign-up/email" }, { method: "POST", path: "/auth/sign-in/email" },
  { method: "POST", path: "/auth/update-user" }, { method: "POST", path: "/auth/revoke-session" },
  { method: "POST", path: "/auth/request-password-reset" }, { method: "POST", path: "/auth/reset-password" },
  { method: "POST", path: "/auth/two-factor/verify-totp" }, { method: "POST", path: "/auth/change-password" },
  { method: "GET", path: "/auth/get-session" }, { method: "POST", path: "/auth/sign-out" },
];
const ROUTES = [...allRoutes.map((r) => ({ method: r.method, path: r.path })), ...AUTH_ROUTES];

let ctx: TestContext;
let learner: TestUser;
let admin: TestUser;
beforeAll(async () => {
  // A fuzzed request may start 'Set up the library' for real: one small book, and lexicon addresses
  // that refuse at once, so that the job ends quickly and the memory figure below is the requests'.
  const nowhere = "http://127.0.0.1:9/";
  ctx = await createTestContext({
    BACKUPS_KEPT: "2", SETUP_BIBLE_BOOKS: "Ruth",
    DICTIONARY_BDB_URL: nowhere, DICTIONARY_STRONGS_URL: nowhere, DICTIONARY_JASTROW_URL: nowhere,
    DICTIONARY_KAIKKI_ARAMAIC_URL: nowhere, DICTIONARY_KAIKKI_HEBREW_URL: nowhere,
  }, { startJobs: true });
  ({ admin, learners: [learner] } = await createUsers(ctx, { learners: 1 }));
});
afterAll(async () => { await ctx?.close(); });

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "שָׁלוֹם", "a\u0000b", "../../etc/passwd", "%00", "%E0%A4%A", "<script>alert(1)</script>", "'; drop table words; --", "2a", "-1", "1e309", "NaN", "00000000-0000-0000-0000-000000000000"),
  fc.uuid(),
  fc.nat({ max: 2000 }).map((n) => "x".repeat(n * 50)),
);
const deep = fc.integer({ min: 50, max: 6000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`);
const json = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.dictionary(fc.constantFrom("source", "answers", "dailyGoal", "content", "fileName", "title", "range", "q", "email", "password", "name", "firstName", "code", "token", "data", "shared", "chapter", "verse"),
    fc.oneof(text, fc.integer(), fc.double(), fc.constant(null), fc.boolean(), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }))).map((v) => JSON.stringify(v)),
  deep,
  fc.constantFrom("", "{", "null", "[]", '{"a":', "\uFEFF{}", '{"__proto__":{"admin":true}}', `{"n":${"9".repeat(400)}}`),
);
/** The body as bytes: JSON text, huge bodies, or invalid UTF-8. */
const body = fc.oneof(
  { weight: 6, arbitrary: json.map((s) => new TextEncoder().encode(s)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.constantFrom(new Uint8Array([0xc3, 0x28, 0xff, 0xfe]), new Uint8Array(3 * 1024 * 1024).fill(0x61)) },
);
const contentType = fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", undefined);

const request = fc.record({
  route: fc.constantFrom(...ROUTES),
  actor: fc.constantFrom("anonymous", "learner", "admin"),
  // Path parameters: often plausible (so the request reaches validation and the service), else anything.
  params: fc.array(fc.oneof(fc.constantFrom("modern", "daily-1000", "aramaic", "bdb", "kaikki-aramaic", "1", "2a", "0", "backup-2026-01-01T00-00-00-000Z.json"), fc.uuid(), text), { minLength: 4, maxLength: 4 }),
  query: fc.dictionary(fc.constantFrom("q", "page", "language", "letter", "domain", "days", "limit", "ven", "x"), text, { maxKeys: 3 }),
  body: fc.option(body, { nil: undefined }),
  contentType,
  // Now and then another method than the route's.
  otherMethod: fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE") }),
});

function urlOf(path: string, params: string[], query: Record<string, string>): string {
  let i = 0;
  const filled = path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, () => encodeURIComponent(params[i++ % params.length]!.slice(0, 300)));
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, v.slice(0, 3000)])).toString();
  return `/api${filled}${qs ? `?${qs}` : ""}`;
}

describe("fuzzing every route", () => {
  it(`answers ${RUNS} generated malformed requests with 2xx/4xx and the error shape, never a 5xx (seed ${SEED})`, async () => {
    console.log(`fuzz: seed ${SEED}, ${RUNS} requests (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`);
    const statuses = new Map<number, number>();
    const rssBefore = process.memoryUsage().rss;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const method = r.otherMethod ?? r.route.method;
        const headers: Record<string, string> = { origin: ctx.config.publicUrl };
        // Routes that end a session are sent anonymously, so the fuzzing sessions live on.
        const endsSession = /sign-out|revoke-session/.test(r.route.path);
        if (r.actor !== "anonymous" && !endsSession) headers.cookie = (r.actor === "admin" ? admin : learner).cookie;
        if (r.contentType) headers["content-type"] = r.contentType;
        const withBody = r.body !== undefined && method !== "GET";
        const res = await ctx.app.request(urlOf(r.route.path, r.params, r.query), { method, headers, ...(withBody ? { body: r.body } : {}) });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (process.env.FUZZ_DEBUG && res.status === 404) console.log("404", method, r.route.path);
        const raw = await res.text();
        if (res.status >= 500) throw new Error(`${method} ${r.route.path} → ${res.status}: ${raw.slice(0, 300)}`);
        if (res.status >= 400) {
          const parsed = JSON.parse(raw) as { error?: { code?: unknown; message?: unknown } };
          if (typeof parsed.error?.code !== "string" || typeof parsed.error.message !== "string") {
            throw new Error(`${method} ${r.route.path} → ${res.status} without the error shape: ${raw.slice(0, 200)}`);
          }
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    const grown = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
    console.log(`fuzz: statuses ${JSON.stringify(Object.fromEntries([...statuses].sort((a, b) => a[0] - b[0])))}; RSS ${grown.toFixed(0)} MiB more`);
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    // The server's memory comes back: no body or cache kept per request.
    expect(grown).toBeLessThan(400);
  }, 900_000);
});
