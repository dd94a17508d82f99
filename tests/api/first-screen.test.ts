import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { renderPage } from "../../src/client/app/render-page";
import { rowHeight } from "../../src/client/features/study/components/word-table";
import { SERVER_VIEWPORT } from "../../src/client/lib/use-hydrating";
import { pageHeader, signUpHeader } from "../../src/shared/pages/page-headers";
import type { FirstScreenBlock } from "../../src/client/app/first-screen";
import { m } from "../../src/paraglide/messages";
import { createBook, createCollection, createLearner, createUsers } from "../helpers/factories";
import { call, createTestContext, type TestContext, type TestUser } from "../helpers/test-app";

/**
 * The server writes a page's first screen into the app's page (docs/first-screen.md): its route's
 * loaders read the API's own routes with the request's cookie — the same session check, permission
 * rules and data — and the app's own components render it (render-page.tsx, which the browser then
 * hydrates), with the query cache as a JSON block for the client. Nothing for a visitor without a
 * session or for a collection they cannot see; every text escaped.
 */
let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let clientDir: string;
let owner: TestUser;
let other: TestUser;
/** The API paths the renderer asked for, page by page. */
const reads: string[] = [];
const HOSTILE = `</script><script>alert(1)</script><img src=x onerror=alert(2)>`;

beforeAll(async () => {
  ctx = await createTestContext();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-client-"));
  fs.writeFileSync(path.join(clientDir, "index.html"), `<!doctype html><html><head><script>var theme = 1;</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`);
  app = createApp(ctx.deps, { clientDir, renderPage: (request) => renderPage({ ...request, fetchApi: (url, init) => { reads.push(url); return request.fetchApi(url, init); } }) });
  [owner, other] = (await createUsers(ctx, { learners: 2 })).learners as [TestUser, TestUser];
  await createCollection(ctx, owner, { words: [["שָׁלוֹם", HOSTILE], ["בַּיִת", "house"]], slug: "mine", name: "Mine" });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const page = async (url: string, user?: TestUser) => {
  const res = await app.request(url, { headers: user ? { cookie: user.cookie } : {} });
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const dataOf = (html: string) => {
  const m = /<script type="application\/json" id="milim-first-screen">([\s\S]*?)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as FirstScreenBlock) : null;
};
/** The answers in a page's data block, by query key. */
const queriesOf = (html: string) => new Map(dataOf(html)!.state.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data as any])); // eslint-disable-line @typescript-eslint/no-explicit-any
const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*?)<\/div>\s*(?:<div id="milim-shield"|<script|$)/.exec(html)?.[1] ?? "";

