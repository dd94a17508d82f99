import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { probeHealth } from "../lib/probe-health";
import type { BenchResult } from "../lib/report";

const FIXTURES = path.resolve(import.meta.dirname, "../../tests/support/fixtures");
/** The size of the upload: about Wiktionary's Hebrew as kaikki.org gives it (53 MB). */
const UPLOAD_BYTES = 50 * 1024 * 1024;

/** kaikki.org's Hebrew JSON Lines (the tests' real and synthetic lines) repeated to `bytes`: each repeat is an entry of its own. */
function buildKaikkiHebrew(bytes: number): Buffer {
  const lines = ["kaikki-hebrew-real.jsonl", "kaikki-hebrew-synthetic.jsonl"]
    .map((f) => fs.readFileSync(path.join(FIXTURES, f), "utf8").replace(/\r?\n?$/, "\n")).join("");
  return Buffer.from(lines.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(lines)))));
}

/**
 * A 50 MB lexicon upload and its import, as an administrator does them in the Dictionary Manager
 * (POST /api/dictionary/imports/kaikki-hebrew/upload from curl, then the import job to its end), while
 * GET /api/health is asked every 50 ms: its p99 must stay under 200 ms while a large lexicon is uploaded and imported.
 */
export async function benchUploadIsolation(b: BenchApp, bench: BenchDatabase, admin: BenchUser, port: number, log: (m: string) => void): Promise<BenchResult[]> {
  const file = buildKaikkiHebrew(UPLOAD_BYTES);
  const fileName = path.join(os.tmpdir(), `milim-bench-upload-${process.pid}.jsonl`);
  fs.writeFileSync(fileName, file);
  if (!b.deps.jobs.isRunning()) await b.deps.jobs.start();
  const server = serve({ fetch: b.app.fetch, port, hostname: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;
  const headers = { cookie: admin.cookie, origin: base };
  try {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 1_000));
    const probes = probeHealth(base);
    const started = performance.now();
    const answer = await uploadFrom(`${base}/api/dictionary/imports/kaikki-hebrew/upload`, headers, fileName);
    if (answer.status !== 202) throw new Error(`upload: ${answer.status} ${answer.body}`);
    const uploadMs = performance.now() - started;
    const jobId = (JSON.parse(answer.body) as { job: { id: string } }).job.id;
    let job: { status: string; error?: string | null; result?: unknown } = { status: "queued" };
    while (job.status === "queued" || job.status === "running") {
      await new Promise((r) => setTimeout(r, 250));
      job = (await (await fetch(`${base}/api/jobs/${jobId}`, { headers })).json()) as typeof job;
    }
    const totalMs = performance.now() - started;
    const p = await probes.stop();
    const load = os.loadavg().map((l) => Math.round(l * 10) / 10);
    const details = {
      megabytes: Math.round(file.length / 1_048_576), probes: p.latencies.length, failedProbes: p.failed, p50: p.percentile(0.5), max: p.percentile(1),
      uploadMs: Math.round(uploadMs), totalMs: Math.round(totalMs), jobStatus: job.status, jobError: job.error ?? null, load,
      rssGrowthMb: Math.round((p.peakRss - p.idleRss) / 1_048_576),
    };
    log(`${bench.kind}: upload isolation: health p50 ${details.p50} ms, p99 ${p.percentile(0.99)} ms (max ${details.max}, ${p.failed} failed), ${job.status} in ${(totalMs / 1000).toFixed(1)} s, load ${load.join(" ")}`);
    return [{
      db: bench.kind, metric: `GET /api/health p99 during a ${details.megabytes} MB lexicon upload and import (ms)`, value: p.percentile(0.99), unit: "ms", goal: "< 200",
      pass: p.percentile(0.99) < 200 && p.failed === 0 && job.status === "completed", details,
    }];
  } finally {
    server.close();
    fs.rmSync(fileName, { force: true });
  }
}

/**
 * POSTs the file from another process (curl), as a browser would send it: the server's event loop
 * then does only the server's part (sending 50 MB from this process would stall it too).
 */
function uploadFrom(url: string, headers: Record<string, string>, file: string): Promise<{ status: number; body: string }> {
  const args = ["-sS", "-X", "POST", "--data-binary", `@${file}`, "-H", "content-type: application/octet-stream", "-w", "\n%{http_code}"];
  for (const [k, v] of Object.entries(headers)) args.push("-H", `${k}: ${v}`);
  return new Promise((resolve, reject) => {
    execFile("curl", [...args, url], { maxBuffer: 1 << 20 }, (error, stdout) => {
      if (error) return reject(error);
      const at = stdout.lastIndexOf("\n");
      resolve({ status: Number(stdout.slice(at + 1)), body: stdout.slice(0, at) });
    });
  });
}
