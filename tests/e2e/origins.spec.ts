import fs from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { REPO_ROOT, setupTokenFromLog, startServer, type ServerProcess } from "./support/server-process";
import { dataDirFromTemplate } from "./support/server-template";

/**
 * A self-hoster who sets no PUBLIC_URL opens the app at whatever address reaches the machine
 * (127.0.0.1, localhost, a classroom's LAN address): signing up works from each, because the
 * server trusts the address a page was opened at (issue "Hardening": every address works).
 */
const test = base.extend<object, { bare: ServerProcess }>({
  bare: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const port = Number(process.env.E2E_PORT ?? 8370) + 9;
      const clientDir = path.resolve(REPO_ROOT, process.env.E2E_CLIENT_DIR ?? "dist/client");
      // On a copy of the run's template database: no account yet, as on a new instance.
      const proc = await startServer({ port, clientDir, dataDir: dataDirFromTemplate(), env: { PUBLIC_URL: "" } });
      try {
        await use(proc);
      } finally {
        await proc.stop();
        fs.rmSync(proc.dataDir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 150_000 },
  ],
});

for (const host of ["127.0.0.1", "localhost"]) {
  test(`signs up through http://${host} with no PUBLIC_URL set`, async ({ page, bare }) => {
    const port = new URL(bare.url).port;
    await page.goto(`http://${host}:${port}/auth`);
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await page.getByLabel("First name").fill("Noa");
    await page.getByLabel("Last name").fill("Peretz");
    await page.getByLabel("Email").fill(`origin-${host.replace(/\W/g, "")}-${Date.now()}@example.com`);
    await page.getByLabel("Password").fill("noa-pass-123");
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.getByText("Account created!")).toBeVisible();
    await expect(page.getByText("Invalid origin")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Milim, home" })).toBeVisible();
  });
}

test("the operator opens the set-up link printed at start-up and becomes the administrator", async ({ page, bare }) => {
  const token = await setupTokenFromLog(bare.logFile);
  const link = /No administrator yet\. To create the first administrator account, open (\S+)/.exec(fs.readFileSync(bare.logFile, "utf8"))?.[1];
  expect(link).toBe(`${new URL(bare.url).origin.replace("127.0.0.1", "localhost")}/auth?mode=signup&setup=${token}`);
  // The link is checked once, as the page opens: not again as the new account signs in (it is
  // spent by then, and the check would answer 409 on the way out).
  const setupChecks: string[] = [];
  page.on("request", (r) => { if (new URL(r.url()).pathname === "/api/setup-link") setupChecks.push(r.method()); });
  // The server's page says there is no session yet: the app does not ask for one (a 401 in the console).
  const sessionAnswers: number[] = [];
  page.on("response", (r) => { if (new URL(r.url()).pathname === "/api/me") sessionAnswers.push(r.status()); });
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Create the administrator account" })).toBeVisible();
  await page.getByLabel("First name").fill("Rina");
  await page.getByLabel("Last name").fill("Operator");
  await page.getByLabel("Email").fill(`operator-${Date.now()}@example.com`);
  await page.getByLabel("Password").fill("operator-pass-1");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Account created!")).toBeVisible();
  await expect(page).not.toHaveURL(/\/auth/);
  expect(setupChecks).toEqual(["POST"]);
  expect(sessionAnswers).not.toContain(401);
  const me = await page.request.get(`${new URL(link!).origin}/api/me`);
  expect(((await me.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
});
