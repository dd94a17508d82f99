import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { importGenesis } from "./support/jobs";
import { report, scanBothThemes, type Found } from "./support/axe-scan";

/**
 * Cloze from the learner's own verses: two words saved from Genesis 1 with their verses
 * come back blanked in them (My words → Cloze). A wrong word is refused, the right one typed
 * without niqqud is accepted; each item's first answer moves the word's own review card (the
 * review log's card ids); on a 390 px phone the blank is filled from four choices.
 */
test.skip(!hasSefariaData, NO_SEFARIA_DATA);

/** Each word as the verse writes it, as it is saved and shown (points, no cantillation) and as typed. */
const WORDS: Record<string, { hebrew: string; shown: string; typed: string; verse: number; position: number }> = {
  "Genesis 1:1": { hebrew: "בָּרָ֣א", shown: "בָּרָא", typed: "ברא", verse: 1, position: 2 },
  "Genesis 1:3": { hebrew: "וַיֹּ֥אמֶר", shown: "וַיֹּאמֶר", typed: "ויאמר", verse: 3, position: 1 },
};

type LogRow = { card: string; rating: string };
const reviewLog = async (page: import("@playwright/test").Page): Promise<LogRow[]> =>
  (await (await page.request.get("/api/review/log.csv")).text()).trim().split("\n").slice(1).map((line) => {
    const [card, , rating] = line.split(",");
    return { card: card!, rating: rating! };
  });

test("a cloze from saved verses accepts the word typed without niqqud, refuses a wrong word and reviews the word's own card", async ({ page, server }) => {
  test.setTimeout(180_000);
  await signInViaApi(page, server.admin);
  const bookId = await importGenesis(page, server.url);
  expect(bookId).not.toBeNull();

  await signUpViaApi(page);
  for (const w of Object.values(WORDS)) {
    const saved = await page.request.post("/api/my-words", { data: { bookId, chapter: 1, verse: w.verse, position: w.position, hebrew: w.hebrew, english: "a word" } });
    expect(saved.ok(), await saved.text()).toBe(true);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/biblical/my-words");
  await page.getByRole("tab", { name: "Cloze" }).click();
  const game = page.getByRole("region", { name: "Cloze from your verses" });
  await expect(game.getByTestId("cloze-blank")).toBeVisible();
  const input = game.getByRole("textbox", { name: "Type the missing word" });

  // The first verse: the other saved word is refused, then the right one without points is accepted.
  const firstRef = (await game.getByTestId("cloze-ref").textContent())!;
  const first = WORDS[firstRef]!;
  const other = Object.values(WORDS).find((w) => w !== first)!;
  await expect(game.getByTestId("cloze-verse")).not.toContainText(first.shown);
  await input.fill(other.typed);
  await input.press("Enter");
  await expect(game.getByText("Not that word. Try again, or show the answer.")).toBeVisible();
  await game.getByRole("button", { name: "Try again" }).click();
  await input.fill(first.typed);
  await input.press("Enter");
  await expect(game.getByText("Correct!")).toBeVisible();
  await expect(game.getByTestId("cloze-answer")).toHaveText(first.shown);

  // The next verse: its word typed without niqqud, right the first time.
  await expect(game.getByTestId("cloze-ref")).not.toHaveText(firstRef);
  const second = WORDS[(await game.getByTestId("cloze-ref").textContent())!]!;
  await input.fill(second.typed);
  await input.press("Enter");
  await expect(game.getByText("Correct!")).toBeVisible();
  await expect(game.getByTestId("cloze-final-score")).toHaveText("1 / 2");

  // Each word's first answer rated its own card: Again for the first, Good for the second.
  await expect.poll(async () => (await reviewLog(page)).length).toBe(2);
  const [again, good] = await reviewLog(page);
  expect([again!.rating, good!.rating]).toEqual(["1", "3"]);
  expect(again!.card).not.toBe(good!.card);

  // On a phone: four choices; the right one picked reviews the same card again (no new card).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole("tab", { name: "Cloze" }).click();
  const choices = game.getByRole("group", { name: "Choose the missing word" }).getByRole("button");
  await expect(choices).toHaveCount(2);
  const ref = (await game.getByTestId("cloze-ref").textContent())!;
  const found: Found[] = [];
  await scanBothThemes(page, "cloze (phone)", found, { within: "[role=tabpanel]:not([hidden])" });
  expect(found, report(found)).toEqual([]);
  await choices.filter({ hasText: WORDS[ref]!.shown }).click();
  await expect(game.getByText("Correct!")).toBeVisible();
  await expect.poll(async () => (await reviewLog(page)).length).toBe(3);
  const cards = new Set((await reviewLog(page)).map((r) => r.card));
  expect(cards.size).toBe(2);
});
