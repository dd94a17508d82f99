import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The axe-core scan of a screen (accessibility.spec.ts, interface-language-rtl.spec.ts): axe's
 * default rules (WCAG 2.0/2.1/2.2 A and AA, best practices) plus label-content-name-mismatch (WCAG
 * 2.5.3 label in name, experimental in axe), and a duplicate-id check; only serious and critical
 * findings are kept, with their screen, for one report at the end.
 */
export interface Found { screen: string; id: string; impact: string; help: string; targets: string[]; summary: string }

/**
 * The rules whose outcome depends on the theme's colours. A screen in its second theme has the same
 * DOM as in its first, so only these run again there (`colours`): a third of a full scan's time.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Scans the page, or only the part `within` selects (a tab's panel when the rest of the screen,
 * scanned with the first tab, did not change).
 */
export async function scan(page: Page, screen: string, found: Found[], rules: "all" | "colours" = "all", within?: string): Promise<void> {
  // Colours mid-transition (a theme switched, a tab chosen, a toast coming in) would be measured wrong.
  await untilAnimationsEnd(page);
  // Only violations are read: axe then skips listing every passing node (a quarter of a scan).
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"], rules: { "label-content-name-mismatch": { enabled: true } } });
  if (within) {
    await expect(page.locator(within)).toHaveCount(1);
    builder.include(within);
  }
  const result = await (rules === "colours" ? builder.withRules(COLOUR_RULES) : builder).analyze();
  // Two elements with one id break every label and aria reference to it (a settings card's region
  // once took its input's id, and the input lost its name); axe 4 no longer reports duplicate ids.
  const duplicates = await page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll("[id]")) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
  for (const id of duplicates) {
    found.push({ screen, id: "duplicate-id", impact: "serious", help: "Each id is used once", targets: [`#${id}`], summary: `id "${id}" is on more than one element` });
  }
  for (const v of result.violations) {
    if (v.impact !== "serious" && v.impact !== "critical") continue;
    for (const node of v.nodes) {
      found.push({
        screen, id: v.id, impact: v.impact, help: v.help,
        targets: node.target.map(String),
        summary: (node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 300),
      });
    }
  }
}

/**
 * Waits until no transition or animation of the page has run for 250 ms, an endless one (a spinner)
 * aside: what a screen shows once it has settled. `getAnimations()` brings the styles up to date
 * first, so a transition the last action started (a theme switched, the pointer moved off a button)
 * is seen; the quiet window covers one that starts a moment later (a part drawn when its data comes,
 * a theme the app applies as it takes over the page), which a single check let axe read mid-way.
 */
export async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { milimQuietSince?: number }).milimQuietSince = undefined;
    // A part the browser skips drawing (content-visibility: auto off screen: the dictionary's rows)
    // keeps the style it had when last read: read after a theme switch, its colour transitions start
    // there and stay at their first frame (the old theme's colour) until it is drawn. axe read such a
    // row's link in dark mode as the light theme's blue (contrast 2:1) whenever the table was long
    // enough, and the test failed until its retry on a new server. Each element's style brought up to
    // date, and the transitions of the parts not drawn ended: the colours the learner sees on scrolling there.
    for (const el of document.querySelectorAll("*")) void getComputedStyle(el).color;
    for (const a of document.getAnimations()) {
      const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
      if (a instanceof CSSTransition && target instanceof Element && !target.checkVisibility({ contentVisibilityAuto: true })) a.finish();
    }
  });
  await page.waitForFunction(() => {
    const w = window as { milimQuietSince?: number };
    const moving = document.getAnimations().some((a) =>
      a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
    const now = performance.now();
    if (moving) w.milimQuietSince = undefined;
    else w.milimQuietSince ??= now;
    return !moving && now - w.milimQuietSince! >= 250;
  }, undefined, { polling: "raf", timeout: 10_000 });
}

export function report(found: Found[]): string {
  return [`${found.length} serious or critical axe violation(s):`, ...found.map((f) =>
    `- [${f.screen}] ${f.id} (${f.impact}): ${f.help} — ${f.targets.join(" ")} — ${f.summary}`)].join("\n");
}

export async function visit(page: Page, path: string, ready: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(ready(page).first()).toBeVisible({ timeout: 30_000 });
}

export const heading = (name: string | RegExp) => (page: Page) => page.getByRole("heading", { name });

export const expectTheme = (page: Page, dark: boolean) => expect(page.locator("html")).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);

/**
 * Switches the theme as a learner does, with the header's Dark mode button (`label`: its name in the
 * interface language), and moves focus and pointer off it.
 */
export async function setTheme(page: Page, dark: boolean, label = "Dark mode"): Promise<void> {
  const toggle = page.getByRole("button", { name: label, exact: true });
  if ((await toggle.getAttribute("aria-pressed")) !== String(dark)) {
    // Saved before anything else happens: a page visited while the PATCH is still on its way (or
    // cut off by the visit) loads the old setting from the server and switches the theme back as it
    // takes over, and axe reads its colours mid-transition.
    const saved = page.waitForResponse((r) => r.request().method() === "PATCH" && new URL(r.url()).pathname === "/api/settings");
    await toggle.click();
    expect((await saved).ok()).toBe(true);
  }
  await expectTheme(page, dark);
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/**
 * Scans the screen (or the part `within` selects) as it is in light mode with every rule, then in
 * dark mode with the colour rules, and leaves it light: one visit, both themes. `label` is the Dark
 * mode button's name in the interface language.
 */
export async function scanBothThemes(page: Page, screen: string, found: Found[], { label, within }: { label?: string; within?: string } = {}): Promise<void> {
  await scan(page, `${screen}, light`, found, "all", within);
  await setTheme(page, true, label);
  await scan(page, `${screen}, dark`, found, "colours", within);
  await setTheme(page, false, label);
}
