import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { createGunzip } from "node:zlib";
import { Reader, type Response } from "maxmind";
import { HttpStatusError, type HttpClient } from "../http-client";
import type { MmdbReader } from "./mmdb-geolocator";

/** The file a download is kept in, inside DATA_DIR/geoip/. */
export const GEOIP_FILE = "dbip-city-lite.mmdb";

/** The largest database accepted, unpacked (DB-IP's City Lite was 92–99 MB in 2022–2024); the gzipped download may not be larger either. */
export const GEOIP_MAX_BYTES = 512 * 1024 * 1024;

const METADATA_MARKER = Buffer.from("abcdef4d61784d696e642e636f6d", "hex");
/** The specification's limit on the metadata section, marker included. */
const METADATA_MAX_BYTES = 128 * 1024;

/** "2026-11": the year and month of a date, in UTC. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** The month before, in UTC. */
export const previousMonth = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 15));

/**
 * The URLs to try, in order: with "{month}", this month's file, then the month before's (DB-IP
 * publishes a month's file during that month: early on, it answers 404); without, the URL alone.
 */
export function geoipUrls(template: string, now: Date): string[] {
  if (!template.includes("{month}")) return [template];
  return [now, previousMonth(now)].map((d) => template.replaceAll("{month}", monthOf(d)));
}

/** Reads a whole MMDB file from memory; throws when it is not one (no metadata, or a search tree that cannot be walked). */
export function readMmdb(buffer: Buffer): MmdbReader {
  const marker = buffer.lastIndexOf(METADATA_MARKER);
  if (marker < 0 || buffer.length - marker > METADATA_MAX_BYTES) throw new Error("Not a MaxMind DB file (no metadata marker near its end)");
  const reader = new Reader<Response>(buffer);
  const { nodeCount, recordSize, ipVersion, searchTreeSize } = reader.metadata;
  if (![4, 6].includes(ipVersion) || !(nodeCount > 0) || searchTreeSize + 16 > marker) {
    throw new Error(`Not a usable MaxMind DB file (ip_version ${ipVersion}, ${nodeCount} nodes of ${recordSize} bits)`);
  }
  // Walks the tree once for each family: a damaged tree throws here, not at a sign-up.
  reader.get("1.1.1.1");
  if (ipVersion === 6) reader.get("2001:db8::1");
  return reader;
}

/** Counts bytes going through and fails past the limit. */
function byteLimit(limit: number, what: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new Error(`The geolocation database is larger than ${limit} bytes ${what}`) : null, chunk);
    },
  });
}

export interface DownloadOptions {
  http: HttpClient;
  /** GEOIP_URL. */
  url: string;
  /** DATA_DIR/geoip. */
  dir: string;
  now: Date;
  maxBytes?: number;
}

export interface DownloadedDatabase { url: string; file: string; reader: MmdbReader }

/**
 * Downloads the database (this month's, else the month before's), streaming it through gunzip
 * (for a URL ending in .gz) into a temporary file in `dir`, checks it is a MaxMind DB file, then
 * renames it over `dir`/dbip-city-lite.mmdb. A failure (network, status, size, truncated or damaged
 * file) throws and leaves no file behind; an older database already there is kept.
 */
export async function downloadGeoipDatabase({ http, url, dir, now, maxBytes = GEOIP_MAX_BYTES }: DownloadOptions): Promise<DownloadedDatabase> {
  let res: globalThis.Response | undefined;
  let from = "";
  for (const candidate of geoipUrls(url, now)) {
    from = candidate;
    res = await http.request(candidate);
    if (res.status !== 404) break;
    await res.body?.cancel();
  }
  if (!res?.ok || !res.body) {
    const body = res ? await res.text().catch(() => "") : "";
    throw new HttpStatusError(from, res?.status ?? 0, body);
  }
  const declared = Number(res.headers.get("content-length") ?? NaN);
  if (declared > maxBytes) {
    await res.body.cancel();
    throw new Error(`The geolocation database at ${from} is larger than ${maxBytes} bytes (${declared})`);
  }

  await fs.promises.mkdir(dir, { recursive: true });
  const target = path.join(dir, GEOIP_FILE);
  const temp = path.join(dir, `.${GEOIP_FILE}.${process.pid}.${Math.random().toString(36).slice(2)}.part`);
  try {
    const gzipped = new URL(from).pathname.endsWith(".gz");
    await pipeline(
      Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
      byteLimit(maxBytes, "as downloaded"),
      ...(gzipped ? [createGunzip(), byteLimit(maxBytes, "unpacked")] : []),
      fs.createWriteStream(temp, { flags: "wx" }),
    );
    const reader = readMmdb(await fs.promises.readFile(temp));
    await fs.promises.rename(temp, target);
    return { url: from, file: target, reader };
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}
