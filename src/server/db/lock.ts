import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no lock between processes: two processes writing one folder corrupt it. The server
 * holds DATA_DIR/milim.lock (its pid) while it runs; anything else that would open the folder
 * refuses with a clear message. A lock left by a dead process is taken over.
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

/** Returns the pid holding the lock, or null when the folder is free. */
export function readLockHolder(dataDir: string): number | null {
  try {
    const pid = Number(fs.readFileSync(lockFilePath(dataDir), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = lockFilePath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.unlinkSync(file);
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
