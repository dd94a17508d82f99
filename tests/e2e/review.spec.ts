import type { Locator, Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures";
import { openCollection, tab } from "./study-helpers";

/**
 * Review on a schedule: words answered "Don't Know" in Flashcards (FSRS Again) fall due a minute
 * later by the server's clock; the Review page shows 'Nothing due — next review in 1 minute'; two
 * minutes later (the server's clock moved forward) the learner reviews them with the keys 1–4. The
 * review log export then holds every answer in fsrs-optimizer's columns.
 */
test("answer words, come back when they are due, review them with the keys 1–4", async ({ page, server }) => {
  await signUpViaApi(page);
  await openCollection(page);
  await tab(page, "Flashcards").click();
  for (let i = 0; i < 4; i++) {
    await expect(page.getByText(`Card ${i + 1} of 10`)).toBeVisible();
    await page.getByRole("button", { name: "Don't Know", exact: true }).click();
  }
  await expect(page.getByText("Card 5 of 10")).toBeVisible();

  await page.getByRole("link", { name: "Review" }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText(/^Nothing due — next review in (1 minute|\d+ minutes)$/)).toBeVisible();

  const card = page.getByRole("region", { name: "Review card" });
  const hebrew = card.locator('[lang="he"]');
  server.setClockOffset(2 * 60_000);
  try {
    await page.reload();
    await expect(card).toBeVisible();
    await reviewAll(page, card, hebrew);
  } finally {
    server.setClockOffset(0);
  }
});

async function reviewAll(page: Page, card: Locator, hebrew: Locator) {
  // A learning card: Again in a minute, Good at the next step in ten.
  await expect(card.getByTestId("interval-1")).toHaveText("<1m");
  await expect(card.getByTestId("interval-3")).toHaveText("<10m");
  await page.keyboard.press(" ");
  await expect(card.getByTestId("review-answer")).toBeVisible();

  const seen: string[] = [];
  for (const key of ["1", "2", "3", "4"]) {
    await expect(hebrew).toBeVisible({ timeout: 30_000 });
    const word = await hebrew.textContent();
    expect(seen).not.toContain(word);
    seen.push(word!);
    await page.keyboard.press(key);
    if (key !== "4") await expect(hebrew).not.toHaveText(word!, { timeout: 30_000 });
  }
  await expect(page.getByText(/^Nothing due — next review in \d+ minutes?$/)).toBeVisible({ timeout: 15_000 });

  // The export, read back: four Again from the flashcards, then the reviews 1–4, in time order.
  await expect.poll(async () => (await (await page.request.get("/api/review/log.csv")).text()).trim().split("\n").length, { timeout: 10_000 }).toBe(9);
  const [header, ...rows] = (await (await page.request.get("/api/review/log.csv")).text()).trim().split("\n");
  expect(header).toBe("card_id,review_time,review_rating,review_state,review_duration");
  const parsed = rows.map((r) => r.split(","));
  expect(parsed.map((r) => Number(r[2]))).toEqual([1, 1, 1, 1, 1, 2, 3, 4]);
  expect(parsed.slice(4).map((r) => Number(r[3]))).toEqual([1, 1, 1, 1]); // reviewed in the Learning state
  for (const r of parsed.slice(4)) expect(Number(r[4])).toBeGreaterThanOrEqual(0); // the page measured a duration
}