describe("the first screen", () => {
  it("a learner's collection page carries its words and the API's answer, private to them", async () => {
    const api = await call(ctx, "GET", "/api/collections/modern/daily-1000", { user: owner });
    const res = await page("/modern/daily-1000", owner);
    expect(res.status).toBe(200);
    // Shielded until the app hydrates it (no tap reaches an element without its handler).
    expect(res.html).toContain('</div><div id="milim-shield"></div>');
    // The first paint waits until the browser has parsed the first screen, up to the shield: one layout, painted whole.
    expect(res.html.slice(0, res.html.indexOf("</head>"))).toContain('<link rel="expect" href="#milim-shield" blocking="render" />');
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toMatch(/cookie/i);
    // The Content-Security-Policy is the page's as before: the data block is not a script that runs.
    expect(res.headers.get("content-security-policy")).not.toMatch(/unsafe-inline[^;]*;?\s*$|script-src[^;]*unsafe-inline/);
    const words = api.json.words as Parameters<typeof rowHeight>[0][];
    // The Study table's rows that fill a phone's window from the page's top (the browser's
    // hydration draws the same; the rest come once it knows the window).
    const rows = [...res.html.matchAll(/role="row" aria-rowindex="\d+" data-index="(\d+)" data-word-id="([^"]+)"/g)];
    let fit = 0;
    for (let top = 0; fit < words.length && top < SERVER_VIEWPORT.height; fit++) top += rowHeight(words[fit]!);
    expect(rows.length).toBe(fit);
    expect(rows.map((r) => r[2])).toEqual(words.slice(0, fit).map((w) => w.id));
    expect(res.html).toMatch(new RegExp(`<span dir="rtl" lang="he" class="hebrew[^"]*">${words[0]!.hebrew}</span>`));
    const queries = queriesOf(res.html);
    expect(queries.get('["collection-page","modern","daily-1000"]')).toEqual(api.json);
    expect(queries.get('["me"]').user.id).toBe(owner.id);
    // The shell's requests come with the page: the client neither asks for them nor draws the shell twice.
    expect(queries.get('["domains"]')).toEqual((await call(ctx, "GET", "/api/domains", { user: owner })).json.domains);
    expect(queries.get('["config"]')).toEqual((await call(ctx, "GET", "/api/config")).json);
    // Nothing else: what the page's routes read as it opens (no daily goal without the browser's zone).
    expect([...queries.keys()].sort()).toEqual(['["collection-page","modern","daily-1000"]', '["config"]', '["domains"]', '["me"]']);
    expect(dataOf(res.html)!.reads.sort()).toEqual(["/api/collections/modern/daily-1000", "/api/config", "/api/domains", "/api/me"]);
  });

  it("draws the glosses in the translation language the learner chose (its cookie), and says so to the browser's hydration", async () => {
    const api = await call(ctx, "GET", "/api/collections/modern/daily-1000", { user: owner });
    const first = (api.json.words as { english: string; spanish: string }[])[0]!;
    const spanish = await (await app.request("/modern/daily-1000", { headers: { cookie: `${owner.cookie}; milim-gloss=spanish` } })).text();
    expect(rootOf(spanish)).toContain(`>${first.spanish}<`);
    expect(rootOf(spanish)).not.toContain(`>${first.english}<`);
    expect(dataOf(spanish)!.glossLanguage).toBe("spanish");
    // Without the cookie, or with a value that is no language, the interface language's (English here).
    for (const cookie of [owner.cookie, `${owner.cookie}; milim-gloss=klingon`]) {
      const html = await (await app.request("/modern/daily-1000", { headers: { cookie } })).text();
      expect(rootOf(html)).toContain(`>${first.english}<`);
      expect(dataOf(html)!.glossLanguage).toBeUndefined();
    }
  });

  it("reads the daily goal's count with a collection page in the browser's time zone (its cookie) and draws the bar; none without a zone it can use", async () => {
    const learner = await createLearner(ctx);
    const api = await call(ctx, "GET", "/api/collections/modern/daily-1000", { user: learner });
    const word = (api.json.words as { id: string }[])[0]!;
    expect((await call(ctx, "POST", "/api/progress/answers", { user: learner, body: { id: crypto.randomUUID(), wordId: word.id, action: "know" } })).status).toBeLessThan(300);
    await ctx.deps.answers.drain();
    const today = await call(ctx, "GET", "/api/statistics/today?tz=Asia/Jerusalem", { user: learner });
    expect(today.json.answeredToday).toBe(1);
    const html = await (await app.request("/modern/daily-1000", { headers: { cookie: `${learner.cookie}; milim-time-zone=Asia/Jerusalem` } })).text();
    // The API's own answer, under the zone it was read in (the browser hydrates its cache with it).
    expect(queriesOf(html).get('["statistics","today","Asia/Jerusalem"]')).toEqual(today.json);
    // The bar is in the server's markup, with its count: the page asks for nothing more.
    expect(rootOf(html)).toContain('data-testid="daily-goal-progress"');
    expect(rootOf(html).replaceAll("<!-- -->", "")).toContain(`1 / ${today.json.dailyGoal as number}`);
    // Without the cookie, or with a zone the API refuses, the page as before: the bar's place, filled by the browser.
    for (const cookie of [learner.cookie, `${learner.cookie}; milim-time-zone=Mars/Olympus`, `${learner.cookie}; milim-time-zone=%3Cscript%3E`]) {
      const plain = await (await app.request("/modern/daily-1000", { headers: { cookie } })).text();
      const queries = queriesOf(plain);
      expect(queries.has('["collection-page","modern","daily-1000"]')).toBe(true);
      expect([...queries.keys()].filter((k) => k.startsWith('["statistics"'))).toEqual([]);
      expect(rootOf(plain)).not.toContain('data-testid="daily-goal-progress"');
    }
  });

  it("sends a visitor without a session to /auth, and \"/\" to the home collection, by the server's redirect (no empty page that asks and then moves)", async () => {
    for (const [url, user, to] of [["/modern/daily-1000", undefined, "/auth"], ["/", undefined, "/auth"], ["/", owner, "/modern/daily-1000"], ["/auth", owner, "/"]] as const) {
      const res = await page(url, user);
      expect(res.status, url).toBe(302);
      expect(res.headers.get("location"), url).toBe(to);
      expect(res.headers.get("cache-control"), url).toBe("private, no-cache");
      expect(res.headers.get("vary"), url).toContain("Cookie");
    }
  });

  it("writes nothing for another learner's private collection, nor for one that is not there", async () => {
    for (const [url, user] of [["/modern/mine", other], ["/modern/no-such-list", owner]] as const) {
      const res = await page(url, user);
      expect(res.status, url).toBe(200);
      expect(rootOf(res.html), url).toBe("");
      expect(dataOf(res.html), url).toBeNull();
      // No shield, and no paint held for one; private: in the learner's language and theme.
      expect(res.html, url).not.toContain("milim-shield");
      expect(res.headers.get("cache-control"), url).toBe("private, no-cache");
    }
  });

  it("escapes every text: an imported word cannot close the data block or add an element", async () => {
    const res = await page("/modern/mine", owner);
    expect(res.html).not.toContain(HOSTILE);
    expect(res.html).not.toContain("<img src=x");
    expect(res.html.match(/<script/g)?.length).toBe(3); // the theme, the data block, the app
    expect(res.html).toContain("&lt;/script&gt;&lt;script&gt;alert(1)");
    const mine = queriesOf(res.html).get('["collection-page","modern","mine"]') as { words: { english: string }[] };
    expect(mine.words.map((w) => w.english)).toContain(HOSTILE);
  });

  it("is in the interface language, with <html lang dir>: the learner's setting, else the cookie, else Accept-Language", async () => {
    const visitor = await (await app.request("/auth", { headers: { "accept-language": "he-IL,he;q=0.9,en;q=0.8" } })).text();
    expect(visitor).toContain('<html lang="he" dir="rtl" data-locale="he">');
    expect(signUpHeader("he").title).not.toBe(signUpHeader().title);
    expect(visitor).toContain(signUpHeader("he").title);
    const byCookie = await (await app.request("/settings", { headers: { cookie: "milim-locale=fr", "accept-language": "he" } })).text();
    expect(byCookie).toContain('<html lang="fr" dir="ltr" data-locale="fr" data-session="none">');
    const learner = await createLearner(ctx);
    expect((await call(ctx, "PATCH", "/api/settings", { user: learner, body: { interfaceLanguage: "es" } })).status).toBe(200);
    const review = await app.request("/review", { headers: { cookie: `${learner.cookie}; milim-locale=he`, "accept-language": "he" } });
    const html = await review.text();
    expect(html).toContain('<html lang="es" dir="ltr" data-locale="es" data-theme="system">');
    expect(html).toContain(pageHeader("review", "es").description);
    expect(review.headers.get("vary")).toMatch(/accept-language/i);
  });

  it("carries the learner's theme on <html>: as the system for a new account, dark already dark before any script; none for a visitor", async () => {
    const learner = await createLearner(ctx);
    const htmlTag = async (url: string, user?: TestUser) => /<html[^>]*>/.exec((await page(url, user)).html)?.[0];
    // A new account follows the system's theme: the page's inline script reads prefers-color-scheme.
    expect(await htmlTag("/review", learner)).toBe('<html lang="en" dir="ltr" data-locale="en" data-theme="system">');
    expect((await call(ctx, "PATCH", "/api/settings", { user: learner, body: { darkMode: true } })).status).toBe(200);
    expect(await htmlTag("/modern/daily-1000", learner)).toBe('<html lang="en" dir="ltr" data-locale="en" data-theme="dark" class="dark">');
    expect((await call(ctx, "PATCH", "/api/settings", { user: learner, body: { darkMode: false } })).status).toBe(200);
    expect(await htmlTag("/review", learner)).toBe('<html lang="en" dir="ltr" data-locale="en" data-theme="light">');
    // A visitor's page leaves it to the browser's copy.
    expect(await htmlTag("/auth")).toBe('<html lang="en" dir="ltr" data-locale="en">');
  });

  it("carries the learner's theme and language on a page it draws nothing of (Settings, an address with nothing there), not the browser's copy", async () => {
    const learner = await createLearner(ctx);
    const htmlTag = async (url: string, user?: TestUser) => /<html[^>]*>/.exec((await page(url, user)).html)?.[0];
    expect((await call(ctx, "PATCH", "/api/settings", { user: learner, body: { darkMode: true, interfaceLanguage: "he" } })).status).toBe(200);
    for (const url of ["/settings", "/admin", "/no/such/page/here", "/modern/no-such-list"]) {
      expect(await htmlTag(url, learner), url).toBe('<html lang="he" dir="rtl" data-locale="he" data-theme="dark" class="dark">');
      expect((await page(url, learner)).headers.get("cache-control"), url).toBe("private, no-cache");
    }
    expect((await call(ctx, "PATCH", "/api/settings", { user: learner, body: { darkMode: null, interfaceLanguage: null } })).status).toBe(200);
    expect(await htmlTag("/settings", learner)).toBe('<html lang="en" dir="ltr" data-locale="en" data-theme="system">');
    // Without a session: the cookie's language, no theme (the browser's copy, else the system's).
    expect(await htmlTag("/settings")).toBe('<html lang="en" dir="ltr" data-locale="en" data-session="none">');
  });

  it("tells the app that a visitor has no session on a page it draws nothing of, so the app does not ask GET /api/me (a 401 in the console)", async () => {
    const learner = await createLearner(ctx);
    const htmlOf = async (url: string, cookie?: string) => {
      const res = await app.request(url, cookie ? { headers: { cookie } } : {});
      return { tag: /<html[^>]*>/.exec(await res.text())?.[0] ?? "", cacheControl: res.headers.get("cache-control") };
    };
    // No cookie, a cookie without a session, a session that has ended; the set-up and reset links' forms (drawn in the browser).
    const ended = learner.cookie.replace(/=([^;]+)/, "=ended-session-token");
    for (const [url, cookie] of [["/settings", undefined], ["/settings", "milim-locale=en"], ["/settings", ended], ["/auth?mode=signup&setup=abc", undefined], ["/auth?mode=reset", undefined]] as const) {
      const page = await htmlOf(url, cookie);
      expect(page.tag, `${url} ${cookie ?? ""}`).toContain(' data-session="none"');
      expect(page.cacheControl, url).toBe("private, no-cache");
    }
    // A session: never (its shell has its theme); a first screen carries the session itself (["me"] in its data), not the mark.
    expect((await htmlOf("/settings", learner.cookie)).tag).not.toContain("data-session");
    expect((await htmlOf("/auth")).tag).not.toContain("data-session");
    expect(queriesOf((await page("/auth")).html).get('["me"]')).toBeNull();
  });

  it("/dictionary and /review open on their headers for a learner; /auth on the sign-up heading without a session", async () => {
    for (const [url, key] of [["/dictionary", "dictionary"], ["/review", "review"]] as const) {
      const res = await page(url, owner);
      expect(res.html, url).toContain(`<h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">${pageHeader(key).title}</h1>`);
      expect(res.html, url).toContain(pageHeader(key).description);
      expect(rootOf((await page(url)).html), url).toBe("");
    }
    // The dictionary's data is what its page asks for as it opens (the statistics and the browse
    // table's first page), so the browser asks for nothing more before it can draw it.
    const dictionary = queriesOf((await page("/dictionary", owner)).html);
    expect(dictionary.get('["dictionary","stats"]')).toEqual((await call(ctx, "GET", "/api/dictionary/stats", { user: owner })).json);
    expect(dictionary.get('["dictionary","browse",{"page":1}]')).toEqual((await call(ctx, "GET", "/api/dictionary/entries?page=1", { user: owner })).json);
    const auth = await page("/auth");
    expect(auth.html).toContain(signUpHeader().title);
    const authQueries = queriesOf(auth.html);
    expect(authQueries.get('["me"]')).toBeNull();
    expect(authQueries.get('["config"]')).toEqual((await call(ctx, "GET", "/api/config")).json);
    expect(authQueries.size).toBe(2);
    // The log-in form comes drawn too, with the same two answers.
    const logIn = await page("/auth?mode=login");
    expect(rootOf(logIn.html)).toContain(m.auth_log_in_title({}, { locale: "en" }));
    expect(queriesOf(logIn.html).get('["me"]')).toBeNull();
    // Signed in, or a form a link opens (reset, the set-up link): the app decides.
    for (const [url, user] of [["/auth", owner], ["/auth?mode=login", owner], ["/auth?mode=reset", undefined], ["/auth?setup=abc", undefined]] as const) {
      expect(rootOf((await page(url, user)).html), url).toBe("");
    }
  });
  it("/books opens on the library's books with the learner's progress, as GET /api/books answers them; nothing without a session", async () => {
    await createBook(ctx, { title: "Library Book" });
    const res = await page("/books", owner);
    expect(res.html).toContain(`<h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">${m.shell_nav_library({}, { locale: "en" })}</h1>`);
    expect(rootOf(res.html)).toContain("Library Book");
    expect(queriesOf(res.html).get('["books","list"]')).toEqual((await call(ctx, "GET", "/api/books", { user: owner })).json);
    expect(rootOf((await page("/books")).html)).toBe("");
  });

  it("runs no loader, and reads only the session, for a page without data of its own or an address no page has", async () => {
    for (const url of ["/settings", "/no/such/page/here", "/modern"]) {
      reads.length = 0;
      const res = await page(url, owner);
      expect(rootOf(res.html), url).toBe("");
      expect(dataOf(res.html), url).toBeNull();
      expect(reads, url).toEqual(["/api/me"]);
    }
    // An address a page has but nothing is at: the API's 404, and no first screen.
    const res = await page(`/${crypto.randomUUID()}/export`, owner);
    expect(rootOf(res.html)).toBe("");
    expect(dataOf(res.html)).toBeNull();
  });
  it("/<collection-uuid>/export is no collection page: no export runs for it, nothing fails to render", async () => {
    const mine = (await call(ctx, "GET", "/api/collections/modern/mine", { user: owner })).json.collection.id as string;
    const errors: unknown[] = [];
    const logError = ctx.deps.log.error.bind(ctx.deps.log);
    ctx.deps.log.error = ((...args: unknown[]) => { errors.push(args); }) as typeof ctx.deps.log.error;
    try {
      const res = await page(`/${mine}/export`, owner);
      expect(res.status).toBe(200);
      expect(res.html).toContain('<div id="root"');
      // Neither the export's text (the collection's words) nor a first screen of it comes with the page.
      expect(res.html).not.toContain("house");
      expect(dataOf(res.html)).toBeNull();
    } finally {
      ctx.deps.log.error = logError;
    }
    expect(errors).toEqual([]);
  });
});

describe("the page with its first screen", () => {
  it("is sent compressed when the browser accepts it", async () => {
    const res = await app.request("/modern/daily-1000", { headers: { cookie: owner.cookie, "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const html = await new Response(res.body!.pipeThrough(new DecompressionStream("gzip"))).text();
    expect(html).toContain('id="milim-first-screen"');
  });
});
