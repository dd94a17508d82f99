import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const loadScript = fileURLToPath(new URL("./load.ts", import.meta.url));
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Seen { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }

/** The benchmark's load generator (bench/load.ts) against a small HTTP server that records every request. */
describe("bench/load.ts", () => {
  const seen: Seen[] = [];
  /** When the first answer arrived and the last answer's response was sent (ms, this process's clock). */
  let span = { first: 0, last: 0 };
  let server: http.Server;
  let url: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => { body += c.toString(); });
      if (req.method === "POST") span.first ||= performance.now();
      req.on("end", () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
        // Each answer takes a few milliseconds, as a database write would.
        setTimeout(() => {
          res.writeHead(200, { "content-type": "application/json" });
          res.end('{"ok":true}');
          if (req.method === "POST") span.last = performance.now();
        }, req.method === "POST" ? 5 : 0);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function load(config: Record<string, unknown>) {
    const file = path.join(os.tmpdir(), `milim-load-test-${process.pid}-${Date.now()}.json`);
    fs.writeFileSync(file, JSON.stringify(config));
    try {
      const { stdout } = await run(process.execPath, ["--import", "tsx", loadScript, file], { timeout: 30_000 });
      return JSON.parse(stdout.trim().split("\n").at(-1)!) as { ok: number; non2xx: number; errors: number; duration: number };
    } finally {
      fs.rmSync(file, { force: true });
    }
  }

  it("sends an exact number of answers, each with its own v7 id, and times the run to its last response", async () => {
    seen.length = 0;
    span = { first: 0, last: 0 };
    const wordIds = ["0b6e4c1e-7a34-4d7e-9a57-5c2f4c9d1a01", "0b6e4c1e-7a34-4d7e-9a57-5c2f4c9d1a02", "0b6e4c1e-7a34-4d7e-9a57-5c2f4c9d1a03"];
    const out = await load({ url, mode: "answers", connections: 10, amount: 200, cookie: "a=b", origin: "http://example.test", wordIds });
    expect(out).toMatchObject({ ok: 200, non2xx: 0, errors: 0 });
    // The run covers what the server saw (first answer in, last response out) and little more:
    // 200 answers of 5 ms over 10 connections take about 0.1 s, where autocannon's own figure,
    // which waits for its next once-a-second tick, says at least 1 s.
    const served = (span.last - span.first) / 1000;
    expect(out.duration).toBeGreaterThanOrEqual(served - 0.005);
    expect(out.duration).toBeLessThan(served + 0.5);

    const answers = seen.filter((s) => s.method === "POST");
    expect(answers).toHaveLength(200);
    const bodies = answers.map((s) => JSON.parse(s.body) as { id: string; wordId: string; action: string });
    expect(new Set(bodies.map((b) => b.id)).size).toBe(200);
    for (const b of bodies) {
      expect(b.id).toMatch(UUID_V7);
      expect(wordIds).toContain(b.wordId);
      expect(["know", "skip", "dont_know"]).toContain(b.action);
    }
    for (const s of answers) {
      expect(s.url).toBe("/api/progress/answers");
      expect(s.headers).toMatchObject({ "content-type": "application/json", cookie: "a=b", origin: "http://example.test" });
      expect(Number(s.headers["content-length"])).toBe(Buffer.byteLength(s.body));
    }
  });

  it("runs health requests for a given number of seconds", async () => {
    seen.length = 0;
    const out = await load({ url, mode: "health", connections: 5, duration: 1 });
    expect(out.errors).toBe(0);
    expect(out.ok).toBeGreaterThan(10);
    expect(seen.length).toBeGreaterThanOrEqual(out.ok);
    expect(seen.every((s) => s.method === "GET" && s.url === "/api/health")).toBe(true);
    expect(out.duration).toBeGreaterThan(0.8);
    expect(out.duration).toBeLessThan(2.5);
  });
});
