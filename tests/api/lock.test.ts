import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockFilePath } from "../../src/server/db/lock";
import { spawnServer, startServer, tail, type ServerProcess } from "../e2e/support/server-process";
import { freePort } from "../support/free-port";
import { copyPgliteTemplate } from "../support/process-harness";

/**
 * PGlite has no lock between processes (STACK.md trap 4): the server holds DATA_DIR/milim.lock.
 * Real server processes on one data folder: a second one refuses to start, the first keeps
 * serving, and the lock is released on shutdown or taken over from a process killed with -9.
 * The lock exists only on the embedded database, so this file runs once, on PGlite.
 */
const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("lock.test.ts: skipped under MILIM_TEST_DB=pg (the data-folder lock guards the embedded PGlite only; `npm test` runs it)");

let dataDir = "";
const running: ServerProcess[] = [];
/** The pid written in the lock (the first word; the holder's start time follows it). */
const lockHolder = () => (fs.existsSync(lockFilePath(dataDir)) ? Number(fs.readFileSync(lockFilePath(dataDir), "utf8").trim().split(/\s+/)[0]) : null);
/** One free port for the file's servers, one after another: the origin the requests come from stays theirs. */
let port = 0;
const origin = () => `http://127.0.0.1:${port}`;

async function start(): Promise<ServerProcess> {
  const s = await startServer({ port, dataDir, env: { LOG_LEVEL: "info" }, timeoutMs: 150_000 });
  running.push(s);
  return s;
}

async function postJson(url: string, body: unknown) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", origin: origin() }, body: JSON.stringify(body) });
  return { status: res.status, text: await res.text() };
}

describe.skipIf(onPg)("the data folder lock (real server processes)", () => {
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-lock-"));
    // The run's migrated, seeded template: the first server starts as on an existing instance
    // (a start on an empty folder: upload-memory.test.ts).
    await copyPgliteTemplate(path.join(dataDir, "pglite"));
    port = await freePort();
  });
  afterAll(async () => {
    for (const s of running) await s.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  let first: ServerProcess;

  it("the first server takes the lock and serves", async () => {
    first = await start();
    expect(lockHolder()).toBe(first.child.pid);
    const signUp = await postJson(`${first.url}/api/auth/sign-up/email`, { email: "lock@example.com", password: "lock-pass-123", name: "Lock Test", firstName: "Lock", lastName: "Test" });
    expect(signUp.status, signUp.text).toBe(200);
  }, 200_000);

  it("a second server on the same folder exits non-zero with a clear message; the first keeps serving", async () => {
    const logFile = path.join(os.tmpdir(), `milim-lock-second-${process.pid}.log`);
    // Port 0: the second process could not fail for a busy port, only for the lock.
    const second = spawnServer({ port: 0, dataDir, logFile });
    const timer = setTimeout(() => second.child.kill("SIGKILL"), 60_000);
    const { code } = await second.exited;
    clearTimeout(timer);
    const output = tail(logFile, 100);
    fs.rmSync(logFile, { force: true });
    expect(code, output).not.toBe(0);
    expect(code, output).not.toBeNull();
    expect(output).toContain("in use by another Milim process");
    expect(output).toContain(`pid ${first.child.pid}`);

    expect(lockHolder()).toBe(first.child.pid);
    const health = await fetch(`${first.url}/api/health`);
    expect(health.status).toBe(200);
    const signIn = await postJson(`${first.url}/api/auth/sign-in/email`, { email: "lock@example.com", password: "lock-pass-123" });
    expect(signIn.status, signIn.text).toBe(200);
  }, 120_000);

  it("after the first stops, the lock is released and a new server starts on the same data", async () => {
    await first.stop();
    expect(first.child.exitCode).toBe(0);
    expect(lockHolder()).toBeNull();

    const next = await start();
    expect(lockHolder()).toBe(next.child.pid);
    // Same folder, same data: the account made by the first server still signs in.
    const signIn = await postJson(`${next.url}/api/auth/sign-in/email`, { email: "lock@example.com", password: "lock-pass-123" });
    expect(signIn.status, signIn.text).toBe(200);

    // A process killed with -9 leaves its lock behind; the next server takes it over.
    next.child.kill("SIGKILL");
    await new Promise((r) => next.child.once("exit", r));
    expect(lockHolder()).toBe(next.child.pid);
    const after = await start();
    expect(lockHolder()).toBe(after.child.pid);
    expect((await fetch(`${after.url}/api/health`)).status).toBe(200);
    await after.stop();
    expect(lockHolder()).toBeNull();
  }, 400_000);
});
