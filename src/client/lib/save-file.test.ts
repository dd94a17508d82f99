import { describe, expect, it } from "vitest";
import { fileNameFromDisposition } from "./save-file";

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name, then the plain one, then the fallback", () => {
    expect(fileNameFromDisposition(`attachment; filename="a_b.csv"; filename*=UTF-8''modern_%D7%90.csv`, "x")).toBe("modern_א.csv");
    expect(fileNameFromDisposition(`attachment; filename="modern_daily-1000.json"`, "x")).toBe("modern_daily-1000.json");
    expect(fileNameFromDisposition(null, "fallback.json")).toBe("fallback.json");
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A`, "x")).toBe("x");
  });
});
