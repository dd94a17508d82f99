import type { Logger } from "../../lib/logger";
import { answerKey, type RecordAnswerInput, type RecordAnswerOutcome } from "./queries";

export type RecordBatch = (answers: readonly RecordAnswerInput[]) => Promise<RecordAnswerOutcome[]>;

export interface AnswerBatcherOptions {
  /** Most answers in one statement. */
  maxBatch?: number;
  /** Statements running at once (default 2: the database has the next batch while one finishes). */
  maxInFlight?: number;
  /** While a statement runs, another starts only once this many answers wait (default 32), so
   * statements stay large; under light load answers go one statement at a time. */
  extraBatchAt?: number;
  log?: Pick<Logger, "warn">;
}

interface Pending {
  answer: RecordAnswerInput;
  resolve(outcome: RecordAnswerOutcome): void;
  reject(error: unknown): void;
}

/** PostgreSQL's deadlock and serialization-failure codes: the statement was rolled back whole. */
const RETRYABLE = new Set(["40P01", "40001"]);
const sqlState = (e: unknown): string | undefined => {
  for (let x: unknown = e, depth = 0; x && typeof x === "object" && depth < 4; x = (x as { cause?: unknown }).cause, depth++) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
};

/**
 * Group commit for answers: while a statement is running, the answers that arrive wait and then
 * go together in the next one, so a busy server writes many answers per statement (and per
 * commit) while a quiet one still writes each at once. A second statement may run beside the
 * first once `extraBatchAt` answers wait, so the database is never idle between batches. Every
 * answer gets its own outcome, the same as if it had been written alone:
 * - answers with the same id, or for the same (user, word), never share a statement nor run in
 *   two statements at once, and keep their arrival order (a later one waits for the earlier
 *   one's statement);
 * - a statement that fails is retried when PostgreSQL rolled it back for a deadlock or a
 *   serialization failure, and otherwise its answers are written one by one, so one bad answer
 *   fails alone.
 */
export class AnswerBatcher {
  private readonly queue: Pending[] = [];
  /** Ids and (user, word) keys of the answers in running statements. */
  private readonly busyIds = new Set<string>();
  private readonly busyKeys = new Set<string>();
  private inFlight = 0;
  private scheduled = false;
  private readonly idle: (() => void)[] = [];
  private readonly maxBatch: number;
  private readonly maxInFlight: number;
  private readonly extraBatchAt: number;
  /** Statements sent (retries and one-by-one fallbacks included), the answers in them, the
   * largest batch, and the time spent waiting for successful statements. */
  readonly stats = { statements: 0, answers: 0, largest: 0, statementMs: 0 };

  constructor(private readonly record: RecordBatch, private readonly options: AnswerBatcherOptions = {}) {
    this.maxBatch = options.maxBatch ?? 256;
    this.maxInFlight = options.maxInFlight ?? 2;
    this.extraBatchAt = options.extraBatchAt ?? 32;
  }

  submit(answer: RecordAnswerInput): Promise<RecordAnswerOutcome> {
    return new Promise((resolve, reject) => {
      this.queue.push({ answer, resolve, reject });
      this.schedule();
    });
  }

  /** Resolves once nothing is queued or running (for shutdown and tests). */
  drain(): Promise<void> {
    if (this.queue.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Answers waiting for a statement (not counting those in one). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Whether another statement may start now: always when none runs, else only for a full-enough batch. */
  private canStart(): boolean {
    if (this.queue.length === 0 || this.inFlight >= this.maxInFlight) return false;
    return this.inFlight === 0 || this.queue.length >= this.extraBatchAt;
  }

  private schedule(): void {
    if (this.scheduled || !this.canStart()) return;
    this.scheduled = true;
    // After the I/O callbacks of this turn, so requests parsed together share the statement.
    setImmediate(() => {
      this.scheduled = false;
      this.startBatches();
    });
  }

  private startBatches(): void {
    while (this.canStart()) {
      const batch = this.takeBatch();
      if (batch.length === 0) return; // everything waiting is behind a running statement
      this.inFlight++;
      for (const p of batch) {
        this.busyIds.add(p.answer.id);
        this.busyKeys.add(answerKey(p.answer));
      }
      void this.run(batch).finally(() => {
        for (const p of batch) {
          this.busyIds.delete(p.answer.id);
          this.busyKeys.delete(answerKey(p.answer));
        }
        this.inFlight--;
        if (this.canStart()) this.startBatches();
        else if (this.inFlight === 0) this.idle.splice(0).forEach((f) => f());
      });
    }
  }

  /** The oldest answers that may share a statement; the rest keep their places in the queue. */
  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    // An answer whose id or key is in a running statement waits for it: two statements never
    // touch one progress row at once, so each sees the other's result (and never deadlocks).
    const ids = new Set<string>(this.busyIds);
    const keys = new Set<string>(this.busyKeys);
    let write = 0;
    let read = 0;
    for (; read < this.queue.length && batch.length < this.maxBatch; read++) {
      const p = this.queue[read]!;
      const key = answerKey(p.answer);
      // A held-back answer blocks its id and key too, so later answers with either stay behind it.
      const fits = !ids.has(p.answer.id) && !keys.has(key);
      ids.add(p.answer.id);
      keys.add(key);
      if (fits) batch.push(p);
      else this.queue[write++] = p;
    }
    // A full batch leaves the rest of the queue where it is.
    for (; read < this.queue.length; read++) this.queue[write++] = this.queue[read]!;
    this.queue.length = write;
    return batch;
  }

  private async run(batch: Pending[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      try {
        this.stats.statements++;
        this.stats.answers += batch.length;
        this.stats.largest = Math.max(this.stats.largest, batch.length);
        const started = performance.now();
        const outcomes = await this.record(batch.map((p) => p.answer));
        this.stats.statementMs += performance.now() - started;
        batch.forEach((p, i) => p.resolve(outcomes[i]!));
        return;
      } catch (e) {
        const code = sqlState(e);
        if (code && RETRYABLE.has(code) && attempt < 3) continue;
        if (batch.length === 1) {
          batch[0]!.reject(e);
          return;
        }
        this.options.log?.warn({ err: e, answers: batch.length }, "A batch of answers failed; writing them one by one");
        for (const p of batch) await this.run([p]);
        return;
      }
    }
  }
}
