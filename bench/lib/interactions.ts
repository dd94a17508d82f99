import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../playwright.config";
import { jarCookies, type LighthousePage } from "./lighthouse-pages";
import { MOBILE } from "./static-limit";

/** One interaction's figures: the longest Event Timing duration (INP's measure) over its tries, and each try's. */
export interface InteractionFigures { name: string; inpMs: number; durationsMs: number[]; untilShownMs: number[]; error?: string }

const TRIES = 5;
const CPU_SLOWDOWN = 4;

/** Keeps every Event Timing entry of an interaction (PerformanceObserver 'event', from 16 ms). */
function observeEvents(): void {
  const w = window as unknown as { __events: { id: number; name: string; duration: number }[] };
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (e.interactionId) w.__events.push({ id: e.interactionId, name: e.name, duration: e.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The interaction's duration as INP counts it: its longest event (0 when none reached 16 ms). */
async function takeDuration(page: Page): Promise<number> {
  await page.waitForTimeout(300); // the entries come after the next paint
  return page.evaluate(() => {
    const w = window as unknown as { __events: { duration: number }[] };
    const longest = Math.max(0, ...w.__events.map((e) => e.duration));
    w.__events = [];
    return longest;
  });
}

async function open(browser: Browser, url: string, cookie: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: "block" });
  await context.addCookies(jarCookies(new URL(url).origin, cookie));
  const page = await context.newPage();
  await page.addInitScript(observeEvents);
  await page.goto(url, { waitUntil: "networkidle" });
  return page;
}

/** The CPU slowed down 4× (Chrome DevTools Protocol), as on a mid-range phone, from now on. */
async function slowDown(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

/** TRIES times: `one` (timed), its Event Timing duration read, then `reset` (not timed, its events dropped). */
async function tries(name: string, page: Page, one: () => Promise<void>, reset?: () => Promise<void>): Promise<InteractionFigures> {
  const durationsMs: number[] = [];
  const untilShownMs: number[] = [];
  try {
    await playTries(page, one, reset, durationsMs, untilShownMs);
  } catch (e) {
    await page.context().close();
    return { name, inpMs: NaN, durationsMs, untilShownMs, error: String(e).split("\n")[0] };
  }
  await page.context().close();
  return { name, inpMs: Math.max(...durationsMs), durationsMs, untilShownMs };
}

async function playTries(page: Page, one: () => Promise<void>, reset: (() => Promise<void>) | undefined, durationsMs: number[], untilShownMs: number[]): Promise<void> {
  await page.evaluate(() => { (window as unknown as { __events: unknown[] }).__events = []; });
  for (let i = 0; i < TRIES; i++) {
    const t = Date.now();
    await one();
    untilShownMs.push(Date.now() - t);
    durationsMs.push(Math.round(await takeDuration(page)));
    if (reset) {
      await reset();
      await takeDuration(page);
    }
  }
}

/**
 * The three interactions the issue names, each tried five times in Chromium with a phone's screen
 * and the CPU slowed down 4×, after the page has loaded: Know → the next card (Flashcards of
 * /modern/daily-1000), a Matching pick (a Hebrew word, then its translation) and tapping a word of
 * the reader until its panel shows. Their duration is the Event Timing API's (what INP reads): from
 * the tap to the next frame painted after its handlers; `untilShownMs` is the wall time until the
 * expected change is on screen (for the reader, the panel with its entry, looked up on the server;
 * for Matching, the two clicks). An interaction that cannot be played is reported with its error.
 */
export async function measureInteractions(chrome: string, url: string, pages: LighthousePage[]): Promise<InteractionFigures[]> {
  const daily = pages.find((p) => p.name === "daily-1000");
  const reader = pages.find((p) => p.name === "reader-genesis-1");
  const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_ARGS });
  const out: InteractionFigures[] = [];
  try {
    if (daily) {
      const page = await open(browser, `${url}${daily.path}`, daily.cookie);
      await page.getByRole("tab", { name: "Flashcards", exact: true }).click();
      const know = page.getByRole("button", { name: "Know", exact: true });
      await know.waitFor();
      await slowDown(page);
      out.push(await tries("Know → next card", page, async () => {
        const card = await page.getByText(/^Card \d+ of \d+$/).textContent();
        await know.click();
        await page.getByText(/^Card \d+ of \d+$/).filter({ hasNotText: card! }).waitFor();
      }));

      const game = await open(browser, `${url}${daily.path}`, daily.cookie);
      await game.getByRole("tab", { name: "Matching", exact: true }).click();
      const hebrew = game.getByTestId("match-hebrew");
      await hebrew.first().waitFor();
      await slowDown(game);
      let pick = 0;
      out.push(await tries("Matching pick", game, async () => {
        // A Hebrew word, then its own translation: the pair is matched (each counts as one interaction).
        const word = hebrew.nth(pick++ % (await hebrew.count()));
        const id = await word.getAttribute("data-word-id");
        await word.click();
        await game.getByTestId("match-translation").and(game.locator(`[data-word-id="${id}"]`)).click();
      }));
    }
    if (reader) {
      const page = await open(browser, `${url}${reader.path}`, reader.cookie);
      const words = page.locator("#verse-1").getByTestId("reader-word");
      await words.first().waitFor();
      await slowDown(page);
      let n = 0;
      out.push(await tries("reader word → panel", page, async () => {
        await words.nth(n++).click();
        await page.getByRole("dialog").getByTestId("word-entry").first().waitFor();
      }, async () => {
        await page.keyboard.press("Escape");
        await page.getByRole("dialog").waitFor({ state: "hidden" });
      }));
    }
  } finally {
    await browser.close();
  }
  return out;
}
