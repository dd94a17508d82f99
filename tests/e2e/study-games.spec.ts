import { PENDING_ANSWERS_KEY } from "../../src/client/features/progress/lib/pending-answers";
import { expect, signUpViaApi, test } from "./fixtures";
import { apiWords, DAILY, openCollection, openGame, progressByHebrew, row, tab, table } from "./study-helpers";

/**
 * The games played to their end screens, with the progress each must (Matching,
 * Fill) and must not (Quiz, Memory) write, read back through the API; and the 'Great job!' state.
 * Each test signs up a fresh learner, so progress starts empty.
 */

test.describe("games", () => {
  test("matching: a wrong pair, then every pair; the matched words become known", async ({ page }) => {
    await signUpViaApi(page);
    await openGame(page, "Matching", "Pairs", "3 pairs");
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

    for (const [i, id] of ids.entries()) {
      await hebrew.and(page.locator(`[data-word-id="${id}"]`)).click();
      await translations.and(page.locator(`[data-word-id="${id}"]`)).click();
      // Shown in place, not as a toast per match.
      if (i === 0) await expect(page.getByRole("region", { name: "Matching" }).getByText("Match found! 🎉")).toBeVisible();
    }
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page.getByText("Game Complete! Score: 3 correct, 1 incorrect")).toBeVisible();
    // The score stays until the learner starts a new game, from the words still not known: once the
    // server holds the answers and the page has none waiting (what follows a confirmed answer has run).
    await expect.poll(async () => (await apiWords(page, DAILY)).filter((w) => w.progress).map((w) => w.id).sort()).toEqual([...ids].sort());
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), PENDING_ANSWERS_KEY)).toBeNull();
    await expect(page.getByText("Game Complete! Score: 3 correct, 1 incorrect")).toBeVisible();
    await page.getByRole("button", { name: "Play Again" }).click();
    await expect(page.getByText(/Matched:\s*0 \/ 3/)).toBeVisible();
    const next = await page.getByTestId("match-hebrew").evaluateAll((els) => els.map((e) => e.getAttribute("data-word-id")));
    expect(next.some((id) => ids.includes(id!))).toBe(false);

    for (const w of await apiWords(page, DAILY)) {
      if (ids.includes(w.id)) expect(w.progress).toMatchObject({ status: "known", timesSeen: 1, timesKnown: 1 });
    }
  });

  test("fill in the blank: empty, wrong, try again, show answer, end screen", async ({ page }) => {
    await signUpViaApi(page);
    const english = new Map((await apiWords(page, DAILY)).map((w) => [w.hebrew, w.english]));
    await openGame(page, "Fill", "Words", "5 words");
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
    // The answer is not given away: Try Again means something.
    await expect(page.getByText("Not quite. Try again, or show the answer.")).toBeVisible();
    await expect(page.getByText(/The answer (was|is)/)).toHaveCount(0);
    await page.getByRole("button", { name: "Try Again" }).click();
    await input.fill(english.get(first)!.toUpperCase() + "!");
    await input.press("Enter");
    await expect(page.getByText("Correct!").first()).toBeVisible(); // in place, not a toast
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
    await openGame(page, "Quiz", "Questions", "5 questions");
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
    await openGame(page, "Memory", "Pairs", "3 pairs");
    const cards = page.getByTestId("memory-card");
    await expect(cards).toHaveCount(6);
    const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-word-id")!));
    const other = ids.findIndex((id) => id !== ids[0]);

    await cards.nth(0).click();
    // Face up until the second card is turned (checked here: after the mismatch it stays up only 1 s,
    // which a loaded machine can miss between two polls).
    await expect(cards.nth(0)).toHaveAttribute("data-face-up", "true");
    await cards.nth(other).click();
    await expect(page.getByText(/Moves:\s*1/)).toBeVisible();
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
