import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { waitForJob } from "./support/jobs";

const serious = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id);

/**
 * One click on 'Set up the library' in the 'Get started' card imports the offline
 * Hebrew Bible (SETUP_BIBLE_BOOKS=Genesis on the e2e server; the product's default is all 39), the
 * Mishnah from the local texts library (SETUP_MISHNAH=Berakhot; the default is all 63 tractates), the Talmud's Sukkah 2a–2b
 * (SETUP_TALMUD=Sukkah, SETUP_TALMUD_AMUDIM=2; the default is 2a–3b of all 37 tractates), the
 * lexicons from the local lexicon server, and fills the built-in collections; the card shows the
 * progress, then each part's outcome, and the checklist's steps done. A second click does nothing new.
 */
test("an administrator sets up the library with one click; a second click finds every part done", async ({ page }) => {
  test.setTimeout(8 * 60_000);
  await signInViaApi(page, { email: "admin@e2e.test", password: "admin-pass-123" });
  await page.goto("/");
  const card = page.getByRole("region", { name: "Get started" });
  const panel = card.getByTestId("library-setup");
  await expect(panel.getByRole("heading", { name: "Set up the library" })).toBeVisible();
  await panel.getByRole("button", { name: "Set up the library" }).click();
  await expect(panel.getByRole("button", { name: "Setting up the library…" })).toBeDisabled();
  await expect(panel.getByTestId("library-setup-progress")).toBeVisible();
  expect(await serious(page, "[data-testid=library-setup]")).toEqual([]);

  const parts = panel.getByTestId("library-setup-parts");
  await expect(parts).toBeVisible({ timeout: 6 * 60_000 });
  await expect(parts.locator("li[data-status=failed]")).toHaveCount(0);
  await expect(parts.getByText(/^Hebrew Bible \(offline\)/)).toBeVisible();
  for (const name of ["BDB", "Strong's", "Jastrow", "Wiktionary Aramaic", "Wiktionary Hebrew"]) await expect(parts.getByText(new RegExp(`^${name} —`))).toBeVisible();
  await expect(parts.getByText(/^Collections: Biblical — /)).toContainText(/1 of 5 collections filled|Already filled: 1 of 5/);
  await expect(parts.getByText(/^Mishnah \(from the texts library\) — /)).toContainText("Tractates imported: 1; 1 of 1 in the library");
  await expect(parts.getByText(/^Collections: Mishna — /)).toContainText("1 of 6 collections filled");
  await expect(parts.getByText(/^Talmud, each tractate's first pages \(from the texts library\) — /)).toContainText("Tractates imported: 1; 1 of 1 in the library");
  await expect(parts.getByText(/^Collections: Talmud — /)).toContainText(/Words added: \d+; \d+ of 38 collections filled/);
  for (const step of ["texts", "lexicons"]) await expect(card.getByTestId(`getting-started-${step}`)).toContainText("Done:");
  expect(await serious(page, "[data-testid=getting-started]")).toEqual([]);
  await page.screenshot({ path: test.info().outputPath("library-setup-done.png"), fullPage: true });

  // The second click: every part already done, nothing added.
  await panel.getByRole("button", { name: "Set up the library" }).click();
  await expect(panel.getByRole("button", { name: "Set up the library" })).toBeEnabled({ timeout: 3 * 60_000 });
  await expect(parts.locator("li[data-status=done]")).toHaveCount(0);
  await expect(parts.locator("li[data-status=failed]")).toHaveCount(0);
  await expect(parts.locator("li[data-status=skipped]")).toHaveCount(12);
});

/**
 * The tester's case: a run ends with a failed part (the Talmud's Sukkah, the texts library answering an error) while
 * every step of the checklist is done or dismissed. The card stays, on the home page and in the Admin Panel, with
 * the failed part's reason and the button; run again with the library answering, the run has no failed part and the
 * card goes. Follows the test above (every part imported; run alone, the steps not done are dismissed the same way).
 */
test("a run with a failed part keeps the card with its reason and the button, whatever the steps; a run again without one lets it go", async ({ page, server }) => {
  test.setTimeout(6 * 60_000);
  await signInViaApi(page, server.admin);
  const headers = { origin: server.url };
  const { books } = await (await page.request.get("/api/books")).json() as { books: { id: string; title: string }[] };
  for (const book of books.filter((b) => b.title === "Sukkah")) expect((await page.request.delete(`/api/books/${book.id}`, { headers })).ok()).toBe(true);
  const state = async () => await (await page.request.get("/api/admin/getting-started")).json() as { open: number; setupFailed: boolean; steps: { id: string; done: boolean }[] };
  const dismissed: string[] = [];
  server.sefaria.failRef = ["Sukkah 2a", "Sukkah 2b"];
  try {
    for (const step of (await state()).steps.filter((s) => !s.done)) {
      expect((await page.request.put(`/api/admin/getting-started/${step.id}`, { data: { dismissed: true }, headers })).ok()).toBe(true);
      dismissed.push(step.id);
    }
    expect((await state()).open).toBe(0);

    const started = await page.request.post("/api/admin/library-setup", { headers });
    expect(started.status()).toBe(202);
    expect((await waitForJob(page, ((await started.json()) as { id: string }).id, 4 * 60_000)).status).toBe("completed");
    expect(await state()).toMatchObject({ open: 0, setupFailed: true });

    for (const where of ["/", "/admin"]) {
      await page.goto(where);
      const card = page.getByRole("region", { name: "Get started" });
      const panel = card.getByTestId("library-setup");
      await expect(panel.getByTestId("library-setup-failed-parts")).toHaveText("Some parts failed, each with its reason below: run the set-up again to resume them.");
      const failed = panel.getByTestId("library-setup-parts").locator("li[data-status=failed]");
      await expect(failed).toHaveCount(1);
      await expect(failed).toContainText(/^Talmud, each tractate's first pages \(from the texts library\) — Failed: The texts library could not be reached or did not answer as expected: Sukkah 2a-2b was not imported/);
      await expect(panel.getByRole("button", { name: "Set up the library" })).toBeEnabled();
    }
    expect(await serious(page, "[data-testid=getting-started]")).toEqual([]);
    await page.screenshot({ path: test.info().outputPath("library-setup-failed-part.png"), fullPage: true });

    // Run again from the card, the texts library answering: the card shows its progress, then goes with no failed part left.
    delete server.sefaria.failRef;
    const card = page.getByRole("region", { name: "Get started" });
    await card.getByRole("button", { name: "Set up the library" }).click();
    await expect(card).toHaveCount(0, { timeout: 4 * 60_000 });
    expect(await state()).toMatchObject({ open: 0, setupFailed: false });
  } finally {
    delete server.sefaria.failRef;
    for (const step of dismissed) await page.request.put(`/api/admin/getting-started/${step}`, { data: { dismissed: false }, headers });
  }
});

test("'Sources and licences' is linked from the footer and lists every source's credit and licence", async ({ page }) => {
  await page.goto("/auth");
  await page.getByRole("contentinfo").getByRole("link", { name: "Sources and licences" }).click();
  await expect(page).toHaveURL(/\/sources$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sources and licences" })).toBeVisible();
  for (const id of ["bdb", "strongs", "oshb", "jastrow", "wiktionary-hebrew", "wiktionary-aramaic", "sefaria-texts", "frequencywords", "freedict", "noto-serif-hebrew", "espeak-ng"]) {
    await expect(page.getByTestId(`source-${id}`)).toBeVisible();
  }
  await expect(page.getByTestId("source-wiktionary-hebrew")).toContainText("CC BY-SA 4.0");
  await expect(page.getByTestId("source-wiktionary-hebrew")).toContainText("GFDL");
  await expect(page.getByTestId("source-frequencywords")).toContainText("CC BY-SA 4.0");
  expect(await serious(page, "main")).toEqual([]);
  for (const [colorScheme, width] of [["light", 390], ["dark", 1280]] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width, height: 900 });
    await page.reload(); // signed out, the theme follows the system's preference at first paint
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`sources-${colorScheme}-${width}.png`), fullPage: true });
  }
});

