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

test("the key hints show where there is a keyboard, not on a phone's touch screen", async ({ browser, page, server }) => {
  // A word answered "Don't Know" is due a minute later: two minutes on, the Review page shows it.
  await signUpViaApi(page);
  const list = (await (await page.request.get("/api/collections/modern/daily-1000")).json()) as { words: { id: string }[] };
  const answer = await page.request.post("/api/progress/answers", { data: { id: crypto.randomUUID(), wordId: list.words[0]!.id, action: "dont_know" } });
  expect(answer.ok()).toBe(true);
  const phone = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, storageState: await page.context().storageState() });
  server.setClockOffset(2 * 60_000);
  try {
    // A desktop: Space and 1–4 beside Show answer and the four ratings.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/review");
    const card = page.getByRole("region", { name: "Review card" });
    await expect(card.getByRole("button", { name: /Show answer/ })).toBeEnabled();
    // Before the answer, Show answer alone: a rating's key does nothing yet.
    await expect(card.locator("kbd")).toHaveText(["Space"]);
    await expect(card.getByRole("button", { name: /, next in / })).toHaveCount(0);
    await page.keyboard.press("1");
    await expect(card.getByRole("button", { name: /Show answer/ })).toBeVisible();
    // Shown with Enter on the button, the focus goes on to Good (the button it was on is gone).
    await card.getByRole("button", { name: /Show answer/ }).focus();
    await page.keyboard.press("Enter");
    await expect(card.getByTestId("review-answer")).toBeVisible();
    await expect(card.getByRole("button", { name: /^Good, next in / })).toBeFocused();
    await expect(card.locator("kbd")).toHaveText(["1", "2", "3", "4"]);
    for (const kbd of await card.locator("kbd").all()) await expect(kbd).toBeVisible();
    await expect(card.getByRole("button", { name: /^Again, next in .+ \(key 1\)$/ })).toBeVisible();
    // A phone (touch only): none, as the server draws the page and once the app has taken it over.
    const onPhone = await phone.newPage();
    await onPhone.goto("/review");
    const phoneCard = onPhone.getByRole("region", { name: "Review card" });
    await expect(phoneCard.getByRole("button", { name: /Show answer/ })).toBeEnabled();
    await expect(phoneCard.locator("kbd")).toHaveCount(1);
    await expect(phoneCard.locator("kbd")).toBeHidden();
    await expect(phoneCard.getByRole("button", { name: /Show answer/ })).toHaveText("Show answer", { useInnerText: true });
    // Nor does the page's description name keys (the buttons show them where there is a keyboard).
    await expect(onPhone.locator("body")).not.toContainText(/\bkeys?\b/i);
    await phoneCard.getByRole("button", { name: /Show answer/ }).tap();
    await expect(phoneCard.getByTestId("review-answer")).toBeVisible();
    // The ratings' names (what a screen reader says) name no key either: "Again, next in <1m".
    await expect(phoneCard.getByRole("button", { name: /^Again, next in \S+$/ })).toBeVisible();
    for (const rating of await phoneCard.getByRole("button", { name: /, next in / }).all()) {
      await expect(rating).not.toHaveAccessibleName(/key/i);
    }
    await expect(phoneCard.locator("kbd")).toHaveCount(4);
    for (const kbd of await phoneCard.locator("kbd").all()) await expect(kbd).toBeHidden();
  } finally {
    server.setClockOffset(0);
    await phone.close();
  }
});

async function reviewAll(page: Page, card: Locator, hebrew: Locator) {
  // The server-drawn card's buttons are disabled until the app takes over; a key before then is lost.
  await expect(card.getByRole("button", { name: /Show answer/ })).toBeEnabled();
  await page.keyboard.press(" ");
  await expect(card.getByTestId("review-answer")).toBeVisible();
  // A learning card: Again in a minute, Good at the next step in ten.
  await expect(card.getByTestId("interval-1")).toHaveText("<1m");
  await expect(card.getByTestId("interval-3")).toHaveText("<10m");

  const seen: string[] = [];
  for (const key of ["1", "2", "3", "4"]) {
    await expect(hebrew).toBeVisible({ timeout: 30_000 });
    const word = await hebrew.textContent();
    expect(seen).not.toContain(word);
    seen.push(word!);
    if (key !== "1") await page.keyboard.press(" "); // each card's answer shown before it is rated
    await expect(card.getByTestId("review-answer")).toBeVisible();
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

test("the review schedule's settings: desired retention and the learner's own FSRS parameters, checked, saved and back to the defaults", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Review Schedule" });
  const retention = card.getByLabel("Desired retention");
  const weights = card.getByLabel("FSRS parameters");
  await expect(retention).toHaveValue("0.9");
  await expect(weights).toHaveValue("");
  await expect(card.getByRole("link", { name: "Download review log (CSV)" })).toHaveAttribute("href", "/api/review/log.csv");
  // 'Fit to my reviews' needs reviews a day apart first (tests/api/review-fit.test.ts fits a log); the forecast works on any.
  const fit = card.getByTestId("fit-parameters");
  await expect(fit.getByText("0 reviews made a day or more apart. Fitting needs 400: 400 more to go.")).toBeVisible();
  await expect(fit.getByRole("button", { name: "Fit to my reviews" })).toBeDisabled();
  await expect(fit.getByTestId("review-forecast")).toContainText("reviews a day over the next 30 days");

  await retention.fill("0.5");
  await expect(card.getByText("between 0.7 and 0.99")).toHaveClass(/text-destructive/);
  await expect(card.getByRole("button", { name: "Save" })).toBeDisabled();
  await retention.fill("0.95");
  await weights.fill("0.2, 1.3, 2.3");
  await expect(card.getByText("FSRS parameters are 19 or 21 numbers; this list has 3")).toBeVisible();
  await expect(card.getByRole("button", { name: "Save" })).toBeDisabled();

  const fitted = [0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542];
  await weights.fill(`[${fitted.join(", ")}]`);
  await card.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Review settings saved")).toBeVisible();
  expect(await (await page.request.get("/api/settings/review")).json()).toEqual({ fsrsWeights: fitted, desiredRetention: 0.95 });

  await page.reload();
  await expect(retention).toHaveValue("0.95");
  await expect(weights).toHaveValue(fitted.join(", "));
  await card.getByRole("button", { name: "Use default parameters" }).click();
  await expect(weights).toHaveValue("");
  expect(await (await page.request.get("/api/settings/review")).json()).toEqual({ fsrsWeights: null, desiredRetention: 0.95 });
});
