import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const script = fileURLToPath(new URL("../../../tests/support/lexicon-thread-task.ts", import.meta.url));

/**
 * The lexicon thread (a TaskThread) in a process of its own: the process waits for the task's
 * result while nothing else holds it, then exits once the thread is idle (an idle thread that
 * kept it alive made bench/jastrow-only.ts hang after its table).
 */
describe("TaskThread", () => {
  it("keeps the process alive while a task runs, and lets it exit once idle", async () => {
    const started = performance.now();
    const { stdout } = await run(process.execPath, ["--import", "tsx", script], { timeout: 45_000, killSignal: "SIGKILL" });
    expect(stdout.trim()).toBe("result []");
    expect(performance.now() - started).toBeLessThan(45_000);
  }, 60_000);
});
