import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
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
});
