import type { Deps } from "../../deps";
import { DomainError } from "../../lib/domain-error";
import { pendingMigrations, pingDatabase } from "./queries";

const PING_LIMIT_MS = 2_000;

/**
 * Whether this server can take traffic (GET /api/health/ready): the database answers, every
 * migration it ships is applied and the job workers run; throws `unavailable` (503) with the
 * first reason otherwise, or while the server shuts down.
 */
export async function checkReadiness(deps: Pick<Deps, "db" | "jobs" | "lifecycle">): Promise<{ ready: true; checks: { database: "ok"; migrations: "ok"; jobs: "ok" } }> {
  if (deps.lifecycle.stopping) throw DomainError.forOperators("unavailable", "The server is shutting down.");
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), PING_LIMIT_MS);
  });
  try {
    await Promise.race([pingDatabase(deps.db), limit]);
  } catch {
    throw DomainError.forOperators("unavailable", `The database does not answer (within ${PING_LIMIT_MS / 1000} s).`);
  } finally {
    clearTimeout(timer);
  }
  const pending = await pendingMigrations(deps.db);
  if (pending.length > 0) throw DomainError.forOperators("unavailable", `${pending.length} database migration(s) not applied yet: ${pending.join(", ")}.`);
  if (!deps.jobs.isRunning()) throw DomainError.forOperators("unavailable", "The background-job workers are not running.");
  return { ready: true, checks: { database: "ok", migrations: "ok", jobs: "ok" } };
}
