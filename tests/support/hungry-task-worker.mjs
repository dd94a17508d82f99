// A task thread's worker for task-thread.test.ts: "eat" allocates until the thread's heap limit
// kills it; "quit" ends the thread; "echo" answers its input (the thread was started again);
// "sleep" answers its input (milliseconds) after that long.
import { parentPort } from "node:worker_threads";

parentPort.on("message", (m) => {
  if (m.op === "eat") {
    const kept = [];
    for (;;) kept.push(new Array(1_000_000).fill(m.id));
  }
  if (m.op === "quit") process.exit(3);
  if (m.op === "echo") parentPort.postMessage({ id: m.id, result: m.input });
  if (m.op === "sleep") setTimeout(() => parentPort.postMessage({ id: m.id, result: m.input }), m.input);
});
