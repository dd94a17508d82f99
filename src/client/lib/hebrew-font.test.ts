import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { HEBREW_FONT_FAMILY, HEBREW_FONT_RANGE } from "./hebrew-font";

const css = fs.readFileSync(path.join(import.meta.dirname, "..", "hebrew-font.css"), "utf8");

describe("the Hebrew font's second face (hebrew-font.ts)", () => {
  // It must match the CSS face it stands in for: another range or family would draw other characters, or none.
  it("has the family and the Hebrew subset's range of hebrew-font.css", () => {
    const face = css.split("@font-face").find((f) => f.includes("noto-serif-hebrew-hebrew-wght-normal.woff2"));
    expect(face).toContain(`font-family: "${HEBREW_FONT_FAMILY}";`);
    expect(face).toContain(`unicode-range: ${HEBREW_FONT_RANGE};`);
    expect(face).toContain("font-weight: 100 900;");
  });
});
