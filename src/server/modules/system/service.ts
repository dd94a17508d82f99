import type { Db } from "../../db/client";
import type { Deps } from "../../deps";
import { DomainError } from "../../lib/domain-error";
import { pendingMigrations, pingDatabase } from "./queries";

const PING_LIMIT_MS = 2_000;

/**
 * How long one look at the database answers every readiness request after it: GET
 * /api/health/ready is public and counted by no limit (a load balancer asks it), so a flood of it
 * reaches the database at most once a second per server, whatever its size.
 */
export const READINESS_REUSE_MS = 1_000;

/** The last look at each database (a test builds several servers in one process): in flight, or settled at `settledAt`. */
const looks = new WeakMap<Db, { outcome: Promise<void>; settledAt: number | null }>();

/** The database answers and every migration this server ships is applied; throws `unavailable` with the first reason. */
async function lookAtDatabase(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), PING_LIMIT_MS);
  });
  try {
    await Promise.race([pingDatabase(db), limit]);
  } catch {
    throw DomainError.forOperators("unavailable", `The database does not answer (within ${PING_LIMIT_MS / 1000} s).`);
  } finally {
    clearTimeout(timer);
  }
  const pending = await pendingMigrations(db);
  if (pending.length > 0) throw DomainError.forOperators("unavailable", `${pending.length} database migration(s) not applied yet: ${pending.join(", ")}.`);
}

/**
 * lookAtDatabase, shared: every request while a look is in flight, and for READINESS_REUSE_MS after
 * it settled (its answer or its failure), gets that look's outcome; one look at a time.
 */
function sharedLook(db: Db): Promise<void> {
  const now = performance.now(); // elapsed time: the age of the last look
  const last = looks.get(db);
  if (last && (last.settledAt === null || now - last.settledAt < READINESS_REUSE_MS)) return last.outcome;
  const look = { outcome: lookAtDatabase(db), settledAt: null as number | null };
  const settle = () => { look.settledAt = performance.now(); }; // elapsed time: when the look ended
  look.outcome.then(settle, settle);
  looks.set(db, look);
  return look.outcome;
}

/**
 * Whether this server can take traffic (GET /api/health/ready): the database answers, every
 * migration it ships is applied (sharedLook: at most one look a second) and the job workers run;
 * throws `unavailable` (503) with the first reason otherwise, or while the server shuts down (both
 * read from memory at every request).
 */
export async function checkReadiness(deps: Pick<Deps, "db" | "jobs" | "lifecycle">): Promise<{ ready: true; checks: { database: "ok"; migrations: "ok"; jobs: "ok" } }> {
  if (deps.lifecycle.stopping) throw DomainError.forOperators("unavailable", "The server is shutting down.");
  await sharedLook(deps.db);
  if (!deps.jobs.isRunning()) throw DomainError.forOperators("unavailable", "The background-job workers are not running.");
  return { ready: true, checks: { database: "ok", migrations: "ok", jobs: "ok" } };
}
