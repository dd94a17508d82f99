import { expect, signUpViaApi, test } from "./fixtures";

/**
 * Settings page, Anki in and out: a collection downloaded as an Anki package, then
 * that package and one written by a real Anki imported through the preview and its field mapping.
 */

interface StudyWord { hebrew: string; english: string }
const wordsOf = async (page: import("@playwright/test").Page, path: string): Promise<StudyWord[]> => {
  const res = await page.request.get(`/api/collections/${path}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { words: StudyWord[] }).words;
};

test("a learner exports a collection as an Anki package and imports it back through the field mapping", async ({ page }, testInfo) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Export & Import Collections" });
  await card.getByLabel("Collection to export").click();
  await page.getByRole("option", { name: "Daily", exact: true }).click();
  await card.getByLabel("Export format").click();
  await page.getByRole("option", { name: "Anki package (.apkg)" }).click();
  await expect(card.getByText("Import any learning progress")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Export", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("modern_daily-1000.apkg");
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);

  const anki = page.getByRole("region", { name: "Import an Anki deck" });
  await anki.getByLabel("Anki package", { exact: true }).setInputFiles(file);
  const summary = card.getByTestId("anki-preview-summary");
  await expect(summary).toContainText("in the deck Daily 1000");
  const noteType = card.getByTestId("anki-note-type");
  await expect(noteType.getByRole("columnheader", { name: "Hebrew" })).toBeVisible();
  // Milim's own fields are mapped by their names.
  await expect(noteType.getByLabel("Hebrew", { exact: true })).toHaveValue("0");
  await expect(noteType.getByLabel("Meaning")).toHaveValue("2");
  await expect(noteType.getByLabel("Transliteration")).toHaveValue("1");
  await expect(noteType.getByLabel("Reference")).toHaveValue("4");
  await expect(anki.getByLabel("Name")).toHaveValue("Daily 1000");
  await anki.getByLabel("Name").fill("Daily from Anki");
  await anki.getByRole("button", { name: "Import deck" }).click();
  await expect(page.getByText("Deck imported")).toBeVisible();

  const original = await wordsOf(page, "modern/daily-1000");
  const imported = await wordsOf(page, "modern/daily-from-anki");
  expect(imported.map((w) => [w.hebrew, w.english]).sort()).toEqual(original.map((w) => [w.hebrew, w.english]).sort());
});

test("a package written by a real Anki imports with the fields the learner maps", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Import an Anki deck" });
  await card.getByLabel("Anki package", { exact: true }).setInputFiles(new URL("../support/fixtures/anki/anki-update1.apkg", import.meta.url).pathname);
  const noteType = card.getByTestId("anki-note-type");
  await expect(noteType).toContainText("Note type Basic (1 note)");
  await expect(noteType.getByRole("cell", { name: "hello" })).toBeVisible();
  await noteType.getByLabel("Hebrew", { exact: true }).selectOption("1");
  await noteType.getByLabel("Meaning").selectOption("0");
  await card.getByLabel("Name").fill("Hello world");
  await card.getByRole("button", { name: "Import deck" }).click();
  await expect(page.getByText("Deck imported")).toBeVisible();
  expect((await wordsOf(page, "modern/hello-world")).map((w) => [w.hebrew, w.english])).toEqual([["world", "hello"]]);

  // Not a package: its message, nothing imported.
  await card.getByLabel("Anki package", { exact: true }).setInputFiles({ name: "words.apkg", mimeType: "application/octet-stream", buffer: Buffer.from("hebrew,english\n") });
  await expect(page.getByText("it is not a zip archive")).toBeVisible();
});
