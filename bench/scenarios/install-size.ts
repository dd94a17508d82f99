import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { BenchResult } from "../lib/report";

const run = promisify(execFile);
const GOAL_MB = 800;
const GOAL_CI_SECONDS = 45;

/** Size on disk of a folder in MB (du: blocks, as the disk holds them); a symlinked folder (a worktree's node_modules) is measured where it points. */
async function diskMb(dir: string): Promise<number> {
  const { stdout } = await run("du", ["-sk", fs.realpathSync(dir)], { maxBuffer: 1 << 20 });
  return Math.round(Number(stdout.split("\t")[0]) / 1024);
}

/** The largest packages of a node_modules folder (scoped ones by their scope's folder), in MB. */
async function largest(nodeModules: string, count: number): Promise<Record<string, number>> {
  const names = fs.readdirSync(nodeModules).filter((n) => !n.startsWith("."));
  const sizes = await Promise.all(names.map(async (n) => [n, await diskMb(path.join(nodeModules, n))] as const));
  return Object.fromEntries(sizes.sort((a, b) => b[1] - a[1]).slice(0, count));
}

const loadAverage = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

/**
 * What a self-hoster downloads: the size of this checkout's node_modules and its largest
 * packages; with BENCH_INSTALL_CI=1 also a fresh clone of this repository's HEAD in a temporary folder,
 * `npm ci` timed there (the machine's load average beside it: the figure is wall time) and its
 * node_modules measured, then removed.
 */
export async function benchInstallSize(log: (m: string) => void): Promise<BenchResult[]> {
  const root = process.cwd();
  const here = path.join(root, "node_modules");
  const out: BenchResult[] = [];
  const size = await diskMb(here);
  out.push({ db: "-", metric: "node_modules of this checkout (MB on disk)", value: size, unit: "MB", goal: `≤ ${GOAL_MB} MB`, pass: size <= GOAL_MB, details: { largestMb: await largest(here, 12) } });
  if (process.env.BENCH_INSTALL_CI !== "1") {
    log("install: BENCH_INSTALL_CI=1 also times npm ci in a fresh clone");
    return out;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-bench-install-"));
  try {
    log(`install: cloning into ${dir} and running npm ci`);
    await run("git", ["clone", "--quiet", root, dir]);
    const before = loadAverage();
    const t = performance.now();
    await run("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, maxBuffer: 64 << 20, timeout: 15 * 60_000 });
    const seconds = Math.round((performance.now() - t) / 100) / 10;
    const fresh = await diskMb(path.join(dir, "node_modules"));
    out.push({
      db: "-", metric: "npm ci in a fresh clone (s, wall time)", value: seconds, unit: "s", goal: `≤ ${GOAL_CI_SECONDS} s`, pass: seconds <= GOAL_CI_SECONDS,
      details: { loadAverageBefore: before, loadAverageAfter: loadAverage(), cpus: os.cpus().length, nodeModulesMb: fresh },
    });
    out.push({ db: "-", metric: "node_modules after npm ci in a fresh clone (MB on disk)", value: fresh, unit: "MB", goal: `≤ ${GOAL_MB} MB`, pass: fresh <= GOAL_MB, details: {} });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
