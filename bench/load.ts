/**
 * The load generator of the answer-throughput figure, run as its own process so it does not share
 * the server's event loop: `node --import tsx bench/load.ts <config.json>`. Prints one JSON line.
 *
 * The generator shares the machine's cores with the server, so what it spends on a request is
 * taken from the server. A health request is one ready buffer that autocannon writes again and
 * again; an answer needs a fresh id every time, and building it per request (autocannon's
 * setupRequest rebuilds the whole request, and the id takes a call into the random source) cost
 * the generator about 50 µs more per answer than per health request on a 2-core machine. So the
 * answers are built before autocannon starts its clock: every connection takes the next ready
 * buffer, each with its own answer id, and the generator's work per request is the same on both
 * sides of the ratio.
 */
import fs from "node:fs";
import autocannon, { type AutocannonClient } from "autocannon";
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
const ANSWER_PATH = "/api/progress/answers";
/** For a run of `duration` seconds: more answers than this machine's server has answered per second. */
const MOST_PER_SECOND = 25_000;

/** The head every answer request shares; only its Content-Length follows. */
const answerHead = [
  `POST ${ANSWER_PATH} HTTP/1.1`,
  `Host: ${new URL(config.url).host}`,
  "Connection: keep-alive",
  "content-type: application/json",
  `cookie: ${config.cookie ?? ""}`,
  `origin: ${config.origin ?? ""}`,
].join("\r\n");

/** The whole HTTP/1.1 request of answer `i`: a fresh answer id, spread over the collection's words. */
function answerRequest(i: number): Buffer {
  const wordIds = config.wordIds!;
  const body = Buffer.from(JSON.stringify({ id: newAnswerId(), wordId: wordIds[(i * 7) % wordIds.length], action: actions[i % actions.length] }));
  return Buffer.concat([Buffer.from(`${answerHead}\r\nContent-Length: ${body.length}\r\n\r\n`), body]);
}

let setupClient: ((client: AutocannonClient) => void) | undefined;
if (config.mode === "answers") {
  const count = config.amount ?? Math.ceil((config.duration ?? 10) * MOST_PER_SECOND);
  const prepared = Array.from({ length: count }, (_, i) => answerRequest(i));
  let next = 0;
  setupClient = (client) => {
    if (typeof client.getRequestBuffer !== "function") throw new Error("bench/load.ts: this autocannon has no Client.getRequestBuffer to give ready requests to");
    // Past the prepared ones (a timed run faster than MOST_PER_SECOND), ids repeat: the server
    // answers those as retries (applied: false), which only the warm-up and the ceiling run could meet.
    client.getRequestBuffer = () => prepared[next++ % prepared.length]!;
  };
}

// The run's length: from the start to the last response. autocannon's own duration ends at its
// first once-a-second tick after the last response, so a run of a fixed number of requests (the
// answers, whose counters are checked) was reported up to a second longer than it took: a 3.1 s
// run read as 4.04 s, a quarter fewer answers per second. A run of fixed length ends on that tick
// with requests still coming, so there the two agree.
const started = performance.now();
let lastResponse = started;
const instance = autocannon({
  url: config.url,
  connections: config.connections,
  pipelining: 1,
  ...(config.amount ? { amount: config.amount } : { duration: config.duration }),
  timeout: 30,
  requests: config.mode === "health" ? [{ method: "GET", path: "/api/health" }] : [{ method: "POST", path: ANSWER_PATH }],
  ...(setupClient ? { setupClient } : {}),
});
instance.on("response", () => {
  lastResponse = performance.now();
});
const result = await instance;

console.log(JSON.stringify({
  requestsPerSecond: result.requests.average,
  total: result.requests.total,
  ok: result["2xx"],
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  duration: (lastResponse - started) / 1000,
}));
