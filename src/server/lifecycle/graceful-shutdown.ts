import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Logger } from "../lib/logger";

/** The requests a server is answering, so a shutdown can wait for them. */
export interface RequestTracker {
  /** Requests still being answered, event streams left out (they last until closed). */
  busy(): number;
  /** From now on every response closes its connection (no new request on a kept-alive one). */
  closeConnectionsAfterResponse(): void;
}

export function trackRequests(server: Server): RequestTracker {
  // Each response, and whether it is an event stream: asked for with Accept: text/event-stream (as
  // EventSource does; the response's own headers are written by writeHead and cannot be read back).
  const active = new Map<ServerResponse, boolean>();
  let closing = false;
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    active.set(res, (req.headers.accept ?? "").includes("text/event-stream"));
    if (closing) res.setHeader("Connection", "close");
    res.once("close", () => active.delete(res));
  });
  return {
    busy() {
      let n = 0;
      for (const stream of active.values()) if (!stream) n++;
      return n;
    },
    closeConnectionsAfterResponse() {
      closing = true;
      for (const res of active.keys()) if (!res.headersSent) res.setHeader("Connection", "close");
    },
  };
}

export interface ShutdownSteps {
  server: Server;
  tracker: RequestTracker;
  log: Logger;
  /** Longest wait for the requests in flight. */
  timeoutMs: number;
  /** Told first (readiness answers 503 from then on). */
  onStopping(): void;
  /** Then, in order, after the requests: the answers accepted, the jobs, the database. */
  after: { name: string; run(): Promise<void> }[];
}

/**
 * A graceful stop (SIGTERM, SIGINT): readiness turns 503; the server stops accepting connections
 * and closes kept-alive ones as their responses end; the requests in flight get up to `timeoutMs`
 * to finish (event streams are closed at once: their clients reconnect to another server); then
 * the remaining connections are cut and the `after` steps run in order (each failure logged, the
 * next still run).
 */
export async function shutDownGracefully(steps: ShutdownSteps): Promise<void> {
  const { server, tracker, log, timeoutMs } = steps;
  const started = performance.now();
  steps.onStopping();
  tracker.closeConnectionsAfterResponse();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const until = Date.now() + timeoutMs; // elapsed time: the wait for requests in flight
  while (tracker.busy() > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  const unfinished = tracker.busy();
  if (unfinished > 0) log.warn({ requests: unfinished, timeoutMs }, "Requests still running at the shutdown limit: closing their connections");
  server.closeAllConnections();
  await closed;
  for (const step of steps.after) {
    try {
      await step.run();
    } catch (err) {
      log.error({ err, step: step.name }, "A shutdown step failed");
    }
  }
  log.info({ ms: Math.round(performance.now() - started) }, "Stopped");
}
