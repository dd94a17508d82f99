import type { Logger } from "./logger";

/** Writes a batch in one transaction; returns one outcome per item, in order. */
export type WriteBatch<I, O> = (items: readonly I[]) => Promise<O[]>;

export interface GroupCommitOptions<I> {
  /**
   * What an item claims while it is written (e.g. its id and the row it updates): two items with a
   * claim in common never share a batch nor run in two batches at once, and keep their order.
   */
  claimsOf(item: I): readonly string[];
  /** Most items in one batch (default 256). */
  maxBatch?: number;
  /** Batches running at once (default 2: the database has the next batch while one commits). */
  maxInFlight?: number;
  /** While a batch runs, another starts only once this many items wait (default 32), so batches
   * stay large; under light load items go one batch at a time. */
  extraBatchAt?: number;
  log?: Pick<Logger, "warn">;
}

interface Pending<I, O> {
  item: I;
  resolve(outcome: O): void;
  reject(error: unknown): void;
}

/** PostgreSQL's deadlock and serialization-failure codes: the transaction was rolled back whole. */
const RETRYABLE = new Set(["40P01", "40001"]);

const sqlState = (e: unknown): string | undefined => {
  for (let x: unknown = e, depth = 0; x && typeof x === "object" && depth < 4; x = (x as { cause?: unknown }).cause, depth++) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

/**
 * Group commit: while a batch is being written, the items that arrive wait and then go together
 * in the next one, so a busy server writes many items per transaction (one commit, one disk flush)
 * while a quiet one still writes each at once. A second batch may run beside the first once
 * `extraBatchAt` items wait. Every item gets its own outcome, the same as if it had been alone:
 * - items with a claim in common never share a batch nor run in two at once, and keep their
 *   arrival order (a later one waits for the earlier one's batch);
 * - a batch that fails is retried when PostgreSQL rolled it back for a deadlock or a serialization
 *   failure, and otherwise its items are written one by one, so one bad item fails alone.
 */
export class GroupCommit<I, O> {
  private readonly queue: Pending<I, O>[] = [];
  /** Claims of the items in running batches. */
  private readonly busy = new Set<string>();
  private inFlight = 0;
  private scheduled = false;
  private readonly idle: (() => void)[] = [];
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly extraBatchAt: number;
  /** Batches written (retries and one-by-one fallbacks included), their items, the largest, and
   * the time spent waiting for successful batches. */
  readonly stats = { batches: 0, items: 0, largest: 0, batchMs: 0 };
  /** Told of each batch written (its size and seconds): the metrics' batch sizes. */
  onBatch?: (size: number, seconds: number) => void;

  constructor(private readonly write: WriteBatch<I, O>, private readonly options: GroupCommitOptions<I>) {
    this.maxBatch = options.maxBatch ?? 256;
    this.maxInFlight = options.maxInFlight ?? 2;
    this.extraBatchAt = options.extraBatchAt ?? 32;
  }

  submit(item: I): Promise<O> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once nothing is queued or running (for shutdown and tests). */
  drain(): Promise<void> {
    if (this.queue.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Items waiting for a batch (not counting those in one). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Whether another batch may start now: always when none runs, else only for a full-enough one. */
  private canStart(): boolean {
    if (this.queue.length === 0 || this.inFlight >= this.maxInFlight) return false;
    return this.inFlight === 0 || this.queue.length >= this.extraBatchAt;
  }

  private schedule(): void {
    if (this.scheduled || !this.canStart()) return;
    this.scheduled = true;
    // After the I/O callbacks of this turn, so requests parsed together share the batch.
    setImmediate(() => {
      this.scheduled = false;
      this.startBatches();
    });
  }

  private startBatches(): void {
    while (this.canStart()) {
      const batch = this.takeBatch();
      if (batch.length === 0) return; // everything waiting is behind a running batch
      this.inFlight++;
      const claims = batch.flatMap((p) => this.options.claimsOf(p.item));
      for (const c of claims) this.busy.add(c);
      void this.run(batch).finally(() => {
        for (const c of claims) this.busy.delete(c);
        this.inFlight--;
        if (this.canStart()) this.startBatches();
        else if (this.inFlight === 0) this.idle.splice(0).forEach((f) => f());
      });
    }
  }

  /** The oldest items that may share a batch; the rest keep their places in the queue. */
  private takeBatch(): Pending<I, O>[] {
    const batch: Pending<I, O>[] = [];
    // An item with a claim in a running batch waits for it: two batches never touch one row at
    // once, so each sees the other's result (and never deadlocks).
    const taken = new Set<string>(this.busy);
    let write = 0;
    let read = 0;
    for (; read < this.queue.length && batch.length < this.maxBatch; read++) {
      const p = this.queue[read]!;
      const claims = this.options.claimsOf(p.item);
      const fits = claims.every((c) => !taken.has(c));
      // A held-back item keeps its claims too, so later items with any of them stay behind it.
      for (const c of claims) taken.add(c);
      if (fits) batch.push(p);
      else this.queue[write++] = p;
    }
    // A full batch leaves the rest of the queue where it is.
    for (; read < this.queue.length; read++) this.queue[write++] = this.queue[read]!;
    this.queue.length = write;
    return batch;
  }

  private async run(batch: Pending<I, O>[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        this.stats.batches++;
        this.stats.items += batch.length;
        this.stats.largest = Math.max(this.stats.largest, batch.length);
        const started = performance.now();
        const outcomes = await this.write(batch.map((p) => p.item));
        const ms = performance.now() - started;
        this.stats.batchMs += ms;
        this.onBatch?.(batch.length, ms / 1000);
        batch.forEach((p, i) => p.resolve(outcomes[i]!));
        return;
      } catch (e) {
        const code = sqlState(e);
        if (code && RETRYABLE.has(code) && attempt < 3) continue;
        if (batch.length === 1) {
          batch[0]!.reject(e);
          return;
        }
        this.options.log?.warn({ err: e, items: batch.length }, "A batch failed; writing its items one by one");
        for (const p of batch) await this.run([p]);
        return;
      }
    }
  }
}
