import crypto from "node:crypto";
import fs from "node:fs";
import { expect, signUpViaApi, test } from "./fixtures";

/**
 * Settings page: Export/Import Collection and Backup & Restore.
 */

interface StudyWord { id: string; hebrew: string; progress: { status: string; timesSeen: number } | null }

async function dailyWords(page: import("@playwright/test").Page): Promise<StudyWord[]> {
  const res = await page.request.get("/api/collections/modern/daily-1000");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { words: StudyWord[] }).words;
}

async function setStatus(page: import("@playwright/test").Page, wordId: string, status: "known" | "learning" | "unknown") {
  const res = await page.request.post("/api/progress/answers", { data: { id: crypto.randomUUID(), wordId, action: "set", status } });
  expect(res.status(), await res.text()).toBe(200);
}

test("a learner exports a collection and imports it back as their own collection", async ({ page, browser, baseURL }, testInfo) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Export & Import Collections" });
  await expect(card).toBeVisible();

  await card.getByLabel("Collection to export").click();
  await page.getByRole("option", { name: "Daily", exact: true }).click();
  await card.getByLabel("Export format").click();
  await page.getByRole("option", { name: "CSV" }).click();
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Export", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("modern_daily-1000.csv");
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = fs.readFileSync(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString("utf8").slice(1).split("\r\n")[0]).toBe("hebrew,english,spanish,portuguese,french,italian,translit,pos,freq_rank,subcategory,section");
  await expect(page.getByText("Collection exported")).toBeVisible();

  await card.getByLabel("File", { exact: true }).setInputFiles(file);
  await card.getByLabel("Name").fill("My daily words");
  await card.getByLabel("Slug").fill("my-daily-words");
  await card.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("Collection imported")).toBeVisible();

  // It appears under its domain, for its owner only.
  await page.goto("/modern/my-daily-words");
  await expect(page.getByRole("heading", { name: "My daily words" }).first()).toBeVisible();
  const original = await dailyWords(page);
  const mine = (await (await page.request.get("/api/collections/modern/my-daily-words")).json()) as { words: StudyWord[] };
  expect(mine.words.map((w) => w.hebrew)).toEqual(original.map((w) => w.hebrew));
  await expect(page.getByText(original[0]!.hebrew, { exact: true }).first()).toBeVisible();

  const stranger = await browser.newContext({ baseURL });
  const strangerPage = await stranger.newPage();
  await signUpViaApi(strangerPage);
  expect((await strangerPage.request.get("/api/collections/modern/my-daily-words")).status()).toBe(404);
  await stranger.close();
});

test("a learner backs up, changes progress, restores and sees the old progress", async ({ page }, testInfo) => {
  await signUpViaApi(page);
  const words = await dailyWords(page);
  const [a, b] = [words[0]!, words[1]!];
  await setStatus(page, a.id, "known");
  await setStatus(page, b.id, "unknown");

  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Backup & Restore" });
  const downloading = page.waitForEvent("download");
  await card.getByRole("button", { name: "Create backup" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^backup-.+\.json$/);
  await expect(page.getByText("Backup created")).toBeVisible();
  await expect(page.getByText(`Backup saved as ${download.suggestedFilename()}`)).toBeVisible();
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const backup = JSON.parse(fs.readFileSync(file, "utf8")) as { version: string; stats: { progressCount: number } };
  expect(backup.version).toBe("1.0");
  expect(backup.stats.progressCount).toBe(2);

  // Change the progress through the API.
  await setStatus(page, a.id, "unknown");
  await setStatus(page, b.id, "known");
  const changed = await dailyWords(page);
  expect(changed.find((w) => w.id === a.id)!.progress!.status).toBe("unknown");

  // Restore: choose the file, confirm, the page reloads.
  await card.getByLabel("Backup file to restore").setInputFiles(file);
  const dialog = page.getByRole("alertdialog", { name: "Restore this backup?" });
  await expect(dialog).toBeVisible();
  // What the restore does, said before it: the file's progress replaces the learner's; a learner's file holds no shared collection.
  await expect(dialog).toContainText("words you studied since that it does not hold keep their progress");
  await expect(dialog).not.toContainText("shared collections");
  const reloaded = page.waitForEvent("load");
  await dialog.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByText("Restore successful")).toBeVisible();
  await reloaded;

  const restored = await dailyWords(page);
  expect(restored.find((w) => w.id === a.id)!.progress!.status).toBe("known");
  expect(restored.find((w) => w.id === b.id)!.progress!.status).toBe("unknown");
  await page.goto("/modern/daily-1000");
  await expect(page.getByRole("group", { name: `Status of ${a.hebrew}` }).getByRole("button", { name: "Known", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("group", { name: `Status of ${b.hebrew}` }).getByRole("button", { name: "Unknown", exact: true })).toHaveAttribute("aria-pressed", "true");
});

test("a file that is not a backup is refused with 'Invalid backup file format'", async ({ page }, testInfo) => {
  await signUpViaApi(page);
  await page.goto("/settings");
  const file = testInfo.outputPath("not-a-backup.json");
  fs.writeFileSync(file, JSON.stringify({ hello: "world" }));
  await page.getByRole("region", { name: "Backup & Restore" }).getByLabel("Backup file to restore").setInputFiles(file);
  await expect(page.getByText("Restore failed")).toBeVisible();
  await expect(page.getByText("Invalid backup file format", { exact: true })).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});
