import { describe, expect, it } from "vitest";
import { backoffMs, waitSeconds } from "./sign-in-email-limit";

const WINDOW = 15 * 60_000;
/** A failure window whose last failure was counted at `at` (the window ends one window later). */
const counted = (count: number, at: number) => ({ count, windowEndsAt: at + WINDOW });

describe("backoffMs", () => {
  it("is free for 4 failures, then 30 s doubling per failure, at most 15 minutes", () => {
    expect([1, 4].map(backoffMs)).toEqual([0, 0]);
    expect([5, 6, 7].map(backoffMs)).toEqual([30_000, 60_000, 120_000]);
    expect(backoffMs(30)).toBe(WINDOW);
  });
});

describe("waitSeconds", () => {
  const now = 1_000_000_000;
  it("asks no wait with no window, an ended window, or fewer than 5 failures", () => {
    expect(waitSeconds(null, now)).toBeNull();
    expect(waitSeconds(counted(9, now - WINDOW - 1), now)).toBeNull();
    expect(waitSeconds(counted(4, now - 10), now)).toBeNull();
  });

  it("asks no wait below 5 failures even when a concurrent failure was counted at a later clock reading", () => {
    // That request started before this one and ended after this one read the clock.
    expect(waitSeconds(counted(3, now + 40), now)).toBeNull();
  });

  it("asks the rest of the back-off, in whole seconds rounded up", () => {
    expect(waitSeconds(counted(5, now - 10_500), now)).toBe(20);
    expect(waitSeconds(counted(6, now), now)).toBe(60);
    expect(waitSeconds(counted(5, now - 30_000), now)).toBeNull();
  });
});
