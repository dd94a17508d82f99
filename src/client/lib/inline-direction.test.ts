import { describe, expect, it } from "vitest";
import { arrowStep, inlineScroll, towardsEnd } from "./inline-direction";

describe("inline direction", () => {
  it("reads a left-to-right row's scroll from its left edge", () => {
    expect(inlineScroll({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 }, false)).toEqual({ fromStart: 0, moreBefore: false, moreAfter: true });
    expect(inlineScroll({ scrollLeft: 300, clientWidth: 300, scrollWidth: 900 }, false)).toEqual({ fromStart: 300, moreBefore: true, moreAfter: true });
    expect(inlineScroll({ scrollLeft: 600, clientWidth: 300, scrollWidth: 900 }, false)).toEqual({ fromStart: 600, moreBefore: true, moreAfter: false });
  });

  it("reads a right-to-left row's negative scrollLeft (Chromium, Firefox, Safari) from its right edge", () => {
    expect(inlineScroll({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900 }, true)).toEqual({ fromStart: 0, moreBefore: false, moreAfter: true });
    expect(inlineScroll({ scrollLeft: -300, clientWidth: 300, scrollWidth: 900 }, true)).toEqual({ fromStart: 300, moreBefore: true, moreAfter: true });
    expect(inlineScroll({ scrollLeft: -600, clientWidth: 300, scrollWidth: 900 }, true)).toEqual({ fromStart: 600, moreBefore: true, moreAfter: false });
    // Read as LTR, the start of an RTL row would show a 'before' arrow, and its end none.
    expect(inlineScroll({ scrollLeft: -600, clientWidth: 300, scrollWidth: 900 }, false).moreAfter).toBe(true);
  });

  it("a row that fits shows no arrows either way", () => {
    for (const rtl of [false, true]) expect(inlineScroll({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300 }, rtl)).toEqual({ fromStart: 0, moreBefore: false, moreAfter: false });
  });

  it("scrolls towards the end: right in LTR, left in RTL", () => {
    expect(towardsEnd(120, false)).toBe(120);
    expect(towardsEnd(120, true)).toBe(-120);
    expect(towardsEnd(-120, true)).toBe(120);
  });

  it("mirrors the arrow keys in right-to-left pages: ← is next", () => {
    expect(arrowStep("ArrowRight", false)).toBe(1);
    expect(arrowStep("ArrowLeft", false)).toBe(-1);
    expect(arrowStep("ArrowLeft", true)).toBe(1);
    expect(arrowStep("ArrowRight", true)).toBe(-1);
    expect(arrowStep("ArrowUp", true)).toBeNull();
  });
});
