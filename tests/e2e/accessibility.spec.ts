import type { Locator, Page } from "@playwright/test";
import { expect, signInViaApi, test } from "./fixtures";
import { expectTheme, heading, report, scan, scanBothThemes, setTheme, visit, type Found } from "./support/axe-scan";
import { importGenesis } from "./support/jobs";

test.describe.configure({ mode: "serial" });

/**
 * axe-core on every main screen, in light and in dark mode: no serious or critical violation. Each
 * screen is visited once and scanned in both themes (switched with the header's Dark mode button):
 * with every rule in light mode, and with the colour rules in dark mode (the DOM is the same).
 * Besides axe's default rules (WCAG 2.0/2.1/2.2 A and AA, best practices) it runs
 * label-content-name-mismatch (WCAG 2.5.3 label in name: an accessible name contains the visible text),
 * which axe ships as experimental (the scan: support/axe-scan.ts). The failure message lists every
 * violation with its screen.
 */

const TABS = ["Study", "Flashcards", "Matching", "Fill", "Quiz", "Memory", "Cloze"] as const;
/** A collection of each domain: modern, biblical, Talmud (aramaic) and Mishna, each with its sample words. */
const COLLECTIONS = ["modern/daily-1000", "biblical/genesis", "aramaic/berakhot", "mishna/zeraim"] as const;

/**
 * Every screen's violations, asserted by the last test: a failed test would restart the worker (and
 * its server) between screens. The tests run in order (serial): if one cannot reach its screen, the
 * rest and the report are skipped and the run fails with that test.
 */
const allFound: Found[] = [];

/** Keeps a screen group's violations for the report (and prints them, to follow a long run). */
function keep(found: Found[]): void {
  if (found.length) console.log(report(found));
  allFound.push(...found);
}

/** Signs in as the administrator, in light mode (the server's setting wins on load). */
async function signInLight(page: Page, serverUrl: string, admin: { email: string; password: string }) {
  await signInViaApi(page, admin);
  const set = await page.request.patch("/api/settings", { data: { darkMode: false }, headers: { origin: serverUrl } });
  expect(set.ok(), await set.text()).toBe(true);
}

let genesisId: string | null | undefined;

test.describe("light and dark mode: no serious or critical axe violation", () => {
  test("the sign-up and log-in pages", async ({ page }) => {
    const found: Found[] = [];
    for (const dark of [false, true]) {
      // Signed out, the theme comes from localStorage (index.html applies it before the first paint).
      await page.goto("/auth");
      await page.evaluate((d) => localStorage.setItem("milim-dark-mode", String(d)), dark);
      const theme = dark ? "dark" : "light";
      await visit(page, "/auth", heading("Create an account"));
      await expectTheme(page, dark);
      await scan(page, `/auth (sign up), ${theme}`, found, dark ? "colours" : "all");
      await visit(page, "/auth?mode=login", heading("Welcome back"));
      await scan(page, `/auth (log in), ${theme}`, found, dark ? "colours" : "all");
    }
    keep(found);
  });

  for (const path of COLLECTIONS) {
    test(`/${path}: ${path === COLLECTIONS[0] ? "each study tab" : "the study table and flashcards"}`, async ({ page, server }) => {
      test.setTimeout(360_000);
      await signInLight(page, server.url, server.admin);
      const found: Found[] = [];
      await visit(page, `/${path}`, (p) => p.getByRole("tablist"));
      await expectTheme(page, false);
      // Every tab in the first collection; the others differ in their words and filters, not in
      // the games' components, so their Study table and first game are enough.
      // The first tab is scanned with the whole screen; the next ones change only the tab's panel.
      for (const [i, name] of (path === COLLECTIONS[0] ? TABS : TABS.slice(0, 2)).entries()) {
        await page.getByRole("tab", { name, exact: true }).click();
        await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
        await scanBothThemes(page, `/${path} ${name}`, found, i === 0 ? {} : { within: '[role="tabpanel"][data-state="active"]' });
      }
      if (path === COLLECTIONS[0]) {
        for (const dark of [false, true]) {
          await setTheme(page, dark);
          await page.getByRole("button", { name: "Study Statistics" }).click();
          const dialog = page.getByRole("dialog", { name: "Study Statistics" });
          await expect(dialog).toBeVisible();
          await scan(page, `Study Statistics dialog, ${dark ? "dark" : "light"}`, found, dark ? "colours" : "all");
          await page.keyboard.press("Escape");
          await expect(dialog).toBeHidden();
        }
        await setTheme(page, false);
      }
      keep(found);
    });
  }

  test("settings, books, a reader page, dictionary, words database, queue and admin", async ({ page, server }) => {
    test.setTimeout(420_000);
    await signInLight(page, server.url, server.admin);
    if (genesisId === undefined) genesisId = await importGenesis(page, server.url);
    const found: Found[] = [];
    const screens: [string, (p: Page) => Locator][] = [
      ["/settings", heading("Settings")],
      ["/books", heading("Library")],
      ["/dictionary", heading("Dictionary")],
      ["/database", heading("Words Database")],
      ["/queue", heading("Word Generation Queue")],
      ["/admin", heading("Admin Panel")],
    ];
    if (genesisId) screens.push([`/books/${genesisId}/1`, (p) => p.getByTestId("verse-hebrew")]);
    else test.info().annotations.push({ type: "skipped screen", description: "the reader: ../shared/data/sefaria is absent, so no book could be imported" });
    for (const [path, ready] of screens) {
      await visit(page, path, ready);
      await expectTheme(page, false);
      await scanBothThemes(page, path, found);
    }
    keep(found);
  });
});

test("no serious or critical axe violation on any screen, light or dark", () => {
  expect(allFound, report(allFound)).toEqual([]);
});
