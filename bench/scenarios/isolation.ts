import os from "node:os";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import type { BenchResult } from "../lib/report";
import { REVIEW_LOGS_PER_CARD_MAX, RESTORE_MAX_REVIEW_LOGS } from "../../src/shared/backup/backup-file";
import { signUpBenchUser } from "../lib/bench-app";
import { probeHealth } from "../lib/probe-health";

/**
 * One learner must not stop the server: the largest review history a restore accepts
 * (RESTORE_MAX_REVIEW_LOGS reviews; a fitting learner's as REVIEW_LOGS_PER_CARD_MAX reviews of each
 * card, a forecasting learner's as that many new cards started this month), written as the restore
 * writes it (progress_events' review columns and a card per word); then 'Fit to my reviews' and
 * three forecasts in a row, while GET /api/health is asked every 50 ms over HTTP. Each probe's
 * latency counts from when it was due (a blocked event loop delays its sending too). Goals: p99
 * under 200 ms, and the process's RSS under 1 GB above its idle level.
 */
async function seedHistory(b: BenchApp, user: BenchUser, kind: "fit" | "forecast"): Promise<number> {
  const db = b.deps.db;
  const perCard = kind === "fit" ? REVIEW_LOGS_PER_CARD_MAX : 1;
  const cards = Math.floor(RESTORE_MAX_REVIEW_LOGS / perCard);
  const collections = Math.ceil(cards / 20_000);
  for (let c = 0; c < collections; c++) {
    const n = Math.min(20_000, cards - c * 20_000);
    // One statement a table (a data-modifying CTE's rows are not yet visible to the next one's foreign keys).
    const slug = `restored-${kind}-${c}`;
    await db.execute(sql`insert into collections (domain, name, slug, owner_id) values ('modern', ${`Restored ${kind} ${c}`}, ${slug}, ${user.id})`);
    const ofCollection = sql`(select id from collections where owner_id = ${user.id} and domain = 'modern' and slug = ${slug})`;
    await db.execute(sql`insert into words (collection_id, hebrew, english) select ${ofCollection}, 'מִלָּה', 'word ' || g from generate_series(1, ${n}) g`);
    await db.execute(sql`
      insert into review_cards (user_id, word_id, due, stability, difficulty, scheduled_days, learning_steps, reps, lapses, state, last_review)
      select ${user.id}, w.id, now() + make_interval(secs => random() * 20 * 86400), 1 + random() * 30, 5, 3, 0, ${perCard}, 0, 2, now() - interval '1 day'
      from words w where w.collection_id = ${ofCollection}`);
    await db.execute(sql`
      insert into progress_events (id, user_id, word_id, action, status_after, review_rating, review_state, elapsed_days, scheduled_days, reviewed_at, created_at)
      select gen_random_uuid(), ${user.id}, w.id, 'restored', 'known',
             case when k % 7 = 0 then 1 else 3 end, case when k = 0 then 0 else 2 end, case when k = 0 then 0 else 1 + (k % 5) end, 1,
             now() - ((${perCard} - k) || ' hours')::interval - interval '1 day', now()
      from words w, generate_series(0, ${perCard - 1}) k where w.collection_id = ${ofCollection}`);
  }
  return cards * perCard;
}

export async function benchIsolation(b: BenchApp, bench: BenchDatabase, port: number, log: (m: string) => void): Promise<BenchResult[]> {
  const fitter = await signUpBenchUser(b, "bench-fitter@example.com");
  const forecaster = await signUpBenchUser(b, "bench-forecaster@example.com");
  const fitReviews = await seedHistory(b, fitter, "fit");
  const forecastReviews = await seedHistory(b, forecaster, "forecast");
  log(`${bench.kind}: isolation: ${fitReviews} reviews of ${fitReviews / REVIEW_LOGS_PER_CARD_MAX} cards, ${forecastReviews} new cards this month`);
  if (!b.deps.jobs.isRunning()) await b.deps.jobs.start();
  const server = serve({ fetch: b.app.fetch, port, hostname: "127.0.0.1" });
  const base = `http://127.0.0.1:${port}`;
  const call = (path: string, user: BenchUser, method = "GET") => fetch(`${base}${path}`, { method, headers: { cookie: user.cookie, origin: base } });
  try {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 1_000));
    const probes = probeHealth(base);
    const started = performance.now();
    const fit = await call("/api/review/fit", fitter, "POST");
    if (fit.status !== 202) throw new Error(`fit: ${fit.status} ${await fit.text()}`);
    const jobId = ((await fit.json()) as { job: { id: string } }).job.id;
    const forecastMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      const r = await call("/api/review/forecast?retention=0.9", forecaster);
      if (r.status !== 200) throw new Error(`forecast: ${r.status} ${await r.text()}`);
      await r.arrayBuffer();
      forecastMs.push(performance.now() - t);
    }
    let job: { status: string; error?: string | null } = { status: "queued" };
    while (job.status === "queued" || job.status === "running") {
      await new Promise((r) => setTimeout(r, 250));
      job = (await (await call(`/api/jobs/${jobId}`, fitter)).json()) as typeof job;
    }
    const fitMs = performance.now() - started;
    const h = await probes.stop();
    const p = h.percentile;
    const failed = h.failed;
    const growthMb = Math.round((h.peakRss - h.idleRss) / 1_048_576);
    const details = { probes: h.latencies.length, failedProbes: failed, p50: p(0.5), max: p(1), fitMs: Math.round(fitMs), fitStatus: job.status, fitError: job.error ?? null, forecastMs: forecastMs.map(Math.round), fitReviews, forecastNewCards: forecastReviews, load: os.loadavg().map((l) => Math.round(l * 10) / 10) };
    log(`${bench.kind}: isolation: health p50 ${p(0.5)} ms, p99 ${p(0.99)} ms (max ${p(1)}, ${failed} failed), load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}, RSS +${growthMb} MB, fit ${job.status} in ${(fitMs / 1000).toFixed(1)} s`);
    return [
      { db: bench.kind, metric: "GET /api/health p99 during the largest fit and forecasts (ms)", value: p(0.99), unit: "ms", goal: "< 200", pass: p(0.99) < 200 && failed === 0 && job.status === "completed", details },
      { db: bench.kind, metric: "RSS growth above idle during them (MB)", value: growthMb, unit: "MB", goal: "< 1024", pass: growthMb < 1024, details: { idleMb: Math.round(h.idleRss / 1_048_576), peakMb: Math.round(h.peakRss / 1_048_576) } },
    ];
  } finally {
    server.close();
  }
}
