import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, lockFilePath, processStartTime, readLockHolder } from "./lock";

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "milim-lockfile-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const c of children.splice(0)) c.kill();
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

/** A live process that is not Milim (what a reused pid points at). */
function otherProcess(): number {
  const child = spawn("sleep", ["30"], { stdio: "ignore" });
  children.push(child);
  return child.pid!;
}

describe.skipIf(!fs.existsSync("/proc/self/stat"))("the data folder's lock (Linux)", () => {
  it("writes the holder's pid and start time, and releases it", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(lockFilePath(dir), "utf8")).toBe(`${process.pid} ${processStartTime(process.pid)}`);
    release();
    expect(fs.existsSync(lockFilePath(dir))).toBe(false);
  });

  it("takes over a lock whose pid now belongs to another process (another start time, or not Node)", () => {
    const pid = otherProcess();
    const dir = tempDir();
    fs.writeFileSync(lockFilePath(dir), `${pid} 1`); // the pid, with the start time of the process that wrote it
    expect(readLockHolder(dir)).toBeNull();
    acquireDataDirLock(dir)();
    const old = tempDir();
    fs.writeFileSync(lockFilePath(old), String(pid)); // an older Milim's lock: a pid only
    expect(readLockHolder(old)).toBeNull();
  });

  it("still refuses while the process that wrote the lock is alive", () => {
    const pid = otherProcess();
    const dir = tempDir();
    fs.writeFileSync(lockFilePath(dir), `${pid} ${processStartTime(pid)}`);
    expect(readLockHolder(dir)).toBe(pid);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  });
});
