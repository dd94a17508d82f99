import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { rewriteForLoadAfterPaint } from "../../build/vite/load-after-paint";
import { precompress } from "../../build/vite/precompress";
import { createTestContext, type TestContext } from "../helpers/test-app";

const THEME = `try { if (localStorage.getItem("milim-dark-mode") === "true") document.documentElement.classList.add("dark"); } catch (e) {}`;
let ctx: TestContext;
let clientDir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-client-"));
  fs.mkdirSync(path.join(clientDir, "assets"));
  fs.writeFileSync(path.join(clientDir, "index.html"), `<!doctype html><html><head><script>${THEME}</script></head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`);
  fs.writeFileSync(path.join(clientDir, "assets", "index-abc.js"), "console.log(1)");
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe("the app's page", () => {
  it("carries a Content-Security-Policy (scripts from self and the hashed inline theme script) and is never cached", async () => {
    const app = createApp(ctx.deps, { clientDir });
    const hash = crypto.createHash("sha256").update(THEME).digest("base64");
    for (const url of ["/", "/modern/daily-1000", "/dictionary"]) {
      const res = await app.request(url);
      expect(res.status, url).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, url).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
    const asset = await app.request("/assets/index-abc.js");
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect(asset.headers.get("content-security-policy")).toBeNull();
  });

  it("built, it imports its scripts after the first paint from an inline script the Content-Security-Policy allows by its hash", async () => {
    const built = `<!doctype html><html><head><script>${THEME}</script><link rel="stylesheet" crossorigin href="/assets/index-1.css">`
      + `<script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-2.js"></head>`
      + `<body><div id="root"></div></body></html>`;
    const html = rewriteForLoadAfterPaint(built);
    expect(html).not.toMatch(/type="module"|modulepreload" crossorigin/);
    const start = /<script>([^<]*import\(entry\)[^<]*)<\/script>\s*<\/body>/.exec(html)?.[1] ?? "";
    expect(start).toContain('"/assets/index-abc.js"');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-client-"));
    fs.writeFileSync(path.join(dir, "index.html"), html);
    try {
      const res = await createApp(ctx.deps, { clientDir: dir }).request("/auth");
      const hash = crypto.createHash("sha256").update(start).digest("base64");
      expect(res.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
      expect(await res.text()).toContain(start);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("compressed built files", () => {
  const body = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};`;
  let dir: string;
  beforeAll(async () => {
    // What the build does: the precompress plugin writes .br and .gz beside each text file.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-client-br-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><html><head></head><body>${"<p>Milim</p>".repeat(50)}<script type="module" src="/assets/main-1a2b.js"></script></body></html>`);
    fs.writeFileSync(path.join(dir, "assets", "main-1a2b.js"), body);
    fs.writeFileSync(path.join(dir, "assets", "font-1a2b.woff2"), crypto.randomBytes(2000));
    fs.writeFileSync(path.join(dir, "sw.js"), `self.addEventListener("fetch", () => {});${" ".repeat(2000)}`);
    const plugin = precompress();
    (plugin.configResolved as (c: unknown) => void)({ root: dir, build: { outDir: "." } });
    await (plugin.closeBundle as { handler: () => Promise<void> | void }).handler();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("the build writes .br and .gz beside text files, not beside fonts", () => {
    expect(fs.existsSync(path.join(dir, "assets", "main-1a2b.js.br"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "assets", "main-1a2b.js.gz"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "sw.js.br"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "index.html.gz"))).toBe(true);
    expect(fs.existsSync(path.join(dir, "assets", "font-1a2b.woff2.br"))).toBe(false);
  });

  it("a hashed script is sent as brotli, gzip or as it is, by Accept-Encoding, cached for a year", async () => {
    const app = createApp(ctx.deps, { clientDir: dir });
    const br = await app.request("/assets/main-1a2b.js", { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toContain("javascript");
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brBytes.length).toBeLessThan(body.length / 3);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(body);

    const gz = await app.request("/assets/main-1a2b.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(body);

    const plain = await app.request("/assets/main-1a2b.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await plain.text()).toBe(body);

    const font = await app.request("/assets/font-1a2b.woff2", { headers: { "accept-encoding": "br" } });
    expect(font.headers.get("content-encoding")).toBeNull();
    expect(font.headers.get("cache-control")).toContain("immutable");
  });

  it("the page and the service worker are compressed too, never cached, and the page keeps its Content-Security-Policy", async () => {
    const app = createApp(ctx.deps, { clientDir: dir });
    const page = await app.request("/", { headers: { "accept-encoding": "br" } });
    expect(page.headers.get("content-encoding")).toBe("br");
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(zlib.brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain("<p>Milim</p>");
    const route = await app.request("/modern/daily-1000");
    expect(route.headers.get("cache-control")).toBe("no-cache");
    expect(route.headers.get("content-security-policy")).toContain("script-src 'self'");
    const sw = await app.request("/sw.js", { headers: { "accept-encoding": "gzip" } });
    expect(sw.headers.get("content-encoding")).toBe("gzip");
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    expect((await app.request("/assets/missing-0000.js")).status).toBe(404);
    // The API is not touched.
    const api = await app.request("/api/health");
    expect(api.headers.get("cache-control") ?? "").not.toContain("immutable");
    expect(api.headers.get("vary") ?? "").not.toMatch(/accept-encoding/i);
  });
});
