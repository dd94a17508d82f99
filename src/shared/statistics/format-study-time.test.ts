import { describe, expect, it } from "vitest";
import { formatMonthLabel, formatStudyTime } from "./format-study-time";

describe("formatStudyTime", () => {
  it("shows hours and minutes", () => {
    expect(formatStudyTime(0)).toBe("0m");
    expect(formatStudyTime(45)).toBe("45m");
    expect(formatStudyTime(60)).toBe("1h");
    expect(formatStudyTime(135)).toBe("2h 15m");
    expect(formatStudyTime(59.9)).toBe("59m");
    expect(formatStudyTime(-3)).toBe("0m");
  });
  it("in the interface's language, never an English 'm' elsewhere", () => {
    expect(formatStudyTime(0, "he")).toBe("0 דק׳");
    expect(formatStudyTime(135, "he")).toBe("2 שע׳ 15 דק׳");
    expect(formatStudyTime(60, "he")).toBe("1 שע׳");
    expect(formatStudyTime(45, "fr")).toBe("45min");
    expect(formatStudyTime(135, "pt")).toBe("2 h 15 min");
  });
  it("labels months", () => {
    expect(formatMonthLabel("2025-03")).toBe("March 2025");
    expect(formatMonthLabel("2024-12")).toBe("December 2024");
  });
});
