import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { SERVER_VIEWPORT } from "../../src/client/lib/use-hydrating";
import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { importNumberedCollection } from "./study-helpers";
import { importBook } from "./support/jobs";
import { REPO_ROOT } from "./support/server-process";
import { watchErrors } from "./support/watch-errors";

/**
 * Fast on a phone. The server writes a collection page's and a reader chapter's first
 * screen into the page (src/server/http/first-screen), read through the API with the request's
 * cookie and rendered by the app's own components: with JavaScript off, a signed-in learner still
 * sees the words and the verses; with it on, the app hydrates that markup (keeps it, never draws it
 * again); without a session nothing is written. On a 390×844 phone the Dictionary opens on its search, the sources
 * folded for a learner, and the search boxes' hints fit in every interface language.
 */
test.describe.configure({ mode: "serial" });

test("with JavaScript off, a signed-in collection page shows its words and the reader its verses", async ({ page, browser, server }) => {
  test.skip(!hasSefariaData, NO_SEFARIA_DATA);
  test.setTimeout(180_000);
  await signInViaApi(page, server.admin);
  const library = (await (await page.request.get("/api/books")).json()) as { books: { id: string; title: string }[] };
  const bookId = library.books.find((b) => b.title === "Genesis")?.id ?? await importBook(page, server.url, "Genesis", "1");

  await signUpViaApi(page);
  const collection = (await (await page.request.get("/api/collections/modern/daily-1000")).json()) as { words: { hebrew: string; english: string }[] };
  const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, storageState: await page.context().storageState(), viewport: { width: 390, height: 844 } });
  try {
    const offline = await noScript.newPage();
    await offline.goto("/modern/daily-1000");
    const table = offline.getByRole("table", { name: "Words" });
    await expect(table).toBeVisible();
    const first = collection.words[0]!;
    await expect(table.getByRole("row").nth(1).locator("[dir=rtl]")).toHaveText(first.hebrew);
    await expect(table.getByRole("row").nth(1)).toContainText(first.english);
    // The rows that fill a phone's window (53 px each: word-table.tsx#rowHeight), and the header row.
    expect(await table.getByRole("row").count()).toBe(Math.min(collection.words.length, Math.ceil(SERVER_VIEWPORT.height / 53)) + 1);
    // The modern tab is current on a modern page.
    await expect(offline.getByRole("navigation", { name: "Domains" }).getByRole("link", { name: "modern" })).toHaveAttribute("aria-current", "page");

    await offline.goto(`/books/${bookId}/1`);
    await expect(offline.getByRole("heading", { level: 1 })).toHaveText("Genesis");
    await expect(offline.locator("#verse-1 [dir=rtl]")).toContainText("בְּרֵאשִׁ֖ית");
    await expect(offline.locator("#verse-31")).toBeVisible();
    await expect(offline.getByRole("navigation", { name: "Domains" }).locator("[aria-current]")).toHaveCount(0);
    // The chapter asks for the Hebrew font with the page (its cantillation marks), the collection did not.
    const font = offline.locator('link[rel=preload][as=font]');
    await expect(font).toHaveCount(1);
    const served = await offline.request.get((await font.getAttribute("href"))!);
    expect([served.status(), served.headers()["content-type"]]).toEqual([200, "font/woff2"]);
    await offline.goto("/modern/daily-1000");
    await expect(offline.locator('link[rel=preload][as=font]')).toHaveCount(0);
  } finally {
    await noScript.close();
  }

  // No session: the server itself sends the visitor to /auth, which comes drawn (its form readable
  // without JavaScript); the collection's words are never in the page.
  const anonymous = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  try {
    const bare = await anonymous.newPage();
    await bare.goto("/modern/daily-1000");
    await expect(bare).toHaveURL(/\/auth$/);
    await expect(bare.locator("#root")).not.toBeEmpty();
    await expect(bare.getByRole("table", { name: "Words" })).toHaveCount(0);
  } finally {
    await anonymous.close();
  }
});

