import type { TransferListItem, Worker } from "node:worker_threads";
import { tooLarge, unavailable } from "./domain-error";
import { startWorker } from "./start-worker";

/**
 * CPU-heavy work off the event loop: a worker thread (started at the first task, restarted after a
 * crash) that runs one task at a time, in order, so /api/health and every other request go on while
 * it works. The worker side is `serveTasks` (serve-tasks.ts). `maxHeapMb` bounds the thread's
 * JavaScript heap: a task that needs more fails (the thread is then restarted) instead of growing
 * the process; `maxYoungMb` bounds its young generation (what garbage it may hold between minor
 * collections), even under the process's --max-semi-space-size (start-worker.ts). Unref'd: an idle thread does not keep the process alive.
 *
 * A task is either one call (`run`: an input, progress, a result) or a stream (`stream`): the
 * thread reads an input stream part by part as it asks for them and gives its outputs one at a time,
 * the next asked for only when the previous one has been taken (see `stream`).
 */
export type TaskMessage =
  | { id: number; op: string; input: unknown; stream?: boolean }
  /** A stream: the next output is wanted. */
  | { id: number; next: true }
  /** A stream: the part of the input the thread asked for, or the input's end. */
  | { id: number; part: unknown }
  | { id: number; end: true }
  /** A stream: the reader stopped (or its input failed); the thread drops the task. */
  | { id: number; cancel: true };
export type TaskReply =
  | { id: number; progress: number }
  | { id: number; result: unknown }
  | { id: number; error: { message: string; name: string } }
  /** A stream: the thread wants the input's next part. */
  | { id: number; need: true }
  /** A stream: an output, or the end of the outputs. */
  | { id: number; item: unknown }
  | { id: number; done: true };

interface Pending { reply(m: TaskReply): void; fail(e: Error): void }

/**
 * What a task whose thread died answers: past the thread's heap (a learner's too large package or
 * upload) 413 with a message, any other death 503; never the worker's own error, a 500.
 */
export function threadFailure(e: unknown): Error {
  return (e as { code?: unknown } | null)?.code === "ERR_WORKER_OUT_OF_MEMORY" ? tooLarge("task_too_large") : unavailable("task_stopped");
}

/**
 * What of `value` can be handed to the other thread instead of copied: the buffer of bytes that own
 * it whole (a package's bytes); never a view on a shared buffer (Node's pool of small Buffers),
 * which the move would empty for its other users.
 */
export function transferableBytes(value: unknown): TransferListItem[] {
  const owned = value instanceof Uint8Array && value.buffer instanceof ArrayBuffer && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
  return owned ? [value.buffer] : [];
}

/** Every task thread of the process, for the server's shutdown (closeTaskThreads). */
const threads = new Set<TaskThread>();
/** Workers started and not yet exited (their "exit" event), whatever thread started them. */
let liveWorkers = 0;

/**
 * The server's shutdown: every task thread stops once the tasks given to it so far have ended, or
 * after `timeoutMs` (then the tasks still running fail with 503 task_stopped); resolves when every
 * worker has exited. `which`: only these threads (a test in a worker that other files share).
 */
export async function closeTaskThreads(timeoutMs: number, which: Iterable<TaskThread> = threads): Promise<void> {
  await Promise.all([...which].map((t) => t.closeWhenIdle(timeoutMs)));
}

/** Task threads' workers alive in this process (0 once closeTaskThreads has resolved). */
export const liveTaskWorkers = (): number => liveWorkers;

