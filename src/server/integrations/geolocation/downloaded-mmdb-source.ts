import fs from "node:fs";
import path from "node:path";
import { createHttpClient, type HttpClient } from "../http-client";
import type { Logger } from "../../lib/logger";
import { downloadGeoipDatabase, GEOIP_FILE, readMmdb } from "./download-geoip-database";
import type { MmdbReader, MmdbSource } from "./mmdb-geolocator";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface DownloadedSourceOptions {
  /** GEOIP_URL (not "off"). */
  url: string;
  /** DATA_DIR/geoip. */
  dir: string;
  log: Logger;
  /** The server's clock (deps.now): the month to download, the wait after a failure, the database's age. */
  now: () => Date;
  /** After a failed download, lookups answer null without trying again for this long. Default an hour. */
  retryAfterMs?: number;
  /**
   * A database built longer ago than this is downloaded again (in the background; the old one
   * answers meanwhile; a download that is still this old waits a day before the next). Default 35 days.
   */
  maxAgeMs?: number;
  /** Largest download, gzipped and unpacked. */
  maxBytes?: number;
  /** Default: a client with 10 minutes a try (the whole body included: the file is tens of MB gzipped) and 2 retries. */
  http?: HttpClient;
}

/**
 * The database downloaded on first use: the first lookup (of a public address) reads
 * DATA_DIR/geoip/dbip-city-lite.mmdb if an earlier run left one, else downloads it; lookups that
 * arrive meanwhile wait for that same download (one at a time). A failed download is logged once
 * and tried again on the first lookup after `retryAfterMs`; until then lookups answer null at once.
 */
export function createDownloadedMmdbSource(options: DownloadedSourceOptions): MmdbSource {
  const { url, dir, log, now } = options;
  const retryAfterMs = options.retryAfterMs ?? HOUR;
  const maxAgeMs = options.maxAgeMs ?? 35 * DAY;
  const http = options.http ?? createHttpClient({ baseUrl: new URL(url.replaceAll("{month}", "")).origin, timeoutMs: 10 * 60_000, retries: 2 });
  let reader: MmdbReader | null = null;
  let readDisk = false;
  let nextTryAt = 0;
  let pending: Promise<MmdbReader | null> | null = null;

  const stale = (r: MmdbReader) => now().getTime() - r.metadata.buildEpoch.getTime() > maxAgeMs;

  async function readEarlierDownload(): Promise<void> {
    readDisk = true;
    // A download cut short by a crash left its temporary file.
    const leftovers = (await fs.promises.readdir(dir).catch(() => [])).filter((f) => f.startsWith(`.${GEOIP_FILE}.`) && f.endsWith(".part"));
    await Promise.all(leftovers.map((f) => fs.promises.rm(path.join(dir, f), { force: true })));
    const file = path.join(dir, GEOIP_FILE);
    try {
      reader = readMmdb(await fs.promises.readFile(file));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
      log.warn({ err, file }, "The geolocation database on disk cannot be read: downloading it again");
      await fs.promises.rm(file, { force: true });
    }
  }

  async function download(): Promise<MmdbReader | null> {
    const started = now();
    try {
      const done = await downloadGeoipDatabase({ http, url, dir, now: started, ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}) });
      reader = done.reader;
      // Still old (the new month's file not out yet): the next refresh waits a day, not every lookup.
      if (stale(reader)) nextTryAt = now().getTime() + Math.max(retryAfterMs, DAY);
      log.info({ url: done.url, built: done.reader.metadata.buildEpoch }, "Downloaded the geolocation database");
    } catch (err) {
      nextTryAt = now().getTime() + retryAfterMs;
      log.warn({ err, url, retryAt: new Date(nextTryAt) }, "Could not download the geolocation database: sign-ups get no place until it is tried again");
    }
    return reader;
  }

  /** One download (or read of the disk) at a time; everyone asking meanwhile shares it. */
  function once(work: () => Promise<MmdbReader | null>): Promise<MmdbReader | null> {
    pending ??= work().finally(() => { pending = null; });
    return pending;
  }

  /** The first time: an earlier run's file, else a download. */
  async function load(): Promise<MmdbReader | null> {
    if (!readDisk) await readEarlierDownload();
    return reader ?? download();
  }

  return async () => {
    if (!reader) {
      if (readDisk && !pending && now().getTime() < nextTryAt) return null; // the last download failed: not yet again
      await (pending ?? once(load));
    }
    // A stale database is refreshed in the background; lookups use it meanwhile.
    if (reader && !pending && now().getTime() >= nextTryAt && stale(reader)) void once(download);
    return reader;
  };
}
