import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RouteDef } from "../../src/server/http/route";
import { allRoutes } from "../../src/server/modules";
import { call, createTestContext, signUp, type TestContext, type TestUser } from "../helpers/test-app";
import type { MatrixCase, MatrixRequest, PrivateListCase } from "./matrix/types";

/**
 * The permission matrix: every route in allRoutes has cases in tests/api/matrix/<area>.ts, and each
 * case is sent afresh as each actor (anonymous, owner, otherUser, admin) with the exact status
 * asserted. Plus generic checks derived from each route's declared permission, and a check that
 * malformed bodies never cause a 500.
 */

const ACTORS = ["anonymous", "owner", "otherUser", "admin"] as const;
type ActorName = (typeof ACTORS)[number];

const modules = import.meta.glob<{ cases?: unknown; privateLists?: PrivateListCase[] }>("./matrix/*.ts", { eager: true });
const badModules: string[] = [];
const cases: (MatrixCase & { file: string })[] = [];
const privateLists: (PrivateListCase & { file: string })[] = [];
for (const [file, mod] of Object.entries(modules)) {
  if (file.endsWith("/types.ts")) continue;
  for (const l of mod.privateLists ?? []) privateLists.push({ ...l, file });
  if (!Array.isArray(mod.cases)) {
    badModules.push(`${file} does not export \`cases: MatrixCase[]\``);
    continue;
  }
  for (const c of mod.cases as MatrixCase[]) cases.push({ ...c, file });
}

const key = (r: Pick<RouteDef, "method" | "path">) => `${r.method} ${r.path}`;
const routesByKey = new Map(allRoutes.map((r) => [key(r), r]));
const coveredRoutes = new Set(cases.map((c) => c.route).filter((r) => routesByKey.has(r)));

/** Hono's own router decides whether a case's URL is really served by the route it names. */
async function matchesRoute(route: RouteDef, url: string): Promise<boolean> {
  if (!url.startsWith("/api/")) return false;
  const probe = new Hono();
  probe.on(route.method, route.path, (c) => c.text("matched"));
  const res = await probe.fetch(new Request(new URL(url.slice("/api".length), "http://probe.test"), { method: route.method }));
  return res.status === 200;
}

