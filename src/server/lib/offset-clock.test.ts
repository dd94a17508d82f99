import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { offsetClock } from "./offset-clock";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-clock-"));
const file = path.join(dir, "offset");
const base = () => Date.UTC(2026, 0, 1);

afterEach(() => fs.rmSync(file, { force: true }));

describe("offsetClock", () => {
  it("is the base clock while the file is missing, empty or not a whole number", () => {
    const now = offsetClock(file, base);
    expect(now().getTime()).toBe(base());
    fs.writeFileSync(file, "");
    expect(now().getTime()).toBe(base());
    fs.writeFileSync(file, "1.5 days");
    expect(now().getTime()).toBe(base());
  });

  it("reads the offset at every call, forwards and back", () => {
    const now = offsetClock(file, base);
    fs.writeFileSync(file, "86400000\n");
    expect(now().toISOString()).toBe("2026-01-02T00:00:00.000Z");
    fs.writeFileSync(file, "-60000");
    expect(now().toISOString()).toBe("2025-12-31T23:59:00.000Z");
  });
});
