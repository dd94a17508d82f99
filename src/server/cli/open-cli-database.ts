import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import { openPglite, openPostgres, type Database } from "../db/client";
import { acquireDataDirLock, readLockHolder } from "../db/lock";
import { CliError } from "./admin-commands";

/**
 * The database a CLI command works on: PostgreSQL when DATABASE_URL is set (safe next to a running
 * server); otherwise the embedded PGlite folder, which only one process may open: refused while
 * the server (or another command) holds DATA_DIR/milim.lock.
 */
export async function openCliDatabase(config: Config): Promise<{ database: Database; release: () => void }> {
  if (config.DATABASE_URL) {
    const database = await openPostgres(config.DATABASE_URL, { max: 1 });
    return { database, release: () => {} };
  }
  const holder = readLockHolder(config.dataDir);
  if (holder !== null) {
    throw new CliError(
      `The data folder ${config.dataDir} is in use by a running Milim server (pid ${holder}). ` +
        "The embedded database allows one process at a time: stop the server, run this command, then start it again " +
        "(or use PostgreSQL with DATABASE_URL).",
    );
  }
  const pgliteDir = path.join(config.dataDir, "pglite");
  if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new CliError(`No Milim database in ${config.dataDir}. Start the server once (and sign up) first, or check DATA_DIR.`);
  }
  const release = acquireDataDirLock(config.dataDir);
  try {
    return { database: await openPglite(pgliteDir), release };
  } catch (e) {
    release();
    throw e;
  }
}
