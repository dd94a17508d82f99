import type { Page } from "@playwright/test";
import { hasSefariaData, NO_SEFARIA_DATA } from "../support/sefaria-server";
import { expect, signInViaApi, signUpViaApi, test, type E2EServer } from "./fixtures";
import { importGenesis } from "./support/jobs";

/**
 * A chapter reached by a link draws its cantillation marks with the bundled Hebrew font, as its
 * first screen does. The font's CSS face (`font-display: optional`) has one chance per page load,
 * spent by the first page's Hebrew (the logo, the library's titles); without the second face of
 * lib/hebrew-font.ts every mark was an empty box where the system has no font with them (the
 * e2e browser's Liberation Serif and DejaVu Sans). Each test's context is new: no earlier page left the font in memory.
 */
test.skip(!hasSefariaData, NO_SEFARIA_DATA);

/**
 * The fonts that drew verse 1's first word (בְּרֵאשִׁ֖ית), as Chromium reports them
 * (DevTools' "Rendered fonts"): a box drawn for a mark has the same width as the mark, so only the
 * browser can say which font drew it.
 */
async function fontsOfFirstWord(page: Page): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "#verse-1 [data-testid=reader-word]" });
    return (await cdp.send("CSS.getPlatformFontsForNode", { nodeId })).fonts;
  } finally {
    await cdp.detach();
  }
}

async function learnerWithGenesis(page: Page, { url: origin, admin }: E2EServer): Promise<void> {
  await signInViaApi(page, admin);
  expect(await importGenesis(page, origin)).not.toBeNull();
  await signUpViaApi(page);
}

async function expectMarksDrawn(page: Page): Promise<void> {
  await expect(page.locator("#verse-1").getByTestId("reader-word").first()).toContainText("בְּרֵאשִׁ֖ית");
  // Every letter, point and accent by the bundled font (without the fix: Liberation Serif and DejaVu Sans, with boxes for the accents).
  const fonts = await fontsOfFirstWord(page);
  expect(fonts.map((f) => f.familyName)).toEqual(["Noto Serif Hebrew"]);
  expect(fonts[0]?.isCustomFont).toBe(true);
}

test("a chapter opened from the library by 'Suggested next' draws its cantillation, as its first screen does", async ({ page, browser, server }) => {
  test.setTimeout(120_000);
  await learnerWithGenesis(page, server);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/books");
  // Genesis's, by name: the worker's server may hold other books (Mishnah Berakhot's chapter 1 came first once).
  await page.getByTestId("suggested-next").getByRole("link", { name: "Genesis 1", exact: true }).click();
  await expect(page).toHaveURL(/\/books\/[^/]+\/1$/);
  await expectMarksDrawn(page);

  // The chapter's address opened in a new browser: the server's first screen, with the preloaded font.
  const fresh = await browser.newContext({ baseURL: server.url, storageState: await page.context().storageState() });
  const first = await fresh.newPage();
  await first.goto(new URL(page.url()).pathname);
  await expectMarksDrawn(first);
  await fresh.close();
});

test("on a phone, a chapter reached from the home collection through the library draws its cantillation", async ({ page, server }) => {
  test.setTimeout(120_000);
  await learnerWithGenesis(page, server);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await expect(page).not.toHaveURL(/\/$/);
  await page.getByRole("link", { name: "Books" }).first().click();
  // Genesis's, by name: the worker's server may hold other books (Mishnah Berakhot's chapter 1 came first once).
  await page.getByTestId("suggested-next").getByRole("link", { name: "Genesis 1", exact: true }).click();
  await expect(page).toHaveURL(/\/books\/[^/]+\/1$/);
  await expectMarksDrawn(page);
});
