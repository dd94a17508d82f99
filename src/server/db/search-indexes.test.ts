import { describe, expect, it } from "vitest";
import { callsForAnalyze } from "./search-indexes";

describe("callsForAnalyze (autovacuum's rule: 50 rows and a tenth of the table)", () => {
  it("analyzes a table never analyzed after 50 new rows, not after fewer", () => {
    expect(callsForAnalyze(50, -1)).toBe(true);
    expect(callsForAnalyze(49, 0)).toBe(false);
    expect(callsForAnalyze(0, -1)).toBe(false);
  });
  it("asks more of a large table: a tenth of its rows besides", () => {
    expect(callsForAnalyze(1_000, 200_000)).toBe(false);
    expect(callsForAnalyze(20_050, 200_000)).toBe(true);
    expect(callsForAnalyze(20_049, 200_000)).toBe(false);
  });
});
