import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { waitForStartedJob } from "./support/jobs";
import type { Page } from "@playwright/test";

/**
 * Stored XSS: names, collection files (names, descriptions, words) and lexicon entries carry
 * script payloads; every screen that shows them renders them as text. An execution would raise
 * a dialog or bump window.__xss; the count must stay 0.
 */
const PAYLOADS = [
  `<img src=x onerror="window.__xss=(window.__xss||0)+1;alert(1)">`,
  `<script>window.__xss=(window.__xss||0)+1;alert(2)</script>`,
  `"><svg onload="window.__xss=(window.__xss||0)+1;alert(3)">`,
  `javascript:alert(4)`,
  `<a href="javascript:alert(5)">x</a>`,
  `{{constructor.constructor('alert(6)')()}}`,
];

/**
 * Elements a payload would have created had it been parsed as HTML (the CSP would also stop them
 * running). The server's first-screen data block (`<script type="application/json">`, never run,
 * its `<` escaped) and the page's start script are not among them.
 */
async function injectedElements(page: Page): Promise<number> {
  const scripts = await page.locator('body script:not([src]):not([type="application/json"])').evaluateAll(
    // The page's own start script (build/vite/load-after-paint.ts: imports the entry after the first paint, allowed by its hash) is not injected.
    (els) => els.filter((el) => !/\bvar entry = "\/assets\/[^"]+\.js"/.test(el.textContent ?? "")).length);
  return scripts + await page.locator('body img[src="x"], body svg[onload], body a[href^="javascript:"]').count();
}

async function watch(page: Page) {
  const fired: string[] = [];
  page.on("dialog", async (d) => { fired.push(`dialog: ${d.message()}`); await d.dismiss(); });
  return async () => {
    const counted = await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0);
    return [...fired, ...(counted ? [`window.__xss = ${counted}`] : [])];
  };
}

test("script payloads in names, collections and lexicon entries are shown as text on every screen", async ({ page, server }) => {
  const executions = await watch(page);
  const origin = server.url;
  // A learner whose names are payloads (they fit the 99-character rule).
  await signUpViaApi(page, { firstName: PAYLOADS[0]!.slice(0, 99), lastName: PAYLOADS[2]!.slice(0, 99) });
  // A private collection whose every field is a payload.
  const csv = ["hebrew,english,spanish,translit,pos,section", ...PAYLOADS.map((p, i) => `"שָׁלוֹם${i} ${p.replace(/"/g, '""')}","${p.replace(/"/g, '""')}","${p.replace(/"/g, '""')}","${p.replace(/"/g, '""')}",noun,"${p.replace(/"/g, '""')}"`)].join("\r\n");
  const imported = await page.request.post("/api/collections/import", {
    headers: { origin }, data: { content: csv, fileName: "xss.csv", domain: "modern", slug: "xss-words", name: PAYLOADS[1], description: PAYLOADS[0] },
  });
  expect(imported.status(), await imported.text()).toBe(200);

  for (const path of ["/modern/xss-words", "/account", "/settings", "/modern/daily-1000"]) {
    await page.goto(path);
    await expect(page.locator("#root")).not.toBeEmpty();
    await page.waitForLoadState("networkidle");
    expect(await injectedElements(page), path).toBe(0);
  }
  await page.goto("/modern/xss-words");
  await expect(page.getByText(PAYLOADS[1]!).first()).toBeVisible(); // the collection's name, as text
  // Every tab and the search show the words.
  for (const tab of await page.getByRole("tab").all()) {
    await tab.click().catch(() => {});
    expect(await injectedElements(page)).toBe(0);
  }
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.keyboard.press("Escape");

  // A lexicon whose glosses are payloads, uploaded by the administrator, then searched and opened.
  await page.context().clearCookies();
  await signInViaApi(page, server.admin);
  const lines = PAYLOADS.map((p, i) => JSON.stringify({ word: `מִלָּה${"א".repeat(i + 1)}`, pos: "noun", lang: "Aramaic", forms: [{ form: p, tags: ["romanization"] }], senses: [{ glosses: [`xssgloss ${p}`] }] }));
  const upload = await page.request.post("/api/dictionary/imports/kaikki-aramaic/upload", { headers: { origin, "content-type": "application/octet-stream" }, data: Buffer.from(lines.join("\n")) });
  await waitForStartedJob(page, upload, 30_000);
  await page.goto("/dictionary");
  await page.getByLabel("Search the dictionary").fill("xssgloss");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const rows = page.getByRole("region", { name: "Search results" }).getByTestId("dictionary-row");
  await expect(rows).toHaveCount(PAYLOADS.length);
  await rows.first().click();
  await expect(page.getByRole("dialog")).toContainText("xssgloss");
  expect(await injectedElements(page)).toBe(0);
  await page.keyboard.press("Escape");
  await page.goto("/modern/xss-words"); // not theirs: the admin sees a 404 page, not the learner's words
  await page.waitForLoadState("networkidle");

  expect(await executions()).toEqual([]);
});
