import { describe, expect, it } from "vitest";
import { formatInterval, formatWait } from "./format-interval";

const m = 60_000;
const d = 24 * 60 * m;

describe("formatInterval", () => {
  it("shows learning steps as '<Nm' and longer intervals in hours, days, months, years", () => {
    expect(formatInterval(0)).toBe("<1m");
    expect(formatInterval(1 * m)).toBe("<1m");
    expect(formatInterval(6 * m)).toBe("<6m");
    expect(formatInterval(10 * m)).toBe("<10m");
    expect(formatInterval(5 * 60 * m)).toBe("5h");
    expect(formatInterval(1 * d)).toBe("1d");
    expect(formatInterval(3 * d)).toBe("3d");
    expect(formatInterval(45 * d)).toBe("1.5mo");
    expect(formatInterval(840 * d)).toBe("2.3y");
  });
});

describe("formatWait", () => {
  it("names the unit in the singular or the plural", () => {
    expect(formatWait(20_000)).toBe("1 minute");
    expect(formatWait(9.5 * m)).toBe("10 minutes");
    expect(formatWait(2 * 60 * m)).toBe("2 hours");
    expect(formatWait(1 * d)).toBe("1 day");
    expect(formatWait(3 * d)).toBe("3 days");
  });
});
