import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import type { BenchApp, BenchUser } from "../lib/bench-app";
import type { BenchDatabase } from "../lib/bench-db";
import { LoadProcess } from "../lib/load-process";
import type { LoadConfig, LoadResult } from "../load";
import { GroupCommit } from "../../src/server/lib/group-commit";
import { answerClaims, type RecordAnswerInput, type RecordAnswerOutcome } from "../../src/shared/study/answer-write";
import { median, round } from "../lib/measure";
import type { BenchResult } from "../lib/report";

async function counters(b: BenchApp, userId: string): Promise<{ seen: number; events: number }> {
  const r = (await b.deps.db.execute(sql`
    select (select coalesce(sum(times_seen), 0)::int from progress where user_id = ${userId}) as seen,
           (select count(*)::int from progress_events where user_id = ${userId}) as events`)) as unknown as { rows: { seen: number; events: number }[] };
  return { seen: Number(r.rows[0]!.seen), events: Number(r.rows[0]!.events) };
}

/** Rounds of health-then-answers; the figure is the median of the rounds' ratios. */
const ROUNDS = 9;

/**
 * POST /api/progress/answers throughput at 100 connections (a fresh answer id per request) on a
 * real HTTP server on 127.0.0.1:port, against GET /api/health on the same server. The two are
 * measured in short alternating rounds (health, then answers, nine times, `seconds / 4` each;
 * one load-generator process for all of them) and the figure is the median of the rounds'
 * ratios: this machine's speed drifts by up to half within a minute (other tenants), and short
 * rounds put both sides of each ratio in the same few seconds. Each answers run is a fixed number
 * of requests sized from the previous run's rate, so every request sent is answered before the
 * run ends and the counters afterwards must equal the 2xx answers of all rounds exactly. For
 * information, the same load with the database write replaced by a no-op gives the most any
 * database could reach.
 */
export async function benchAnswers(b: BenchApp, bench: BenchDatabase, user: BenchUser, wordIds: string[], port: number, seconds: number): Promise<BenchResult[]> {
  const server = serve({ fetch: b.app.fetch, port, hostname: "127.0.0.1" });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", () => resolve());
    server.once("error", reject);
  });
  const url = `http://127.0.0.1:${port}`;
  let gen: LoadProcess | undefined;
  try {
    gen = await LoadProcess.start();
    const load = (config: Omit<LoadConfig, "url" | "connections">) => gen!.run({ url, connections: 100, ...config });
    const answerLoad = { mode: "answers" as const, cookie: user.cookie, origin: b.config.publicUrl, wordIds };
    const runSeconds = Math.max(1, seconds / 4);
    const warm = await load({ ...answerLoad, duration: runSeconds });
    await new Promise((r) => setTimeout(r, 1000));
    let rate = warm.requestsPerSecond;
    const before = await counters(b, user.id);
    const stats0 = { ...b.deps.answers.stats };
    const rounds: { health: LoadResult; answers: LoadResult; amount: number; ratio: number }[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const health = await load({ mode: "health", duration: runSeconds });
      const amount = Math.max(300, Math.round(rate * runSeconds));
      const answers = await load({ ...answerLoad, amount });
      rate = answers.ok / answers.duration;
      rounds.push({ health, answers, amount, ratio: round(rate / (health.ok / health.duration), 3) });
    }
    const stats1 = { ...b.deps.answers.stats };
    const after = await counters(b, user.id);
    // For reading the ratio: the same requests with the database write replaced by a no-op
    // (everything else — HTTP, session, validation, group commit, the response — as in the real
    // run). Its ratio is the most any database could give on this machine.
    const real = b.deps.answers;
    b.deps.answers = new GroupCommit<RecordAnswerInput, RecordAnswerOutcome>(async (batch) => {
      await new Promise((r) => setImmediate(r));
      return batch.map(() => ({ kind: "applied", progress: { status: "known", timesSeen: 1, timesKnown: 1, lastSeenAt: null } }));
    }, { claimsOf: answerClaims });
    let ceiling: LoadResult;
    try {
      ceiling = await load({ ...answerLoad, duration: runSeconds });
    } finally {
      b.deps.answers = real;
    }
    const batches = stats1.batches - stats0.batches;
    const batching = {
      batches,
      answersPerBatch: round((stats1.items - stats0.items) / Math.max(1, batches), 1),
      msPerBatch: round((stats1.batchMs - stats0.batchMs) / Math.max(1, batches), 2),
    };
    const sum = (pick: (r: (typeof rounds)[number]) => number) => rounds.reduce((t, r) => t + pick(r), 0);
    const healthPerSecond = round(sum((r) => r.health.ok) / sum((r) => r.health.duration), 1);
    const answersPerSecond = round(sum((r) => r.answers.ok) / sum((r) => r.answers.duration), 1);
    const ceilingPerSecond = round(ceiling.ok / ceiling.duration, 1);
    const ratio = median(rounds.map((r) => r.ratio));
    const ok = sum((r) => r.answers.ok);
    const amount = sum((r) => r.amount);
    const seenDelta = after.seen - before.seen;
    const eventsDelta = after.events - before.events;
    const exact = ok === amount && seenDelta === ok && eventsDelta === ok;
    const errors = sum((r) => r.answers.errors);
    const non2xx = sum((r) => r.answers.non2xx);
    const timeouts = sum((r) => r.answers.timeouts);
    const clean = errors === 0 && non2xx === 0 && timeouts === 0;
    const perRound = rounds.map((r) => ({
      ratio: r.ratio, healthPerSecond: round(r.health.ok / r.health.duration, 1), answersPerSecond: round(r.answers.ok / r.answers.duration, 1),
      answers: r.answers, health: r.health,
    }));
    return [
      {
        db: bench.kind, metric: `answers/s at 100 connections vs GET /api/health (median of ${ROUNDS} rounds)`, value: ratio, unit: "×", goal: "≥ 0.5×",
        pass: ratio >= 0.5, details: { answersPerSecond, healthPerSecond, roundRatios: rounds.map((r) => r.ratio), batching, rounds: perRound },
      },
      {
        db: bench.kind, metric: "  same, database write replaced by a no-op (ceiling)", value: round(ceilingPerSecond / healthPerSecond, 3), unit: "×", goal: "-",
        pass: null, details: { answersPerSecond: ceilingPerSecond, healthPerSecond, load: ceiling },
      },
      {
        db: bench.kind, metric: "answers: errors, non-2xx, timeouts", value: errors + non2xx + timeouts, unit: "",
        goal: "0", pass: clean, details: { errors, non2xx, timeouts },
      },
      {
        db: bench.kind, metric: "answers: Σ times_seen and events added = 2xx answers", value: seenDelta, unit: `of ${ok}`,
        goal: "equal", pass: exact, details: { amount, seenDelta, eventsDelta, ok, warmUp: warm },
      },
    ];
  } finally {
    await gen?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
