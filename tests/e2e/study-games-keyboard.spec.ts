import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures";
import { chooseSize, DAILY, openCollection, progressByHebrew, tab } from "./study-helpers";

/**
 * The games as a keyboard (and screen reader) learner plays them: Fill takes no fragment of the
 * gloss; the Quiz answers by keys 1–4 and keeps the focus from question to question; Memory keeps it
 * from pair to pair; the tab strip can be arrowed from Study to Cloze (Fill's answer box does not
 * take the focus then), Space on the Flashcards tab reveals the card; the active panel shows its
 * focus; an everyday collection's Cloze says what the Cloze plays with.
 */

const activeIsBody = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);

test("fill in the blank: a fragment of the gloss is wrong (no 'know' sent), the whole meaning is right", async ({ page }) => {
  await signUpViaApi(page);
  const words = [
    { hebrew: "לָנוּ", english: "to us", fragment: "to", right: "To us!" },
    { hebrew: "לִרְצוֹת", english: "to want", fragment: "to", right: "want" },
    { hebrew: "שֶׁל", english: "of, belonging to", fragment: "of", right: "belonging to" },
    { hebrew: "לָדַעַת", english: "to know", fragment: "not know", right: "know" },
    { hebrew: "לָהֶם", english: "to them", fragment: "them", right: "to them" },
    // Six words for a game of five: one is left not known, so the game is not replaced by 'Great job!'.
    { hebrew: "לוֹמַר", english: "to say", fragment: "to", right: "say" },
  ];
  const csv = ["hebrew,english,freq_rank", ...words.map((w, i) => `${w.hebrew},"${w.english}",${i + 1}`)].join("\n");
  const res = await page.request.post("/api/collections/import", { data: { content: csv, format: "csv", domain: "modern", slug: "fill-fragments", name: "Fill fragments" } });
  expect(res.status(), await res.text()).toBe(200);
  const path = "modern/fill-fragments";

  await openCollection(page, path);
  await tab(page, "Fill").click();
  const input = page.getByRole("textbox", { name: "Your answer" });
  await expect(input).toBeFocused(); // chosen by a click: the answer box takes the focus
  await chooseSize(page, "Words", "5 words");
  const region = page.getByRole("region", { name: "Fill in the Blank" });
  const played: string[] = [];
  for (let i = 1; i <= 5; i++) {
    await expect(page.getByText(`Word: ${i} / 5`)).toBeVisible();
    const hebrew = (await region.locator('[lang="he"]').first().textContent())!;
    const word = words.find((w) => w.hebrew === hebrew)!;
    played.push(hebrew);
    await input.fill(word.fragment);
    await input.press("Enter");
    await expect(region.getByText("Not quite. Try again, or show the answer.")).toBeVisible();
    await expect(region.getByText("Correct!")).toHaveCount(0);
    await region.getByRole("button", { name: "Try Again" }).click();
    await expect(input).toBeFocused();
    await input.fill(word.right);
    await input.press("Enter");
    await expect(region.getByText("Correct!")).toBeVisible();
  }
  await expect(page.getByTestId("fill-final-score")).toHaveText("5 / 5");
  // Each word: the fragment answered 'don't know', the meaning 'know'.
  const after = Object.fromEntries(played.map((h) => [h, { status: "known", timesSeen: 2, timesKnown: 1 }]));
  await expect.poll(() => progressByHebrew(page, path)).toEqual(after);
});

test("quiz: keys 1–4 answer (their hints shown), one answer a question; after Next Question the focus is on the new question's first option, then on Play Again", async ({ page }) => {
  await signUpViaApi(page);
  const english = new Map((await (await page.request.get(`/api/collections/${DAILY}`)).json() as { words: { hebrew: string; english: string }[] }).words.map((w) => [w.hebrew, w.english]));
  await openCollection(page);
  await tab(page, "Quiz").click(); // the focus is on the tab: the digits are the quiz's
  const region = page.getByRole("region", { name: "Quiz Master" });
  const options = page.getByTestId("quiz-option");
  await expect(page.getByText("Question: 1 / 10")).toBeVisible();
  await expect(region.locator("kbd")).toHaveText(["1", "2", "3", "4"]);
  for (let k = 0; k < 4; k++) await expect(options.nth(k)).toHaveAttribute("aria-keyshortcuts", String(k + 1));

  for (let i = 1; i <= 10; i++) {
    await expect(page.getByText(`Question: ${i} / 10`)).toBeVisible();
    const answer = english.get((await region.locator('[lang="he"]').first().textContent())!)!;
    const texts = await options.allTextContents();
    expect(texts).toContain(answer); // the key's hint is not part of the option's text
    const index = i <= 8 ? texts.indexOf(answer) : texts.findIndex((t) => t !== answer);
    await page.keyboard.press(String(index + 1));
    await expect(region.getByText(i <= 8 ? "Correct! 🎉" : `Wrong! The answer was: ${answer}`)).toBeVisible();
    if (i === 1) {
      // One answer per question: another key changes nothing.
      await page.keyboard.press(String(((index + 1) % 4) + 1));
      await expect(page.getByText(/Score:\s*1/)).toBeVisible();
      await expect(options.nth(index)).toHaveAttribute("data-correct", "true");
    }
    const next = page.getByRole("button", { name: "Next Question" });
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    if (i < 10) {
      await expect(page.getByText(`Question: ${i + 1} / 10`)).toBeVisible();
      await expect(options.first()).toBeFocused();
    }
  }
  await expect(page.getByTestId("quiz-percent")).toHaveText("80%");
  const playAgain = page.getByRole("button", { name: "Play Again" });
  await expect(playAgain).toBeFocused();
  await expect(playAgain).toHaveAccessibleDescription(/80%.*Excellent work!.*8 of 10 correct/);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Question: 1 / 10")).toBeVisible();
  await expect(options.first()).toBeFocused();
});

