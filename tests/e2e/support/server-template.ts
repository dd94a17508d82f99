import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../support/free-port";
import { startServer } from "./server-process";

/**
 * Playwright global set-up (after build-server.ts): the built server starts once on a fresh data
 * folder (PGlite created, migrated and seeded, as a new instance does) and stops; each worker's
 * server (tests/e2e/fixtures.ts) then starts on a copy of that pglite/ folder instead of creating its
 * database again. A worker's server is started for each project and again after a failed test: a
 * start from scratch took 74.5 s at a load of 20, one on a copy 15.0 s (and 5 s to copy). The copy has
 * no auth secret, account or e-mail: each server makes its own secret and prints its set-up link.
 * E2E_PGLITE_TEMPLATE names the folder for the workers; removed when the run ends.
 */
export default async function makeServerTemplate(): Promise<() => void> {
  // A longer wait than a worker's (90 s): this start creates the database, and nothing else waits on it yet.
  const server = await startServer({ port: await freePort(), timeoutMs: 300_000 });
  await server.stop();
  process.env.E2E_PGLITE_TEMPLATE = path.join(server.dataDir, "pglite");
  return () => fs.rmSync(server.dataDir, { recursive: true, force: true });
}
