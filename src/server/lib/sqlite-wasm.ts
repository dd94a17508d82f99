import initSqlJs, { type SqlJsStatic } from "sql.js";

/**
 * SQLite in WebAssembly (sql.js), for reading and writing Anki packages: Node 20 has no SQLite of
 * its own and the embedded database is PGlite. Loaded once, on the first use, on the server only
 * (the wasm file comes from the sql.js package; the client never loads it).
 */
let loading: Promise<SqlJsStatic> | null = null;

export function loadSqlite(): Promise<SqlJsStatic> {
  loading ??= initSqlJs().catch((e: unknown) => {
    loading = null;
    throw e;
  });
  return loading;
}
