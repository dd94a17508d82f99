import type { Locator, Page } from "@playwright/test";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";

/**
 * The collection page (spec 000 §2, §4, §5): every tab, the status buttons, search, sections,
 * flashcards with history and keys, each game to its end screen, the 'Great job!' state and the
 * admin progress bars. Each test signs up a fresh learner, so progress starts empty; what the UI
 * wrote is read back through the API.
 */

interface ApiProgress { status: "known" | "learning" | "unknown"; timesSeen: number; timesKnown: number }
interface ApiWord { id: string; hebrew: string; english: string; translit: string | null; section: string | null; progress: ApiProgress | null }

async function apiWords(page: Page, path: string): Promise<ApiWord[]> {
  const res = await page.request.get(`/api/collections/${path}`);
  expect(res.ok(), `GET /api/collections/${path}`).toBe(true);
  return ((await res.json()) as { words: ApiWord[] }).words;
}

/** The progress of every word with a record, by Hebrew (polls: answers are sent in the background). */
async function progressByHebrew(page: Page, path: string): Promise<Record<string, ApiProgress>> {
  const out: Record<string, ApiProgress> = {};
  for (const w of await apiWords(page, path)) {
    if (w.progress) out[w.hebrew] = { status: w.progress.status, timesSeen: w.progress.timesSeen, timesKnown: w.progress.timesKnown };
  }
  return out;
}

const DAILY = "modern/daily-1000";
const table = (page: Page) => page.getByRole("table", { name: "Words" });
const row = (page: Page, hebrew: string) => table(page).getByRole("row").filter({ has: page.getByText(hebrew, { exact: true }) });
const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
const flashcardHebrew = (page: Page) => page.getByTestId("flashcard").locator('[lang="he"]');

async function openCollection(page: Page, path = DAILY) {
  await page.goto(`/${path}`);
  await expect(page.getByRole("tablist")).toBeVisible();
}

