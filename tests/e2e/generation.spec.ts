import type { Page } from "@playwright/test";
import { hasLexiconData, NO_LEXICON_DATA } from "../support/lexicon-server";
import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { importBook, importHebrewLexicons } from "./support/jobs";

/**
 * Word lists from texts: the offline generator on Genesis 1 (imported from the Sefaria
 * test server) glossed from BDB and Strong's (the real files from the lexicon test server), the
 * Generation Queue, and the vocabulary import from a text reference. The class collections are
 * made here (a teacher's copy named after the book), so the seeded lists other tests count stay as
 * they are.
 */
test.skip(!hasSefariaData, NO_SEFARIA_DATA);
test.skip(!hasLexiconData, NO_LEXICON_DATA);
test.describe.configure({ mode: "serial" });

const collections: Record<string, string> = {};

// The class collections are this spec's own: later specs on this server see the seeded lists only.
test.afterAll(async ({ playwright, server }) => {
  const request = await playwright.request.newContext({ baseURL: server.url });
  try {
    await signInViaApi(request, server.admin);
    for (const id of Object.values(collections)) {
      const res = await request.delete(`/api/admin/collections/${id}`, { headers: { origin: server.url } });
      expect(res.ok(), await res.text()).toBe(true);
    }
  } finally {
    await request.dispose();
  }
});

/**
 * Chooses from the long collection list (a Radix Select) with the keyboard: a click on an option
 * while the list still scrolls itself into place (its scroll buttons move it under the pointer)
 * can miss, leaving the list open; focus + Enter selects the option wherever it is.
 */
