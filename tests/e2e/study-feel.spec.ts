import type { Page } from "@playwright/test";
import { expect, signInViaApi, signUpViaApi, test, uniqueEmail, untilHydrated } from "./fixtures";
import { openCollection, tab } from "./study-helpers";

/**
 * The study area as learners feel it: English stand-ins in games, the empty collection,
 * round summaries, toasts, the daily goal's unit, steady flashcard buttons, keyboard focus, phones
 * and the small things. Each test signs up a fresh learner.
 */

/** Imports the learner's own collection /modern/{slug} from CSV text (header row first). */
async function importOwnCollection(page: Page, slug: string, csv: string) {
  const res = await page.request.post("/api/collections/import", {
    data: { content: csv, fileName: `modern_${slug}.csv`, name: slug, slug, domain: "modern" },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test("games use the English gloss (marked EN) where the chosen language lacks a word, and leave out words with neither", async ({ page }) => {
  await signUpViaApi(page);
  await importOwnCollection(page, "en-stand-in", [
    "hebrew,english,french",
    "מַיִם,water,eau",
    "לֶחֶם,bread,pain",
    "בַּיִת,house,maison",
    "סֵפֶר,book,",
    "אֶרֶץ,,",
  ].join("\r\n"));
  await page.addInitScript(() => localStorage.setItem("selectedLanguage", "french"));
  await openCollection(page, "modern/en-stand-in");

  await tab(page, "Matching").click();
  await expect(page.getByTestId("match-hebrew")).toHaveCount(4);
  await expect(page.getByRole("combobox", { name: "Pairs" })).toHaveText("All 4 pairs"); // not '6 pairs'

  await expect(page.getByTestId("game-left-out")).toHaveText("1 word has no translation in this language or in English and was left out.");
  const book = page.getByTestId("match-translation").filter({ hasText: "book" });
  await expect(book.getByTestId("english-badge")).toHaveText("EN");
  await expect(page.getByTestId("match-translation").getByTestId("english-badge")).toHaveCount(1);
  await expect(page.getByTestId("match-translation").filter({ hasText: "eau" })).toHaveCount(1);
  await expect(page.getByText("(no translation)")).toHaveCount(0);
  for (const t of await page.getByTestId("match-translation").allTextContents()) expect(t.trim()).not.toBe("");

  await tab(page, "Quiz").click();
  await expect(page.getByTestId("quiz-option")).toHaveCount(4);
  for (const t of await page.getByTestId("quiz-option").allTextContents()) expect(t.trim()).not.toBe("");
  await expect(page.getByTestId("game-left-out")).toBeVisible();

  await tab(page, "Memory").click();
  await expect(page.getByTestId("memory-card")).toHaveCount(8);
});

test("an empty collection says it has no words yet, and administrators get the link to generate or import", async ({ page, server }) => {
  await signInViaApi(page, server.admin);
  await openCollection(page, "aramaic/shabbat");
  await expect(page.getByText("This collection has no words yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Go Back" })).toHaveCount(0);
  await page.getByRole("link", { name: "Generate or import words in Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
});

test("a flashcard round ends with its summary, and 'Study these again' deals just the missed words; the buttons never move", async ({ page }) => {
  await signUpViaApi(page);
  await openCollection(page, "aramaic/berakhot");
  await page.getByRole("group", { name: "Page" }).getByRole("button", { name: "2a" }).click();
  await tab(page, "Flashcards").click();
  await expect(page.getByText("Card 1 of 2")).toBeVisible();
  const know = page.getByRole("button", { name: "Know", exact: true });
  const pageTop = () => know.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const firstTop = await pageTop();
  await know.click();
  await expect(page.getByText("Card 2 of 2")).toBeVisible();
  await expect(page.getByText("End of page 2a")).toBeVisible();
  expect(await pageTop()).toBe(firstTop); // the 'End of …' line had its room already
  const missed = (await page.getByTestId("flashcard").locator('[lang="he"]').textContent())!;
  await page.getByRole("button", { name: "Don't Know" }).click();

  const summary = page.getByTestId("flashcard-summary");
  await expect(summary.getByTestId("summary-known")).toHaveText("1");
  await expect(summary.getByTestId("summary-don-t-know")).toHaveText("1");
  await expect(summary.getByTestId("summary-skipped")).toHaveText("0");
  await expect(summary.getByRole("list", { name: "Words missed" }).getByRole("listitem")).toHaveCount(1);
  await expect(summary.getByRole("list", { name: "Words missed" })).toContainText(missed);
  await summary.getByRole("button", { name: "Study these again" }).click();
  await expect(page.getByText("Card 1 of 1")).toBeVisible();
  await expect(page.getByTestId("flashcard").locator('[lang="he"]')).toHaveText(missed);
});

test("the quiz's end screen lists the missed questions with the right answers", async ({ page }) => {
  await signUpViaApi(page);
  await openCollection(page);
  await tab(page, "Quiz").click();
  await page.getByRole("combobox", { name: "Questions" }).click();
  await page.getByRole("option", { name: "5 questions", exact: true }).click();
  const region = page.getByRole("region", { name: "Quiz Master" });
  const wrong: { hebrew: string; answer: string }[] = [];
  for (let i = 1; i <= 5; i++) {
    await expect(page.getByText(`Question: ${i} / 5`)).toBeVisible();
    const hebrew = (await region.locator('[lang="he"]').first().textContent())!;
    // Pick the first option; the marked right answer tells whether it was wrong.
    await page.getByTestId("quiz-option").first().click();
    const answer = (await page.locator('[data-testid="quiz-option"][data-correct="true"]').textContent())!;
    if ((await page.getByTestId("quiz-option").first().getAttribute("data-correct")) !== "true") wrong.push({ hebrew, answer });
    await page.getByRole("button", { name: "Next Question" }).click();
  }
  await expect(page.getByTestId("quiz-percent")).toHaveText(`${(5 - wrong.length) * 20}%`);
  const list = page.getByRole("list", { name: "Missed questions" });
  await expect(list.getByRole("listitem")).toHaveCount(wrong.length);
  for (const w of wrong) await expect(list.getByRole("listitem").filter({ has: page.getByText(w.hebrew, { exact: true }) })).toContainText(w.answer);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0); // the result of each answer showed in place
});

test("toasts appear below the top bar, never over its controls", async ({ page }) => {
  await signUpViaApi(page);
  await openCollection(page);
  await tab(page, "Fill").click();
  await page.getByRole("button", { name: "Check" }).click(); // 'Please enter an answer'
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Please enter an answer" });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-mounted", "true");
  await page.waitForTimeout(500); // the toast slides in
  const bar = (await page.getByRole("banner").boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(bar.y + bar.height);
});

test("choosing the Flashcards tab puts the keys on the card; 'Skip to content' is the first stop and jumps past the header", async ({ page }) => {
  await signUpViaApi(page);
  await openCollection(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();

  await tab(page, "Flashcards").click();
  await expect(page.getByText("Card 1 of 10")).toBeVisible();
  await expect(page.getByTestId("flashcard")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("Card 2 of 10")).toBeVisible();
  await page.keyboard.press(" ");
  await expect(page.getByTestId("flashcard-answer")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByText("Card 1 of 10")).toBeVisible();
});

test("the daily goal bar and the statistics dialog count the same thing and say so: words studied today", async ({ page }) => {
  await signUpViaApi(page);
  await openCollection(page);
  await expect(page.getByTestId("daily-goal-progress")).toContainText("0 / 30 words studied today");
  await tab(page, "Flashcards").click();
  await page.getByRole("button", { name: "Know", exact: true }).click();
  await page.getByRole("button", { name: "Don't Know" }).click();
  await page.getByRole("button", { name: "Back" }).click();
  await page.getByRole("button", { name: "Know", exact: true }).click(); // the same word again counts once
  await expect(page.getByTestId("daily-goal-progress")).toContainText("2 / 30 words studied today");
  await page.getByRole("button", { name: "Study Statistics" }).click();
  const dialog = page.getByRole("dialog", { name: "Study Statistics" });
  await expect(dialog.getByText("Words studied today")).toBeVisible();
  await expect(dialog.getByText("2 / 30")).toBeVisible();
  await expect(dialog.getByText("Known today", { exact: true })).toBeVisible();
});

test("on a phone a Matching round of 6 pairs fits without scrolling; the 38 tractates scroll by touch and by buttons", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page);
  await openCollection(page);
  await tab(page, "Matching").click();
  await expect(page.getByTestId("match-hebrew")).toHaveCount(6);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const side of ["match-hebrew", "match-translation"]) {
    const box = (await page.getByTestId(side).nth(5).boundingBox())!;
    expect(box.y + box.height, `${side} #6 bottom`).toBeLessThanOrEqual(844);
  }

  // The last of the 38 Talmud tractates is scrolled into view; the row scrolls by its buttons.
  await page.goto("/aramaic/niddah");
  const nav = page.getByRole("navigation", { name: "Collections" });
  const chosen = nav.getByRole("link", { name: "Niddah" });
  await expect(chosen).toHaveAttribute("aria-current", "page");
  await expect(chosen).toBeInViewport();
  const row = nav.getByRole("list");
  const before = await row.evaluate((el) => el.scrollLeft);
  expect(before).toBeGreaterThan(0);
  await nav.getByRole("button", { name: "Scroll left" }).click();
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeLessThan(before);
  await page.goto("/aramaic/berakhot");
  await expect(nav.getByRole("button", { name: "Scroll left" })).toHaveCount(0);
  await nav.getByRole("button", { name: "Scroll right" }).click();
  await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
});

test("small things: /auth and a new account follow the system's dark preference, the search box takes Hebrew right-to-left, the Hebrew column sits by its word", async ({ browser, page, server }) => {
  for (const colorScheme of ["dark", "light"] as const) {
    const context = await browser.newContext({ colorScheme, baseURL: server.url });
    const auth = await context.newPage();
    const sessionChecks: string[] = [];
    auth.on("request", (r) => { if (new URL(r.url()).pathname === "/api/me") sessionChecks.push(r.url()); });
    await auth.goto("/auth?mode=login");
    const html = auth.locator("html");
    await expect(html).toHaveClass(colorScheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    if (colorScheme === "dark") {
      // The log-in form comes drawn for a visitor: the page asks nothing more of the session.
      await untilHydrated(auth);
      expect(sessionChecks).toEqual([]);
      // Signed up through the form, the new account keeps following the system: still dark.
      await auth.getByRole("link", { name: "Sign up" }).click();
      await auth.getByLabel("First name").fill("Noa");
      await auth.getByLabel("Last name").fill("Dark");
      await auth.getByLabel("Email").fill(uniqueEmail("dark"));
      await auth.getByLabel("Password").fill("noa-pass-123");
      await auth.getByRole("button", { name: "Sign up" }).click();
      await expect(auth).toHaveURL(/\/modern\/daily-1000$/);
      await expect(auth.getByRole("button", { name: "Dark mode", exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(html).toHaveClass(/\bdark\b/);
      expect(((await (await auth.request.get("/api/settings")).json()) as { darkMode: unknown }).darkMode).toBeNull();
      // The server's next page says "as the system" on <html>, and it is dark before the app's code runs.
      await auth.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await auth.goto("/review", { waitUntil: "domcontentloaded" });
      await expect(html).toHaveAttribute("data-theme", "system");
      await expect(html).toHaveClass(/\bdark\b/);
    }
    await context.close();
  }

  await signUpViaApi(page);
  await openCollection(page);
  await expect(page.getByPlaceholder("Search all words (press Enter)...")).toHaveAttribute("dir", "auto");
  const first = page.getByRole("table", { name: "Words" }).getByRole("row").nth(1);
  const sound = (await first.getByRole("cell").nth(1).boundingBox())!;
  const hebrew = (await first.getByRole("cell").nth(2).locator('[lang="he"]').boundingBox())!;
  expect(hebrew.x - (sound.x + sound.width)).toBeLessThan(200);
});

test("a Mishna order has words on day one, filtered by tractate (the tractate is no second 'section' row)", async ({ page }) => {
  await signUpViaApi(page);
  await openCollection(page, "mishna/nezikin");
  const tractates = page.getByRole("group", { name: "Tractate" });
  await expect(tractates.getByRole("button")).toHaveText(["All Tractates", "Avot", "Bava Kamma", "Bava Metzia"]);
  await expect(page.getByRole("group", { name: "Section" })).toHaveCount(0);
  await tractates.getByRole("button", { name: "Avot" }).click();
  await expect(page.getByText("he received", { exact: true })).toBeVisible();
  await expect(page.getByText("ox", { exact: true })).toHaveCount(0);
});
