import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** A real Milim server process (`node dist/server/main.js`, what `npm start` runs) on its own data folder. */
export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  port: number;
  /** A fresh temporary folder when omitted. */
  dataDir?: string;
  clientDir?: string;
  /** Extra environment variables (override the defaults below). */
  env?: Record<string, string>;
  /** Where stdout and stderr go (default DATA_DIR/server.log, appended). */
  logFile?: string;
  /** How long to wait for /api/health (default 90 s; cold PGlite start runs initdb + migrations + seed). */
  timeoutMs?: number;
}

export const REPO_ROOT = path.resolve(import.meta.dirname, "../../..");

/** Variables a developer's shell may hold that would change what the e2e server talks to. */
const SCRUBBED = ["DATABASE_URL", "SMTP_URL", "ADMIN_EMAILS", "PUBLIC_URL", "TRUSTED_ORIGINS", "AUTH_SECRET", "S3_ENDPOINT", "LLM_BASE_URL", "LIBRETRANSLATE_URL"];

export interface SpawnedServer {
  url: string;
  dataDir: string;
  logFile: string;
  child: ChildProcess;
  /** Resolves when the process exits. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether the process has exited. */
  hasExited(): boolean;
}

let serverBuilt = false;

/**
 * Builds the compiled server (dist/server) when it is missing or out of date, once per test
 * process (scripts/build.mjs compares its inputs' fingerprint; a no-op when current). The test
 * runners' global set-ups call it first, so parallel workers find it built.
 */
export function ensureServerBuilt(): void {
  if (serverBuilt) return;
  execFileSync(process.execPath, [path.join(REPO_ROOT, "scripts/build.mjs"), "server"], { cwd: REPO_ROOT, stdio: "inherit" });
  serverBuilt = true;
}

/** The command `npm start` runs after its build step (package.json). */
export const SERVER_ARGS = ["--max-semi-space-size=64", "--enable-source-maps", "dist/server/main.js"];

/** Spawns the server process (stdout and stderr to DATA_DIR/server.log) without waiting for it. */
export function spawnServer(opts: Omit<StartServerOptions, "timeoutMs">): SpawnedServer {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "milim-e2e-"));
  fs.mkdirSync(dataDir, { recursive: true });
  const url = `http://127.0.0.1:${opts.port}`;
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !SCRUBBED.includes(k)) env[k] = v;
  Object.assign(env, {
    PORT: String(opts.port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    CLIENT_DIR: opts.clientDir ?? path.join(REPO_ROOT, "dist/client"),
    RATE_LIMIT: "false",
    RESTORE_PAUSE_FACTOR: "0",
    LOG_LEVEL: "info",
    // As `npm start` runs it (React's production build draws the first screens), with every JSON
    // answer still checked against its route's schema, as in every test.
    NODE_ENV: "production",
    CHECK_RESPONSES: "true",
    // No sign-up place: a test never downloads DB-IP's database (tests/api/sign-up-place.test.ts serves its own).
    GEOIP_URL: "off",
  }, opts.env);
  // An empty value unsets a variable (e.g. PUBLIC_URL: "" runs the server without one).
  for (const [k, v] of Object.entries(env)) if (v === "") delete env[k];

  ensureServerBuilt();
  const logFile = opts.logFile ?? path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, SERVER_ARGS, {
    cwd: REPO_ROOT,
    env,
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => { done = true; resolve({ code, signal }); }));
  return { url, dataDir, logFile, child, exited, hasExited: () => done };
}

/** Starts the server and waits until /api/health answers; throws with the log's tail if it does not. */
export async function startServer(opts: StartServerOptions): Promise<ServerProcess> {
  const s = spawnServer(opts);
  const stop = async () => {
    if (s.hasExited()) return;
    s.child.kill("SIGTERM");
    const timer = setTimeout(() => s.child.kill("SIGKILL"), 10_000);
    await s.exited;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 90_000);
  for (;;) {
    if (s.hasExited()) {
      throw new Error(`The Milim server exited before answering /api/health (${JSON.stringify(await s.exited)}). Log ${s.logFile}:\n${tail(s.logFile)}`);
    }
    try {
      const res = await fetch(`${s.url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The Milim server did not answer ${s.url}/api/health in time. Log ${s.logFile}:\n${tail(s.logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url: s.url, port: opts.port, dataDir: s.dataDir, logFile: s.logFile, child: s.child, stop };
}

/**
 * The first-administrator set-up token the server printed at start-up (the link an operator
 * opens: …/auth?mode=signup&setup=<token>), read from its log; waits up to `ms` for the line.
 */
export async function setupTokenFromLog(logFile: string, ms = 15_000): Promise<string> {
  const until = Date.now() + ms;
  for (;;) {
    const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
    const found = /[?&]setup=([A-Za-z0-9_-]{32})/.exec(text);
    if (found) return found[1]!;
    if (Date.now() > until) throw new Error(`No set-up link in ${logFile}:\n${tail(logFile)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}
