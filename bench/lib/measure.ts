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

/**
 * Times functions in turn (a, b, c, a, b, c, ...) so background load on a shared machine hits
 * all alike; returns the medians of each, in the order given.
 */
export async function timeAlternating(fns: (() => Promise<unknown>)[], { warmup = 3, runs = 15 } = {}): Promise<Timing[]> {
  for (let i = 0; i < warmup; i++) for (const fn of fns) await fn();
  const times: number[][] = fns.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const t = performance.now();
      await fn();
      times[k]!.push(performance.now() - t);
    }
  }
  return times.map((xs) => ({ medianMs: round(median(xs)), minMs: round(Math.min(...xs)), maxMs: round(Math.max(...xs)), runs }));
}

/** timeAlternating of two functions. */
export async function timePair(a: () => Promise<unknown>, b: () => Promise<unknown>, options: { warmup?: number; runs?: number } = {}): Promise<[Timing, Timing]> {
  const [ta, tb] = await timeAlternating([a, b], options);
  return [ta!, tb!];
}

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
