import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { createApp } from "../../src/server/app";
import { firstAdminSetupToken, SETUP_TOKEN_HEADER } from "../../src/server/auth/first-admin";
import { loadConfig, type Config } from "../../src/server/config";
import { createDeps } from "../../src/server/create-deps";
import type { Deps } from "../../src/server/deps";
import { createLogger } from "../../src/server/lib/logger";
import type { BenchDatabase } from "./bench-db";

export interface BenchApp {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  config: Config;
  /** The start-up set-up token (the first account signed up with it is the administrator). */
  setupToken: string;
}

/**
 * The real app (all routes, real auth) around the benchmark's database; no limit on one account's
 * requests in flight (the answers figure sends 100 at once as one learner; the fairness figure sets its own).
 */
export function createBenchApp(bench: BenchDatabase, port: number): BenchApp {
  const dataDir = path.join(os.tmpdir(), `milim-bench-${crypto.randomUUID()}`);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMIT: "false", MAX_REQUESTS_PER_ACCOUNT: "0", CHECK_RESPONSES: "false", PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, GEOIP_URL: "off" });
  const secret = crypto.randomBytes(32).toString("hex");
  const deps = createDeps(config, bench.database, createLogger("silent"), secret, {
    mailer: { send: async () => {} },
  });
  return { app: createApp(deps), deps, config, setupToken: firstAdminSetupToken(secret) };
}

export interface BenchUser { id: string; cookie: string }

/**
 * Signs up through the real auth route (with the set-up token when `admin`, as an operator does),
 * then logs in as the app does, and returns the session cookie.
 */
export async function signUpBenchUser(b: BenchApp, email: string, { admin = false } = {}): Promise<BenchUser> {
  const headers = { "content-type": "application/json", origin: b.config.publicUrl };
  const res = await b.app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: admin ? { ...headers, [SETUP_TOKEN_HEADER]: b.setupToken } : headers,
    body: JSON.stringify({ email, password: "bench password", name: "Bench User", firstName: "Bench", lastName: "User" }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const signedIn = await b.app.request("/api/auth/sign-in/email", { method: "POST", headers, body: JSON.stringify({ email, password: "bench password" }) });
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  const body = (await signedIn.json()) as { user: { id: string } };
  const cookie = signedIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { id: body.user.id, cookie };
}