export class TaskThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();
  /** Closed for good (the shutdown): a task queued after the ones it waited for fails instead of starting the thread again. */
  private shutDown = false;

  constructor(private readonly entry: URL, private readonly maxHeapMb = 768, private readonly maxYoungMb?: number) {
    threads.add(this);
  }

  /**
   * Runs `op` on the thread after the tasks before it; its result, or its error. What `transfer`
   * lists (transferableBytes) is moved to the thread, not copied: the caller's copy is empty after.
   */
  run<T>(op: string, input: unknown, onProgress?: (percent: number) => void, transfer: readonly TransferListItem[] = []): Promise<T> {
    const task = this.queue.then(() => this.send<T>(op, input, onProgress, transfer));
    this.queue = task.catch(() => undefined);
    return task;
  }

  /**
   * Streams `parts` through `op` on the thread, after the tasks before it, and gives its outputs.
   * Back-pressure both ways: a part is read from `parts` only when the thread asks for it (it holds
   * one at a time), and the thread works on the next output only while the caller uses the one
   * before (at most one waits): memory stays at a part and two outputs whatever the stream's length.
   * Leaving the loop early (break, an error) or a failing `parts` stops the task on the thread.
   */
  async *stream<T>(op: string, input: unknown, parts: AsyncIterable<unknown>): AsyncGenerator<T> {
    let release!: () => void;
    const turn = this.queue;
    this.queue = new Promise<void>((resolve) => { release = resolve; });
    await turn;
    const id = this.nextId++;
    const source = parts[Symbol.asyncIterator]();
    // What the thread sent and the loop has not taken yet (at most one output, then its end).
    const inbox: ({ item: unknown } | { done: true } | { error: Error })[] = [];
    let wake: (() => void) | null = null;
    const deliver = (m: { item: unknown } | { done: true } | { error: Error }) => {
      inbox.push(m);
      wake?.();
      wake = null;
    };
    let finished = false;
    let completed = false;
    let worker: Worker | null = null;
    const post = (m: TaskMessage) => { if (!finished) worker?.postMessage(m); };
    const feed = async () => {
      try {
        const next = await source.next();
        post(next.done ? { id, end: true } : { id, part: next.value });
      } catch (e) {
        // The input failed (a database read, a download): the task stops with its error.
        post({ id, cancel: true });
        deliver({ error: e instanceof Error ? e : new Error(String(e)) });
      }
    };
    this.pending.set(id, {
      reply: (m) => {
        if ("need" in m) void feed();
        else if ("item" in m) deliver({ item: m.item });
        else if ("done" in m) deliver({ done: true });
        else if ("error" in m) deliver({ error: Object.assign(new Error(m.error.message), { name: m.error.name }) });
      },
      fail: (e) => deliver({ error: e }),
    });
    try {
      worker = this.start();
      this.refWhileBusy();
      worker.postMessage({ id, op, input, stream: true } satisfies TaskMessage);
      post({ id, next: true });
      for (;;) {
        while (inbox.length === 0) await new Promise<void>((resolve) => { wake = resolve; });
        const m = inbox.shift()!;
        if ("error" in m) throw m.error;
        if ("done" in m) { completed = true; return; }
        // The thread works on the next output while the caller uses this one.
        post({ id, next: true });
        yield m.item as T;
      }
    } finally {
      if (!completed) post({ id, cancel: true });
      finished = true;
      this.pending.delete(id);
      this.refWhileBusy();
      await source.return?.().catch(() => undefined);
      release();
    }
  }

  /** The thread keeps the process alive while a task waits for it (a script's last await), not when idle. */
  private refWhileBusy(): void {
    if (this.pending.size > 0) this.worker?.ref();
    else this.worker?.unref();
  }

  /** Stops the thread once the tasks given to it so far have ended, or after `timeoutMs` (those still running fail). */
  async closeWhenIdle(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.queue, new Promise((resolve) => { timer = setTimeout(resolve, timeoutMs); })]);
    clearTimeout(timer);
    this.shutDown = true;
    await this.close();
  }

  /** Stops the thread (tasks in progress fail). */
  async close(): Promise<void> {
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
  }

  private send<T>(op: string, input: unknown, onProgress: ((percent: number) => void) | undefined, transfer: readonly TransferListItem[]): Promise<T> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, {
        reply: (m) => {
          if ("progress" in m) { onProgress?.(m.progress); return; }
          this.pending.delete(id);
          this.refWhileBusy();
          if ("result" in m) resolve(m.result as T);
          else if ("error" in m) reject(Object.assign(new Error(m.error.message), { name: m.error.name }));
        },
        fail: reject,
      });
      this.refWhileBusy();
      worker.postMessage({ id, op, input } satisfies TaskMessage, [...transfer]);
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    if (this.shutDown) throw unavailable("task_stopped");
    const worker = startWorker(this.entry, {
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb, ...(this.maxYoungMb ? { maxYoungGenerationSizeMb: this.maxYoungMb } : {}) },
    });
    worker.on("message", (m: TaskReply) => this.pending.get(m.id)?.reply(m));
    const fail = (e: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const p of this.pending.values()) p.fail(e);
      this.pending.clear();
    };
    worker.on("error", (e) => fail(threadFailure(e)));
    worker.on("exit", () => fail(unavailable("task_stopped")));
    liveWorkers++;
    worker.once("exit", () => { liveWorkers--; });
    this.worker = worker;
    // After its listeners: adding a "message" listener refs the worker again (Node), and an idle
    // thread would then keep the process alive after its work is done (bench/jastrow-only.ts did not exit).
    this.refWhileBusy();
    return worker;
  }
}
