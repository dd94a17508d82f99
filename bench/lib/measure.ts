/** Timing helpers: medians of repeated runs after a warm-up, in milliseconds. */
export interface Timing { medianMs: number; minMs: number; maxMs: number; runs: number }

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export async function timeRuns(fn: () => Promise<unknown>, { warmup = 3, runs = 15 } = {}): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return { medianMs: round(median(times)), minMs: round(Math.min(...times)), maxMs: round(Math.max(...times)), runs };
}

/** What timeAlternating times: a function, or one with an untimed `before` (emptying what it writes). */
export type Timed = (() => Promise<unknown>) | { before: () => Promise<unknown>; run: () => Promise<unknown> };

/**
 * Times functions in turn (a, b, c, a, b, c, ...) so background load on a shared machine hits
 * all alike; returns the medians of each, in the order given. A step's `before` runs untimed
 * just before each of its runs.
 */
export async function timeAlternating(fns: Timed[], { warmup = 3, runs = 15 } = {}): Promise<Timing[]> {
  const steps = fns.map((f) => (typeof f === "function" ? { before: async () => {}, run: f } : f));
  for (let i = 0; i < warmup; i++) for (const step of steps) { await step.before(); await step.run(); }
  const times: number[][] = steps.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, step] of steps.entries()) {
      await step.before();
      const t = performance.now();
      await step.run();
      times[k]!.push(performance.now() - t);
    }
  }
  return times.map((xs) => ({ medianMs: round(median(xs)), minMs: round(Math.min(...xs)), maxMs: round(Math.max(...xs)), runs }));
}

/** timeAlternating of two functions. */
export async function timePair(a: Timed, b: Timed, options: { warmup?: number; runs?: number } = {}): Promise<[Timing, Timing]> {
  const [ta, tb] = await timeAlternating([a, b], options);
  return [ta!, tb!];
}

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
