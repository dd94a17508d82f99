// Background jobs (src/server/jobs): what a job is doing, readable by one request. pg-boss (its
// own schema "pgboss") hands each job to exactly one worker; this table is what users see.
import { sql } from "drizzle-orm";
import { bigint, check, customType, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const jobs = pgTable(
  "jobs",
  {
    /** The same id as the pg-boss job. */
    id: uuid("id").primaryKey(),
    kind: text("kind").notNull(),
    /** Who started it (their jobs are theirs to read). */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["queued", "running", "completed", "failed"] }).notNull().default("queued"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    message: text("message").notNull().default(""),
    percent: doublePrecision("percent").notNull().default(0),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    /** The keys and parameters `message` and `error` were written from (src/shared/i18n/server-messages.ts; migration 0032). */
    messageKey: text("message_key"),
    messageParams: jsonb("message_params").$type<Record<string, string | number>>(),
    errorKey: text("error_key"),
    errorParams: jsonb("error_params").$type<Record<string, string | number>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** Renewed every few seconds by the process running it: a stale one means that process died. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_user_created_idx").on(t.userId, t.createdAt),
    index("jobs_running_idx").on(t.heartbeatAt).where(sql`status = 'running'`),
    /** One translation run queued or running at a time: a second start answers with it (migration 0019). */
    uniqueIndex("jobs_one_active_translation_uq").on(t.kind).where(sql`kind = 'translate-words' and status in ('queued','running')`),
    /** Word generation: one running job per user, whichever server claims it (migration 0019). */
    uniqueIndex("jobs_one_generation_per_user_uq").on(t.userId).where(sql`kind = 'generate-words' and status = 'running'`),
    check("jobs_status_chk", sql`${t.status} in ('queued','running','completed','failed')`),
    check("jobs_percent_chk", sql`${t.percent} between 0 and 100`),
  ],
);

/** Raw bytes in PostgreSQL (bytea): drivers hand back a Buffer (node-postgres) or Uint8Array (PGlite). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * A file a job works on (an uploaded lexicon), kept in the database so whichever server takes the
 * job can read it; deleted when the job ends. Its bytes are `job_file_parts`, written and read one
 * part at a time, so neither the upload nor the job ever holds the whole file (migration 0023).
 */
export const jobFiles = pgTable("job_files", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  /** Bytes in its parts, set when the last part is in. */
  size: bigint("size", { mode: "number" }).notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The bytes of a job file in order (`seq` from 0), 256 KiB each (jobs/stream-job-file.ts). */
export const jobFileParts = pgTable("job_file_parts", {
  fileId: uuid("file_id").notNull().references(() => jobFiles.id, { onDelete: "cascade" }),
  seq: integer("seq").notNull(),
  bytes: bytea("bytes").notNull(),
}, (t) => [primaryKey({ columns: [t.fileId, t.seq] })]);
