import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { shutDownGracefully, trackRequests } from "./graceful-shutdown";

/** A real HTTP server whose /slow?ms=N answers after N ms, and /events streams until closed. */
async function slowServer() {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url!, "http://x");
    if (url.pathname === "/events") {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write("data: hi\n\n");
      return;
    }
    setTimeout(() => res.end("done"), Number(url.searchParams.get("ms") ?? 0));
  });
  const tracker = trackRequests(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, tracker, url };
}

const lines: string[] = [];
const log = pino({ level: "info" }, { write: (s: string) => void lines.push(s) });

describe("shutDownGracefully", () => {
  it("finishes a request in flight, answers what comes meanwhile with Connection: close, refuses connections once drained, then runs the steps in order", async () => {
    const { server, tracker, url } = await slowServer();
    const order: string[] = [];
    const inFlight = fetch(`${url}/slow?ms=400`).then(async (r) => ({ status: r.status, text: await r.text() }));
    await new Promise((r) => setTimeout(r, 50));
    const done = shutDownGracefully({
      server, tracker, log, timeoutMs: 5_000,
      onStopping: () => order.push("stopping"),
      after: [{ name: "answers", run: async () => { order.push("answers"); } }, { name: "database", run: async () => { order.push("database"); } }],
    });
    await new Promise((r) => setTimeout(r, 50));
    const meanwhile = await fetch(`${url}/slow?ms=0`);
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.headers.get("connection")).toBe("close");
    expect(await inFlight).toEqual({ status: 200, text: "done" });
    await done;
    await expect(fetch(`${url}/slow?ms=0`)).rejects.toThrow();
    expect(order).toEqual(["stopping", "answers", "database"]);
  });

  it("answers a connection whose request was not read yet when the signal came (SIGTERM used to reset them)", async () => {
    const { server, tracker, url } = await slowServer();
    const { port } = new URL(url);
    const net = await import("node:net");
    const socket = net.connect(Number(port), "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    await new Promise((r) => setTimeout(r, 50));
    let answer = "";
    socket.on("data", (d) => { answer += d.toString(); });
    const ended = new Promise<string>((resolve) => { socket.once("close", () => resolve(answer)); socket.once("error", () => resolve(`error: ${answer}`)); });
    const done = shutDownGracefully({ server, tracker, log, timeoutMs: 3_000, onStopping: () => {}, after: [] });
    // The request arrives just after the signal (it was on its way).
    await new Promise((r) => setTimeout(r, 100));
    socket.write("GET /slow?ms=10 HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await ended).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*done$/);
    await done;
  });

  it("cuts the requests still running at the limit, does not wait for event streams, and still runs every step", async () => {
    const { server, tracker, url } = await slowServer();
    const stream = await fetch(`${url}/events`, { headers: { accept: "text/event-stream" } });
    expect(stream.headers.get("content-type")).toBe("text/event-stream");
    const stuck = fetch(`${url}/slow?ms=60000`).then((r) => r.status, () => "cut");
    await new Promise((r) => setTimeout(r, 50));
    const ran: string[] = [];
    const started = Date.now();
    await shutDownGracefully({
      server, tracker, log, timeoutMs: 300, onStopping: () => {},
      after: [{ name: "jobs", run: async () => { throw new Error("boom"); } }, { name: "database", run: async () => { ran.push("database"); } }],
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await stuck).toBe("cut");
    expect(ran).toEqual(["database"]);
    expect(lines.some((l) => l.includes("Requests still running at the shutdown limit") && l.includes("\"requests\":1"))).toBe(true);
    expect(lines.some((l) => l.includes("A shutdown step failed") && l.includes("\"step\":\"jobs\""))).toBe(true);
  });
});
