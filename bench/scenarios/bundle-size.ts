import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { BenchResult } from "../lib/report";

const run = promisify(execFile);
const GOAL_KIB = 200;

/**
 * The scripts index.html starts: module scripts and modulepreloads, and the entry the inline start
 * script imports after the first paint (build/vite/load-after-paint.ts: `var entry = "/assets/…js"`).
 */
export function initialScripts(indexHtml: string): string[] {
  const out = new Set<string>();
  for (const tag of indexHtml.match(/<script\b[^>]*>/gi) ?? []) {
    const src = /\bsrc="([^"]+)"/i.exec(tag)?.[1];
    if (src && /\btype="module"/i.test(tag)) out.add(src);
  }
  for (const tag of indexHtml.match(/<link\b[^>]*>/gi) ?? []) {
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href && /\brel="modulepreload"/i.test(tag)) out.add(href);
  }
  for (const m of indexHtml.matchAll(/\bvar entry = "([^"]+\.js)"/g)) out.add(m[1]!);
  return [...out];
}

/** The chunks a module imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
export function staticImports(code: string): string[] {
  const out = new Set<string>();
  for (const m of code.matchAll(/(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) out.add(m[1]!);
  return [...out];
}

/** The chunks a module imports when it runs (`import("./x.js")`). */
export function dynamicImports(code: string): string[] {
  return [...new Set([...code.matchAll(/\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!))];
}

/**
 * Every script the first render waits for: the initial scripts, the chunks the entry imports as it
 * starts (main.tsx's stages: React's DOM renderer, then the app), and, transitively, their static imports.
 */
export function initialGraph(dir: string, indexHtml: string): string[] {
  const seen = new Set<string>();
  const initial = initialScripts(indexHtml).map((f) => path.join(dir, f.replace(/^\//, "")));
  const stages = initial.filter((f) => fs.existsSync(f)).flatMap((f) => dynamicImports(fs.readFileSync(f, "utf8")).map((d) => path.resolve(path.dirname(f), d)));
  const queue = [...initial, ...stages];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    for (const dep of staticImports(fs.readFileSync(file, "utf8"))) queue.push(path.resolve(path.dirname(file), dep));
  }
  return [...seen].map((f) => "/" + path.relative(dir, f));
}

/** Gzipped size of the initial JS of dist/client (built into a temp folder first when missing). */
export async function benchBundleSize(log: (m: string) => void): Promise<BenchResult[]> {
  let dir = path.resolve("dist/client");
  let built = false;
  if (!fs.existsSync(path.join(dir, "index.html"))) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-bench-dist-"));
    log(`dist/client is missing: building the client into ${dir}`);
    try {
      await run(process.execPath, [path.resolve("node_modules/vite/bin/vite.js"), "build", "--outDir", dir, "--emptyOutDir"], { timeout: 300_000, maxBuffer: 16 << 20 });
      built = true;
    } catch (e) {
      return [{ db: "client", metric: "initial JS (gzip)", value: null, unit: "KiB", goal: `≤ ${GOAL_KIB} KiB`, pass: false, details: { error: String(e).slice(0, 500) } }];
    }
  }
  const indexPath = path.join(dir, "index.html");
  const files = initialGraph(dir, fs.readFileSync(indexPath, "utf8"));
  const sizes = files.map((f) => {
    const file = path.join(dir, f.replace(/^\//, ""));
    const raw = fs.readFileSync(file);
    return { file: f, bytes: raw.length, gzipBytes: zlib.gzipSync(raw, { level: 9 }).length };
  });
  const kib = Math.round((sizes.reduce((s, x) => s + x.gzipBytes, 0) / 1024) * 10) / 10;
  const builtAt = fs.statSync(indexPath).mtime.toISOString();
  if (built) fs.rmSync(dir, { recursive: true, force: true });
  return [{
    db: "client", metric: `initial JS (gzip, ${files.length} files)`, value: kib, unit: "KiB", goal: `≤ ${GOAL_KIB} KiB`, pass: files.length > 0 && kib <= GOAL_KIB,
    details: { dir: built ? "(temporary build)" : dir, builtAt, files: sizes },
  }];
}
