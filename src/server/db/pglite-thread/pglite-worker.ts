/**
 * The thread that owns the embedded database: PGlite (PostgreSQL compiled to WebAssembly) runs
 * every statement synchronously on the thread that calls it, so it lives here and the server's
 * event loop keeps answering requests while a statement runs. Started by PgliteThreadClient.
 */
import fs from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, types, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { serializeError, type Reply, type Request, type Startup, type WorkerInit } from "./protocol";

const port = parentPort!;
const { dataDir, loadDataDir, modules } = workerData as WorkerInit;

// Date and time values stay as PostgreSQL's text, as drizzle's PGlite driver asks for
// (numeric[], timestamp[], timestamptz[], interval[] and date[] too). Given once to the database,
// not with each query: PGlite merges per-query parsers into a copy of all its parsers every time.
const identity = (v: string) => v;
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, identity]),
);

/**
 * The dump as the Blob PGlite reads: it only calls arrayBuffer(). Node 20's own Blob copies its
 * bytes out through a stream in small parts (0.6 s for the tests' 40 MB template, at every open);
 * the file's own buffer is handed over as it is (readFileSync gives each call a buffer of its own).
 */
function tarFile(bytes: Buffer): Blob {
  const buffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  return { type: "application/x-tar", size: bytes.byteLength, arrayBuffer: async () => buffer } as unknown as Blob;
}

let pg: PGlite;
try {
  // new PGlite(undefined, options) ignores the options: pass the folder inside them.
  const loaded = loadDataDir ? tarFile(fs.readFileSync(loadDataDir)) : undefined;
  pg = new PGlite({ dataDir, extensions: { pg_trgm }, parsers, pgliteWasmModule: modules.pglite, initdbWasmModule: modules.initdb, ...(loaded ? { loadDataDir: loaded } : {}) });
  await pg.waitReady;
  port.postMessage({ ready: true } satisfies Startup);
} catch (e) {
  port.postMessage({ ready: false, error: serializeError(e) } satisfies Startup);
  process.exit(1);
}

/** Open transactions: their handle, how to end them (commit or roll back), and their outcome. */
const transactions = new Map<number, { tx: Transaction; end(commit: boolean): void; done: Promise<void> }>();
let nextTx = 1;
const ROLLBACK = Symbol("rollback");

const reply = (m: Reply) => port.postMessage(m);
const on = (tx: number | undefined) => {
  if (tx === undefined) return pg;
  const t = transactions.get(tx);
  if (!t) throw new Error(`No open transaction ${tx}`);
  return t.tx;
};

async function handle(m: Request): Promise<unknown> {
  switch (m.op) {
    case "query": {
      const r = await on(m.tx).query(m.text, m.params, { rowMode: m.rowMode });
      return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows };
    }
    case "exec": {
      const rs = await on(m.tx).exec(m.text);
      return rs.map((r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }));
    }
    case "begin": {
      const id = nextTx++;
      // PGlite holds its transaction lock until the callback returns: other statements wait, as
      // they would on one connection. The callback waits for the matching "end".
      let started!: () => void;
      const begun = new Promise<void>((resolve) => { started = resolve; });
      let end!: (commit: boolean) => void;
      const decided = new Promise<boolean>((resolve) => { end = resolve; });
      const done: Promise<void> = pg.transaction(async (tx) => {
        transactions.set(id, { tx, end, done });
        started();
        if (!(await decided)) throw ROLLBACK;
      }).catch((e: unknown) => {
        if (e !== ROLLBACK) throw e;
      }).finally(() => transactions.delete(id));
      await Promise.race([begun, done]);
      return id;
    }
    case "end": {
      const t = transactions.get(m.tx);
      if (!t) throw new Error(`No open transaction ${m.tx}`);
      t.end(m.commit);
      await t.done;
      return null;
    }
    case "dump": {
      const blob = await pg.dumpDataDir("none");
      fs.writeFileSync(m.file, Buffer.from(await blob.arrayBuffer()));
      return null;
    }
    case "close":
      await pg.close();
      return null;
  }
}

port.on("message", (m: Request) => {
  handle(m).then(
    (value) => reply({ id: m.id, ok: true, value }),
    (e: unknown) => reply({ id: m.id, ok: false, error: serializeError(e) }),
  );
});
