import { hasJastrowData, NO_JASTROW_DATA } from "../support/lexicon-server";
import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";
import { expect, signInViaApi, signUpViaApi, test } from "./fixtures";
import { importBook, waitForStartedJob } from "./support/jobs";

/**
 * Reading the Talmud with Jastrow: Berakhot 34b imported from the Sefaria test server,
 * Jastrow's 22 letter files from the lexicon test server; a learner taps דְּאָמַר and reads it as
 * ד + אמר with Jastrow's entry, taps רַבָּנַן and reads the plural of רַבָּן, and adds it to My words.
 */
test.skip(!hasSefariaData, NO_SEFARIA_DATA);
test.skip(!hasJastrowData, NO_JASTROW_DATA);
test.describe.configure({ mode: "serial" });

let bookId = "";

test("an administrator imports Berakhot 34b and Jastrow", async ({ page, server }) => {
  test.setTimeout(400_000);
  await signInViaApi(page, server.admin);
  bookId = await importBook(page, server.url, "Berakhot", "34b");
  await waitForStartedJob(page, await page.request.post("/api/dictionary/imports", { data: { source: "jastrow" }, headers: { origin: server.url } }), 360_000);
});

test("a learner taps דְּאָמַר and רַבָּנַן on Berakhot 34b, reads Jastrow's entries and how, and adds רַבָּנַן to My words", async ({ page }) => {
  await signUpViaApi(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/books/${bookId}/34b`);
  const panel = page.getByRole("dialog");

  const deamar = page.getByTestId("reader-word").filter({ hasText: /^דְּאָמַר$/ }).first();
  await deamar.click();
  await expect(panel.getByTestId("word-reading").locator("[dir=rtl]")).toHaveText("דְּ + אָמַר");
  await expect(panel.getByTestId("reading-how")).toHaveText("ד + אמר");
  await expect(panel.getByTestId("word-entry").filter({ hasText: "Jastrow A02061" })).toContainText("it is said, taught");
  await page.keyboard.press("Escape");

  const rabbanan = page.getByTestId("reader-word").filter({ hasText: /^רַבָּנַן$/ }).first();
  await rabbanan.click();
  await expect(panel.getByTestId("word-reading")).toHaveText("Read as the whole word");
  await expect(panel.getByTestId("reading-how")).toHaveText("plural of רַבָּן");
  const entry = panel.getByTestId("word-entry").first();
  await expect(entry).toContainText("Jastrow T00121");
  await expect(entry).toContainText("chief; teacher");
  await expect(entry).toContainText("Plural");
  // The citations are text, folded away until asked for.
  await expect(entry.getByText("Citations")).toBeVisible();

  await panel.getByRole("button", { name: "Add to my words" }).click();
  await expect(panel.getByRole("button", { name: "In my words" })).toBeDisabled();
  await page.keyboard.press("Escape");

  await page.goto("/aramaic/my-words");
  const table = page.getByRole("table", { name: "Words" });
  await expect(table).toHaveAttribute("aria-rowcount", "2");
  const row = table.getByRole("row").nth(1);
  await expect(row.locator("[dir=rtl]").first()).toHaveText("רַבָּנַן");
  await expect(row).toContainText("chief");
  await expect(row.getByTestId("word-context")).toContainText("Berakhot 34b");
});
