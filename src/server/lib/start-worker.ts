import v8 from "node:v8";
import { Worker, type WorkerOptions } from "node:worker_threads";

const SEMI_SPACE_FLAG = /^--max[-_]semi[-_]space[-_]size(?:=(\d+))?$/;

/**
 * The process's --max-semi-space-size in MB (64 under `npm start`), from its command line or
 * NODE_OPTIONS, the last one given; null when it has none.
 */
export function semiSpaceFlag(args: readonly string[] = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)]): number | null {
  let mb: number | null = null;
  args.forEach((arg, i) => {
    const m = SEMI_SPACE_FLAG.exec(arg);
    if (!m) return;
    const value = Number(m[1] ?? args[i + 1]);
    if (Number.isInteger(value)) mb = value;
  });
  return mb;
}

/** Workers whose heap is being set up with the flag lifted (see startWorker). */
let starting = 0;

/**
 * A worker thread started with `options`, the young-generation bound of its resource limits kept.
 * V8 lets the process's --max-semi-space-size override a worker's maxYoungGenerationSizeMb
 * (Heap::ConfigureHeap reads the flag after the worker's constraints): under `npm start` the lexicon
 * thread, bounded at 8 MB, grew its young generation to 60 MB resident during a 64 MiB upload's
 * parse, as large as the server's own. So the flag is lifted while such a worker's heap is set up
 * (until it is online, or has exited) and put back then. Only a heap being set up reads it: the
 * server's thread keeps its 64 MB, and so does a worker started without a young bound outside that
 * window of a few milliseconds.
 */
export function startWorker(entry: URL, options: WorkerOptions): Worker {
  const flag = options.resourceLimits?.maxYoungGenerationSizeMb ? semiSpaceFlag() : null;
  if (flag === null) return new Worker(entry, options);
  if (starting++ === 0) v8.setFlagsFromString("--max-semi-space-size=0");
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    if (--starting === 0) v8.setFlagsFromString(`--max-semi-space-size=${flag}`);
  };
  try {
    const worker = new Worker(entry, options);
    // A worker that fails to start exits too.
    worker.once("online", restore);
    worker.once("exit", restore);
    return worker;
  } catch (e) {
    restore();
    throw e;
  }
}
