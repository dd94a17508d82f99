import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** What the database gauges read when scraped (db/client.ts#Database.usage). */
export interface DatabaseUsage {
  /** PostgreSQL: the pool's connections, idle ones and the requests waiting for one. */
  pool?: { total: number; idle: number; waiting: number };
  /** PGlite: statements sent to the database thread and not answered yet. */
  queue?: number;
}

/**
 * The server's Prometheus metrics (prom-client), one registry per server (tests build several
 * apps in one process), served at GET /api/metrics. Names follow Prometheus' conventions
 * (base units: seconds; `_total` counters).
 */
export interface Metrics {
  readonly registry: Registry;
  /** One request answered: the route's pattern (not the address, so labels stay few). */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** One background job ended ("completed" or "failed") after `seconds` of running. */
  observeJob(kind: string, status: string, seconds: number): void;
  /** One group-commit batch of answers written (its size). */
  observeAnswerBatch(size: number, seconds: number): void;
  /** The gauges read the database's pool or queue when scraped. */
  watchDatabase(kind: string, usage: () => DatabaseUsage): void;
  render(): Promise<{ contentType: string; body: string }>;
}

export function createMetrics({ processMetrics = true }: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry, prefix: "milim_" });
  const requests = new Counter({ name: "milim_http_requests_total", help: "HTTP requests answered, by route and status", labelNames: ["method", "route", "status"], registers: [registry] });
  const requestSeconds = new Histogram({
    name: "milim_http_request_duration_seconds", help: "Time to answer an HTTP request, by route", labelNames: ["method", "route"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers: [registry],
  });
  const jobs = new Counter({ name: "milim_jobs_total", help: "Background jobs ended, by kind and status", labelNames: ["kind", "status"], registers: [registry] });
  const jobSeconds = new Histogram({
    name: "milim_job_duration_seconds", help: "Running time of background jobs, by kind", labelNames: ["kind", "status"],
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600], registers: [registry],
  });
  const batchSize = new Histogram({
    name: "milim_answer_batch_size", help: "Answers written per group-commit transaction",
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256], registers: [registry],
  });
  const batchSeconds = new Histogram({
    name: "milim_answer_batch_duration_seconds", help: "Time to write one group-commit batch of answers",
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1], registers: [registry],
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    observeJob(kind, status, seconds) {
      jobs.inc({ kind, status });
      jobSeconds.observe({ kind, status }, seconds);
    },
    observeAnswerBatch(size, seconds) {
      batchSize.observe(size);
      batchSeconds.observe(seconds);
    },
    watchDatabase(kind, usage) {
      new Gauge({
        name: "milim_db_pool_connections", help: "PostgreSQL pool connections by state (total, idle, waiting requests)", labelNames: ["state"], registers: [registry],
        collect() {
          const pool = usage().pool;
          if (!pool) return;
          this.set({ state: "total" }, pool.total);
          this.set({ state: "idle" }, pool.idle);
          this.set({ state: "waiting" }, pool.waiting);
        },
      });
      new Gauge({
        name: "milim_pglite_queue_length", help: "Statements waiting for or running on the PGlite database thread", registers: [registry],
        collect() {
          const queue = usage().queue;
          if (queue !== undefined) this.set(queue);
        },
      });
      new Gauge({ name: "milim_db_info", help: "The database in use (label kind)", labelNames: ["kind"], registers: [registry] }).set({ kind }, 1);
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
