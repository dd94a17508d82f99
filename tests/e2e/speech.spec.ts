import type { Page } from "@playwright/test";
import { hasEspeak, NO_ESPEAK } from "../support/espeak";
import { expect, signUpViaApi, test } from "./fixtures";
import { openCollection, row } from "./study-helpers";

/**
 * Pronunciation in a browser without a Hebrew voice (Debian's Chromium has none): the speaker plays
 * the server's audio (GET /api/speech, espeak-ng) instead of failing; with no engine on the server
 * either, the speaker buttons are disabled and say why.
 */

/** Records each <audio> whose play() succeeded (its address) and each failure (its error's name). */
async function recordPlays(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __plays: string[] };
    w.__plays = [];
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      const started = play.call(this);
      started.then(() => w.__plays.push(this.currentSrc), (e: Error) => w.__plays.push(`failed: ${e.name}`));
      return started;
    };
  });
}

test("a speaker press in Chromium without a Hebrew voice plays the server's audio", async ({ page }) => {
  test.skip(!hasEspeak, NO_ESPEAK);
  await recordPlays(page);
  await signUpViaApi(page);
  await openCollection(page);
  const hebrewVoices = await page.evaluate(() => speechSynthesis.getVoices().filter((v) => v.lang.toLowerCase().startsWith("he")).length);
  expect(hebrewVoices, "this test is about a browser without a Hebrew voice").toBe(0);
  const audio = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/speech");
  await row(page, "שָׁלוֹם").getByRole("button", { name: "Play pronunciation" }).click();
  const res = await audio;
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("audio/wav");
  // The word as the engine reads it: shin dot before the qamats, no cantillation.
  expect(new URL(res.url()).searchParams.get("text")).toBe("ש\u05C1\u05B8לו\u05B9ם");
  // It really plays: the page's play() of that audio resolved.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __plays: string[] }).__plays)).toEqual([res.url()]);
  await expect(page.getByText("Failed to play pronunciation")).toHaveCount(0);

  // The flashcard's speaker too.
  await page.getByRole("tab", { name: "Flashcards", exact: true }).click();
  // (Its word may be the same: the browser then plays it from its cache, without asking again.)
  await page.getByTestId("flashcard").locator("..").getByRole("button", { name: "Play pronunciation" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __plays: string[] }).__plays.length)).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { __plays: string[] }).__plays.filter((p) => p.startsWith("failed")))).toEqual([]);
  await expect(page.getByText("Failed to play pronunciation")).toHaveCount(0);
});

test("with no Hebrew voice and no engine on the server, the speakers are disabled and say so", async ({ page }) => {
  // A server started with ESPEAK_PATH=off answers this (tests/api/speech.test.ts checks that server side).
  await page.route("**/api/speech/status", (r) => r.fulfill({ json: { available: false } }));
  await signUpViaApi(page);
  await openCollection(page);
  const speaker = row(page, "שָׁלוֹם").getByRole("button", { name: /Play pronunciation/ });
  await expect(speaker).toBeDisabled();
  await expect(speaker).toHaveAccessibleName("Play pronunciation: pronunciation is not available in this browser");
  await expect(speaker.locator("..")).toHaveAttribute("title", "Pronunciation is not available in this browser");
});
