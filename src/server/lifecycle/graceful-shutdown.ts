import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "../lib/logger";

/** The requests a server is answering, so a shutdown can wait for them. */
export interface RequestTracker {
  /** Requests still being answered, event streams left out (they last until closed). */
  busy(): number;
  /** When the last connection was accepted (ms since the epoch). */
  quietSince(): number;
  /** From now on every response closes its connection (no new request on a kept-alive one); idle kept-alive ones close now. */
  closeConnectionsAfterResponse(): void;
}

export function trackRequests(server: Server): RequestTracker {
  // Each response, and whether it is an event stream: asked for with Accept: text/event-stream (as
  // EventSource does; the response's own headers are written by writeHead and cannot be read back).
  const active = new Map<ServerResponse, boolean>();
  // Connections whose first request has not been read yet: the client may well have sent it (the
  // server was busy), so they are waited for like a request in flight, never cut as idle.
  const fresh = new Set<Socket>();
  // Connections between two requests of a kept-alive client: closed when the server stops.
  const between = new Set<Socket>();
  let closing = false;
  let lastConnectionAt = 0;
  server.on("connection", (socket: Socket) => {
    lastConnectionAt = Date.now(); // elapsed time: the quiet before a stop
    fresh.add(socket);
    socket.once("close", () => { fresh.delete(socket); between.delete(socket); });
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    fresh.delete(req.socket);
    between.delete(req.socket);
    active.set(res, (req.headers.accept ?? "").includes("text/event-stream"));
    if (closing) res.setHeader("Connection", "close");
    res.once("close", () => {
      active.delete(res);
      if (!req.socket.destroyed) {
        if (closing) req.socket.destroySoon();
        else between.add(req.socket);
      }
    });
  });
  return {
    busy() {
      let n = fresh.size;
      for (const stream of active.values()) if (!stream) n++;
      return n;
    },
    quietSince: () => lastConnectionAt,
    closeConnectionsAfterResponse() {
      closing = true;
      for (const res of active.keys()) if (!res.headersSent) res.setHeader("Connection", "close");
      for (const socket of between) socket.destroySoon();
      between.clear();
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
 * A graceful stop (SIGTERM, SIGINT): readiness turns 503; every response closes its connection
 * and idle kept-alive ones close; the server keeps answering until nothing is in flight (requests
 * being answered and connections whose request is not read yet) and no connection came for
 * QUIET_MS, then stops listening; the requests in flight get up to `timeoutMs` to finish (event streams are closed at once: their clients reconnect to another server); then
 * the remaining connections are cut and the `after` steps run in order (each failure logged, the
 * next still run).
 */
/** How long no new connection must come before the listening socket closes. */
const QUIET_MS = 200;

export async function shutDownGracefully(steps: ShutdownSteps): Promise<void> {
  const { server, tracker, log, timeoutMs } = steps;
  const started = performance.now();
  steps.onStopping();
  tracker.closeConnectionsAfterResponse();
  const until = Date.now() + timeoutMs; // elapsed time: the wait for requests in flight
  // Still listening while requests are in flight: closing the listening socket would reset the
  // connections the kernel accepted and the server has not taken yet (their requests sent). It
  // closes once nothing is in flight and no connection came for QUIET_MS (or at the limit).
  while (Date.now() < until && (tracker.busy() > 0 || Date.now() - tracker.quietSince() < QUIET_MS)) await new Promise((r) => setTimeout(r, 25)); // elapsed time
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  while (tracker.busy() > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25)); // elapsed time
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
