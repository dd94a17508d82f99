import { describe, expect, it } from "vitest";
import { shortenGloss } from "./shorten-gloss";

describe("shortenGloss", () => {
  it("keeps a gloss that fits", () => {
    expect(shortenGloss("to say", 80)).toBe("to say");
    expect(shortenGloss("x".repeat(80), 80)).toBe("x".repeat(80));
  });

  it("cuts a long gloss between words, never inside one, and says so", () => {
    const text = "used as a copula, i.e. the verb to be, but properly a demonstrative and not a mere copula of anything";
    const short = shortenGloss(text, 80);
    expect(short.length).toBeLessThanOrEqual(80);
    expect(short.endsWith("…")).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
    expect(text[short.length - 1]).toMatch(/[\s,]/);
    expect(short).not.toMatch(/copu…$/);
  });

  it("drops the punctuation before the cut", () => {
    expect(shortenGloss("light, day-light, lightning, and more words to come", 20)).toBe("light, day-light…");
  });

  it("cuts a text without spaces at the limit", () => {
    expect(shortenGloss("x".repeat(100), 80)).toBe(`${"x".repeat(79)}…`);
  });
});
