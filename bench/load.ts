/**
 * The load generator of the answer-throughput figure. It runs in a process of its own (started
 * by bench/lib/load-process.ts), so it never shares the server's event loop, and it stays up for
 * the whole scenario: each run is one message, so the health and answer runs can alternate in
 * short slices without paying Node's start-up between them.
 *
 * It is a plain HTTP/1.1 keep-alive client on raw sockets, because it shares the machine's cores
 * with the server it measures: autocannon spent 45–58 µs of CPU per answer on the 2-core machine
 * (its parser, histograms and events), this client 25–35 µs (measured with process.cpuUsage, see
 * `cpuUsPerRequest`). Every request is built before the clock starts: the health request is one
 * buffer written again and again; every answer is its own buffer with a fresh answer id (v7, as
 * the browser makes them). Each connection writes a request, reads its response (status line,
 * headers, Content-Length body), then writes the next.
 *
 * A run is either a number of seconds (no request is sent after the deadline; the responses in
 * flight are still read) or an exact number of requests (all answered before the run ends, so
 * the counters in the database can be checked against the 2xx answers). Its duration is from the
 * first request to the last response.
 */
import net from "node:net";
import { newAnswerId } from "../src/shared/study/new-answer-id";

export interface LoadConfig {
  url: string;
  mode: "health" | "answers";
  connections: number;
  /** Seconds to run, or: */
  duration?: number;
  /** an exact number of requests. */
  amount?: number;
  cookie?: string;
  origin?: string;
  wordIds?: string[];
  /** A request without its response after this many seconds is a timeout (default 30). */
  timeout?: number;
}

export interface LoadResult {
  /** Responses read, by kind, and requests that failed without one. */
  total: number; ok: number; non2xx: number; errors: number; timeouts: number;
  /** Seconds from the first request to the last response. */
  duration: number;
  requestsPerSecond: number;
  latencyP50: number; latencyP99: number;
  /** The generator's own CPU time per response (user + system), in µs. */
  cpuUsPerRequest: number;
}

const HEALTH_PATH = "/api/health";
const ANSWER_PATH = "/api/progress/answers";
const ACTIONS = ["know", "skip", "dont_know"] as const;
/** For a timed run of answers: more than this machine's server has answered per second. */
const MOST_PER_SECOND = 25_000;

/** The requests of a run, ready to write: one for health, one per answer (each with its own id). */
function buildRequests(config: LoadConfig): Buffer[] {
  const host = new URL(config.url).host;
  if (config.mode === "health") return [Buffer.from(`GET ${HEALTH_PATH} HTTP/1.1\r\nHost: ${host}\r\n\r\n`)];
  const wordIds = config.wordIds ?? [];
  if (wordIds.length === 0) throw new Error("bench/load.ts: answers need wordIds");
  const head = Buffer.from([
    `POST ${ANSWER_PATH} HTTP/1.1`, `Host: ${host}`, "content-type: application/json",
    `cookie: ${config.cookie ?? ""}`, `origin: ${config.origin ?? ""}`,
  ].join("\r\n"));
  const count = config.amount ?? Math.ceil((config.duration ?? 10) * MOST_PER_SECOND);
  return Array.from({ length: count }, (_, i) => {
    const body = Buffer.from(JSON.stringify({ id: newAnswerId(), wordId: wordIds[(i * 7) % wordIds.length], action: ACTIONS[i % ACTIONS.length] }));
    return Buffer.concat([head, Buffer.from(`\r\nContent-Length: ${body.length}\r\n\r\n`), body]);
  });
}

const HEADER_END = Buffer.from("\r\n\r\n");

/**
 * The length of the first complete response in `buf` (head and body) and its status, or null
 * while it is incomplete. Bodies are read by Content-Length or chunked (without trailers).
 */
