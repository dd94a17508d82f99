import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import type { E2EWorkerOptions } from "./tests/e2e/fixtures";

/**
 * End-to-end tests run against the real server (started by the worker fixture in
 * tests/e2e/fixtures.ts, which also sets baseURL) and Debian's Chromium. Never download a browser:
 * PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1, `apt-get install -y chromium-headless-shell` when it is missing.
 * Debian's headless shell is the build Playwright itself runs headless tests on: the same Blink and
 * V8 without the full browser's user interface layer. It took a third less CPU than the full
 * `chromium` (shell.spec.ts: 155 → 108 CPU-seconds). The full browser is the fallback.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/lib/chromium/chromium");
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const isCI = !!process.env.CI;

export default defineConfig<object, E2EWorkerOptions>({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // The compiled server the fixture spawns (node dist/server/main.js), built once when out of date;
  // then the migrated, seeded database each worker's server starts from (a copy of it).
  globalSetup: ["./tests/support/build-server.ts", "./tests/e2e/support/server-template.ts"],
  fullyParallel: false,
  // Each worker has its own server (tests/e2e/fixtures.ts); a spec's tests stay in one worker, in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results",
  reporter: isCI ? [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]] : [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    // baseURL comes from the `server` worker fixture (tests/e2e/fixtures.ts).
    screenshot: "only-on-failure",
    // A trace records every action (DOM snapshots, screencast frames): kept on for every test it
    // cost a fifth of the browser's CPU (shell + study specs: 79 → 62 CPU-seconds). CI retries a
    // failed test once and traces that retry; locally, `--trace on` records one.
    trace: "on-first-retry",
    locale: "en-US",
    // The offline shell's service worker precaches every chunk in each new context and routes every
    // request: it doubled the browser's CPU per page load. offline.spec.ts, the one spec about it,
    // allows it; the others test the app without it.
    serviceWorkers: "block",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // 'Set up the library' fills the built-in collections every other spec reads as the seed left them:
  // its spec runs in a project of its own, so in a worker (and on a server) of its own. Its project
  // comes first: Playwright hands out the files in the projects' order, and its test (every import
  // at once: 66 s at a load of 15) run last kept one worker busy while the other had nothing left.
  projects: [
    // Its Jastrow is the letter files' first 20 entries each: its subject is the set-up, not Jastrow's
    // 32,512 entries (their import is reader-jastrow.spec.ts's and the API tests').
    { name: "chromium-own-server", use: { browserName: "chromium", jastrowEntriesPerLetter: 20 }, testMatch: /library-setup\.spec\.ts$/ },
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: /library-setup\.spec\.ts$/ },
  ],
});
