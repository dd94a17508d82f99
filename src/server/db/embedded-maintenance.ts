import { sql } from "drizzle-orm";
import type { Logger } from "../lib/logger";
import type { Db } from "./client";

/** A table's activity since its last VACUUM and ANALYZE, from pg_stat_user_tables. */
export interface TableActivity {
  table: string;
  /** Rows as of the last VACUUM or ANALYZE (pg_class.reltuples; -1 when never counted). */
  reltuples: number;
  deadRows: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

export interface MaintenanceStep { table: string; vacuum: boolean; analyze: boolean }

/**
 * What PostgreSQL's autovacuum would do to a table, with its default settings: VACUUM when dead
 * rows pass 50 + 20% of the table (autovacuum_vacuum_threshold, _scale_factor) or rows inserted
 * since the last VACUUM pass 1,000 + 20% (the insert thresholds, which also merge the trigram
 * indexes' GIN pending lists); ANALYZE when rows changed since the last ANALYZE pass 50 + 10%.
 * null when neither is due.
 */
export function maintenanceStep(t: TableActivity): MaintenanceStep | null {
  const rows = Math.max(0, t.reltuples);
  const vacuum = t.deadRows > 50 + 0.2 * rows || t.insertedSinceVacuum > 1000 + 0.2 * rows;
  const analyze = t.modifiedSinceAnalyze > 50 + 0.1 * rows;
  return vacuum || analyze ? { table: t.table, vacuum, analyze } : null;
}

/**
 * Autovacuum for the embedded database. PGlite runs PostgreSQL in single-user mode, where
 * autovacuum never runs: without this, a table's statistics stay those of its first ANALYZE (or
 * none), dead row versions are never reclaimed, and words added after start-up (an import, a
 * generated list) stay in the trigram indexes' GIN pending lists, which every search then reads
 * in full — a Hebrew search took 17 ms instead of 4 ms after 20,000 imported words. Every
 * `intervalMs` (autovacuum's naptime, one minute) it reads pg_stat_user_tables and runs VACUUM,
 * ANALYZE or both on the tables that autovacuum would treat. Statements on the embedded
 * database run one at a time, so a request waits while a table is vacuumed, as it would wait for
 * any other statement. Not used on a PostgreSQL server, which has its own autovacuum.
 */
export class EmbeddedMaintenance {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<MaintenanceStep[]> | undefined;

  constructor(private readonly db: Db, private readonly log?: Pick<Logger, "info" | "warn">, private readonly intervalMs = 60_000) {}

  start(): void {
    this.timer ??= setInterval(() => void this.runOnce().catch((err: unknown) => this.log?.warn({ err }, "Database maintenance failed")), this.intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a round that is running. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => {});
  }

  /** One round: the steps taken (none when every table is within its thresholds). */
  runOnce(): Promise<MaintenanceStep[]> {
    this.running ??= this.round().finally(() => { this.running = undefined; });
    return this.running;
  }

  private async round(): Promise<MaintenanceStep[]> {
    // The database reports its counters at most once a second; have it report them now.
    await this.db.execute(sql`select pg_stat_force_next_flush()`);
    const result = await this.db.execute(sql`
      select s.relname as "table", c.reltuples::float8 as reltuples, s.n_dead_tup::int8 as "deadRows",
        s.n_ins_since_vacuum::int8 as "insertedSinceVacuum", s.n_mod_since_analyze::int8 as "modifiedSinceAnalyze"
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where s.schemaname = current_schema()
      order by s.relname`);
    const rows = (result as unknown as { rows: Record<keyof TableActivity, string | number>[] }).rows;
    const steps = rows
      .map((r) => maintenanceStep({
        table: String(r.table), reltuples: Number(r.reltuples), deadRows: Number(r.deadRows),
        insertedSinceVacuum: Number(r.insertedSinceVacuum), modifiedSinceAnalyze: Number(r.modifiedSinceAnalyze),
      }))
      .filter((s): s is MaintenanceStep => s !== null);
    for (const step of steps) {
      const started = performance.now();
      const command = step.vacuum ? (step.analyze ? "vacuum (analyze)" : "vacuum") : "analyze";
      await this.db.execute(sql`${sql.raw(command)} ${sql.identifier(step.table)}`);
      this.log?.info({ ...step, ms: Math.round(performance.now() - started) }, "Database maintenance");
    }
    return steps;
  }
}
