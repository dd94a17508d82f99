/**
 * `npm run bench:lighthouse`: how fast the app is on a phone, as Lighthouse measures it (its
 * default mobile preset: a mid-range phone on slow 4G, simulated). Builds the client into a
 * temporary folder, starts the real server (`src/server/main.ts`) on a fresh embedded database
 * with the sample data, signs up a learner, and runs Lighthouse in Debian's Chromium on /auth and
 * on the learner's collection page (the session cookie sent as an extra header). Prints the
 * performance score, FCP, LCP, TBT and CLS of each page (the median run by score) with the goals,
 * and writes bench/out/lighthouse.json (the figures) and each run's full report beside it
 * (lighthouse-<page>-<run>.json: open it in the Lighthouse viewer to see what to improve).
 *
 * Not part of `npm test` or CI. Environment: LIGHTHOUSE_PORT (default 8192), LIGHTHOUSE_RUNS
 * (runs per page, default 3), LIGHTHOUSE_CLIENT_DIR (an existing build instead of a new one),
 * CHROME_PATH (default /usr/lib/chromium/chromium), LIGHTHOUSE_STRICT=1 (exit 1 when a goal fails).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { CHROMIUM_ARGS } from "../playwright.config";
import { SETUP_TOKEN_HEADER } from "../src/server/auth/first-admin";
import { REPO_ROOT, setupTokenFromLog, startServer } from "../tests/e2e/support/server-process";

const run = promisify(execFile);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 8192);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROME = process.env.CHROME_PATH ?? "/usr/lib/chromium/chromium";
const COLLECTION_PATH = "/modern/daily-1000";
const GOALS = { score: 90, tbtMs: 200, cls: 0.05 };
const outDir = fileURLToPath(new URL("./out", import.meta.url));

interface Figures { score: number; fcpMs: number; lcpMs: number; tbtMs: number; cls: number }

async function buildClient(): Promise<{ dir: string; temporary: boolean }> {
  if (process.env.LIGHTHOUSE_CLIENT_DIR) return { dir: path.resolve(process.env.LIGHTHOUSE_CLIENT_DIR), temporary: false };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-lighthouse-client-"));
  console.log(`building the client into ${dir}`);
  await run(process.execPath, [path.join(REPO_ROOT, "node_modules/vite/bin/vite.js"), "build", "--outDir", dir, "--emptyOutDir"], { cwd: REPO_ROOT, timeout: 300_000, maxBuffer: 32 << 20 });
  return { dir, temporary: true };
}

/** Signs up (the first account, through the set-up link, then a learner) and returns the learner's cookie. */
async function signUp(url: string, setupToken: string): Promise<string> {
  const post = (p: string, body: object, extra: Record<string, string> = {}) =>
    fetch(`${url}${p}`, { method: "POST", headers: { "content-type": "application/json", origin: url, ...extra }, body: JSON.stringify(body) });
  const account = (email: string) => ({ email, password: "lighthouse pass", name: "Phone User", firstName: "Phone", lastName: "User" });
  const admin = await post("/api/auth/sign-up/email", account("admin@lighthouse.test"), { [SETUP_TOKEN_HEADER]: setupToken });
  if (!admin.ok) throw new Error(`admin sign-up failed: ${admin.status} ${await admin.text()}`);
  const learner = await post("/api/auth/sign-up/email", account("learner@lighthouse.test"));
  if (!learner.ok) throw new Error(`sign-up failed: ${learner.status} ${await learner.text()}`);
  const signedIn = await post("/api/auth/sign-in/email", { email: "learner@lighthouse.test", password: "lighthouse pass" });
  if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  return signedIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

/** One Lighthouse run (CLI, default mobile preset, performance only). */
async function lighthouse(url: string, headers: Record<string, string>, reportFile: string): Promise<Figures> {
  const args = [
    path.join(REPO_ROOT, "node_modules/lighthouse/cli/index.js"),
    url,
    "--only-categories=performance",
    "--output=json",
    "--quiet",
    `--chrome-flags=${[...CHROMIUM_ARGS, "--headless=new"].join(" ")}`,
    ...(Object.keys(headers).length ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
  ];
  const { stdout } = await run(process.execPath, args, { env: { ...process.env, CHROME_PATH: CHROME }, timeout: 180_000, maxBuffer: 64 << 20 });
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(reportFile, stdout);
  const lhr = JSON.parse(stdout) as { categories: { performance: { score: number } }; audits: Record<string, { numericValue?: number }>; runtimeError?: { message: string } };
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const n = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcpMs: Math.round(n("first-contentful-paint")),
    lcpMs: Math.round(n("largest-contentful-paint")),
    tbtMs: Math.round(n("total-blocking-time")),
    cls: Math.round(n("cumulative-layout-shift") * 1000) / 1000,
  };
}

function median(runs: Figures[]): Figures {
  return [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
}

async function main() {
  const client = await buildClient();
  const server = await startServer({ port: PORT, clientDir: client.dir, env: { LOG_LEVEL: "info" } });
  const rows: { page: string; median: Figures; runs: Figures[]; pass: boolean }[] = [];
  try {
    const cookie = await signUp(server.url, await setupTokenFromLog(server.logFile));
    for (const [page, headers] of [["/auth", {}], [COLLECTION_PATH, { cookie }]] as const) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) {
        const report = path.join(outDir, `lighthouse-${page.replace(/\W+/g, "-").replace(/^-|-$/g, "")}-${i + 1}.json`);
        runs.push(await lighthouse(`${server.url}${page}`, headers, report));
        console.log(`${page} run ${i + 1}/${RUNS}: ${JSON.stringify(runs.at(-1))}`);
      }
      const m = median(runs);
      rows.push({ page, median: m, runs, pass: m.score >= GOALS.score && m.tbtMs <= GOALS.tbtMs && m.cls <= GOALS.cls });
    }
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    if (client.temporary) fs.rmSync(client.dir, { recursive: true, force: true });
  }
  console.log(`\nLighthouse ${RUNS} run(s) per page, mobile preset (median by score); goals: score ≥ ${GOALS.score}, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}`);
  console.log("page".padEnd(22) + "score".padStart(6) + "FCP".padStart(9) + "LCP".padStart(9) + "TBT".padStart(9) + "CLS".padStart(7) + "  goal");
  for (const { page, median: f, pass } of rows) {
    console.log(page.padEnd(22) + String(f.score).padStart(6) + `${(f.fcpMs / 1000).toFixed(1)} s`.padStart(9) + `${(f.lcpMs / 1000).toFixed(1)} s`.padStart(9)
      + `${f.tbtMs} ms`.padStart(9) + f.cls.toFixed(3).padStart(7) + (pass ? "  pass" : "  FAIL"));
  }
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "lighthouse.json"), JSON.stringify({ at: new Date().toISOString(), goals: GOALS, rows }, null, 2));
  if (process.env.LIGHTHOUSE_STRICT === "1" && rows.some((r) => !r.pass)) process.exit(1);
}

await main();
