/**
 * The load generator of the answer-throughput figure, run as its own process so it does not share
 * the server's event loop: `node --import tsx bench/load.ts <config.json>`. Prints one JSON line.
 */
import fs from "node:fs";
import autocannon from "autocannon";
import { newAnswerId } from "../src/shared/study/new-answer-id";

export interface LoadConfig {
  url: string;
  mode: "health" | "answers";
  connections: number;
  /** Seconds to run, or: */
  duration?: number;
  /** an exact number of requests (all answered before the run ends, so counters can be checked). */
  amount?: number;
  cookie?: string;
  origin?: string;
  wordIds?: string[];
}

const config = JSON.parse(fs.readFileSync(process.argv[2]!, "utf8")) as LoadConfig;
const actions = ["know", "skip", "dont_know"] as const;
let n = 0;

const result = await autocannon({
  url: config.url,
  connections: config.connections,
  pipelining: 1,
  ...(config.amount ? { amount: config.amount } : { duration: config.duration }),
  timeout: 30,
  requests: config.mode === "health"
    ? [{ method: "GET", path: "/api/health" }]
    : [{
      method: "POST",
      path: "/api/progress/answers",
      headers: { "content-type": "application/json", cookie: config.cookie ?? "", origin: config.origin ?? "" },
      // Every request a fresh answer id, made as the browser makes it, spread over the collection's words.
      setupRequest: (req) => {
        const wordIds = config.wordIds!;
        const i = n++;
        req.body = JSON.stringify({ id: newAnswerId(), wordId: wordIds[(i * 7) % wordIds.length], action: actions[i % actions.length] });
        return req;
      },
    }],
});

console.log(JSON.stringify({
  requestsPerSecond: result.requests.average,
  total: result.requests.total,
  ok: result["2xx"],
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  duration: result.duration,
}));
