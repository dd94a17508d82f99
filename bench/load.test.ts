import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LoadProcess } from "./lib/load-process";
import { completeResponse, type LoadConfig } from "./load";

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const WORDS = ["0b6e4c1e-7a34-4d7e-9a57-5c2f4c9d1a01", "0b6e4c1e-7a34-4d7e-9a57-5c2f4c9d1a02", "0b6e4c1e-7a34-4d7e-9a57-5c2f4c9d1a03"];
/** Words the recording server treats specially. */
const MISSING = "0b6e4c1e-7a34-4d7e-9a57-5c2f4c9d1a04"; // answered 404
const HANG_UP = "0b6e4c1e-7a34-4d7e-9a57-5c2f4c9d1a05"; // the connection is destroyed
const SILENT = "0b6e4c1e-7a34-4d7e-9a57-5c2f4c9d1a06"; // never answered

interface Seen { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

/** The benchmark's load generator (bench/load.ts, run by LoadProcess) against a small HTTP server that records every request. */
describe("bench/load.ts", () => {
  const seen: Seen[] = [];
  /** When the first answer arrived and the last answer's response was sent (ms, this process's clock). */
  let span = { first: 0, last: 0 };
  let server: http.Server;
  let url: string;
  let gen: LoadProcess;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => { body += c.toString(); });
      if (req.method === "POST") span.first ||= performance.now();
      req.on("end", () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        const wordId = req.method === "POST" ? (JSON.parse(body) as { wordId: string }).wordId : "";
        if (wordId === HANG_UP) return req.socket.destroy();
        if (wordId === SILENT) return;
        // Each answer takes a few milliseconds, as a database write would.
        setTimeout(() => {
          res.writeHead(wordId === MISSING ? 404 : 200, { "content-type": "application/json" });
          res.end('{"ok":true}');
          if (req.method === "POST") span.last = performance.now();
        }, req.method === "POST" ? 5 : 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    gen = await LoadProcess.start();
  });
  afterAll(async () => {
    await gen.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const answers = (extra: Pick<LoadConfig, "connections" | "amount" | "wordIds" | "timeout">): LoadConfig =>
    ({ url, mode: "answers", cookie: "a=b", origin: "http://example.test", ...extra });

  it("sends an exact number of answers, each with its own v7 id, and times the run to its last response", async () => {
    seen.length = 0;
    span = { first: 0, last: 0 };
    const out = await gen.run(answers({ connections: 10, amount: 200, wordIds: WORDS }));
    expect(out).toMatchObject({ total: 200, ok: 200, non2xx: 0, errors: 0, timeouts: 0 });
    // The run covers what the server saw (first answer in, last response out) and little more.
    const served = (span.last - span.first) / 1000;
    expect(out.duration).toBeGreaterThanOrEqual(served - 0.005);
    expect(out.duration).toBeLessThan(served + 0.1);
    expect(out.latencyP50).toBeGreaterThanOrEqual(5);
    expect(out.cpuUsPerRequest).toBeGreaterThan(0);

    const posts = seen.filter((s) => s.method === "POST");
    expect(posts).toHaveLength(200);
    const bodies = posts.map((s) => JSON.parse(s.body) as { id: string; wordId: string; action: string });
    expect(new Set(bodies.map((b) => b.id)).size).toBe(200);
    for (const b of bodies) {
      expect(b.id).toMatch(UUID_V7);
      expect(WORDS).toContain(b.wordId);
      expect(["know", "skip", "dont_know"]).toContain(b.action);
    }
    for (const s of posts) {
      expect(s.url).toBe("/api/progress/answers");
      expect(s.headers).toMatchObject({ "content-type": "application/json", cookie: "a=b", origin: "http://example.test" });
      expect(Number(s.headers["content-length"])).toBe(Buffer.byteLength(s.body));
    }
  });

  it("runs health requests for a given number of seconds, one process for many runs", async () => {
    for (let i = 0; i < 2; i++) {
      seen.length = 0;
      const out = await gen.run({ url, mode: "health", connections: 5, duration: 0.5 });
      expect(out).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0 });
      expect(out.ok).toBeGreaterThan(10);
      expect(seen).toHaveLength(out.ok);
      expect(seen.every((s) => s.method === "GET" && s.url === "/api/health")).toBe(true);
      expect(out.duration).toBeGreaterThan(0.45);
      expect(out.duration).toBeLessThan(1.5);
    }
  });

  it("counts non-2xx answers, dropped connections and timeouts apart", async () => {
    // Words in turn (i * 7 mod 4 visits every one): a quarter of the answers are 404.
    const notFound = await gen.run(answers({ connections: 4, amount: 40, wordIds: [...WORDS, MISSING] }));
    expect(notFound).toMatchObject({ total: 40, ok: 30, non2xx: 10, errors: 0, timeouts: 0 });

    const dropped = await gen.run(answers({ connections: 2, amount: 10, wordIds: [HANG_UP] }));
    expect(dropped).toMatchObject({ total: 0, ok: 0, errors: 2, timeouts: 0 });

    const started = performance.now();
    const silent = await gen.run(answers({ connections: 3, amount: 10, wordIds: [SILENT], timeout: 0.3 }));
    expect(silent).toMatchObject({ total: 0, ok: 0, errors: 0, timeouts: 3 });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe("completeResponse", () => {
  const head = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nContent-Length: 11\r\n\r\n";

  it("waits for the whole head and body", () => {
    expect(completeResponse(Buffer.from(head.slice(0, 30)))).toBeNull();
    expect(completeResponse(Buffer.from(`${head}{"ok":`))).toBeNull();
    expect(completeResponse(Buffer.from(`${head}{"ok":true}`))).toEqual({ length: head.length + 11, status: 200 });
  });

  it("reads a response without a body and the status", () => {
    const noContent = "HTTP/1.1 204 No Content\r\ndate: x\r\n\r\n";
    expect(completeResponse(Buffer.from(noContent))).toEqual({ length: noContent.length, status: 204 });
  });

  it("reads a chunked body to its last chunk", () => {
    const chunked = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\nb\r\n, the words\r\n0\r\n\r\n";
    expect(completeResponse(Buffer.from(chunked.slice(0, -2)))).toBeNull();
    expect(completeResponse(Buffer.from(chunked.slice(0, 60)))).toBeNull();
    expect(completeResponse(Buffer.from(chunked))).toEqual({ length: chunked.length, status: 200 });
  });

  it("refuses what it does not understand", () => {
    expect(() => completeResponse(Buffer.from("SSH-2.0-x\r\n\r\n"))).toThrow(/not an HTTP/);
  });
});
