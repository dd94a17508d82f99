import { describe, expect, it } from "vitest";
import { canonicalTimeZone, isValidTimeZone } from "./time-zone";

describe("time zone names", () => {
  it("accepts IANA names and returns their canonical spelling", () => {
    expect(canonicalTimeZone("Asia/Jerusalem")).toBe("Asia/Jerusalem");
    expect(canonicalTimeZone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(isValidTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
  });
  it("rejects unknown zones, offsets-as-text and junk", () => {
    for (const tz of ["Mars/Olympus", "", "Europe/London; drop table x", "../../etc/passwd", "+02:00", "a".repeat(80)]) {
      expect(isValidTimeZone(tz), tz).toBe(false);
    }
  });
});
