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
 * Times two functions alternately (a, b, a, b, ...) so background load on a shared machine hits
 * both alike; returns the medians of each.
 */
export async function timePair(a: () => Promise<unknown>, b: () => Promise<unknown>, { warmup = 3, runs = 15 } = {}): Promise<[Timing, Timing]> {
  for (let i = 0; i < warmup; i++) { await a(); await b(); }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < runs; i++) {
    let t = performance.now();
    await a();
    ta.push(performance.now() - t);
    t = performance.now();
    await b();
    tb.push(performance.now() - t);
  }
  const timing = (xs: number[]): Timing => ({ medianMs: round(median(xs)), minMs: round(Math.min(...xs)), maxMs: round(Math.max(...xs)), runs });
  return [timing(ta), timing(tb)];
}

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
