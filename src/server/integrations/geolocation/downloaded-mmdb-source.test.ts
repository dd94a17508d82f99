import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { startGeoipServer, geoipTestDatabase, type GeoipServer } from "../../../../tests/support/geoip-server";
import { createHttpClient } from "../http-client";
import { createGeolocator } from "./create-geolocator";
import { geoipUrls, readMmdb } from "./download-geoip-database";
import { createDownloadedMmdbSource, type DownloadedSourceOptions } from "./downloaded-mmdb-source";
import { createMmdbGeolocator } from "./mmdb-geolocator";

const HOUR = 3_600_000;
const JERUSALEM = { country: "Israel", city: "Jerusalem" };

/** A logger whose warnings the test reads. */
function capturingLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: "info" }, new Writable({ write(chunk: Buffer, _e, done) { lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string }); done(); } }));
  return { log, warnings: () => lines.filter((l) => l.level === 40).map((l) => l.msg) };
}

/** A clock the test moves. */
function clock(iso: string) {
  let at = new Date(iso).getTime();
  return { now: () => new Date(at), advance: (ms: number) => { at += ms; } };
}

const cleanup: (() => Promise<void> | void)[] = [];
afterEach(async () => { for (const f of cleanup.splice(0).reverse()) await f(); });

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-geoip-"));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function server(options: Parameters<typeof startGeoipServer>[0], port?: number): Promise<GeoipServer> {
  const s = await startGeoipServer(options, port);
  cleanup.push(() => s.close());
  return s;
}

function geolocator(url: string, dir: string, options: Partial<DownloadedSourceOptions> & { now: () => Date }) {
  const { log, warnings } = capturingLog();
  const http = createHttpClient({ baseUrl: new URL(url.replace("{month}", "")).origin, timeoutMs: 5_000, retries: 1, retryDelayMs: 10 });
  const source = createDownloadedMmdbSource({ url, dir, log, http, ...options });
  return { geo: createMmdbGeolocator(source, log), warnings };
}