test("with JavaScript on, the app hydrates the first screen without asking for the page again", async ({ page, browser, server }) => {
  await signUpViaApi(page);
  const asked: string[] = [];
  page.on("request", (r) => { if (new URL(r.url()).pathname.startsWith("/api/")) asked.push(new URL(r.url()).pathname); });
  const errors = watchErrors(page);
  const scripts = watchScripts(page);
  // The server's table, marked before any script of the app runs: hydration keeps that element.
  await page.addInitScript(() => document.addEventListener("DOMContentLoaded", () => {
    Object.assign(document.querySelector("[role=table]") ?? {}, { fromServer: true });
  }));
  await page.goto("/modern/daily-1000");
  await expect(page.getByRole("tab", { name: "Flashcards" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Words" }).getByRole("row").nth(1)).toBeVisible();
  expect(await page.getByRole("table", { name: "Words" }).evaluate((el) => (el as { fromServer?: boolean }).fromServer)).toBe(true);
  // The server's buttons are the app's now: a tap marks the word.
  const known = page.getByRole("table", { name: "Words" }).getByRole("button", { name: "Known", exact: true }).first();
  await known.click();
  await expect(known).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("navigation", { name: "Domains" }).getByRole("link", { name: "modern" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // The page and the shell's own requests (the domains, the footer's configuration) came with the page.
  for (const path of ["/api/collections/modern/daily-1000", "/api/me", "/api/domains", "/api/config"]) expect(asked).not.toContain(path);
  // No zod schema is built on the way: the production client trusts the API's types (forms load theirs on submit).
  expect(await zodScripts(scripts)).toEqual([]);
  expect(errors).toEqual([]);

  const visitor = await browser.newContext({ baseURL: server.url });
  try {
    const auth = await visitor.newPage();
    const authScripts = watchScripts(auth);
    await auth.goto("/auth");
    await expect(auth.getByRole("button", { name: "Sign Up" })).toBeEnabled();
    await auth.waitForLoadState("networkidle");
    expect(await zodScripts(authScripts)).toEqual([]);
  } finally {
    await visitor.close();
  }
});

test("a returning learner's collection page comes with its daily goal, and /review with its due cards, read in the browser's time zone", async ({ browser, server }) => {
  const context = await browser.newContext({ baseURL: server.url, timezoneId: "Asia/Jerusalem" });
  try {
    const page = await context.newPage();
    await signUpViaApi(page);
    const errors = watchErrors(page);
    await page.goto("/modern/daily-1000");
    await untilHydrated(page);
    // The app keeps the browser's zone in a cookie, for the server.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "milim-time-zone")?.value).toBe("Asia/Jerusalem");
    const asked: string[] = [];
    page.on("request", (r) => { const u = new URL(r.url()); if (u.pathname.startsWith("/api/")) asked.push(`${u.pathname}${u.search}`); });
    await page.reload();
    // The server drew the bar (the browser's own zone, so the same as the hydrating render draws).
    await expect(page.locator("#root [data-testid=daily-goal-progress]")).toContainText("0 / 30");
    await untilHydrated(page);
    await page.waitForLoadState("networkidle");
    expect(asked.filter((a) => a.startsWith("/api/statistics/today"))).toEqual([]);


    // /review: a word answered "Don't Know" is due a minute later (the server's clock moves on).
    // Its due cards were read in the cookie's zone with the page, so it does not ask for them again.
    const list = (await (await page.request.get("/api/collections/modern/daily-1000")).json()) as { words: { id: string }[] };
    const answer = await page.request.post("/api/progress/answers", { data: { id: crypto.randomUUID(), wordId: list.words[0]!.id, action: "dont_know" } });
    expect(answer.ok()).toBe(true);
    server.setClockOffset(2 * 60_000);
    const showAnswer = page.locator("#root").getByRole("button", { name: /^Show answer/ });
    asked.length = 0;
    const review = await page.goto("/review");
    expect(await review!.text()).toContain('<section aria-label="Review card"'); // the server drew the card
    await expect(showAnswer).not.toHaveAttribute("aria-disabled"); // the app has taken it over
    await page.waitForLoadState("networkidle");
    expect(asked.filter((a) => a.startsWith("/api/review/due"))).toEqual([]);

    // A learner who has travelled since the cookie was written: the page was read in the cookie's
    // zone. The app takes over what the server drew (no second drawing), then reads "today" again
    // in the zone it is now in, and keeps that zone in the cookie.
    await context.addCookies([{ name: "milim-time-zone", value: "America/New_York", url: server.url }]);
    asked.length = 0;
    await page.goto("/modern/daily-1000");
    await expect(page.locator("#root [data-testid=daily-goal-progress]")).toContainText("/ 30");
    await untilHydrated(page);
    await expect.poll(() => asked.filter((a) => a.startsWith("/api/statistics/today"))).toEqual(["/api/statistics/today?tz=Asia%2FJerusalem"]);
    expect((await context.cookies()).find((c) => c.name === "milim-time-zone")?.value).toBe("Asia/Jerusalem");
    expect(errors).toEqual([]);

    // Without the cookie (a first visit) they were read in UTC: the page reads them in its own zone.
    await context.clearCookies({ name: "milim-time-zone" });
    asked.length = 0;
    await page.goto("/review");
    await expect(showAnswer).not.toHaveAttribute("aria-disabled");
    await expect.poll(() => asked.filter((a) => a.startsWith("/api/review/due"))).toEqual(["/api/review/due?tz=Asia%2FJerusalem"]);
    expect(errors).toEqual([]);
  } finally {
    server.setClockOffset(0);
    await context.close();
  }
});

test("a learner who scrolls the first screen before the app takes over stays where they are", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await importNumberedCollection(page, "scroll-e2e", "Scroll E2E", 60);

  // The app's scripts wait until the learner has scrolled the server's first screen.
  let release!: () => void;
  const scrolled = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/.*\.js$/, async (route) => { await scrolled; await route.continue(); });
  const errors = watchErrors(page);
  await page.goto("/modern/scroll-e2e", { waitUntil: "domcontentloaded" });
  const table = page.getByRole("table", { name: "Words" });
  // The server's rows: a phone's window of them, in a table as tall as all 60 words.
  await expect(table.locator("[role=row][data-index]")).toHaveCount(Math.ceil(SERVER_VIEWPORT.height / 53));
  await table.evaluate((el) => Object.assign(el, { fromServer: true }));
  // A real scroll, through the shield that takes the page's taps until the app hydrates it.
  await page.mouse.move(200, 500);
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  release();
  // The app hydrates the server's table and draws the rows where the learner is; the window has not moved.
  await expect(table.getByRole("row").filter({ hasText: "word 20" })).toBeAttached();
  expect(await table.evaluate((el) => (el as { fromServer?: boolean }).fromServer)).toBe(true);
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await expect(table.getByRole("row").filter({ hasText: "word 20" })).toBeInViewport();
});

test("the first screen is drawn in the translation language the learner chose, so nothing changes as the app takes over", async ({ page }) => {
  await signUpViaApi(page);
  const collection = (await (await page.request.get("/api/collections/modern/daily-1000")).json()) as { words: { english: string; spanish: string }[] };
  const first = collection.words[0]!;
  await page.goto("/modern/daily-1000");
  // Once the page is the app's (its fields are read-only until hydrated), the learner picks Spanish.
  await untilHydrated(page);
  await page.getByRole("banner").getByRole("combobox", { name: "Translation language" }).selectOption("spanish");
  const row = page.getByRole("table", { name: "Words" }).getByRole("row").nth(1);
  await expect(row).toContainText(first.spanish);
  // The server's page for this browser (its cookies): the rows already in Spanish.
  const html = await (await page.request.get("/modern/daily-1000")).text();
  const root = /<div id="root"[^>]*>([\s\S]*?)<\/div><div id="milim-shield"/.exec(html)?.[1] ?? "";
  expect(root).toContain(`>${first.spanish}<`);
  expect(root).not.toContain(`>${first.english}<`);
  // Hydrated from that markup without drawing it again (fixtures.ts fails a test that logs so).
  const errors = watchErrors(page);
  await page.reload();
  await expect(row).toContainText(first.spanish);
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("in dark mode the first screen's current domain tab is already in its dark colour, and stays so as the app takes over", async ({ page, server }) => {
  await signUpViaApi(page);
  const set = await page.request.patch("/api/settings", { data: { darkMode: true }, headers: { origin: server.url } });
  expect(set.ok(), await set.text()).toBe(true);
  // As on a return visit: the theme this browser last had, applied by index.html before the first paint.
  await page.addInitScript(() => localStorage.setItem("milim-dark-mode", "true"));
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/.*\.js$/, async (route) => { await held; await route.continue(); });
  const errors = watchErrors(page);
  await page.goto("/aramaic/berakhot", { waitUntil: "domcontentloaded" });
  const talmud = page.getByRole("navigation", { name: "Domains" }).getByRole("link", { name: "Talmud" });
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(talmud).toHaveAttribute("aria-current", "page");
  const colour = () => talmud.evaluate((el) => getComputedStyle(el).color);
  const fromServer = await colour();
  release();
  await untilHydrated(page);
  expect(await colour()).toBe(fromServer);
  // And it is the dark theme's colour: switching to light changes it.
  await page.getByRole("button", { name: "Dark mode", exact: true }).click();
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  // The link's colour is a transition (transition-colors): it leaves the dark value over a few frames.
  await expect.poll(colour).not.toBe(fromServer);
  expect(errors).toEqual([]);
});

test("a translation language chosen from the keyboard before the app has taken over the first screen is kept", async ({ page }) => {
  await signUpViaApi(page);
  const collection = (await (await page.request.get("/api/collections/modern/daily-1000")).json()) as { words: { english: string; spanish: string }[] };
  const first = collection.words[0]!;
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/.*\.js$/, async (route) => { await held; await route.continue(); });
  const errors = watchErrors(page);
  await page.goto("/modern/daily-1000", { waitUntil: "domcontentloaded" });
  const select = page.getByRole("banner").getByRole("combobox", { name: "Translation language" });
  const row = page.getByRole("table", { name: "Words" }).getByRole("row").nth(1);
  await expect(row).toContainText(first.english);
  // The server's page takes no pointer yet, but a focused select takes keys: the learner picks Spanish.
  await select.focus();
  await page.keyboard.press("ArrowDown");
  await expect(select).toHaveValue("spanish");
  release();
  await untilHydrated(page);
  // The app heard the choice: the rows are in Spanish and the choice is remembered.
  await expect(row).toContainText(first.spanish);
  await expect(select).toHaveValue("spanish");
  expect(await page.evaluate(() => localStorage.getItem("selectedLanguage"))).toBe("spanish");
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});


/**
 * Waits until the app has hydrated a collection page. The one sign a learner's page gives: its text
 * fields are read-only until then (components/ui/input.tsx), so the search field becomes editable.
 */
async function untilHydrated(page: Page): Promise<void> {
  await expect(page.getByPlaceholder("Search all words (press Enter)...")).toBeEditable();
}


/** The scripts a page loads, as their addresses and texts. */
function watchScripts(page: Page): Promise<[string, string]>[] {
  const scripts: Promise<[string, string]>[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith(".js")) scripts.push(r.text().then((text): [string, string] => [r.url(), text], (): [string, string] => [r.url(), ""]));
  });
  return scripts;
}

/** Those of the scripts that carry zod's schemas (its object schema's name is kept by the minifier). */
async function zodScripts(scripts: Promise<[string, string]>[]): Promise<string[]> {
  return (await Promise.all(scripts)).filter(([, text]) => text.includes("ZodObject")).map(([url]) => url);
}

/** Each interface language's `key` (messages/*.json) that does not fit in `input` as its placeholder: its width in the input's font against the room the padding leaves. */
async function placeholdersCutOff(input: Locator, key: string): Promise<string[]> {
  const texts = Object.fromEntries(["en", "he", "es", "pt", "fr", "it"].map((locale) => {
    const catalogue = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "messages", `${locale}.json`), "utf8")) as Record<string, string>;
    return [locale, catalogue[key] ?? ""];
  }));
  return input.evaluate((el, byLocale) => {
    const style = getComputedStyle(el);
    const measure = document.createElement("canvas").getContext("2d")!;
    measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return Object.entries(byLocale).filter(([, text]) => measure.measureText(text).width > room)
      .map(([locale, text]) => `${locale}: ${Math.round(measure.measureText(text).width)} px > ${Math.round(room)} px`);
  }, texts);
}

