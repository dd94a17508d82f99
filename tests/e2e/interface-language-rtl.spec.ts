import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, signInViaApi, test } from "./fixtures";
import { expectTheme, report, scanBothThemes, untilAnimationsEnd, visit, type Found } from "./support/axe-scan";
import { importGenesis } from "./support/jobs";
import { REPO_ROOT } from "./support/server-process";

/**
 * The interface in Hebrew, right to left. The main screens pass axe (no serious or
 * critical violation) in light and dark mode, and a few are kept as screenshots (phone 390×844 and
 * desktop) attached to the test, to look at the mirrored layout. A validation message the server
 * writes in English is shown in Hebrew.
 */
const he = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "messages", "he.json"), "utf8")) as Record<string, string>;
const h1 = (page: Page) => page.getByRole("heading", { level: 1 });

test("Hebrew, right to left: the main screens pass axe in light and dark, a server message is worded in Hebrew, screenshots on a phone and a desktop", async ({ page, server }) => {
  // An import, six screens scanned by axe in two themes and six screenshots: on a loaded 2-core CI
  // machine this took 180 s and more.
  test.setTimeout(360_000);
  await signInViaApi(page, server.admin);
  const setLanguage = async (interfaceLanguage: "he" | null) => {
    const set = await page.request.patch("/api/settings", { data: { darkMode: false, interfaceLanguage }, headers: { origin: server.url } });
    expect(set.ok(), await set.text()).toBe(true);
  };
  await setLanguage("he");
  try {
    const found = await scanScreensInHebrew(page, server.url);
    expect(found, report(found)).toEqual([]);
  } finally {
    // The administrator is shared by the worker's tests: the next one finds the interface as it was.
    await setLanguage(null);
  }
});

/** Visits, scans and photographs the screens; returns the violations found. */
async function scanScreensInHebrew(page: Page, origin: string): Promise<Found[]> {
  const genesisId = await importGenesis(page, origin);

  const screens: [string, string, (p: Page) => Locator][] = [
    ["collection", "/modern/daily-1000", (p) => p.getByRole("tab", { name: he.collection_tab_study, exact: true })],
    ["books", "/books", h1],
    ["dictionary", "/dictionary", h1],
    ["settings", "/settings", h1],
    ["account", "/account", h1],
  ];
  if (genesisId) screens.push(["reader", `/books/${genesisId}/1`, (p) => p.getByTestId("verse-hebrew")]);
  else test.info().annotations.push({ type: "skipped screen", description: "the reader: ../shared/data/sefaria is absent, so no book could be imported" });
  const photographed = new Set(["collection", "reader", "settings"]);

  const found: Found[] = [];
  const shoot = async (name: string) => {
    const file = test.info().outputPath(`${name}.png`);
    await page.screenshot({ path: file });
    await test.info().attach(name, { path: file, contentType: "image/png" });
  };
  for (const [name, where, ready] of screens) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await visit(page, where, ready);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expectTheme(page, false);
    await scanBothThemes(page, `${where} (he)`, found, { label: he.shell_dark_mode });
    if (name === "collection") {
      await page.getByRole("tab", { name: he.collection_tab_flashcards, exact: true }).click();
      await expect(page.getByRole("tab", { name: he.collection_tab_flashcards, exact: true })).toHaveAttribute("aria-selected", "true");
      await scanBothThemes(page, `${where} flashcards (he)`, found, { label: he.shell_dark_mode, within: '[role="tabpanel"][data-state="active"]' });
      await shoot("flashcards-desktop");
      await page.getByRole("tab", { name: he.collection_tab_study, exact: true }).click();
    }
    if (name === "settings") {
      // A message the server writes in English reaches a Hebrew learner in Hebrew (its key and parameters, worded by the client).
      await page.getByLabel(he.settings_words_per_day!).fill("500");
      await page.getByRole("region", { name: he.settings_daily_goal_title }).getByRole("button", { name: he.common_save }).click();
      await expect(page.getByText("היעד היומי חייב להיות בין 1 ל־200")).toBeVisible();
    }
    if (photographed.has(name)) {
      await shoot(`${name}-desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      // The phone layout drawn (two frames at the new size) and nothing still moving.
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
      await untilAnimationsEnd(page);
      await shoot(`${name}-phone`);
    }
  }
  return found;
}
