import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests run against the real server (started by the worker fixture in
 * tests/e2e/fixtures.ts, which also sets baseURL) and Debian's Chromium. Never download a browser:
 * PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1, `apt-get install -y chromium` when it is missing.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium";
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

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  // The compiled server the fixture spawns (node dist/server/main.js), built once when out of date.
  globalSetup: "./tests/support/build-server.ts",
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
    trace: "retain-on-failure",
    locale: "en-US",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
