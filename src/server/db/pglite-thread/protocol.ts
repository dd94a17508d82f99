/** Messages between the server's thread and the thread that owns PGlite (pglite-worker.ts). */

export type RowMode = "object" | "array";

export type Request =
  | { id: number; op: "query"; tx?: number; text: string; params?: unknown[]; rowMode: RowMode }
  | { id: number; op: "exec"; tx?: number; text: string }
  | { id: number; op: "begin" }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "dump"; file: string }
  | { id: number; op: "close" };

export interface QueryResult<T = unknown> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError };

/** A PostgreSQL error as plain data (message, SQLSTATE code, detail, constraint, …). */
export type SerializedError = { message: string } & Record<string, string | number | undefined>;

/**
 * `loadDataDir`: a tar file written by the "dump" op (PGlite's dumpDataDir), opened instead of a new
 * cluster: an in-memory copy of a migrated, seeded database without initdb (the API tests' template).
 */
export interface WorkerInit {
  dataDir: string | undefined;
  loadDataDir?: string;
  /** PGlite's WebAssembly (PostgreSQL, initdb), compiled once per process and shared by its database threads. */
  modules: { pglite: WebAssembly.Module; initdb: WebAssembly.Module };
}

/** What the worker posts once (ready, or why it could not open the database). */
export type Startup = { ready: true } | { ready: false; error: SerializedError };

const ERROR_FIELDS = [
  "name", "code", "detail", "hint", "position", "internalPosition", "internalQuery", "where", "schema", "table", "column",
  "dataType", "constraint", "severity", "file", "line", "routine",
] as const;

export function serializeError(e: unknown): SerializedError {
  if (!(e instanceof Error)) return { message: String(e) };
  const out: SerializedError = { message: e.message };
  for (const k of ERROR_FIELDS) {
    const v = (e as unknown as Record<string, unknown>)[k];
    if (typeof v === "string" || typeof v === "number") out[k] = v;
  }
  return out;
}

export function deserializeError(s: SerializedError): Error {
  const e = new Error(s.message);
  for (const [k, v] of Object.entries(s)) if (k !== "message" && v !== undefined) (e as unknown as Record<string, unknown>)[k] = v;
  return e;
}
