import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../src/server/config";
import { createDeps } from "../../src/server/create-deps";
import type { Database } from "../../src/server/db/client";
import { createLogger } from "../../src/server/lib/logger";

/**
 * Starts and stops the job queue on `database` as a server's first start does: pg-boss installs
 * its schema and makes one queue (a partitioned table) for each job kind create-deps.ts registers.
 * Done once in the template, so that a test file's queue start finds them made, as a server's
 * every later start does (a first start on an empty database: upload-memory.test.ts's servers).
 */
export async function installJobQueue(database: Database): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "milim-template-jobs-"));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", GEOIP_URL: "off", ESPEAK_PATH: "off" });
    const deps = createDeps(config, database, createLogger("silent"), "template-secret-0123456789-0123456789", { mailer: { send: async () => {} } });
    await deps.jobs.start();
    await deps.jobs.stop();
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