async function chooseCollection(page: Page, label: string, option: RegExp) {
  const trigger = page.getByLabel(label, { exact: true });
  await expect(async () => {
    if ((await trigger.getAttribute("aria-expanded")) !== "true") await trigger.click();
    await page.getByRole("option", { name: option }).focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "false", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(trigger).toContainText(option);
}

test("an administrator prepares: Genesis 1-2 and the two lexicons imported, class collections made", async ({ page, server }) => {
  test.setTimeout(240_000);
  await signInViaApi(page, server.admin);
  const headers = { origin: server.url };
  await importBook(page, server.url, "Genesis", "1-2");
  await importHebrewLexicons(page, server.url);
  // Mishnah Berakhot must not be in the library yet (the restart test imports it).
  const books = (await (await page.request.get("/api/books")).json()) as { books: { id: string; title: string }[] };
  for (const b of books.books.filter((x) => x.title === "Mishnah Berakhot")) await page.request.delete(`/api/books/${b.id}`, { headers });
  for (const [domain, name, slug] of [["biblical", "Genesis", "genesis-class"], ["mishna", "Zeraim", "zeraim-class"], ["modern", "Reading list", "reading-list"]] as const) {
    const res = await page.request.post("/api/admin/collections", { data: { domain, name, slug, order: 99 }, headers });
    expect(res.status(), await res.text()).toBe(201);
    collections[slug] = ((await res.json()) as { id: string }).id;
  }
});

test("the administrator generates 10 words for Genesis chapter 1 offline and sees them in the collection", async ({ page, server }) => {
  await signInViaApi(page, server.admin);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "AI Word Generator" });
  await expect(card).toContainText("Words come from the imported books and lexicons", { timeout: 30_000 });
  await chooseCollection(page, "Collection", /genesis-class/);
  const chapters = card.getByRole("group", { name: "chapters" });
  await expect(chapters.getByRole("button", { name: "1", exact: true })).toBeVisible();
  await chapters.getByRole("button", { name: "1", exact: true }).click();
  await expect(chapters.getByRole("button", { name: "1", exact: true })).toHaveAttribute("aria-pressed", "true");
  await card.getByLabel("Words").fill("10");
  await card.getByRole("button", { name: "Generate", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "Generation complete" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toContainText("Added 10 words.");
  await expect(page.getByText("Generation completed")).toBeVisible();
  await expect(page.getByText("Added 10 words to Genesis")).toBeVisible();
  const first = (await dialog.locator("tbody tr").first().locator("[dir=rtl]").textContent())!;
  expect(first).toMatch(/[\u05B0-\u05BC]/); // pointed as in the text
  await dialog.getByRole("button", { name: "Close" }).first().click();

  await page.goto("/biblical/genesis-class");
  const table = page.getByRole("table", { name: "Words" });
  await expect(table).toHaveAttribute("aria-rowcount", "11");
  // The word's own cell (its verse beside it shows it again, in bold).
  await expect(table.locator("span.hebrew").getByText(first, { exact: true }).first()).toBeVisible();
});

test("queues two sections, closes the page, and comes back to both completed", async ({ page, server, browser }) => {
  await signInViaApi(page, server.admin);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "AI Word Generator" });
  await chooseCollection(page, "Collection", /genesis-class/);
  const chapters = card.getByRole("group", { name: "chapters" });
  await chapters.getByRole("button", { name: "1", exact: true }).click();
  await chapters.getByRole("button", { name: "2", exact: true }).click();
  await card.getByLabel("Words per section").fill("3");
  await card.getByRole("button", { name: "Generate for 2 sections" }).click();
  await expect(card.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
  await page.close();

  const context = await browser.newContext();
  const again = await context.newPage();
  await signInViaApi(again, server.admin);
  await again.goto("/queue");
  const list = again.getByRole("list", { name: "Generation requests" });
  const items = list.getByRole("listitem");
  // Newest first: chapter 2, then 1, then the first request.
  await expect(items.nth(0)).toContainText("Genesis · 2", { timeout: 20_000 });
  await expect(items.nth(1)).toContainText("Genesis · 1");
  await expect(items.nth(0)).toContainText("Completed", { timeout: 20_000 });
  await expect(items.nth(1)).toContainText("Completed");
  await expect(items.nth(0)).toContainText("3 of 3 words added");
  await context.close();
});

test("a failed request says why, and Restart Failed runs it again once the text is imported", async ({ page, server }) => {
  test.setTimeout(120_000);
  await signInViaApi(page, server.admin);
  const headers = { origin: server.url };
  const created = await page.request.post("/api/generation/queue", { data: { collectionId: collections["zeraim-class"], sections: ["Berakhot"], count: 5 }, headers });
  expect(created.status()).toBe(201);
  await page.goto("/queue");
  // In the queue's list (the failure's toast is a list item too).
  const item = page.getByRole("list", { name: "Generation requests" }).getByRole("listitem").filter({ hasText: "Zeraim · Berakhot" });
  await expect(item).toContainText("Failed", { timeout: 20_000 });
  await expect(item).toContainText("There is no imported text for Mishnah Berakhot: import it in Settings → Import Complete Texts");

  await importBook(page, server.url, "Mishnah Berakhot");
  await page.getByRole("button", { name: "Restart Failed" }).click();
  await expect(page.getByText("Failed items reset to pending")).toBeVisible();
  await expect(item).toContainText("Completed", { timeout: 20_000 });
  await expect(item).not.toContainText("There is no imported text");
  await expect(item).toContainText("5 of 5 words added");
});

test("imports 'Genesis 1:1-15' into a collection and sees 'Imported {n} words'", async ({ page, server }) => {
  await signInViaApi(page, server.admin);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Import from a Jewish texts library" });
  await card.getByLabel("Text reference").fill("Genesis 5-1");
  await expect(card).toContainText('"5-1" ends before it starts.');
  await card.getByLabel("Text reference").fill("Genesis 1:1-15");
  await chooseCollection(page, "Target collection", /^Reading list/);
  await card.getByLabel("Maximum words").fill("20");
  await card.getByRole("button", { name: "Import words" }).click();
  await expect(page.getByText("Imported 20 words")).toBeVisible({ timeout: 30_000 });
  await page.goto("/modern/reading-list");
  await expect(page.getByRole("table", { name: "Words" })).toHaveAttribute("aria-rowcount", "21");
});

test("a learner sees why the generator is not for them, and an empty queue", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Administrator Access Required" })).toContainText("Only administrators can generate words. Contact an administrator for access.");
  await expect(page.getByRole("region", { name: "Import from a Jewish texts library" })).toHaveCount(0);
  await page.goto("/queue");
  await expect(page.getByText("No generation requests")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Settings to generate words" })).toBeVisible();
});
