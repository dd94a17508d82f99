import { Worker } from "node:worker_threads";

/**
 * CPU-heavy work off the event loop: a worker thread (started at the first task, restarted after a
 * crash) that runs one task at a time, in order, so /api/health and every other request go on while
 * it works. The worker side is `serveTasks` (serve-tasks.ts). `maxHeapMb` bounds the thread's
 * JavaScript heap: a task that needs more fails (the thread is then restarted) instead of growing
 * the process. Unref'd: an idle thread does not keep the process alive.
 */
export interface TaskMessage { id: number; op: string; input: unknown }
export type TaskReply =
  | { id: number; progress: number }
  | { id: number; result: unknown }
  | { id: number; error: { message: string; name: string } };

export class TaskThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void; onProgress?: ((p: number) => void) | undefined }>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly entry: URL, private readonly maxHeapMb = 768) {}

  /** Runs `op` on the thread after the tasks before it; its result, or its error. */
  run<T>(op: string, input: unknown, onProgress?: (percent: number) => void): Promise<T> {
    const task = this.queue.then(() => this.send<T>(op, input, onProgress));
    this.queue = task.catch(() => undefined);
    return task;
  }

  /** Stops the thread (tasks in progress fail). */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private send<T>(op: string, input: unknown, onProgress?: (percent: number) => void): Promise<T> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, onProgress });
      worker.postMessage({ id, op, input } satisfies TaskMessage);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.entry, { resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb } });
    worker.unref();
    worker.on("message", (m: TaskReply) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      if ("progress" in m) { p.onProgress?.(m.progress); return; }
      this.pending.delete(m.id);
      if ("result" in m) p.resolve(m.result);
      else p.reject(Object.assign(new Error(m.error.message), { name: m.error.name }));
    });
    const fail = (e: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`The worker thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}
