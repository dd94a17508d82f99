import { parentPort } from "node:worker_threads";
import type { TaskMessage, TaskReply } from "./task-thread";

export type TaskHandler = (input: never, progress: (percent: number) => void) => unknown;

/** The worker side of a TaskThread: runs each task's handler and posts its progress and result (or error). */
export function serveTasks(handlers: Record<string, TaskHandler>): void {
  const port = parentPort;
  if (!port) throw new Error("serveTasks runs in a worker thread");
  const reply = (m: TaskReply) => port.postMessage(m);
  port.on("message", (m: TaskMessage) => {
    void (async () => {
      try {
        const handler = handlers[m.op];
        if (!handler) throw new Error(`No task ${m.op}`);
        const result = await handler(m.input as never, (progress) => reply({ id: m.id, progress }));
        reply({ id: m.id, result });
      } catch (e) {
        const err = e instanceof Error ? e : new Error(String(e));
        reply({ id: m.id, error: { message: err.message, name: err.name } });
      }
    })();
  });
}
