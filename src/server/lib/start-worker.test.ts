import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { semiSpaceFlag } from "./start-worker";

const run = promisify(execFile);
const script = fileURLToPath(new URL("../../../tests/support/worker-heap-limits.ts", import.meta.url));

describe("startWorker", () => {
  it("bounds a worker's young generation by its resource limits under the process's --max-semi-space-size, which the other workers keep", async () => {
    const { stdout } = await run(process.execPath, ["--max-semi-space-size=64", "--import", "tsx", script], { timeout: 45_000, killSignal: "SIGKILL" });
    const { bounded, unbounded } = JSON.parse(stdout) as { bounded: number[]; unbounded: number };
    // A heap's limit is its old generation's plus its young generation's (three semi-spaces' worth).
    for (const mb of bounded) expect(mb).toBeLessThanOrEqual(96 + 3 * 8);
    expect(unbounded).toBeGreaterThanOrEqual(96 + 3 * 64);
  }, 60_000);

  it("reads --max-semi-space-size as Node takes it", () => {
    expect(semiSpaceFlag(["--max-semi-space-size=64", "--enable-source-maps"])).toBe(64);
    expect(semiSpaceFlag(["--max_semi_space_size", "32"])).toBe(32);
    expect(semiSpaceFlag(["--max-semi-space-size=16", "--max-semi-space-size=64"])).toBe(64);
    expect(semiSpaceFlag(["--max-old-space-size=512", ""])).toBeNull();
  });
});
