import { expect, type Page } from "@playwright/test";

/** Helpers of the collection-page e2e tests (study.spec.ts, study-games.spec.ts, phone.spec.ts). */

export interface ApiProgress { status: "known" | "learning" | "unknown"; timesSeen: number; timesKnown: number }
export interface ApiWord { id: string; hebrew: string; english: string; translit: string | null; section: string | null; progress: ApiProgress | null }

export async function apiWords(page: Page, path: string): Promise<ApiWord[]> {
  const res = await page.request.get(`/api/collections/${path}`);
  expect(res.ok(), `GET /api/collections/${path}`).toBe(true);
  return ((await res.json()) as { words: ApiWord[] }).words;
}

/** The progress of every word with a record, by Hebrew (polls: answers are sent in the background). */
export async function progressByHebrew(page: Page, path: string): Promise<Record<string, ApiProgress>> {
  const out: Record<string, ApiProgress> = {};
  for (const w of await apiWords(page, path)) {
    if (w.progress) out[w.hebrew] = { status: w.progress.status, timesSeen: w.progress.timesSeen, timesKnown: w.progress.timesKnown };
  }
  return out;
}

/** Imports (as the signed-in learner) a modern collection of `count` words: מִלָּה 1 / word 1, … in that order. */
export async function importNumberedCollection(page: Page, slug: string, name: string, count: number): Promise<void> {
  const lines = ["hebrew,english,freq_rank"];
  for (let i = 1; i <= count; i++) lines.push(`מִלָּה ${i},word ${i},${i}`);
  const res = await page.request.post("/api/collections/import", { data: { content: lines.join("\n"), format: "csv", domain: "modern", slug, name } });
  expect(res.status(), await res.text()).toBe(200);
}

export const DAILY = "modern/daily-1000";
export const table = (page: Page) => page.getByRole("table", { name: "Words" });
export const row = (page: Page, hebrew: string) => table(page).getByRole("row").filter({ has: page.getByText(hebrew, { exact: true }) });
export const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });
export const flashcardHebrew = (page: Page) => page.getByTestId("flashcard").locator('[lang="he"]');

export async function openCollection(page: Page, path = DAILY) {
  await page.goto(`/${path}`);
  await expect(page.getByRole("tablist")).toBeVisible();
}

export async function chooseSize(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Opens the daily collection on a game's tab and picks the game's size (the learner is signed in). */
export async function openGame(page: Page, game: string, sizeLabel: string, size: string) {
  await openCollection(page);
  await tab(page, game).click();
  await chooseSize(page, sizeLabel, size);
}