export function completeResponse(buf: Buffer): { length: number; status: number } | null {
  const end = buf.indexOf(HEADER_END);
  if (end < 0) return null;
  const head = buf.toString("latin1", 0, end);
  const status = Number(head.slice(9, 12));
  if (!head.startsWith("HTTP/1.1 ") || !Number.isInteger(status)) throw new Error(`not an HTTP/1.1 response: ${head.slice(0, 40)}`);
  const lower = head.toLowerCase();
  let at = end + HEADER_END.length;
  if (/\r\ntransfer-encoding:[^\r]*chunked/.test(lower)) {
    // Chunks: a hexadecimal size line, the data and CRLF, until the chunk of size 0 and CRLF.
    for (;;) {
      const lineEnd = buf.indexOf("\r\n", at);
      if (lineEnd < 0) return null;
      const size = parseInt(buf.toString("latin1", at, lineEnd), 16);
      if (!Number.isInteger(size)) throw new Error("bad chunk size in a chunked response");
      at = lineEnd + 2 + size + 2;
      if (buf.length < at) return null;
      if (size === 0) return { length: at, status };
    }
  }
  const m = /\r\ncontent-length:\s*(\d+)/.exec(lower);
  const length = at + (m ? Number(m[1]) : 0);
  return buf.length >= length ? { length, status } : null;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Runs `config` with the prepared `requests` (requests are taken in turn, wrapping around). */
async function runLoad(config: LoadConfig, requests: Buffer[]): Promise<LoadResult> {
  const { hostname, port } = new URL(config.url);
  const timeoutMs = (config.timeout ?? 30) * 1000;
  const sockets = await Promise.all(Array.from({ length: config.connections }, () => new Promise<net.Socket>((resolve, reject) => {
    const s = net.connect(Number(port), hostname, () => resolve(s));
    s.once("error", reject);
  })));

  let next = 0, sent = 0, ok = 0, non2xx = 0, errors = 0, timeouts = 0;
  const latencies: number[] = [];
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  let last = started;
  const deadline = config.amount === undefined ? started + (config.duration ?? 10) * 1000 : Infinity;
  const more = () => (config.amount === undefined ? performance.now() < deadline : sent < config.amount);

  await new Promise<void>((done) => {
    let open = sockets.length;
    const watch = setInterval(() => {
      const now = performance.now();
      for (const c of conns) if (c.since > 0 && now - c.since > timeoutMs) { timeouts++; c.since = 0; c.socket.destroy(); }
    }, 250);
    const closed = () => {
      if (--open === 0) {
        clearInterval(watch);
        done();
      }
    };
    const conns = sockets.map((socket) => {
      // The next request, or the end of the connection once the run has sent all it may.
      const send = () => {
        if (!more()) { c.since = 0; socket.end(); return; }
        sent++;
        c.since = performance.now();
        socket.write(requests[next++ % requests.length]!);
      };
      const c = { socket, since: 0, buf: null as Buffer | null, send };
      socket.removeAllListeners("error");
      socket.on("error", () => {}); // counted on close
      socket.on("close", () => {
        if (c.since > 0) errors++;
        closed();
      });
      socket.on("data", (chunk: Buffer) => {
        c.buf = c.buf ? Buffer.concat([c.buf, chunk]) : chunk;
        let r: ReturnType<typeof completeResponse>;
        try {
          r = completeResponse(c.buf);
        } catch (e) {
          console.error(`bench/load.ts: ${(e as Error).message}`);
          socket.destroy();
          return;
        }
        if (!r) return;
        const now = performance.now();
        latencies.push(now - c.since);
        last = now;
        if (r.status >= 200 && r.status < 300) ok++;
        else non2xx++;
        // One request at a time per connection: nothing may follow its response.
        c.buf = null;
        c.send();
      });
      socket.setNoDelay(true);
      return c;
    });
    // Each connection starts with its first request (a run shorter than the connections sends fewer).
    for (const c of conns) c.send();
  });

  const cpu = process.cpuUsage(cpu0);
  const total = ok + non2xx;
  const duration = (last - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    total, ok, non2xx, errors, timeouts, duration,
    requestsPerSecond: duration > 0 ? total / duration : 0,
    latencyP50: percentile(sorted, 0.5), latencyP99: percentile(sorted, 0.99),
    cpuUsPerRequest: total ? (cpu.user + cpu.system) / total : 0,
  };
}

// As the child of bench/lib/load-process.ts: one run per message.
if (process.send) {
  process.on("message", (m: { id: number; config: LoadConfig }) => {
    void (async () => {
      try {
        const result = await runLoad(m.config, buildRequests(m.config));
        process.send!({ id: m.id, result });
      } catch (e) {
        process.send!({ id: m.id, error: (e as Error).stack ?? String(e) });
      }
    })();
  });
  process.send({ ready: true });
}
