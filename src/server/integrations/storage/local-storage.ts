import fs from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, StorageConflictError, type Storage } from "./storage";

/** Files under `root` (DATA_DIR/backups); a no-overwrite put opens with flag "wx", so it never replaces a file. */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  };

  async function walk(dir: string, rel: string, out: string[]): Promise<void> {
    let entries: import("node:fs").Dirent[];
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return;
      throw e;
    }
    for (const entry of entries) {
      const key = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), key, out);
      else if (entry.isFile() && !entry.name.endsWith(".tmp")) out.push(key);
    }
  }

  return {
    kind: "local",
    async put(key, bytes, { overwrite }) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      try {
        await fs.writeFile(file, bytes, { flag: overwrite ? "w" : "wx" });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "EEXIST") throw new StorageConflictError(key);
        throw e;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(resolve(key)));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
    async list(prefix = "") {
      // Only the prefix's own folder is read ("{userId}/": that user's), not every user's.
      const folder = prefix.slice(0, Math.max(0, prefix.lastIndexOf("/")));
      const out: string[] = [];
      await walk(folder ? resolve(folder) : root, folder, out);
      return out.filter((k) => k.startsWith(prefix)).sort();
    },
  };
}
