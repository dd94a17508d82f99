import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { secureHeaders } from "hono/secure-headers";
import type { Deps } from "./deps";
import { HttpError, toErrorResponse } from "./http/errors";
import type { AppEnv } from "./http/route";
import { withProjectErrorShape } from "./auth/auth-error-shape";
import { withClientIp } from "./auth/client-ip";
import { contentSecurityPolicy } from "./http/content-security-policy";
import { fetchApiWith, pageWithFirstScreen, type RenderPage } from "./http/first-screen/serve-first-screen";
import { refuseForeignOrigin, refuseNulInUrl } from "./http/guard-request";
import { withLimitedAuthBody } from "./http/limit-auth-body";
import { resolveActor } from "./auth/resolve-actor";
import { allRoutes } from "./modules";
import { recordRequestMetrics } from "./http/metrics";
import { createRequestPlaces, limitRequests, takePagePlace } from "./http/limit-requests";
import { SLICE_BYTES, sliceParts } from "./http/slice-body";

export interface AppOptions {
  /** Folder of the built client (vite build); omitted in API tests. */
  clientDir?: string;
  /** Renders a page's first screen with the app's components (main.ts loads the built renderer); none: pages start empty. */
  renderPage?: RenderPage;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();
  app.onError((e, c) => toErrorResponse(c, e, deps.log));
  app.use("*", secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: undefined }));

  const api = new Hono<AppEnv>();
  api.onError((e, c) => toErrorResponse(c, e, deps.log));
  api.use("*", recordRequestMetrics(deps.metrics));
  // Before anything reads them: no NUL in an address; state-changing requests from trusted origins.
  api.use("*", async (c, next) => {
    refuseNulInUrl(c.req.url);
    if (!c.req.path.startsWith("/api/auth/")) refuseForeignOrigin(deps.config, c.req.raw);
    await next();
  });
  // A signed-in requester's answers are theirs: no shared cache (a proxy, a CDN) may keep one. Set on
  // the answer's headers: c.header() on an answer already made remakes it around its body as a
  // stream (a copy of a large body, then sent chunk by chunk).
  api.use("*", async (c, next) => {
    await next();
    if (!c.res.headers.has("cache-control") && (c.get("actor") || c.req.path.startsWith("/api/auth/"))) c.res.headers.set("Cache-Control", "private, no-store");
  });
  api.on(["GET", "POST"], "/auth/*", async (c) => {
    // A state-changing account request (sign-out, reset, two-factor, revocation, and the address
    // confirmation link, a GET) may end sessions: forget the cached ones before and after it runs.
    const mayEndSessions = c.req.method !== "GET" || c.req.path === "/api/auth/verify-email";
    if (mayEndSessions) deps.sessionCache.clear();
    const res = await deps.auth.handler(await withLimitedAuthBody(withClientIp(c, deps.config.TRUST_PROXY)));
    if (mayEndSessions) deps.sessionCache.clear();
    return withProjectErrorShape(res);
  });
  api.use("*", async (c, next) => {
    c.set("actor", await resolveActor(deps, c.req.raw.headers));
    await next();
  });
  // One account's places, whether it asks the API or for a page drawn with its first screen.
  const places = createRequestPlaces(deps);
  api.use("*", limitRequests(deps, places));
  for (const route of allRoutes) route.register(api, deps);
  api.all("*", (c) => toErrorResponse(c, HttpError.forDevelopers(404, "not_found", `No API route ${c.req.method} ${c.req.path}`), deps.log));
  app.route("/api", api);

  if (options.clientDir && fs.existsSync(path.join(options.clientDir, "index.html"))) {
    const root = path.relative(process.cwd(), options.clientDir);
    const indexHtml = fs.readFileSync(path.join(options.clientDir, "index.html"), "utf8");
    // Built files: hashed names under /assets never change (cached for a year); anything else
    // (the service worker, the manifest, the icon) is checked each time. The build writes a .br and
    // a .gz beside each text file: serveStatic sends the one Accept-Encoding allows.
    app.use("*", async (c, next) => {
      await next();
      if (c.req.path.startsWith("/api/") || (c.req.method !== "GET" && c.req.method !== "HEAD")) return;
      if (!(c.res.headers.get("vary") ?? "").toLowerCase().includes("accept-encoding")) c.header("Vary", "Accept-Encoding", { append: true });
      if (c.res.status !== 200 && c.res.status !== 206) return;
      if (c.res.headers.get("cache-control")?.startsWith("private")) return; // a page with the requester's first screen
      c.header("Cache-Control", c.req.path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    });
    // The app's page, whether served as / by serveStatic or for a client-side route: never cached
    // (a rebuilt client is picked up) and with its Content-Security-Policy.
    const readIndex = () => {
      try {
        return fs.readFileSync(path.join(options.clientDir!, "index.html"), "utf8");
      } catch {
        return indexHtml;
      }
    };
    app.use("*", async (c, next) => {
      await next();
      if ((c.res.headers.get("content-type") ?? "").startsWith("text/html")) {
        c.header("Content-Security-Policy", contentSecurityPolicy(readIndex()));
      }
    });
    // With the renderer, "/" is a route of the app like any other (its loader redirects: to /auth
    // without a session, else to the home collection), not the bare index.html.
    const staticFiles = serveStatic({ root, precompressed: true });
    app.use("*", (c, next) => (c.req.path === "/" && options.renderPage ? next() : staticFiles(c, next)));
    // A missing built file is a real 404, not the app page (which would fail with a MIME error).
    app.get("/assets/*", (c) => c.text("Not found", 404));
    // Client-side routes (the SPA decides what is a 404 and logs it). index.html is read per
    // request (it is small) so a rebuilt client is served without a restart. A page whose route
    // has data of its own comes with its first screen, read from the API in-process with the
    // request's cookie (docs/first-screen.md): private to the requester.
    // Compressed as it is sent (a collection's first screen carries its words twice: markup and data).
    const render = options.renderPage;
    const renderPage: RenderPage | undefined = render && (async (request) => {
      try {
        return await render(request);
      } catch (err) {
        deps.log.error({ err, path: request.url.pathname }, "Could not render the first screen");
        return null;
      }
    });
    app.get("*", compress(), async (c) => {
      const cookie = c.req.header("cookie");
      // Drawing the first screen (its API reads and the render) takes one of the requester's
      // places, as their API requests do; with none free after the wait, the page goes without it.
      const release = renderPage ? await takePagePlace(deps, places, c) : null;
      let page: Awaited<ReturnType<typeof pageWithFirstScreen>>;
      try {
        page = await pageWithFirstScreen(readIndex(), new URL(c.req.url), fetchApiWith((p, init, env) => app.request(p, init, env), cookie), {
          cookie, acceptLanguage: c.req.header("accept-language"),
        }, release ? renderPage : undefined);
      } finally {
        release?.();
      }
      c.header("Vary", "Cookie, Accept-Language", { append: true });
      if ("redirect" in page) {
        c.header("Cache-Control", "private, no-cache");
        return c.redirect(page.redirect, 302);
      }
      if (page.personal) c.header("Cache-Control", "private, no-cache");
      // As the API sends a large body: past one slice, in slices with the event loop free between them.
      const type = { "content-type": "text/html; charset=UTF-8" };
      const length = page.html.reduce((sum, part) => sum + part.byteLength, 0);
      if (length <= SLICE_BYTES) return c.body(Buffer.concat(page.html, length), 200, type);
      return c.body(sliceParts(page.html), 200, { ...type, "content-length": String(length) });
    });
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
