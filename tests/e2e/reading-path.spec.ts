import { hasLexiconData, hasOshbData, NO_LEXICON_DATA, NO_OSHB_DATA } from "../support/lexicon-server";
import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { importBook, importHebrewLexicons, waitForStartedJob } from "./support/jobs";

/**
 * A reading path by frequency: with Genesis (its lemmas from OpenScriptures) and the
 * two lexicons imported, a learner opens the library, fills "the 100 most frequent words of
 * Genesis" and studies them in Flashcards, each with its first verse.
 */
test.skip(!hasSefariaData, NO_SEFARIA_DATA);
test.skip(!hasLexiconData, NO_LEXICON_DATA);
test.skip(!hasOshbData, NO_OSHB_DATA);

test("a learner fills the 100 most frequent words of Genesis from the library and studies them", async ({ page, server }) => {
  test.setTimeout(240_000);
  await signInViaApi(page, server.admin);
  // Genesis as another test left it (imported whole, offline), else its first chapter from the texts library.
  const listed = (await (await page.request.get("/api/books")).json()) as { books: { id: string; title: string }[] };
  const genesis = listed.books.find((b) => b.title === "Genesis")?.id ?? (await importBook(page, server.url, "Genesis", "1"));
  // What another test on this server imported already is not imported again.
  const offer = (await (await page.request.get(`/api/reading-path?book=${genesis}`)).json()) as { countedBy: string };
  if (offer.countedBy !== "lemma") {
    await waitForStartedJob(page, await page.request.post("/api/dictionary/lemma-imports", { data: { bookId: genesis }, headers: { origin: server.url } }));
  }
  await importHebrewLexicons(page, server.url);

  await signUpViaApi(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/books");
  const path = page.getByTestId("reading-path");
  await expect(path.getByRole("combobox", { name: "Text" })).toHaveText("Genesis");
  await expect(path.getByTestId("reading-path-known")).toContainText("You know 0% of the words of Genesis now");
  await expect(path.getByTestId("reading-path-known")).toContainText("counted by lemma");
  const offers = path.getByTestId("reading-path-offer");
  // 50 and 100, and 200 and 500 when the imported text has more new words than the size before (Genesis 1 alone has not).
  await expect(offers.nth(1)).toBeVisible();
  await expect(offers.nth(1)).toContainText(/you will know [\d.]+% of its words\./);
  await path.getByRole("button", { name: "Fill my collection: “The 100 most frequent words of Genesis”" }).click();
  await path.getByRole("link", { name: "Study them" }).click();

  await expect(page).toHaveURL(/\/biblical\/genesis-top-100$/);
  const table = page.getByRole("table", { name: "Words" });
  const first = table.getByRole("row").nth(1);
  await expect(first.locator("[dir=rtl]").first()).toHaveText(/[\u05D0-\u05EA]/);
  await expect(first.getByTestId("word-context")).toContainText(/Genesis \d+:\d+/);
  await page.getByRole("tab", { name: "Flashcards", exact: true }).click();
  await page.getByTestId("flashcard").click();
  await expect(page.getByTestId("flashcard-answer").getByTestId("word-context")).toContainText(/Genesis \d+:\d+/);
  await page.getByRole("button", { name: "Know", exact: true }).click();
  await expect.poll(async () => (await (await page.request.get("/api/review/log.csv")).text()).trim().split("\n").length).toBe(2);

  // Back in the library, the word is known: the offer counts it.
  await page.goto("/books");
  await expect(path.getByTestId("reading-path-known")).not.toContainText("You know 0% ");
});
