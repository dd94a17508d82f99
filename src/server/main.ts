import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import type { RenderPage } from "./http/first-screen/serve-first-screen";
import { loadAuthSecret } from "./auth/secret";
import { loadConfig } from "./config";
import { createDeps } from "./create-deps";
import { openPglite, openPostgres, type Database } from "./db/client";
import { EmbeddedMaintenance } from "./db/embedded-maintenance";
import { announceAdminSetup } from "./auth/first-admin";
import { describeTrustedOrigins } from "./auth/trusted-origins";
import { acquireDataDirLock, DataDirLockedError } from "./db/lock";
import { createLogger } from "./lib/logger";
import { closeTaskThreads } from "./lib/task-thread";
import { seedDatabase } from "./seed/seed";
import { shutDownGracefully, trackRequests } from "./lifecycle/graceful-shutdown";

const started = performance.now();
/**
 * Each start-up phase's end: [milliseconds since the process started, milliseconds of CPU the process
 * (all its threads) had used], logged at debug level once ready — where a start's time goes.
 */
const cpuMs = () => { const u = process.cpuUsage(); return Math.round((u.user + u.system) / 1000); };
const phases: Record<string, [number, number]> = { modules: [Math.round(started), cpuMs()] };
const phase = (name: string) => { phases[name] = [Math.round(performance.now()), cpuMs()]; };
const config = loadConfig();
const log = createLogger(config.LOG_LEVEL, config.LOG_FORMAT);

let release = () => {};
let database: Database;
try {
  if (config.DATABASE_URL) {
    // A lost connection (a restart or failover of PostgreSQL) is dropped and made again: the server stays up.
    database = await openPostgres(config.DATABASE_URL, { onConnectionLost: (err) => log.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, "A database connection was lost") });
  } else {
    release = acquireDataDirLock(config.dataDir);
    const pglite = await openPglite(path.join(config.dataDir, "pglite"));
    // Without its database thread the server can only fail: stop, so a supervisor restarts it.
    pglite.client.onCrash = (e) => {
      log.fatal({ err: e }, "The database thread stopped; exiting");
      release();
      process.exit(1);
    };
    database = pglite;
  }
} catch (e) {
  if (e instanceof DataDirLockedError) {
    log.fatal(e.message);
    process.exit(1);
  }
  throw e;
}

phase("database opened");
await database.migrate();
phase("migrations");
await seedDatabase(database.db, log);
phase("seed");
// PGlite runs no autovacuum of its own (a PostgreSQL server does).
const maintenance = database.kind === "pglite" ? new EmbeddedMaintenance(database.db, log) : undefined;
maintenance?.start();
const secret = loadAuthSecret(config.AUTH_SECRET, config.dataDir);
const deps = createDeps(config, database, log, secret);
const clientDir = path.resolve(config.CLIENT_DIR);
// The first screens are rendered with the app's own routes and components (docs/first-screen.md):
// the one import of client code by the server, loaded once the server is ready (its modules take a
// second to load) or by the first page asked for. Only when bundled (scripts/build.mjs, `npm
// start`): run from source (npm run dev) Vite serves the page.
const bundled = import.meta.url.endsWith(".js");
let renderer: Promise<RenderPage> | undefined;
const loadRenderer = () => (renderer ??= import("../client/app/render-page").then((mod) => mod.renderPage));
const renderPage: RenderPage = async (request) => (await loadRenderer())(request);
const app = createApp(deps, { clientDir, ...(bundled ? { renderPage } : {}) });
// Background jobs: pg-boss's schema is made or migrated here; jobs left running by a process that
// died are marked failed.
phase("app");
await deps.jobs.start();
phase("jobs");

const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
  const ms = Math.round(performance.now() - started);
  log.info({ db: database.kind, port: info.port, ms }, `Milim is ready on ${config.publicUrl} (${database.kind}, started in ${ms} ms)`);
  log.info(describeTrustedOrigins(config));
  log.debug({ phases }, "Start-up phases (ms since the process started)");
  if (bundled) loadRenderer().catch((err: unknown) => log.error({ err }, "Could not load the page renderer"));
  announceAdminSetup(database.db, config, log, secret).catch((err: unknown) => log.error({ err }, "Could not read the administrators"));
});

// An idle kept-alive connection stays open 65 s (Node's default is 5 s): a client that reuses one
// just as the server closes it sees ECONNRESET, and clients and proxies keep theirs longer than 5 s.
// A shutdown closes idle connections at once (lifecycle/graceful-shutdown.ts).
(server as Server).keepAliveTimeout = 65_000;
(server as Server).headersTimeout = 66_000;
const tracker = trackRequests(server as Server);
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal, timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, "Shutting down: finishing the requests in flight");
  // The requests in flight and the running jobs share the one limit, counted from the signal.
  const deadline = Date.now() + config.SHUTDOWN_TIMEOUT_SECONDS * 1000; // elapsed time: the shutdown limit
  await shutDownGracefully({
    server: server as Server, tracker, log, timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    onStopping: () => { deps.lifecycle.stopping = true; },
    after: [
      // Answers already accepted are written before the database closes.
      { name: "answers", run: () => deps.answers.drain() },
      // Running jobs may end until the deadline; then they are told to stop: the kinds that may start
      // over are queued again for another server (or the next start), the others failed with
      // SERVER_STOPPED_MESSAGE (their work is written only when whole). Queued ones stay queued.
      { name: "jobs", run: () => deps.jobs.stop(Math.max(0, deadline - Date.now())) }, // elapsed time left
      // The task threads (Anki packages, lexicon parses, fits) finish what they were given, until the
      // deadline; then they are stopped: no worker outlives the server's work.
      { name: "task threads", run: () => closeTaskThreads(Math.max(0, deadline - Date.now())) }, // elapsed time left
      { name: "maintenance", run: async () => { await maintenance?.stop(); } },
      { name: "database", run: () => database.close() },
    ],
  });
  release();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
