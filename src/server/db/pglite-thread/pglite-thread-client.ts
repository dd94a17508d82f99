import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import type { Worker } from "node:worker_threads";
import { startWorker } from "../../lib/start-worker";
import { deserializeError, type QueryResult, type Reply, type Request, type RowMode, type Startup, type WorkerInit } from "./protocol";

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Call = DistributiveOmit<Request, "id">;

/** The part of PGlite's query API that drizzle's PGlite driver (and this project) use. */
export interface PgliteQueryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<QueryResult<T>>;
  exec(text: string): Promise<QueryResult[]>;
}

export interface PgliteThreadTransaction extends PgliteQueryable {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

let modules: WorkerInit["modules"] | undefined;
/**
 * PGlite's two WebAssembly modules, compiled on first use and handed to every database thread of
 * the process: a thread that compiles its own spent a third of a second of CPU on the 9 MB
 * PostgreSQL module (V8 compiles it again, optimised, in the background) at each open of a test's
 * database, about a hundred per run.
 */
function compiledModules(): WorkerInit["modules"] {
  if (!modules) {
    const dist = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
    modules = {
      pglite: new WebAssembly.Module(fs.readFileSync(path.join(dist, "pglite.wasm"))),
      initdb: new WebAssembly.Module(fs.readFileSync(path.join(dist, "initdb.wasm"))),
    };
  }
  return modules;
}

/**
 * PGlite on its own thread (pglite-worker.ts), behind PGlite's own query / exec / transaction
 * API, so drizzle's PGlite driver works unchanged. PostgreSQL errors arrive with their fields
 * (code, detail, constraint, …). `dataDir` undefined: in memory.
 */
export class PgliteThreadClient implements PgliteQueryable {
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  private nextId = 1;
  private exited: Error | null = null;
  private closing = false;
  readonly waitReady: Promise<void>;
  /** Statements sent to the thread and not answered yet (the metrics' PGlite queue). */
  get queued(): number {
    return this.pending.size;
  }
  /** Called once if the thread stops without close() (a crash): the database is gone. */
  onCrash?: (error: Error) => void;

  /**
   * `worker`: the thread's entry, by default the one beside this module (the bundle's in dist/server;
   * in the source tree a module that loads the TypeScript worker through tsx).
   */
  constructor(dataDir: string | undefined, loadDataDir?: string, worker = new URL("./pglite-worker-entry.mjs", import.meta.url)) {
    const init: WorkerInit = { dataDir, loadDataDir, modules: compiledModules() };
    // The young generation V8 gives a heap by default (three 16 MB semi-spaces), not the 3 × 64 MB of
    // `npm start`'s --max-semi-space-size, which is for the server's thread (lib/start-worker.ts): with
    // it, this thread's young generation grew by 68 MB resident during the merge of a 64 MiB upload.
    this.worker = startWorker(worker, { workerData: init, resourceLimits: { maxYoungGenerationSizeMb: 48 } });
    this.waitReady = new Promise<void>((resolve, reject) => {
      const first = (m: Startup) => {
        if (m.ready) resolve();
        else reject(deserializeError(m.error));
        this.worker.on("message", (r: Reply) => this.settle(r));
      };
      this.worker.once("message", first);
      this.worker.once("error", reject);
      this.worker.once("exit", (code) => reject(new Error(`The database thread stopped while opening (exit code ${code})`)));
    });
    this.worker.on("error", (e) => this.fail(e));
    this.worker.on("exit", (code) => this.fail(new Error(`The database thread stopped (exit code ${code})`)));
  }

  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: { rowMode?: RowMode }): Promise<QueryResult<T>> {
    return this.call({ op: "query", text, params, rowMode: options?.rowMode ?? "object" }) as Promise<QueryResult<T>>;
  }

  exec(text: string): Promise<QueryResult[]> {
    return this.call({ op: "exec", text }) as Promise<QueryResult[]>;
  }

  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws (or calls
   * rollback()). Other statements wait until it ends, as on one PostgreSQL connection.
   */
  async transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.call({ op: "begin" })) as number;
    let closed = false;
    const ensureOpen = () => {
      if (closed) throw new Error("The transaction is closed");
    };
    const tx: PgliteThreadTransaction = {
      query: async <R>(text: string, params?: unknown[], options?: { rowMode?: RowMode }) => {
        ensureOpen();
        return this.call({ op: "query", tx: txId, text, params, rowMode: options?.rowMode ?? "object" }) as Promise<QueryResult<R>>;
      },
      exec: async (text: string) => {
        ensureOpen();
        return this.call({ op: "exec", tx: txId, text }) as Promise<QueryResult[]>;
      },
      rollback: async () => {
        ensureOpen();
        closed = true;
        await this.call({ op: "end", tx: txId, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (e) {
      if (!closed) {
        closed = true;
        await this.call({ op: "end", tx: txId, commit: false }).catch(() => {});
      }
      throw e;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: "end", tx: txId, commit: true });
    }
    return result;
  }

  /** Writes the whole database as a tar file (PGlite's dumpDataDir), for `loadDataDir`. */
  async dump(file: string): Promise<void> {
    await this.call({ op: "dump", file });
  }

  async close(): Promise<void> {
    this.closing = true;
    if (this.exited) return;
    await this.call({ op: "close" }).catch(() => {});
    await this.worker.terminate();
  }

  private call(message: Call): Promise<unknown> {
    if (this.exited) return Promise.reject(this.exited);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id } as Request);
    });
  }

  private settle(r: Reply): void {
    const p = this.pending.get(r.id);
    if (!p) return;
    this.pending.delete(r.id);
    if (r.ok) p.resolve(r.value);
    else p.reject(deserializeError(r.error));
  }

  private fail(e: Error): void {
    if (!this.exited && !this.closing) this.onCrash?.(e);
    this.exited ??= e;
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }
}
