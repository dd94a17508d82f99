import { describe, expect, it } from "vitest";
import { percentOf, quizVerdict } from "./game-rules";

describe("percentOf", () => {
  it("rounds a share of the total", () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(5, 5)).toBe(100);
  });

  it("is null when the total is 0", () => {
    expect(percentOf(0, 0)).toBeNull();
  });
});

describe("quizVerdict", () => {
  it("uses the 80 and 60 percent thresholds", () => {
    expect(quizVerdict(100)).toEqual({ level: "excellent", trophy: true });
    expect(quizVerdict(80)).toEqual({ level: "excellent", trophy: true });
    expect(quizVerdict(79)).toEqual({ level: "good", trophy: false });
    expect(quizVerdict(60)).toEqual({ level: "good", trophy: false });
    expect(quizVerdict(59)).toEqual({ level: "keep", trophy: false });
  });
});