/**
 * On this project's own server, whose Genesis (imported offline by the set-up) no other spec gives Sefaria's English: a
 * chapter's Translation view without a translation says so, and the administrator adds the texts library's translations
 * from the reader.
 */
test("a chapter without a translation says so; an administrator adds the texts library's translations from the reader", async ({ page, server }) => {
  test.setTimeout(240_000);
  // The Genesis imported offline: the set-up's (imported here when this test runs alone; the import skips a book done).
  await signInViaApi(page, server.admin);
  const imported = await page.request.post("/api/books/import/bible", { data: { books: ["Genesis"] }, headers: { origin: server.url } });
  expect(imported.ok(), await imported.text()).toBe(true);
  expect((await waitForJob(page, ((await imported.json()) as { job: { id: string } }).job.id, 180_000)).status).toBe("completed");
  const offlineGenesis = () => page.getByTestId("book-card").filter({ hasText: "Genesis" }).filter({ hasText: "Open Scriptures" }).first();

  // A learner: the notice, nothing to press.
  await signUpViaApi(page);
  await page.goto("/books");
  await offlineGenesis().getByRole("link", { name: /Start Reading|Continue Reading/ }).first().click();
  await expect(page.locator("#verse-1")).toBeVisible();
  await expect(page.getByTestId("no-translation")).toHaveCount(0); // the Hebrew beside its (missing) translation: the Hebrew is there to read
  await page.getByRole("button", { name: "Translation", exact: true }).click();
  await expect(page.getByTestId("no-translation")).toHaveText("This chapter has no translation yet: its Hebrew is shown.");
  await expect(page.getByTestId("add-translations")).toHaveCount(0);
  // The Hebrew stands in for it: the words are there to tap.
  await expect(page.locator("#verse-1").getByTestId("reader-word").first()).toBeVisible();

  // The administrator adds them (Sefaria's stand-in), and the chapter shows its English.
  await signInViaApi(page, server.admin);
  const reader = page.url();
  try {
    await page.goto(reader);
    await page.getByRole("button", { name: "Translation", exact: true }).click();
    await page.getByRole("button", { name: "Add the translations from the texts library" }).click();
    await expect(page.getByText("Translations added")).toBeVisible({ timeout: 150_000 });
    await expect(page.getByTestId("no-translation")).toHaveCount(0);
    await expect(page.locator("#verse-1").getByTestId("verse-translation")).not.toBeEmpty();
  } finally {
    // The administrator is shared by the worker's tests: the next one finds the reader's view as it was (Hebrew and translation).
    const me = await (await page.request.get("/api/me")).json() as { settings: { reader: Record<string, unknown> } };
    const reset = await page.request.patch("/api/settings", { data: { reader: { ...me.settings.reader, viewMode: "both" } }, headers: { origin: server.url } });
    expect(reset.ok(), await reset.text()).toBe(true);
  }
});
