import { hasLexiconData, NO_LEXICON_DATA } from "../support/lexicon-server";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { importHebrewLexicons } from "./support/jobs";

/**
 * The Hebrew Bible offline: an administrator imports Genesis from the server's own
 * copy of OpenScriptures' files (Settings → Import Complete Texts, source 'Hebrew Bible (offline,
 * OpenScriptures)'), and the two lexicons; a learner taps וַיֹּאמֶר in Genesis 1:3, reads its parsing
 * and its lemma אָמַר, opens its occurrences and jumps to another verse.
 */
test.skip(!hasLexiconData, NO_LEXICON_DATA);
test.describe.configure({ mode: "serial" });

test("an administrator imports Genesis offline from the package", async ({ page, server }) => {
  test.setTimeout(240_000);
  await signInViaApi(page, server.admin);
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Import Complete Texts" });
  await section.getByLabel("Hebrew Bible (offline, OpenScriptures)").check();
  await expect(section.getByRole("option", { name: "All 39 books" })).toBeVisible();
  await expect(section.getByRole("option", { name: /Berakhot/ })).toHaveCount(0);
  await section.getByRole("option", { name: /^Genesis/ }).click();
  await section.getByRole("button", { name: "Import" }).click();
  await expect(section.getByRole("link", { name: "View in Books" })).toBeVisible({ timeout: 180_000 });
  await importHebrewLexicons(page, server.url);
});

test("a learner taps וַיֹּאמֶר, reads its parsing and lemma, and follows an occurrence", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/books");
  const card = page.getByTestId("book-card").filter({ hasText: "Genesis" }).first();
  await expect(page.getByTestId("book-credit").first()).toHaveText("Open Scriptures Hebrew Bible (CC BY 4.0); Westminster Leningrad Codex (public domain)");
  await card.getByRole("link", { name: /Start Reading|Continue Reading/ }).first().click();
  await expect(page.getByTestId("book-credit")).toBeVisible();

  const word = page.locator("#verse-3").getByTestId("reader-word").first();
  await expect(word).toHaveText("וַיֹּ֥אמֶר");
  await word.click();
  const panel = page.getByRole("dialog");
  await expect(panel.getByTestId("word-parsing")).toHaveText("Verb · Qal · wayyiqtol · 3ms");
  await expect(panel.getByRole("region", { name: "Parsing" })).toContainText("Conjunction");
  await expect(panel.getByRole("region", { name: "Lemma" }).locator("[dir=rtl]").filter({ hasText: /^אָמַר$/ }).first()).toBeVisible();
  await expect(panel.getByTestId("occurrence-count")).toHaveText(/^\d[\d,]* times in the library, in 1 book$/);

  await panel.getByRole("button", { name: "Show occurrences" }).click();
  const verses = panel.getByRole("list", { name: "Verses" }).getByRole("button");
  await expect(verses.first()).toContainText("Genesis 1:3");
  await expect(verses.first().locator("mark")).toHaveText("וַיֹּ֥אמֶר");
  await expect(verses.nth(1)).toContainText("Genesis 1:6");
  await verses.nth(1).click();
  await expect(panel).toBeHidden();
  await expect(page).toHaveURL(/\/books\/[0-9a-f-]+\/1#verse-6$/);
  await expect(page.locator("#verse-6")).toBeInViewport();
});

test("a learner who knows אָמַר sees וַיֹּאמֶר underlined in Genesis 1, and the chapter's coverage up (lemma-aware)", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await page.goto("/books");
  await page.getByTestId("book-card").filter({ hasText: "Genesis" }).first().getByRole("link", { name: /Start Reading|Continue Reading/ }).first().click();
  const said = page.locator("#verse-3").getByTestId("reader-word").first();
  await expect(said).toHaveText("וַיֹּ֥אמֶר");
  await expect(said).not.toHaveAttribute("data-known", "true");
  await expect(page.getByTestId("chapter-coverage")).toHaveText("Coverage: 0% of this chapter's words known");

  // The learner's own list holds the dictionary form אָמַר only: its lemma (Strong's H559) makes every form known.
  const imported = await page.request.post("/api/collections/import", {
    data: { content: "hebrew,english\r\nאָמַר,to say", fileName: "biblical_verbs.csv", name: "Verbs", slug: "verbs", domain: "biblical" },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
  const list = await (await page.request.get("/api/collections/biblical/verbs")).json() as { words: { id: string }[] };
  const answer = await page.request.post("/api/progress/answers", { data: { id: crypto.randomUUID(), wordId: list.words[0]!.id, action: "set", status: "known" } });
  expect(answer.ok(), await answer.text()).toBe(true);

  await page.reload();
  await expect(said).toHaveAttribute("data-known", "true");
  await expect(page.getByTestId("chapter-coverage")).not.toHaveText("Coverage: 0% of this chapter's words known");
  await expect(page.getByTestId("chapter-coverage")).toHaveText(/^Coverage: [1-9]\d?% of this chapter's words known$/);
  // Another form of the same lemma: לֵאמֹר (Genesis 1:22).
  await expect(page.locator("#verse-22").getByTestId("reader-word").filter({ hasText: "לֵאמֹ" })).toHaveAttribute("data-known", "true");
});