test("on a phone a learner's Dictionary opens on the search, the sources folded below it; the search boxes' hints fit in every language", async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const asked: string[] = [];
  page.on("request", (r) => { if (new URL(r.url()).pathname.startsWith("/api/")) asked.push(new URL(r.url()).pathname); });
  await page.goto("/dictionary");
  const search = page.getByLabel("Search the dictionary");
  await expect(search).toBeVisible();
  // The browse table's first page (or the empty dictionary's message) is drawn…
  await expect(page.getByText(/^Showing \d+ to \d+ of [\d,]+ entries$|^No dictionary entries found\./)).toBeVisible();
  await page.waitForLoadState("networkidle");
  // …from the statistics and the first page that came with the page (one round trip).
  expect(asked.filter((p) => p.startsWith("/api/dictionary/"))).toEqual([]);
  // The Hebrew font came with it too (BDB marks a head-word's stress with an accent few fonts have).
  await expect(page.locator("link[rel=preload][as=font]")).toHaveCount(1);
  const sources = page.getByText("Sources", { exact: true });
  expect((await search.boundingBox())!.y).toBeLessThan((await sources.boundingBox())!.y);
  expect((await search.boundingBox())!.y).toBeLessThan(844);
  await expect(page.getByTestId("source-bdb")).toHaveCount(0);
  await sources.click();
  await expect(page.getByTestId("source-bdb")).toBeVisible();
  await expect(page.getByTestId("source-bdb").getByRole("button", { name: "Import" })).toHaveCount(0);
  // The search boxes' placeholders are read whole on a 390 px phone, in each interface language.
  expect(await placeholdersCutOff(search, "dictionary_search_placeholder")).toEqual([]);
  await page.goto("/modern/daily-1000");
  expect(await placeholdersCutOff(page.getByLabel("Search all words"), "collection_search_placeholder")).toEqual([]);
});
