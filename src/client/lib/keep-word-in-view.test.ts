import { describe, expect, it } from "vitest";
import { scrollToKeepInView } from "./keep-word-in-view";

describe("scrollToKeepInView", () => {
  const height = 800;
  const sheet = 560; // 70 % of the screen

  it("leaves a word in sight above the sheet where it is", () => {
    expect(scrollToKeepInView({ top: 120, bottom: 150 }, height, sheet, 56)).toBe(0);
  });

  it("brings a word the sheet would cover to a third of the part left in sight", () => {
    // Visible: 56 → 240 px; room for the word's top: (240 - 56 - 30) / 3 ≈ 51 px below the bar.
    const delta = scrollToKeepInView({ top: 600, bottom: 630 }, height, sheet, 56);
    expect(600 - delta).toBeGreaterThanOrEqual(56 + 8);
    expect(630 - delta).toBeLessThanOrEqual(height - sheet - 8);
    expect(delta).toBe(Math.round(600 - (56 + (240 - 56 - 30) / 3)));
  });

  it("scrolls up to a word under the sticky top bar", () => {
    const delta = scrollToKeepInView({ top: 20, bottom: 50 }, height, sheet, 56);
    expect(delta).toBeLessThan(0);
    expect(20 - delta).toBeGreaterThanOrEqual(64);
  });

  it("needs no sheet: a word half under the screen's bottom edge is brought up", () => {
    expect(scrollToKeepInView({ top: 790, bottom: 820 }, height, 0)).toBeGreaterThan(0);
    expect(scrollToKeepInView({ top: 400, bottom: 430 }, height, 0)).toBe(0);
  });
});
