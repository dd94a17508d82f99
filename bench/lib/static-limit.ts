import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { jarCookies, type LighthousePage } from "./lighthouse-pages";

/** Lighthouse's mobile preset screen (moto g power): the static limit is rendered at the same size. */
export const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * The static limit of each page: the page opened in Chromium with its cookie until the network is
 * quiet, its rendered DOM saved with every script (and module preload) removed, the stylesheets
 * kept as links to the same built files, as `<clientDir>/static-limit/<name>.html`, so the same
 * server serves it in the same run. Returns each page's address of its static limit.
 */
export async function saveStaticLimits(chrome: string, url: string, clientDir: string, pages: LighthousePage[]): Promise<Map<string, string>> {
  const dir = path.join(clientDir, "static-limit");
  fs.mkdirSync(dir, { recursive: true });
  const out = new Map<string, string>();
  const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_ARGS });
  try {
    for (const page of pages) {
      const context = await browser.newContext({ ...MOBILE, serviceWorkers: "block" });
      await context.addCookies(jarCookies(url, page.cookie));
      const tab = await context.newPage();
      await tab.goto(`${url}${page.path}`, { waitUntil: "networkidle" });
      await tab.waitForTimeout(1000);
      const html = await tab.evaluate(() => {
        const doc = document.documentElement.cloneNode(true) as HTMLElement;
        doc.querySelectorAll("script, link[rel=modulepreload], link[rel=preload][as=script], link[rel=manifest]").forEach((e) => e.remove());
        return `<!doctype html>\n${doc.outerHTML}`;
      });
      await context.close();
      fs.writeFileSync(path.join(dir, `${page.name}.html`), html);
      out.set(page.name, `/static-limit/${page.name}.html`);
    }
  } finally {
    await browser.close();
  }
  return out;
}