function hasErrorShape(json: unknown): boolean {
  const e = (json as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return typeof e?.code === "string" && e.code.length > 0 && typeof e.message === "string" && e.message.length > 0;
}

/** A JSON (not raw) body: the malformed-input check applies. */
const isJsonBody = (b: unknown) => b !== undefined && b !== null && typeof b === "object" && !(b instanceof Uint8Array);

let ctx: TestContext;
let users: Record<Exclude<ActorName, "anonymous">, TestUser>;
const userOf = (a: ActorName): TestUser | null => (a === "anonymous" ? null : users[a]);

beforeAll(async () => {
  // POST /admin/library-setup starts 'Set up the library' for real: one small book (not the 39 of
  // the product's default), so that the job does not hold the database for the rest of the file.
  ctx = await createTestContext({ SETUP_BIBLE_BOOKS: "Obadiah" }, { startJobs: true });
  const admin = await signUp(ctx, { firstName: "Matrix", lastName: "Admin" }); // first account: admin
  const owner = await signUp(ctx, { firstName: "Matrix", lastName: "Owner" });
  const otherUser = await signUp(ctx, { firstName: "Matrix", lastName: "Other" });
  users = { owner, otherUser, admin };
});
afterAll(async () => { await ctx?.close(); });

async function send(route: RouteDef, req: MatrixRequest, actor: ActorName) {
  return call(ctx, route.method, req.url, { user: userOf(actor), body: req.body });
}

describe(`permission matrix: ${allRoutes.length} routes × ${ACTORS.length} actors (${cases.length} cases, ${cases.length * ACTORS.length} requests)`, () => {
  it("has the actors it claims: admin is admin, owner and otherUser are ordinary users", async () => {
    for (const a of ["owner", "otherUser", "admin"] as const) {
      const me = await call(ctx, "GET", "/api/me", { user: users[a] });
      expect(me.status).toBe(200);
      expect(me.json.isAdmin).toBe(a === "admin");
    }
  });

  it("has a case for every route, and every case names an existing route", () => {
    console.log(`permission matrix: ${allRoutes.length} routes × ${ACTORS.length} actors = ${allRoutes.length * ACTORS.length}; ${cases.length} cases from ${Object.keys(modules).length - 1} files`);
    const missing = allRoutes.map(key).filter((k) => !coveredRoutes.has(k));
    const unknown = cases.filter((c) => !routesByKey.has(c.route)).map((c) => `${c.route} (${c.file})`);
    expect(badModules, "matrix files without `cases`").toEqual([]);
    expect(missing, `routes without a case in tests/api/matrix/*.ts:\n  ${missing.join("\n  ")}`).toEqual([]);
    expect(unknown, `cases naming a route that allRoutes does not have:\n  ${unknown.join("\n  ")}`).toEqual([]);
  });

  it("runs with response contracts checked: every 2xx below is the body its route's schema declares", () => {
    expect(ctx.config.checkResponses).toBe(true);
    expect(allRoutes.filter((r) => !r.response).map(key)).toEqual([]);
  });

  it("declares expectations that agree with each route's permission", () => {
    const wrong: string[] = [];
    for (const c of cases) {
      const route = routesByKey.get(c.route);
      if (!route) continue;
      if (route.permission !== "public" && c.expect.anonymous !== 401) wrong.push(`${c.route}: "${route.permission}" route must expect anonymous 401`);
      if (route.permission === "admin" && (c.expect.owner !== 403 || c.expect.otherUser !== 403)) wrong.push(`${c.route}: admin route must expect 403 for owner and otherUser`);
      for (const a of ACTORS) if (c.expect[a] >= 500) wrong.push(`${c.route}: expects ${c.expect[a]} for ${a}; a 5xx is never a correct answer`);
    }
    expect(wrong).toEqual([]);
  });

  for (const [i, c] of cases.entries()) {
    it(`${c.route} #${i + 1} (${c.file.replace("./matrix/", "")}): ${ACTORS.map((a) => `${a} ${c.expect[a]}`).join(", ")}`, async () => {
      const route = routesByKey.get(c.route);
      expect(route, `${c.route} is not in allRoutes`).toBeDefined();
      const got = {} as Record<ActorName, number>;
      const problems: string[] = [];
      for (const actor of ACTORS) {
        const req = await c.request(ctx, users.owner);
        if (!(await matchesRoute(route!, req.url))) problems.push(`${actor}: ${req.url} is not served by ${c.route}`);
        const res = await send(route!, req, actor);
        got[actor] = res.status;
        if (res.status >= 400 && res.status < 500 && !hasErrorShape(res.json)) {
          problems.push(`${actor}: ${res.status} without the { error: { code, message } } shape: ${res.text.slice(0, 200)}`);
        }
        if (res.status >= 500) problems.push(`${actor}: ${res.status} ${res.text.slice(0, 300)}`);
      }
      expect(got).toEqual(c.expect);
      expect(problems).toEqual([]);
    });
  }
});

describe("list bodies never hold another learner's private rows", () => {
  it("has list cases to check", () => {
    expect(privateLists.length).toBeGreaterThan(0);
    expect(privateLists.filter((l) => !routesByKey.has(l.route)).map((l) => l.route)).toEqual([]);
  });

  for (const l of privateLists) {
    it(`${l.route} (${l.file.replace("./matrix/", "")}): the owner's private rows appear for the owner only`, async () => {
      const { url, markers } = await l.setup(ctx, users.owner);
      expect(markers.length).toBeGreaterThan(0);
      expect(await matchesRoute(routesByKey.get(l.route)!, url)).toBe(true);
      for (const actor of ["owner", "otherUser", "admin"] as const) {
        const res = await call(ctx, "GET", url, { user: users[actor] });
        expect(res.status, `${actor}: ${res.text.slice(0, 200)}`).toBe(200);
        const shown = markers.filter((m) => res.text.includes(m));
        expect(shown, `${actor} sees ${actor === "owner" ? "" : "none of "}the owner's private rows`).toEqual(actor === "owner" ? markers : []);
      }
    });
  }
});

describe("generic permission checks (from each route's declared permission)", () => {
  const guarded = allRoutes.filter((r) => r.permission !== "public" && coveredRoutes.has(key(r)));
  for (const route of guarded) {
    it(`${key(route)} (${route.permission}): anonymous 401${route.permission === "admin" ? ", ordinary users 403" : ""}, before any validation`, async () => {
      const c = cases.find((x) => x.route === key(route))!;
      // The permission is checked before params, query and body: a missing or junk body changes nothing.
      const bodies: unknown[] = route.method === "GET" ? [undefined] : [undefined, { junk: true }];
      for (const body of bodies) {
        const req = await c.request(ctx, users.owner);
        const anon = await call(ctx, route.method, req.url, { body });
        expect(anon.status, `anonymous, body ${JSON.stringify(body)}`).toBe(401);
        expect(anon.json?.error?.code).toBe("unauthenticated");
        if (route.permission === "admin") {
          for (const a of ["owner", "otherUser"] as const) {
            const res = await call(ctx, route.method, req.url, { user: users[a], body });
            expect(res.status, `${a}, body ${JSON.stringify(body)}`).toBe(403);
            expect(res.json?.error?.code).toBe("forbidden");
          }
        }
      }
    });
  }
});

describe("malformed bodies never cause a 500", () => {
  const withBody = [...new Set(cases.filter((c) => routesByKey.has(c.route)).map((c) => c.route))]
    .map((k) => routesByKey.get(k)!)
    .filter((r) => r.method !== "GET");
  const malformed: [string, string][] = [["invalid JSON text", '{"oops": '], ["a JSON array", "[1, 2, 3]"], ["a JSON string", '"text"'], ["JSON null", "null"]];

  it("has routes with bodies to check", () => {
    // Guards against this block silently checking nothing (PATCH /settings always has a body).
    expect(withBody.length).toBeGreaterThan(0);
  });

  for (const route of withBody) {
    it(`${key(route)}: 4xx with the error shape for invalid JSON, an array, a string and null`, async ({ skip }) => {
      let c: MatrixCase | undefined;
      for (const candidate of cases.filter((x) => x.route === key(route))) {
        if (isJsonBody((await candidate.request(ctx, users.owner)).body)) { c = candidate; break; }
      }
      if (!c) return skip("no case of this route sends a JSON body (a body-less or raw-upload route)");
      // The actor allowed to reach validation: public → anonymous, user → owner, admin → admin.
      const actor: ActorName = route.permission === "public" ? "anonymous" : route.permission === "admin" ? "admin" : "owner";
      for (const [what, text] of malformed) {
        const req = await c.request(ctx, users.owner);
        const headers: Record<string, string> = { origin: ctx.config.publicUrl, "content-type": "application/json" };
        const user = userOf(actor);
        if (user) headers.cookie = user.cookie;
        const res = await ctx.app.request(req.url, { method: route.method, headers, body: text });
        const body = await res.text();
        expect(res.status, `${what} as ${actor}: ${body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${what} as ${actor}: ${body.slice(0, 200)}`).toBeLessThan(500);
        let json: unknown;
        try { json = JSON.parse(body); } catch { json = undefined; }
        expect(hasErrorShape(json), `${what}: ${body.slice(0, 200)}`).toBe(true);
      }
    });
  }
});
