import { describe, expect, it } from "vitest";
import { contrast, fillUnderWhite, parseHsl, readableText } from "./accessible-color";

/** hsl → rgb through the same path the helpers use, checked against known values. */
function rgbOf(triple: string): [number, number, number] {
  const c = parseHsl(triple)!;
  const s = c.s / 100, l = c.l / 100, a = s * Math.min(l, 1 - l);
  const f = (n: number) => { const k = (n + c.h / 30) % 12; return l - a * Math.max(-1, Math.min(k - 3, Math.min(9 - k, 1))); };
  return [f(0), f(8), f(4)];
}
const WHITE: [number, number, number] = [1, 1, 1];
const DARK_PAGE = rgbOf("222 40% 8%");
const BUILT_IN = ["217 91% 55%", "28 90% 48%", "271 70% 58%", "158 72% 38%"];

describe("accessible domain colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrast(WHITE, [0, 0, 0])).toBeCloseTo(21, 5);
    // biblical orange on white: the 3.03 axe measured
    expect(contrast(rgbOf("28 90% 48%"), WHITE)).toBeCloseTo(3.03, 1);
  });

  it("darkens each built-in colour just enough for text on white and for white text on it, keeping its hue", () => {
    for (const color of BUILT_IN) {
      const text = readableText(color, false);
      const fill = fillUnderWhite(color);
      expect(contrast(rgbOf(text), WHITE), color).toBeGreaterThanOrEqual(4.5);
      expect(contrast(rgbOf(fill), WHITE), color).toBeGreaterThanOrEqual(4.5);
      expect(contrast(rgbOf(fill), WHITE), color).toBeLessThan(5.2); // no darker than needed
      expect(parseHsl(text)!.h).toBe(parseHsl(color)!.h);
      expect(parseHsl(text)!.l).toBeLessThanOrEqual(parseHsl(color)!.l);
    }
  });

  it("lightens text for the dark page, and counts the tint behind the active tab", () => {
    for (const color of BUILT_IN) {
      const text = readableText(color, true, 0.08);
      expect(contrast(rgbOf(text), DARK_PAGE), color).toBeGreaterThanOrEqual(4.5);
      expect(parseHsl(text)!.l).toBeGreaterThanOrEqual(parseHsl(color)!.l);
    }
  });

  it("leaves a colour that already passes, and an unreadable value, as it is", () => {
    expect(readableText("222 70% 25%", false)).toBe("222 70% 25%");
    expect(readableText("not a colour", false)).toBe("not a colour");
  });
});
