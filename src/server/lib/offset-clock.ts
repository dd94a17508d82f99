import fs from "node:fs";

/**
 * The server's clocks, said once. Every decision by time reads deps.now (this clock when
 * CLOCK_OFFSET_FILE is set, else the real time): the review schedule, answers' and sessions'
 * stamps, statistics, the log-in limits, the TOTP re-use window, the account-mail limit and a job's
 * time limit (started_at is written from deps.now, so the sweep compares like with like). Row
 * stamps that decide nothing (created_at, updated_at, finished_at) and the liveness of servers
 * (job heartbeats, stale sweeps, pg-boss, stale imports and job files) stay on the database's
 * now(), compared only with the database's now(). `Date.now()` in src/server measures elapsed time
 * only (timeouts, waits, a cache's age), each use commented.
 *
 * This one moves the real clock by a number of milliseconds read from `file` at every call
 * (missing, empty or not a whole number: 0). For end-to-end tests only (CLOCK_OFFSET_FILE), so a
 * test can have the learner come back "the next day" without waiting.
 */
export function offsetClock(file: string, base: () => number = Date.now): () => Date {
  return () => new Date(base() + readOffset(file));
}

function readOffset(file: string): number {
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8").trim();
  } catch {
    return 0;
  }
  return /^-?\d+$/.test(text) ? Number(text) : 0;
}