async function chooseSize(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

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
    await expect(page.getByRole("tab")).toHaveText(["Study", "Flashcards", "Matching", "Fill", "Quiz", "Memory"]);
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

  test("a collection without words says 'No words found'; an unknown one is not found", async ({ page }) => {
    await signUpViaApi(page);
    await openCollection(page, "mishna/zeraim");
    await expect(page.getByText("No words found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter settings")).toBeVisible();
    await tab(page, "Memory").click();
    await expect(page.getByText("No words found")).toBeVisible();
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

test.describe("games", () => {
  test("matching: a wrong pair, then every pair; the matched words become known", async ({ page }) => {
    await signUpViaApi(page);
    await openCollection(page);
    await tab(page, "Matching").click();
    await chooseSize(page, "Pairs", "3 pairs");
    const hebrew = page.getByTestId("match-hebrew");
    const translations = page.getByTestId("match-translation");
    await expect(hebrew).toHaveCount(3);
    const ids = await hebrew.evaluateAll((els) => els.map((e) => e.getAttribute("data-word-id")!));

    // A wrong pair: counted and flashed red for 1 s.
    await hebrew.nth(0).click();
    await translations.and(page.locator(`[data-word-id="${ids[1]}"]`)).click();
    await expect(page.getByText(/Incorrect:\s*1/)).toBeVisible();
    const wrong = hebrew.nth(0);
    await expect(wrong).toHaveClass(/destructive/);
    await expect(wrong).not.toHaveClass(/destructive/, { timeout: 3_000 });

    for (const id of ids) {
      await hebrew.and(page.locator(`[data-word-id="${id}"]`)).click();
      await translations.and(page.locator(`[data-word-id="${id}"]`)).click();
    }
    await expect(page.getByText("Match found! 🎉").first()).toBeVisible();
    await expect(page.getByText("Game Complete! Score: 3 correct, 1 incorrect")).toBeVisible();
    // A new game starts 0.5 s later, from the words still not known.
    await expect(page.getByText(/Matched:\s*0 \/ 3/)).toBeVisible();
    const next = await page.getByTestId("match-hebrew").evaluateAll((els) => els.map((e) => e.getAttribute("data-word-id")));
    expect(next.some((id) => ids.includes(id!))).toBe(false);

    const words = await apiWords(page, DAILY);
    await expect.poll(async () => (await apiWords(page, DAILY)).filter((w) => w.progress).map((w) => w.id).sort()).toEqual([...ids].sort());
    for (const w of await apiWords(page, DAILY)) {
      if (ids.includes(w.id)) expect(w.progress).toMatchObject({ status: "known", timesSeen: 1, timesKnown: 1 });
    }
    expect(words).toHaveLength(10);
  });

  test("fill in the blank: empty, wrong, try again, show answer, end screen", async ({ page }) => {
    await signUpViaApi(page);
    const english = new Map((await apiWords(page, DAILY)).map((w) => [w.hebrew, w.english]));
    await openCollection(page);
    await tab(page, "Fill").click();
    await chooseSize(page, "Words", "5 words");
    const input = page.getByRole("textbox", { name: "Your answer" });
    const current = async () => (await page.getByRole("region", { name: "Fill in the Blank" }).locator('[lang="he"]').first().textContent())!;
    const seen: string[] = [];

    // Word 1: blank, then wrong, Try Again, then right.
    await expect(page.getByText("Word: 1 / 5")).toBeVisible();
    const first = await current();
    seen.push(first);
    await page.getByRole("button", { name: "Check" }).click();
    await expect(page.getByText("Please enter an answer")).toBeVisible();
    await page.getByRole("button", { name: "Hint" }).click();
    await expect(page.getByTestId("fill-hint")).toBeVisible();
    await input.fill("zzz wrong");
    await input.press("Enter");
    await expect(page.getByText(`Wrong! The answer was: ${english.get(first)}`)).toBeVisible();
    await page.getByRole("button", { name: "Try Again" }).click();
    await input.fill(english.get(first)!.toUpperCase() + "!");
    await input.press("Enter");
    await expect(page.getByText("Correct!").first()).toBeVisible();
    await expect(page.getByText("Word: 2 / 5")).toBeVisible(); // after 1.5 s

    // Word 2: wrong, Show Answer, Next.
    const second = await current();
    seen.push(second);
    await input.fill("nope");
    await input.press("Enter");
    await page.getByRole("button", { name: "Show Answer" }).click();
    await expect(page.getByTestId("fill-answer")).toHaveText(english.get(second)!);
    await page.getByRole("button", { name: "Next" }).click();

    // Words 3–5: right.
    for (let i = 3; i <= 5; i++) {
      await expect(page.getByText(`Word: ${i} / 5`)).toBeVisible();
      const h = await current();
      seen.push(h);
      await input.fill(english.get(h)!);
      await input.press("Enter");
    }
    await expect(page.getByTestId("fill-final-score")).toHaveText("4 / 5");
    await expect(page.getByTestId("fill-accuracy")).toHaveText("67%"); // 4 right of 6 checked
    await expect(page.getByText("Final Score")).toBeVisible();
    await expect(page.getByText("Accuracy")).toBeVisible();

    await expect.poll(() => progressByHebrew(page, DAILY)).toEqual({
      [seen[0]!]: { status: "known", timesSeen: 2, timesKnown: 1 },
      [seen[1]!]: { status: "unknown", timesSeen: 1, timesKnown: 0 },
      [seen[2]!]: { status: "known", timesSeen: 1, timesKnown: 1 },
      [seen[3]!]: { status: "known", timesSeen: 1, timesKnown: 1 },
      [seen[4]!]: { status: "known", timesSeen: 1, timesKnown: 1 },
    });
    await page.getByRole("button", { name: "Play Again" }).click();
    await expect(page.getByText("Word: 1 / 5")).toBeVisible();
  });

  test("quiz master: four options, one answer each, the end screen; no progress written", async ({ page }) => {
    await signUpViaApi(page);
    const english = new Map((await apiWords(page, DAILY)).map((w) => [w.hebrew, w.english]));
    await openCollection(page);
    await tab(page, "Quiz").click();
    await chooseSize(page, "Questions", "5 questions");
    const region = page.getByRole("region", { name: "Quiz Master" });
    for (let i = 1; i <= 5; i++) {
      await expect(page.getByText(`Question: ${i} / 5`)).toBeVisible();
      const options = page.getByTestId("quiz-option");
      await expect(options).toHaveCount(4);
      const answer = english.get((await region.locator('[lang="he"]').first().textContent())!)!;
      const texts = await options.allTextContents();
      expect(texts).toContain(answer);
      expect(new Set(texts).size).toBe(4);
      // Three right answers, then two wrong ones: 60 % → 'Good job!'.
      const index = i <= 3 ? texts.indexOf(answer) : texts.findIndex((t) => t !== answer);
      await options.nth(index).click();
      await expect(region.getByText(i <= 3 ? "Correct! 🎉" : `Wrong! The answer was: ${answer}`)).toBeVisible();
      await expect(options.first()).toBeDisabled(); // one answer per question
      await page.getByRole("button", { name: "Next Question" }).click();
    }
    await expect(page.getByTestId("quiz-percent")).toHaveText("60%");
    await expect(page.getByText("Good job!")).toBeVisible();
    await expect(page.getByRole("img", { name: "Trophy" })).toHaveCount(0);
    expect(await progressByHebrew(page, DAILY)).toEqual({});
  });

  test("memory cards: a mismatch flips back, all pairs end the game; no progress written", async ({ page }) => {
    await signUpViaApi(page);
    await openCollection(page);
    await tab(page, "Memory").click();
    await chooseSize(page, "Pairs", "3 pairs");
    const cards = page.getByTestId("memory-card");
    await expect(cards).toHaveCount(6);
    const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-word-id")!));
    const other = ids.findIndex((id) => id !== ids[0]);

    await cards.nth(0).click();
    await cards.nth(other).click();
    await expect(page.getByText(/Moves:\s*1/)).toBeVisible();
    await expect(cards.nth(0)).toHaveAttribute("data-face-up", "true");
    await expect(cards.nth(0)).toHaveAttribute("data-face-up", "false", { timeout: 3_000 }); // after 1 s

    for (const id of [...new Set(ids)]) {
      const pair = page.locator(`[data-testid="memory-card"][data-word-id="${id}"]`);
      await pair.nth(0).click();
      await pair.nth(1).click();
    }
    await expect(page.getByTestId("memory-result")).toHaveText(/Completed in 4 moves and \d+ seconds/);
    await expect(page.getByText("Congratulations!")).toBeVisible();
    expect(await progressByHebrew(page, DAILY)).toEqual({});
  });

  test("every word known: each non-Study tab says 'Great job!'", async ({ page }) => {
    await signUpViaApi(page);
    const path = "aramaic/berakhot";
    await openCollection(page, path);
    for (const w of await apiWords(page, path)) await row(page, w.hebrew).getByRole("button", { name: "Known", exact: true }).click();
    await expect(page.getByTestId("status-counts")).toHaveText(/Known:\s*5.*Learning:\s*0.*Unknown:\s*0/);
    for (const name of ["Flashcards", "Matching", "Fill", "Quiz", "Memory"]) {
      await tab(page, name).click();
      await expect(page.getByText("Great job! You know all the words.")).toBeVisible();
      await expect(page.getByText("Go to Study mode to review all words.")).toBeVisible();
    }
    await tab(page, "Study").click();
    await expect(table(page).getByRole("row")).toHaveCount(6);
    await expect.poll(async () => (await apiWords(page, path)).every((w) => w.progress?.status === "known")).toBe(true);
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
  const lines = ["hebrew,english,freq_rank"];
  for (let i = 1; i <= 10_000; i++) lines.push(`מִלָּה ${i},word ${i},${i}`);
  const res = await page.request.post("/api/collections/import", {
    data: { content: lines.join("\n"), format: "csv", domain: "modern", slug: "big-e2e", name: "Big E2E" },
  });
  expect(res.status(), await res.text()).toBe(200);

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
  await expect(page.getByTestId("status-counts")).toHaveText(/Known:\s*1.*Learning:\s*9999/);
  await tab(page, "Flashcards").click();
  await expect(page.getByText("Card 1 of 9999")).toBeVisible();
});
