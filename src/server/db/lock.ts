import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock between processes: two processes writing one folder corrupt it. The server
 * holds DATA_DIR/milim.lock (its pid) while it runs; anything else that would open the folder
 * refuses with a clear message. A lock left by a dead process, or naming a pid that another
 * process has since been given, is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(readonly lockFile: string, readonly pid: number) {
    super(
      `The data folder is in use by another Milim process (pid ${pid}, lock ${lockFile}). ` +
        `Stop that server first, or run this command through the running server.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockFilePath(dataDir: string): string {
  return path.join(dataDir, "milim.lock");
}

/**
 * When a process started (Linux: field 22 of /proc/<pid>/stat, clock ticks since boot), or null
 * where there is no /proc. With its pid it names one process: a pid reused later has another.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

/** A lock written by an older Milim holds only a pid: then the holder must at least be a Node process. */
function looksLikeNode(pid: number): boolean {
  try {
    return /node/i.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    return true; // no /proc: cannot tell, so trust the pid
  }
}

/**
 * Returns the pid holding the lock, or null when the folder is free: no lock, a dead holder, or a
 * live process that is not the one that wrote it (its pid was reused: another start time).
 */
export function readLockHolder(dataDir: string): number | null {
  try {
    const [pidText, started] = fs.readFileSync(lockFilePath(dataDir), "utf8").trim().split(/\s+/);
    const pid = Number(pidText);
    if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return null;
    const now = processStartTime(pid);
    if (started) return now === null || now === started ? pid : null;
    return looksLikeNode(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid} ${processStartTime(process.pid) ?? ""}`.trim(), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8").trim().split(/\s+/)[0] === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
      process.once("exit", release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const holder = readLockHolder(dataDir);
      if (holder !== null) throw new DataDirLockedError(file, holder);
      fs.rmSync(file, { force: true }); // stale lock from a process that died
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
