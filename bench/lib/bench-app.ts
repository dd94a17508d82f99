import crypto from "node:crypto";
import os from "node:os";
import path from "node:path";
import { createApp } from "../../src/server/app";
import { loadConfig, type Config } from "../../src/server/config";
import { createDeps } from "../../src/server/create-deps";
import type { Deps } from "../../src/server/deps";
import { createLogger } from "../../src/server/lib/logger";
import type { BenchDatabase } from "./bench-db";

export interface BenchApp {
  app: ReturnType<typeof createApp>;
  deps: Deps;
  config: Config;
}

/** The real app (all routes, real auth) around the benchmark's database. */
export function createBenchApp(bench: BenchDatabase, port: number): BenchApp {
  const dataDir = path.join(os.tmpdir(), `milim-bench-${crypto.randomUUID()}`);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMIT: "false", PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` });
  const deps = createDeps(config, bench.database, createLogger("silent"), crypto.randomBytes(32).toString("hex"), {
    mailer: { send: async () => {} },
  });
  return { app: createApp(deps), deps, config };
}

export interface BenchUser { id: string; cookie: string }

/** Signs up through the real auth route and returns the session cookie. */
export async function signUpBenchUser(b: BenchApp, email: string): Promise<BenchUser> {
  const res = await b.app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: b.config.publicUrl },
    body: JSON.stringify({ email, password: "bench password", name: "Bench User", firstName: "Bench", lastName: "User" }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { id: body.user.id, cookie };
}
