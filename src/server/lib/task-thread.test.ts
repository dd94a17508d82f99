import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { closeTaskThreads, liveTaskWorkers, TaskThread } from "./task-thread";

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

  it("closes the server's real task threads at its shutdown, after the task they run, leaving no worker alive", async () => {
    const closing = fileURLToPath(new URL("../../../tests/support/close-task-threads.ts", import.meta.url));
    const { stdout } = await run(process.execPath, ["--import", "tsx", closing], { timeout: 45_000, killSignal: "SIGKILL" });
    expect(stdout.trim().split("\n")).toEqual(["lexicon []", "forecast refused", "live 0"]);
  }, 60_000);

  it("answers a task whose thread ran out of heap with 413 and a message, one whose thread stopped with 503, and starts the thread again", async () => {
    const thread = new TaskThread(new URL("../../../tests/support/hungry-task-worker.mjs", import.meta.url), 16);
    try {
      await expect(thread.run("eat", null)).rejects.toMatchObject({ name: "DomainError", kind: "too_large", key: "task_too_large" });
      await expect(thread.run("quit", null)).rejects.toMatchObject({ name: "DomainError", kind: "unavailable", key: "task_stopped" });
      await expect(thread.run("echo", "again")).resolves.toBe("again");
    } finally {
      await thread.close();
    }
  }, 60_000);

  it("closes every thread at the server's shutdown once its tasks have ended, or at the limit, and leaves no worker alive", async () => {
    const worker = new URL("../../../tests/support/hungry-task-worker.mjs", import.meta.url);
    const finishing = new TaskThread(worker, 16);
    const stuck = new TaskThread(worker, 16);
    const slow = finishing.run("sleep", 500);
    const queued = finishing.run("echo", "after it");
    const endless = stuck.run("sleep", 600_000);
    const behind = stuck.run("echo", "never"); // queued behind it: fails, the thread is not started again
    const before = liveTaskWorkers(); // other files' threads, in a worker the API files share
    await new Promise((r) => setTimeout(r, 50)); // the tasks sent: both workers started
    expect(liveTaskWorkers()).toBe(before + 2);
    const started = performance.now();
    // Only these two: the module threads (lexicon, Anki, review) serve the files after this one.
    // The server's own shutdown closes every thread: the child-process test above.
    await closeTaskThreads(3_000, [finishing, stuck]);
    expect(performance.now() - started).toBeLessThan(15_000);
    await expect(slow).resolves.toBe(500);
    await expect(queued).resolves.toBe("after it");
    await expect(endless).rejects.toMatchObject({ name: "DomainError", key: "task_stopped" });
    await expect(behind).rejects.toMatchObject({ name: "DomainError", key: "task_stopped" });
    expect(liveTaskWorkers()).toBe(before);
  }, 60_000);
});
