import { parentPort } from "node:worker_threads";
import { transferableBytes, type TaskMessage, type TaskReply } from "./task-thread";

export type TaskHandler = (input: never, progress: (percent: number) => void) => unknown;
/** A stream task: its outputs from the input's parts, each part read only when the handler asks for it. */
export type StreamHandler = (input: never, parts: AsyncIterable<unknown>) => AsyncIterable<unknown>;

/**
 * The worker side of a TaskThread: runs each task's handler and posts its progress and result (or
 * error); a stream task's handler (`streams`) asks for the input's parts one at a time and gives its
 * next output when the other side asks for it (TaskThread.stream).
 */
export function serveTasks(handlers: Record<string, TaskHandler>, streams: Record<string, StreamHandler> = {}): void {
  const port = parentPort;
  if (!port) throw new Error("serveTasks runs in a worker thread");
  const reply = (m: TaskReply) => port.postMessage(m);
  const failure = (e: unknown) => {
    const err = e instanceof Error ? e : new Error(String(e));
    return { message: err.message, name: err.name };
  };
  const running = new Map<number, RunningStream>();
  port.on("message", (m: TaskMessage) => {
    if ("op" in m && m.stream) {
      const handler = streams[m.op];
      if (!handler) { reply({ id: m.id, error: { message: `No stream task ${m.op}`, name: "Error" } }); return; }
      running.set(m.id, new RunningStream(m.id, handler, m.input, reply, failure, () => running.delete(m.id)));
      return;
    }
    if ("op" in m) {
      void (async () => {
        try {
          const handler = handlers[m.op];
          if (!handler) throw new Error(`No task ${m.op}`);
          const result = await handler(m.input as never, (progress) => reply({ id: m.id, progress }));
          // Bytes (an .apkg) are handed over, not copied, when the result owns its whole buffer.
          port.postMessage({ id: m.id, result } satisfies TaskReply, transferableBytes(result));
        } catch (e) {
          reply({ id: m.id, error: failure(e) });
        }
      })();
      return;
    }
    running.get(m.id)?.receive(m);
  });
}

/** One stream task on the worker side: the handler's outputs, one per `next`, and its input's parts, one per `need`. */
class RunningStream {
  private readonly outputs: AsyncIterator<unknown>;
  private waitingPart: ((r: IteratorResult<unknown>) => void) | null = null;
  private ended = false;

  constructor(
    private readonly id: number, handler: StreamHandler, input: unknown,
    private readonly reply: (m: TaskReply) => void, private readonly failure: (e: unknown) => { message: string; name: string },
    private readonly forget: () => void,
  ) {
    const parts: AsyncIterable<unknown> = {
      [Symbol.asyncIterator]: () => ({
        next: () => {
          if (this.ended) return Promise.resolve({ done: true, value: undefined });
          return new Promise<IteratorResult<unknown>>((resolve) => {
            this.waitingPart = resolve;
            this.reply({ id: this.id, need: true });
          });
        },
      }),
    };
    this.outputs = handler(input as never, parts)[Symbol.asyncIterator]();
  }

  receive(m: TaskMessage): void {
    if ("next" in m) void this.produce();
    else if ("part" in m) this.givePart({ done: false, value: m.part });
    else if ("end" in m) { this.ended = true; this.givePart({ done: true, value: undefined }); }
    else if ("cancel" in m) {
      // The reader stopped: the input ends here and the handler is closed; nothing more is sent.
      this.ended = true;
      this.forget();
      this.givePart({ done: true, value: undefined });
      void this.outputs.return?.().catch(() => undefined);
    }
  }

  private givePart(r: IteratorResult<unknown>): void {
    const resolve = this.waitingPart;
    this.waitingPart = null;
    resolve?.(r);
  }

  private async produce(): Promise<void> {
    try {
      const next = await this.outputs.next();
      if (next.done) {
        this.forget();
        this.reply({ id: this.id, done: true });
      } else this.reply({ id: this.id, item: next.value });
    } catch (e) {
      this.forget();
      this.reply({ id: this.id, error: this.failure(e) });
    }
  }
}