test("quiz on a phone's touch screen: no key hints, and no key named to a screen reader", async ({ browser, page, server }) => {
  await signUpViaApi(page);
  const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, storageState: await page.context().storageState() });
  try {
    const onPhone = await phone.newPage();
    await openCollection(onPhone);
    await tab(onPhone, "Quiz").tap();
    const options = onPhone.getByTestId("quiz-option");
    await expect(options).toHaveCount(4);
    await expect(onPhone.getByRole("region", { name: "Quiz Master" }).locator("kbd")).toHaveCount(4);
    for (const kbd of await onPhone.getByRole("region", { name: "Quiz Master" }).locator("kbd").all()) await expect(kbd).toBeHidden();
    for (const option of await options.all()) await expect(option).not.toHaveAttribute("aria-keyshortcuts");
  } finally {
    await phone.close();
  }
});

test("memory: a pair matched by keys moves the focus on to the next card still face down, and the last to Play Again", async ({ page }) => {
  await signUpViaApi(page);
  await openCollection(page);
  await tab(page, "Memory").click();
  await chooseSize(page, "Pairs", "3 pairs");
  const cards = page.getByTestId("memory-card");
  await expect(cards).toHaveCount(6);
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-word-id")!));
  const pairs = [...new Set(ids)];
  for (const [n, id] of pairs.entries()) {
    const pair = page.locator(`[data-testid="memory-card"][data-word-id="${id}"]`);
    await pair.nth(0).focus();
    await page.keyboard.press("Enter");
    await pair.nth(1).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(new RegExp(`Matches:\\s*${n + 1} / 3`))).toBeVisible();
    if (n < pairs.length - 1) {
      // The next card after the matched one (round to the first) that is not matched.
      const at = await pair.nth(1).evaluate((el) => [...document.querySelectorAll('[data-testid="memory-card"]')].indexOf(el));
      const matched = new Set(pairs.slice(0, n + 1));
      const expected = [...ids.keys()].map((k) => (at + 1 + k) % ids.length).find((k) => !matched.has(ids[k]!))!;
      await expect(cards.nth(expected)).toBeFocused();
      await expect(cards.nth(expected)).toBeEnabled();
    }
  }
  const playAgain = page.getByRole("button", { name: "Play Again" });
  await expect(playAgain).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(cards.first()).toBeFocused();
  expect(await activeIsBody(page)).toBe(false);
});

test("the tab strip: arrowing goes past Fill (its answer box waits), Space on Flashcards reveals the card, Enter on Fill goes to its answer box; Cloze on an everyday collection says what it plays with", async ({ page }) => {
  await signUpViaApi(page);
  await openCollection(page);
  await tab(page, "Study").click();
  await expect(tab(page, "Study")).toBeFocused();

  // Space on the Flashcards tab, reached by an arrow: the card is revealed, and the keys go to it.
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Flashcards")).toBeFocused();
  await expect(page.getByText("Card 1 of 10")).toBeVisible();
  await page.keyboard.press(" ");
  await expect(page.getByTestId("flashcard-answer")).toContainText("hello, peace");
  await expect(page.getByTestId("flashcard")).toBeFocused();
  await expect(page.getByText("Card 1 of 10")).toBeVisible();

  await tab(page, "Flashcards").focus();
  for (const name of ["Matching", "Fill", "Quiz", "Memory", "Cloze"]) {
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, name)).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, name)).toBeFocused();
    if (name === "Fill") {
      await expect(page.getByRole("textbox", { name: "Your answer" })).toBeVisible();
      await page.waitForTimeout(300); // past the frames where the answer box would take the focus
      await expect(tab(page, "Fill")).toBeFocused();
    }
  }
  await expect(page.getByText("The Cloze plays with words saved from a text with their sentence", { exact: false })).toBeVisible();
  await expect(page.getByText("None of these words has its verse yet", { exact: false })).toHaveCount(0);

  for (const name of ["Memory", "Quiz", "Fill"]) {
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, name)).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Your answer" })).toBeFocused();
});

for (const scheme of ["light", "dark"] as const) {
  test(`the active tab panel, a Tab stop, shows its focus (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signUpViaApi(page);
    await openCollection(page);
    await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    await tab(page, "Memory").click();
    const panel = page.locator('[role="tabpanel"][data-state="active"]');
    for (let k = 0; k < 6; k++) {
      if (await panel.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(panel).toBeFocused();
    // The focus ring (a box shadow in the ring colour), where there was none.
    const shadow = await panel.evaluate((el) => getComputedStyle(el).boxShadow);
    expect(shadow).not.toBe("none");
    expect(shadow).toMatch(/rgb|oklch|hsl|color/);
  });
}
