/**
 * Worker threads started by startWorker in a process run with --max-semi-space-size=64, as `npm start`
 * runs the server (start-worker.test.ts runs this script): each one's heap limit in MB, as V8 set it
 * up, printed as JSON.
 */
import { once } from "node:events";
import { startWorker } from "../../src/server/lib/start-worker";

const REPORT = new URL(`data:text/javascript,${encodeURIComponent(
  "import v8 from 'node:v8'; import { parentPort } from 'node:worker_threads'; parentPort.postMessage(v8.getHeapStatistics().heap_size_limit / 1048576);",
)}`);

async function heapLimitMb(limits: { maxOldGenerationSizeMb: number; maxYoungGenerationSizeMb?: number }): Promise<number> {
  const worker = startWorker(REPORT, { resourceLimits: limits });
  const [mb] = (await once(worker, "message")) as [number];
  await worker.terminate();
  return mb;
}

const bounded = { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 };
// Two bounded workers starting at once, then one without a young bound.
const [first, second] = await Promise.all([heapLimitMb(bounded), heapLimitMb(bounded)]);
const unbounded = await heapLimitMb({ maxOldGenerationSizeMb: 96 });
console.log(JSON.stringify({ bounded: [first, second], unbounded }));
