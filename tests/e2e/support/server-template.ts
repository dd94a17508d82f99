import fs from "node:fs";
import os from "node:os";
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

/**
 * A fresh temporary DATA_DIR holding a copy of the run's template database (pglite/), for a server
 * the tests start themselves: it starts as an existing instance with no account yet does, instead of
 * running initdb, the migrations and the seed again. Without a template (outside a Playwright run)
 * the folder is empty and the server makes its database.
 */
export function dataDirFromTemplate(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-e2e-"));
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (template) fs.cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
  return dataDir;
}
