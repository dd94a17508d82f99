import { FIRST_SCREEN_WORDS } from "../../src/server/http/first-screen/render-first-screen";
import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { importBook } from "./support/jobs";

/**
 * Issue 30, fast on a phone. The server writes a collection page's and a reader chapter's first
 * screen into the page (src/server/http/first-screen), read through the API with the request's
 * cookie: with JavaScript off, a signed-in learner still sees the words and the verses; without a
 * session nothing is written. On a 390×844 phone the Dictionary opens on its search, the sources
 * folded for a learner.
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
    expect(await table.getByRole("row").count()).toBe(Math.min(collection.words.length, FIRST_SCREEN_WORDS) + 1);
    // The modern tab is current on a modern page.
    await expect(offline.getByRole("navigation", { name: "Domains" }).getByRole("link", { name: "modern" })).toHaveAttribute("aria-current", "page");

    await offline.goto(`/books/${bookId}/1`);
    await expect(offline.getByRole("heading", { level: 1 })).toHaveText("Genesis");
    await expect(offline.locator("#verse-1 [dir=rtl]")).toContainText("בְּרֵאשִׁ֖ית");
    await expect(offline.locator("#verse-31")).toBeVisible();
    await expect(offline.getByRole("navigation", { name: "Domains" }).locator("[aria-current]")).toHaveCount(0);
  } finally {
    await noScript.close();
  }

  // No session, no first screen: the bare page (the app sends the visitor to /auth).
  const anonymous = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  try {
    const bare = await anonymous.newPage();
    await bare.goto("/modern/daily-1000");
    await expect(bare.locator("#root")).toBeEmpty();
    await expect(bare.locator("#milim-first-screen")).toHaveCount(0);
  } finally {
    await anonymous.close();
  }
});

test("with JavaScript on, the app takes over the first screen without asking for the page again", async ({ page }) => {
  await signUpViaApi(page);
  const asked: string[] = [];
  page.on("request", (r) => { if (new URL(r.url()).pathname.startsWith("/api/")) asked.push(new URL(r.url()).pathname); });
  await page.goto("/modern/daily-1000");
  await expect(page.getByRole("tab", { name: "Flashcards" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Words" }).getByRole("row").nth(1)).toBeVisible();
  expect(asked).not.toContain("/api/collections/modern/daily-1000");
  expect(asked).not.toContain("/api/me");
});

test("on a phone a learner's Dictionary opens on the search, the sources folded below it", async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dictionary");
  const search = page.getByLabel("Search the dictionary");
  await expect(search).toBeVisible();
  const sources = page.getByText("Sources", { exact: true });
  expect((await search.boundingBox())!.y).toBeLessThan((await sources.boundingBox())!.y);
  expect((await search.boundingBox())!.y).toBeLessThan(844);
  await expect(page.getByTestId("source-bdb")).toHaveCount(0);
  await sources.click();
  await expect(page.getByTestId("source-bdb")).toBeVisible();
  await expect(page.getByTestId("source-bdb").getByRole("button", { name: "Import" })).toHaveCount(0);
});
