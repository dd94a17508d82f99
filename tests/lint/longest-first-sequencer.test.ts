import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LONGEST_TEST_FILES } from "../support/longest-first-sequencer";

/** The sequencer's list of the longest API test files (run first) names files that exist. */
const root = fileURLToPath(new URL("../..", import.meta.url));

describe("the longest API test files, run first", () => {
  it("are existing test files, each with its seconds", () => {
    const missing = Object.keys(LONGEST_TEST_FILES).filter((f) => !f.endsWith(".test.ts") || !fs.existsSync(path.join(root, f)));
    expect(missing, "listed in tests/support/longest-first-sequencer.ts but not a test file").toEqual([]);
    expect(Object.values(LONGEST_TEST_FILES).every((s) => s > 0)).toBe(true);
  });
});
