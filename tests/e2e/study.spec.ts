import type { Locator } from "@playwright/test";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { DAILY, flashcardHebrew, importNumberedCollection, openCollection, progressByHebrew, row, tab, table } from "./study-helpers";

/**
 * The collection page: every tab, the status buttons, search, sections,
 * flashcards with history, keys and retries, the admin progress bars and a 10,000-word list (the
 * games are in study-games.spec.ts). Each test signs up a fresh learner, so progress starts empty; what the UI
 * wrote is read back through the API.
 */

test.describe("collection page", () => {
  test("shows the collection tabs, the six tabs and each tab's content", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await signUpViaApi(page);
    await openCollection(page);

    const collections = page.getByRole("navigation", { name: "Collections" });
    await expect(collections.getByRole("link")).toHaveText(["Daily", "Siddur"]); // "1000" removed
    await expect(collections.getByRole("link", { name: "Daily" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name: "Daily" })).toBeVisible();
    await expect(page.getByText("Top common words in everyday Hebrew")).toBeVisible(); // 'Top most' → 'Top', no 1000
    await expect(page.getByRole("tab")).toHaveText(["Study", "Flashcards", "Matching", "Fill", "Quiz", "Memory", "Cloze"]);
    await expect(page.getByTestId("daily-goal-progress")).toBeVisible();

    // Study: the table, the counts, the search box; no section row for Daily (no word has a section).
    await expect(table(page).getByRole("row")).toHaveCount(11);
    await expect(page.getByTestId("status-counts")).toHaveText(/Known:\s*0.*Learning:\s*10.*Unknown:\s*0/);
    await expect(page.getByPlaceholder("Search all words (press Enter)...")).toBeVisible();
    await expect(page.getByRole("group", { name: "Section" })).toHaveCount(0);
    const first = row(page, "שָׁלוֹם");
    await expect(first.getByRole("cell").nth(2).locator('[dir="rtl"][lang="he"].hebrew')).toHaveText("שָׁלוֹם");
    await expect(first).toContainText("hello, peace");
    await expect(first).toContainText("shalom");

    await tab(page, "Flashcards").click();
    await expect(page.getByText("Card 1 of 10")).toBeVisible();
    await expect(page.getByText("Tap to reveal")).toBeVisible();
    await tab(page, "Matching").click();
    await expect(page.getByTestId("match-hebrew")).toHaveCount(6);
    await tab(page, "Fill").click();
    await expect(page.getByRole("heading", { name: "Fill in the Blank" })).toBeVisible();
    await tab(page, "Quiz").click();
    await expect(page.getByTestId("quiz-option")).toHaveCount(4);
    await tab(page, "Memory").click();
    await expect(page.getByTestId("memory-card")).toHaveCount(12);
    expect(errors).toEqual([]);
  });

  test("a collection without words says so (not 'No words found'); an unknown one is not found", async ({ page }) => {
    await signUpViaApi(page);
    await openCollection(page, "aramaic/shabbat");
    await expect(page.getByText("This collection has no words yet")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter settings")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Generate or import words in Settings" })).toHaveCount(0); // learners cannot
    await tab(page, "Memory").click();
    await expect(page.getByText("This collection has no words yet")).toBeVisible();
    // A search that finds nothing still says 'No words found', and Go Back clears it.
    await tab(page, "Study").click();
    await page.getByPlaceholder("Search all words (press Enter)...").fill("zzzqqq");
    await page.getByPlaceholder("Search all words (press Enter)...").press("Enter");
    await expect(page.getByText("Try adjusting your search or filter settings")).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page.getByText("This collection has no words yet")).toBeVisible();
    await page.goto("/modern/no-such-collection");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  });

  test("status buttons set known, learning and unknown; filter and shuffle are saved settings", async ({ page }) => {
    await signUpViaApi(page);
    await openCollection(page);
    const shalom = row(page, "שָׁלוֹם");
    await expect(shalom.getByRole("button", { name: "Learning" })).toHaveAttribute("aria-pressed", "true");

    await shalom.getByRole("button", { name: "Known", exact: true }).click();
    await expect(shalom.getByRole("button", { name: "Known", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("status-counts")).toHaveText(/Known:\s*1.*Learning:\s*9/);
    await expect.poll(() => progressByHebrew(page, DAILY)).toEqual({ "שָׁלוֹם": { status: "known", timesSeen: 0, timesKnown: 1 } });

    await row(page, "תּוֹדָה").getByRole("button", { name: "Unknown", exact: true }).click();
    await shalom.getByRole("button", { name: "Learning" }).click();
    await expect.poll(() => progressByHebrew(page, DAILY)).toEqual({
      "שָׁלוֹם": { status: "learning", timesSeen: 0, timesKnown: 1 },
      "תּוֹדָה": { status: "unknown", timesSeen: 0, timesKnown: 0 },
    });

    // Filters: Unknown = unknown or no record; Known = known. The choice is a user setting.
    const filters = page.getByRole("group", { name: "Show words" });
    await row(page, "כֵּן").getByRole("button", { name: "Known", exact: true }).click();
    await filters.getByRole("button", { name: "Known", exact: true }).click();
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await expect(row(page, "כֵּן")).toBeVisible();
    await filters.getByRole("button", { name: "Unknown", exact: true }).click();
    await expect(table(page).getByRole("row")).toHaveCount(1 + 8); // תּוֹדָה (unknown) + 7 without a record
    await expect.poll(async () => ((await (await page.request.get("/api/settings")).json()) as { filter: string }).filter).toBe("unknown");
    await page.reload();
    await expect(filters.getByRole("button", { name: "Unknown", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(table(page).getByRole("row")).toHaveCount(9);

    await page.getByRole("switch").click();
    await expect.poll(async () => ((await (await page.request.get("/api/settings")).json()) as { shuffle: boolean }).shuffle).toBe(true);
    await page.getByRole("switch").click();
    await expect.poll(async () => ((await (await page.request.get("/api/settings")).json()) as { shuffle: boolean }).shuffle).toBe(false);
    await filters.getByRole("button", { name: "All" }).click();
    // Shuffle off: freq_rank order.
    await expect(table(page).getByRole("row").nth(1)).toContainText("hello, peace");
    await expect(table(page).getByRole("row").nth(10)).toContainText("school");
  });

  test("search ignores niqqud, searches every collection, and clearing restores the filter", async ({ page }) => {
    await signUpViaApi(page);
    await openCollection(page, "modern/siddur-1000");
    const filters = page.getByRole("group", { name: "Show words" });
    await filters.getByRole("button", { name: "Unknown", exact: true }).click();
    await expect(filters.getByRole("button", { name: "Unknown", exact: true })).toHaveAttribute("aria-pressed", "true");

    const box = page.getByPlaceholder("Search all words (press Enter)...");
    await box.fill("שָׁלוֹם");
    // Typing saves the filter and shows every status; nothing is searched before Enter.
    await expect(filters.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(table(page)).toContainText("blessed");
    await box.press("Enter");
    await expect(row(page, "שָׁלוֹם")).toBeVisible(); // a Daily word found from the Siddur page
    await expect(row(page, "שָׁלוֹם")).toContainText("Daily");
    await expect(table(page)).not.toContainText("blessed");

    await box.fill("בית ספר");
    await box.press("Enter");
    await expect(row(page, "בֵּית־סֵפֶר")).toBeVisible();

    // A status set on a search result is saved on the word's own collection.
    await row(page, "בֵּית־סֵפֶר").getByRole("button", { name: "Known", exact: true }).click();
    await expect.poll(() => progressByHebrew(page, DAILY)).toEqual({ "בֵּית־סֵפֶר": { status: "known", timesSeen: 0, timesKnown: 1 } });

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(box).toHaveValue("");
    await expect(filters.getByRole("button", { name: "Unknown", exact: true })).toHaveAttribute("aria-pressed", "true");
    await expect(table(page)).toContainText("blessed");

    // Nothing found → Go Back clears the search.
    await box.fill("zzqqxx");
    await box.press("Enter");
    await expect(page.getByText("No words found")).toBeVisible();
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(box).toHaveValue("");
    await expect(table(page)).toContainText("blessed");

    // Changing collection resets the search.
    await box.fill("שלום");
    await page.getByRole("navigation", { name: "Collections" }).getByRole("link", { name: "Daily" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Daily" })).toBeVisible();
    await expect(page.getByPlaceholder("Search all words (press Enter)...")).toHaveValue("");
  });

  test("Berakhot pages are sorted 2a, 3a, 10a, 27b and filter every tab", async ({ page }) => {
    await signUpViaApi(page);
    await openCollection(page, "aramaic/berakhot");
    const pages = page.getByRole("group", { name: "Page" });
    await expect(pages.getByRole("button")).toHaveText(["All Pages", "2a", "3a", "10a", "27b"]);
    await pages.getByRole("button", { name: "2a" }).click();
    await expect(table(page).getByRole("row")).toHaveCount(3);

    await tab(page, "Flashcards").click();
    await expect(page.getByText("Card 1 of 2")).toBeVisible();
    await expect(page.getByText("End of page 2a")).toHaveCount(0);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Card 2 of 2")).toBeVisible();
    await expect(page.getByText("End of page 2a")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click(); // Next on the last card stays
    await expect(page.getByText("Card 2 of 2")).toBeVisible();

    await tab(page, "Quiz").click();
    await expect(page.getByText("Need at least 4 words to play Quiz Master")).toBeVisible();
    await tab(page, "Matching").click();
    await expect(page.getByTestId("match-hebrew")).toHaveCount(2);

    await pages.getByRole("button", { name: "All Pages" }).click();
    await tab(page, "Flashcards").click();
    await page.getByText("Card 1 of 5").click(); // focus off the tab list, whose arrows switch tabs
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("Card 5 of 5")).toBeVisible();
    await expect(page.getByText("End of collection")).toBeVisible();
  });
});

test.describe("flashcards", () => {
  test("answers, history (Back) and keyboard keys", async ({ page }) => {
    await signUpViaApi(page);
    await openCollection(page);
    await tab(page, "Flashcards").click();
    await expect(page.getByText("Card 1 of 10")).toBeVisible();
    await expect(flashcardHebrew(page)).toHaveText("שָׁלוֹם");

    await page.getByRole("button", { name: "Know", exact: true }).click();
    await expect(page.getByText("Card 2 of 10")).toBeVisible();
    await expect(flashcardHebrew(page)).toHaveText("תּוֹדָה");
    await page.getByRole("button", { name: "Back" }).click();
    // The deck is stable: the word just known is still card 1.
    await expect(page.getByText("Card 1 of 10")).toBeVisible();
    await expect(flashcardHebrew(page)).toHaveText("שָׁלוֹם");

    await page.keyboard.press(" ");
    await expect(page.getByTestId("flashcard-answer")).toContainText("hello, peace");
    await expect(page.getByTestId("flashcard-answer")).toContainText("shalom");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("Card 2 of 10")).toBeVisible();
    await expect(page.getByText("Tap to reveal")).toBeVisible(); // reveal resets with the word
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByText("Card 1 of 10")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("1"); // don't know תּוֹדָה
    await expect(page.getByText("Card 3 of 10")).toBeVisible();
    await page.keyboard.press("s"); // skip כֵּן
    await expect(page.getByText("Card 4 of 10")).toBeVisible();
    await page.keyboard.press("2"); // know לֹא
    await expect(page.getByText("Card 5 of 10")).toBeVisible();
    // Space on a focused button reveals without pressing the button.
    await page.getByRole("button", { name: "Skip" }).focus();
    await page.keyboard.press(" ");
    await expect(page.getByTestId("flashcard-answer")).toContainText("house, home");
    await expect(page.getByText("Card 5 of 10")).toBeVisible();
    // Keys are left alone while a widget that uses them (here the tab list) has the focus.
    await tab(page, "Flashcards").focus();
    await page.keyboard.press("2");
    await expect(page.getByText("Card 5 of 10")).toBeVisible();

    await expect.poll(() => progressByHebrew(page, DAILY)).toEqual({
      "שָׁלוֹם": { status: "known", timesSeen: 1, timesKnown: 1 },
      "תּוֹדָה": { status: "unknown", timesSeen: 1, timesKnown: 0 },
      "כֵּן": { status: "learning", timesSeen: 1, timesKnown: 0 },
      "לֹא": { status: "known", timesSeen: 1, timesKnown: 1 },
    });
    // Counts updated on the Study tab without a reload.
    await tab(page, "Study").click();
    await expect(page.getByTestId("status-counts")).toHaveText(/Known:\s*2.*Learning:\s*7.*Unknown:\s*1/);
    // A new deck holds only the words not known.
    await tab(page, "Flashcards").click();
    await expect(page.getByText("Card 1 of 8")).toBeVisible();
  });

  test("a failed answer is retried with the same id, and a reload sends what was left", async ({ page }) => {
    await signUpViaApi(page);
    await openCollection(page);
    const sent: string[] = [];
    let failures = 2;
    await page.route("**/api/progress/answers", async (route) => {
      sent.push((route.request().postDataJSON() as { id: string }).id);
      if (failures-- > 0) await route.abort("failed");
      else await route.continue();
    });
    await row(page, "מַיִם").getByRole("button", { name: "Known", exact: true }).click();
    await expect.poll(() => progressByHebrew(page, DAILY), { timeout: 15_000 }).toEqual({ "מַיִם": { status: "known", timesSeen: 0, timesKnown: 1 } });
    expect(sent).toHaveLength(3);
    expect(new Set(sent).size).toBe(1);
    await page.unroute("**/api/progress/answers");

    // The network is down: the answer waits in localStorage and is sent after a reload.
    await page.route("**/api/progress/answers", (route) => route.abort("failed"));
    await row(page, "יוֹם").getByRole("button", { name: "Unknown", exact: true }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("milim-pending-answers"))).toContain('"status":"unknown"');
    expect((await progressByHebrew(page, DAILY))["יוֹם"]).toBeUndefined();
    // "Reload": this page (and its retries) goes away; a new page of the same browser sends it.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await openCollection(again);
    await expect.poll(() => progressByHebrew(again, DAILY), { timeout: 15_000 }).toEqual({
      "מַיִם": { status: "known", timesSeen: 0, timesKnown: 1 },
      "יוֹם": { status: "unknown", timesSeen: 0, timesKnown: 0 },
    });
    await expect.poll(() => again.evaluate(() => localStorage.getItem("milim-pending-answers"))).toBeNull();
    await expect(row(again, "יוֹם").getByRole("button", { name: "Unknown", exact: true })).toHaveAttribute("aria-pressed", "true");
  });
});

test("admins see the progress bars; learners do not", async ({ page, server, browser }) => {
  await signUpViaApi(page);
  await openCollection(page, "biblical/genesis");
  await expect(page.getByRole("region", { name: "Collection progress" })).toHaveCount(0);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInViaApi(admin, server.admin);
  await openCollection(admin, "biblical/genesis");
  const bars: Locator = admin.getByRole("region", { name: "Collection progress" });
  await expect(bars).toBeVisible();
  await expect(admin.getByTestId("progress-done")).toHaveText("0 / 10 (0%)");
  await expect(admin.getByTestId("progress-known")).toHaveText("0 / 10 (0%)");
  await expect(admin.getByTestId("progress-unknown")).toHaveText("0 / 10 (0%)");
  await row(admin, "בְּרֵאשִׁית").getByRole("button", { name: "Known", exact: true }).click();
  await row(admin, "בָּרָא").getByRole("button", { name: "Unknown", exact: true }).click();
  await expect(admin.getByTestId("progress-done")).toHaveText("2 / 10 (20%)");
  await expect(admin.getByTestId("progress-known")).toHaveText("1 / 10 (10%)");
  await expect(admin.getByTestId("progress-unknown")).toHaveText("1 / 10 (10%)");
  // The server agrees after a reload.
  await expect.poll(async () => Object.keys(await progressByHebrew(admin, "biblical/genesis")).length).toBe(2);
  await admin.reload();
  await expect(admin.getByTestId("progress-known")).toHaveText("1 / 10 (10%)");
  // Section filter: Genesis chapters.
  await expect(admin.getByRole("group", { name: "Section" }).getByRole("button")).toHaveText(["All Sections", "1", "2", "3", "6", "9", "11"]);
  await context.close();
});

test("a 10,000-word collection renders only the rows on screen and stays usable", async ({ page }) => {
  await signUpViaApi(page);
  await importNumberedCollection(page, "big-e2e", "Big E2E", 10_000);

  const started = Date.now();
  await openCollection(page, "modern/big-e2e");
  await expect(table(page)).toHaveAttribute("aria-rowcount", "10001");
  await expect(row(page, "מִלָּה 1")).toBeVisible();
  const rendered = await table(page).getByRole("row").count();
  expect(rendered).toBeLessThan(80); // virtualised: not 10,000 rows in the DOM
  expect(Date.now() - started).toBeLessThan(15_000);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(row(page, "מִלָּה 10000")).toBeVisible();
  await row(page, "מִלָּה 10000").getByRole("button", { name: "Known", exact: true }).click();
  await expect(row(page, "מִלָּה 10000").getByRole("button", { name: "Known", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("status-counts")).toHaveText(/Known:\s*1.*Learning:\s*9,999/);
  await tab(page, "Flashcards").click();
  await expect(page.getByText("Card 1 of 9999")).toBeVisible();
});

test("an administrator imports a collection from a CSV file as shared (the switch), and a learner sees it", async ({ page, browser, server }) => {
  await signInViaApi(page, server.admin);
  await page.goto("/settings");
  const form = page.getByRole("region", { name: "Import Collection" });
  await form.getByLabel("File").setInputFiles({ name: "shared-e2e.csv", mimeType: "text/csv", buffer: Buffer.from("hebrew,english\nשָׁלוֹם,peace\nבַּיִת,house\n") });
  await form.getByLabel("Name", { exact: true }).fill("Shared from e2e");
  await form.getByLabel("Slug", { exact: true }).fill("shared-from-e2e");
  await form.getByRole("combobox", { name: "Domain" }).click();
  await page.getByRole("option", { name: "Modern", exact: true }).click();
  const shared = form.getByRole("switch", { name: "Shared: visible to every learner" });
  await expect(shared).toHaveAttribute("aria-checked", "false");
  await form.getByText("Shared: visible to every learner").click(); // the label presses it
  await expect(shared).toHaveAttribute("aria-checked", "true");
  await shared.press("Space");
  await expect(shared).toHaveAttribute("aria-checked", "false");
  await shared.press("Enter");
  await expect(shared).toHaveAttribute("aria-checked", "true");
  await form.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Collection imported")).toBeVisible();
  await expect(shared).toHaveAttribute("aria-checked", "false"); // the form is ready for the next file

  const learner = await browser.newPage();
  await signUpViaApi(learner);
  const list = (await (await learner.request.get("/api/collections?domain=modern")).json()) as { collections: { slug: string; ownerId: string | null }[] };
  expect(list.collections.find((c) => c.slug === "shared-from-e2e")).toMatchObject({ ownerId: null }); // shared: nobody's own
  await learner.close();
});
