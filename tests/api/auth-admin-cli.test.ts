import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { firstAdminSetupToken, SETUP_TOKEN_HEADER } from "../../src/server/auth/first-admin";
import { loadConfig } from "../../src/server/config";
import { createDeps } from "../../src/server/create-deps";
import { openPglite } from "../../src/server/db/client";
import { user, userRoles } from "../../src/server/db/schema";
import { lockFilePath } from "../../src/server/db/lock";
import { createLogger } from "../../src/server/lib/logger";

const REPO = path.resolve(import.meta.dirname, "../..");

/** Runs `node dist/server/admin.js …` (the compiled CLI) like `npm run admin -- …`. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const clean = { ...process.env };
    delete clean.DATABASE_URL;
    delete clean.VITEST;
    const child = spawn(process.execPath, ["dist/server/admin.js", ...args], {
      cwd: REPO, env: { ...clean, LOG_LEVEL: "silent", ...env }, stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

/** Roles straight from the database folder (opened only while no CLI runs). */
async function rolesOf(dataDir: string): Promise<Record<string, string[]>> {
  const db = await openPglite(path.join(dataDir, "pglite"));
  try {
    const rows = await db.db.select({ email: user.email, role: userRoles.role }).from(user)
      .innerJoin(userRoles, eq(userRoles.userId, user.id)).orderBy(asc(user.email), asc(userRoles.role));
    const out: Record<string, string[]> = {};
    for (const r of rows) (out[r.email] ??= []).push(r.role);
    return out;
  } finally {
    await db.close();
  }
}

const onPg = process.env.MILIM_TEST_DB === "pg";
if (onPg) console.log("auth-admin-cli.test.ts: skipped under MILIM_TEST_DB=pg (the CLI and its data folder are the embedded PGlite whatever DATABASE_URL says; `npm test` runs it)");

describe.skipIf(onPg)("the admin CLI on an embedded data folder", () => {
  let dataDir: string;
  const env = () => ({ DATA_DIR: dataDir });

  beforeAll(async () => {
    // An instance with three accounts, made through the real sign-up route, then closed.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-cli-"));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", RATE_LIMIT: "false", PUBLIC_URL: "http://localhost:3000" });
    const database = await openPglite(path.join(dataDir, "pglite"));
    await database.migrate();
    const secret = "cli-test-secret-0123456789-0123456789";
    const app = createApp(createDeps(config, database, createLogger("silent"), secret, { mailer: { send: async () => {} } }));
    for (const email of ["first@example.com", "second@example.com", "third@example.com"]) {
      const r = await app.request("/api/auth/sign-up/email", {
        method: "POST",
        // The first account is the administrator: its sign-up carries the start-up set-up token.
        headers: { "content-type": "application/json", origin: config.publicUrl, ...(email.startsWith("first") ? { [SETUP_TOKEN_HEADER]: firstAdminSetupToken(secret) } : {}) },
        body: JSON.stringify({ email, password: "secret-pw", firstName: "A", lastName: "B", name: "A B" }),
      });
      expect(r.status).toBe(200);
    }
    await database.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  describe("npm run admin -- grant|revoke <email>", () => {
    it("grants and revokes the admin role (one role row per user)", async () => {
      expect(await rolesOf(dataDir)).toEqual({ "first@example.com": ["admin"], "second@example.com": ["user"], "third@example.com": ["user"] });

      const grant = await runCli(["grant", "Second@Example.com"], env());
      expect(grant.stderr).toBe("");
      expect(grant.code).toBe(0);
      expect(grant.stdout).toContain("second@example.com is now an administrator.");
      const again = await runCli(["grant", "second@example.com"], env());
      expect(again.code).toBe(0);
      expect(again.stdout).toContain("already an administrator");

      const list = await runCli(["list"], env());
      expect(list.stdout.trim().split("\n")).toEqual(["first@example.com", "second@example.com"]);

      const revoke = await runCli(["revoke", "first@example.com"], env());
      expect(revoke.code).toBe(0);
      expect(revoke.stdout).toContain("first@example.com is no longer an administrator.");
      expect(await rolesOf(dataDir)).toEqual({ "first@example.com": ["user"], "second@example.com": ["admin"], "third@example.com": ["user"] });
      expect(fs.existsSync(lockFilePath(dataDir))).toBe(false); // released
    }, 180_000);

    it("fails with a clear message and exit code 1 for an unknown address", async () => {
      const r = await runCli(["grant", "nobody@example.com"], env());
      expect(r.code).toBe(1);
      expect(r.stderr).toContain("No account with the e-mail address nobody@example.com");
    });

    it("refuses while a running server holds the data folder (exit code 1)", async () => {
      // This test process is alive, so its pid in the lock file stands for a running server.
      fs.writeFileSync(lockFilePath(dataDir), String(process.pid));
      try {
        const r = await runCli(["grant", "third@example.com"], env());
        expect(r.code).toBe(1);
        expect(r.stderr).toContain(`is in use by a running Milim server (pid ${process.pid})`);
        expect(r.stderr).toContain("DATABASE_URL");
      } finally {
        fs.rmSync(lockFilePath(dataDir), { force: true });
      }
      expect((await rolesOf(dataDir))["third@example.com"]).toEqual(["user"]);
    });

    it("prints the usage and exits 1 for a wrong command, and refuses an empty data folder", async () => {
      const bad = await runCli(["promote", "x@example.com"], env());
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain("Usage: npm run admin --");
      const empty = fs.mkdtempSync(path.join(os.tmpdir(), "milim-cli-empty-"));
      try {
        const r = await runCli(["grant", "x@example.com"], { DATA_DIR: empty });
        expect(r.code).toBe(1);
        expect(r.stderr).toContain("No Milim database in");
        expect(fs.existsSync(path.join(empty, "pglite"))).toBe(false);
      } finally {
        fs.rmSync(empty, { recursive: true, force: true });
      }
    });
  });
});
