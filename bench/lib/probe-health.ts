/**
 * GET /api/health asked every 50 ms over HTTP while something else runs (the isolation figures).
 * Each probe's latency counts from when it was due (a blocked event loop delays its sending too);
 * a probe that fails (a reset connection) counts too, with its time. RSS is sampled every 250 ms.
 */
export interface HealthProbes {
  latencies: number[];
  failed: number;
  idleRss: number;
  peakRss: number;
  percentile(q: number): number;
}

export function probeHealth(base: string): { stop(): Promise<HealthProbes> } {
  const latencies: number[] = [];
  const idleRss = process.memoryUsage.rss();
  let peakRss = idleRss;
  let failed = 0;
  let busy = true;
  const running = (async () => {
    let due = performance.now();
    while (busy) {
      const at = due;
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer()).catch(() => { failed++; });
      latencies.push(performance.now() - at);
      // Every fifth probe (each 250 ms), rss() alone: memoryUsage() walks the heap at each call.
      if (latencies.length % 5 === 0) peakRss = Math.max(peakRss, process.memoryUsage.rss());
      due = Math.max(due + 50, performance.now());
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    }
  })();
  return {
    async stop() {
      busy = false;
      await running;
      const sorted = [...latencies].sort((x, y) => x - y);
      const percentile = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
      return { latencies: sorted, failed, idleRss, peakRss, percentile };
    },
  };
}