/** A local port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const NOV = "2026-11-28T23:00:00Z";

describe("the geolocation database downloaded on first use", () => {
  it("is this month's file, else the month before's (also across a new year)", () => {
    expect(geoipUrls("https://x/dbip-city-lite-{month}.mmdb.gz", new Date("2026-01-01T00:30:00Z"))).toEqual(["https://x/dbip-city-lite-2026-01.mmdb.gz", "https://x/dbip-city-lite-2025-12.mmdb.gz"]);
    expect(geoipUrls("https://mirror.example/city.mmdb", new Date(NOV))).toEqual(["https://mirror.example/city.mmdb"]);
  });

  it("downloads on the first lookup, answers, keeps the file, and downloads nothing more", async () => {
    const s = await server({ months: ["2026-11"] });
    const dir = tempDir();
    const { geo } = geolocator(s.geoipUrl, dir, clock(NOV));
    expect(await geo.locate("203.0.113.7")).toEqual(JERUSALEM);
    expect(await geo.locate("2001:db8:1::9")).toEqual({ country: "Israel", city: "Haifa" });
    expect(s.requests).toEqual(["/free/dbip-city-lite-2026-11.mmdb.gz"]);
    expect(fs.readdirSync(dir)).toEqual(["dbip-city-lite.mmdb"]);
    expect(readMmdb(fs.readFileSync(path.join(dir, "dbip-city-lite.mmdb"))).get("203.0.113.7")).toMatchObject({ city: { names: { en: "Jerusalem" } } });

    // The next start reads it from DATA_DIR/geoip without asking the server (and removes a crashed download's temporary file).
    fs.writeFileSync(path.join(dir, ".dbip-city-lite.mmdb.4242.x1.part"), "half");
    const again = geolocator(s.geoipUrl, dir, clock(NOV));
    expect(await again.geo.locate("198.51.100.3")).toEqual({ country: "Netherlands", city: "Amsterdam" });
    expect(s.requests).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual(["dbip-city-lite.mmdb"]);
  });

  it("downloads once when many sign-ups ask at the same time", async () => {
    const s = await server({ months: ["2026-11"], delayMs: 300 });
    const { geo } = geolocator(s.geoipUrl, tempDir(), clock(NOV));
    const places = await Promise.all(Array.from({ length: 8 }, (_, i) => geo.locate(i % 2 ? "203.0.113.7" : "192.0.2.9")));
    expect(places.filter((p) => p?.city === "Jerusalem")).toHaveLength(4);
    expect(places.filter((p) => p?.country === "France" && p.city === null)).toHaveLength(4);
    expect(s.requests).toEqual(["/free/dbip-city-lite-2026-11.mmdb.gz"]);
  });

  it("takes the month before's file while this month's answers 404", async () => {
    const s = await server({ months: ["2026-10"] });
    const { geo } = geolocator(s.geoipUrl, tempDir(), clock("2026-11-01T02:00:00Z"));
    expect(await geo.locate("203.0.113.7")).toEqual(JERUSALEM);
    expect(s.requests).toEqual(["/free/dbip-city-lite-2026-11.mmdb.gz", "/free/dbip-city-lite-2026-10.mmdb.gz"]);
  });

  it("server down: no place, one warning, no new try before the delay; after it the download succeeds", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/free/dbip-city-lite-{month}.mmdb.gz`;
    const dir = tempDir();
    const time = clock(NOV);
    const { geo, warnings } = geolocator(url, dir, { ...time, retryAfterMs: HOUR });
    expect(await geo.locate("203.0.113.7")).toBeNull();
    expect(warnings()).toEqual(["Could not download the geolocation database: sign-ups get no place until it is tried again"]);

    const s = await server({ months: ["2026-11"] }, port);
    time.advance(HOUR - 1000);
    expect(await geo.locate("203.0.113.7")).toBeNull(); // still waiting: not even asked
    expect(s.requests).toEqual([]);
    expect(warnings()).toHaveLength(1);

    time.advance(1000);
    expect(await geo.locate("203.0.113.7")).toEqual(JERUSALEM);
    expect(s.requests).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual(["dbip-city-lite.mmdb"]);
  });

  it("a 404 for both months is a failed download too", async () => {
    const s = await server({ months: ["2025-01"] });
    const dir = tempDir();
    const { geo, warnings } = geolocator(s.geoipUrl, dir, clock(NOV));
    expect(await geo.locate("203.0.113.7")).toBeNull();
    expect(s.requests).toHaveLength(2);
    expect(warnings()).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  for (const damage of ["truncated", "garbage"] as const) {
    it(`a ${damage} download leaves no file behind and is tried again later`, async () => {
      const s = await server({ months: ["2026-11"], damage });
      const dir = tempDir();
      const time = clock(NOV);
      const { geo, warnings } = geolocator(s.geoipUrl, dir, { ...time, retryAfterMs: HOUR });
      expect(await geo.locate("203.0.113.7")).toBeNull();
      expect(warnings()).toHaveLength(1);
      expect(fs.readdirSync(dir)).toEqual([]);

      delete s.options.damage;
      time.advance(HOUR);
      expect(await geo.locate("203.0.113.7")).toEqual(JERUSALEM);
      expect(s.requests).toHaveLength(2);
    });
  }

  it("refuses a file larger than the limit, leaving nothing behind", async () => {
    const s = await server({ months: ["2026-11"] });
    const dir = tempDir();
    const { geo, warnings } = geolocator(s.geoipUrl, dir, { ...clock(NOV), maxBytes: 200 });
    expect(await geo.locate("203.0.113.7")).toBeNull();
    expect(warnings()).toHaveLength(1);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("a database older than 35 days still answers while a newer one downloads in the background", async () => {
    const seconds = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
    const s = await server({ months: ["2026-11"], buildEpoch: seconds("2026-11-05T00:00:00Z") });
    const dir = tempDir();
    const file = path.join(dir, "dbip-city-lite.mmdb");
    fs.writeFileSync(file, geoipTestDatabase(seconds("2026-10-01T00:00:00Z")));
    const { geo } = geolocator(s.geoipUrl, dir, clock("2026-11-06T00:00:01Z"));
    expect(await geo.locate("203.0.113.7")).toEqual(JERUSALEM); // the old one, at once
    await expect.poll(() => readMmdb(fs.readFileSync(file)).metadata.buildEpoch.toISOString()).toBe("2026-11-05T00:00:00.000Z");
    expect(await geo.locate("203.0.113.7")).toEqual(JERUSALEM);
    expect(s.requests).toHaveLength(1); // the new one is not stale: no further download
  });

  it("a refresh that brings an equally old file (the new month not out yet) waits a day before the next", async () => {
    const old = Math.floor(new Date("2026-10-01T00:00:00Z").getTime() / 1000);
    const s = await server({ months: ["2026-10"], buildEpoch: old });
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "dbip-city-lite.mmdb"), geoipTestDatabase(old));
    const time = clock("2026-11-06T00:00:01Z");
    const { geo } = geolocator(s.geoipUrl, dir, time);
    expect(await geo.locate("203.0.113.7")).toEqual(JERUSALEM);
    await expect.poll(() => s.requests.length).toBe(2); // 2026-11: 404, then 2026-10
    await new Promise((r) => setTimeout(r, 50));
    for (let i = 0; i < 3; i++) expect(await geo.locate("203.0.113.7")).toEqual(JERUSALEM);
    time.advance(23 * HOUR);
    expect(await geo.locate("203.0.113.7")).toEqual(JERUSALEM);
    expect(s.requests).toHaveLength(2);
    time.advance(HOUR);
    expect(await geo.locate("203.0.113.7")).toEqual(JERUSALEM);
    await expect.poll(() => s.requests.length).toBe(4);
  });

  it("never downloads for private addresses, nor with GEOIP_URL=off", async () => {
    const s = await server({ months: ["2026-11"] });
    const dataDir = tempDir();
    const time = clock(NOV);
    const on = createGeolocator(loadConfig({ DATA_DIR: dataDir, GEOIP_URL: s.geoipUrl }), pino({ level: "silent" }), time.now);
    for (const ip of ["127.0.0.1", "10.0.0.7", "192.168.0.2", "::1", "fe80::2"]) expect(await on.locate(ip)).toBeNull();
    expect(s.requests).toEqual([]);

    const off = createGeolocator(loadConfig({ DATA_DIR: dataDir, GEOIP_URL: "off" }), pino({ level: "silent" }), time.now);
    expect(await off.locate("203.0.113.7")).toBeNull();
    expect(s.requests).toEqual([]);
    expect(fs.readdirSync(dataDir)).toEqual([]);

    // The same server through the settings: a public address downloads into DATA_DIR/geoip.
    expect(await on.locate("203.0.113.7")).toEqual(JERUSALEM);
    expect(fs.readdirSync(path.join(dataDir, "geoip"))).toEqual(["dbip-city-lite.mmdb"]);
  });
});
