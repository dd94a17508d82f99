import type { Page } from "@playwright/test";
import { expect, signUpViaApi, test } from "./fixtures";
import { watchErrors } from "./support/watch-errors";

/**
 * A tap on a phone before or while the app takes over the server's first screen: the shield
 * (#milim-shield) keeps a tap made before the app's code has come and gives it once React has the
 * page; a tap while React hydrates reaches its button once, never twice.
 */
test.describe.configure({ mode: "serial" });

test("a tap on the account menu before the app has taken over the first screen opens it once the app has", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page, { firstName: "Noa", lastName: "Cohen" });
  for (const path of ["/books", "/modern/daily-1000"]) {
    // The app's scripts wait (the entry, index-*.js, comes; the rest is held) while the learner taps the menu.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (!/\/assets\/index-[^/]*\.js$/.test(route.request().url())) await held;
      await route.continue();
    });
    const errors = watchErrors(page);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const account = page.getByRole("button", { name: "Account menu" });
    // A finger's tap where the button is drawn, once the entry has run: the shield over the server's first screen takes it.
    await expect(page.locator("#milim-shield")).toHaveAttribute("data-taps", "kept");
    const box = (await account.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page.locator("#milim-shield")).toHaveCount(1);
    await expect(page.getByRole("menu")).toHaveCount(0);
    release();
    // Once hydrated, that tap opens the menu: no second tap.
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menu")).toContainText("Noa Cohen");
    await page.keyboard.press("Escape");
    await page.unroute(/\/assets\/.*\.js$/);
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
  }
});

test.describe("a tap while the app hydrates the server's first screen", () => {
  /**
   * Opens /books with the app's scripts held (the entry comes: the shield keeps taps) and returns
   * what lets them go with hydration slowed down (the CPU at an eighth of its speed, as on a slow
   * phone: hydrating the page then takes a second or two).
   */
  async function holdScripts(page: Page) {
    // Whether React had taken the tapped button over when the finger came down (hydration puts its fiber on the element).
    await page.addInitScript(() => {
      window.addEventListener("pointerdown", (e) => {
        const button = e.target instanceof Element ? e.target.closest("button") : null;
        if (button) document.documentElement.dataset.tapHydrated = String(Object.keys(button).some((k) => k.startsWith("__reactFiber$")));
      }, true);
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      if (!/\/assets\/index-[^/]*\.js$/.test(route.request().url())) await held;
      await route.continue();
    });
    await page.goto("/books", { waitUntil: "domcontentloaded" });
    await expect(page.locator("#milim-shield")).toHaveAttribute("data-taps", "kept");
    const cdp = await page.context().newCDPSession(page);
    return {
      /** Lets the scripts come, slowed, and waits until React has started hydrating (the shield is gone). */
      async hydrateSlowly() {
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
        release();
        await page.waitForFunction(() => !document.getElementById("milim-shield"), undefined, { polling: "raf" });
      },
      async fullSpeed() {
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
        await page.unroute(/\/assets\/.*\.js$/);
        await page.waitForLoadState("networkidle");
      },
    };
  }

  type HeldScripts = Awaited<ReturnType<typeof holdScripts>>;
  /**
   * Opens the page with its scripts held and runs the taps, again from a fresh page until the last tap lands before React
   * has the button (whether it does is a race with hydration that a loaded machine can lose), at most four times.
   */
  async function whileHydrating(page: Page, taps: (held: HeldScripts) => Promise<void>): Promise<HeldScripts> {
    for (let attempt = 1; ; attempt++) {
      const held = await holdScripts(page);
      await taps(held);
      const hydrated = await page.locator("html").getAttribute("data-tap-hydrated");
      if (hydrated === "false" || attempt === 4) {
        expect(hydrated, "a tap before React had the button, in four tries").toBe("false");
        return held;
      }
      await held.fullSpeed();
    }
  }

  /** A finger's tap at the account button's centre (where the server drew it). */
  async function tapAccount(page: Page) {
    const box = (await page.getByRole("banner").getByRole("button", { name: "Account menu" }).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaApi(page, { firstName: "Noa", lastName: "Cohen" });
  });

  test("a tap on the account menu while React hydrates the page opens it", async ({ page }) => {
    const errors = watchErrors(page);
    // The tap came before React had the button (React hydrates it in the tap's event, then gives it the tap).
    const scripts = await whileHydrating(page, async (held) => {
      await held.hydrateSlowly();
      await tapAccount(page);
    });
    await expect(page.getByRole("menu")).toBeVisible();
    await expect(page.getByRole("menu")).toContainText("Noa Cohen");
    await scripts.fullSpeed();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a tap kept by the shield, then a second one while React hydrates: the menu opens and stays open", async ({ page }) => {
    const errors = watchErrors(page);
    const scripts = await whileHydrating(page, async (held) => {
      // Nothing happens on the first tap (the app's code is on its way), so the learner taps again.
      await tapAccount(page);
      await expect(page.getByRole("menu")).toHaveCount(0);
      await held.hydrateSlowly();
      await tapAccount(page);
    });
    await expect(page.getByRole("menu")).toBeVisible();
    // Once hydrated, the first tap is not given too: it would close the menu the second opened.
    await scripts.fullSpeed();
    await page.waitForTimeout(500);
    await expect(page.getByRole("menu")).toBeVisible();
    expect(errors).toEqual([]);
  });
});
