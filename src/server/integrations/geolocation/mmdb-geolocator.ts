import net from "node:net";
import type { Reader, Response } from "maxmind";
import type { Logger } from "../../lib/logger";
import type { Geolocator, Place } from "./geolocator";

/** An open MMDB file (maxmind's reader over the whole file in memory). */
export type MmdbReader = Reader<Response>;

/** The database that answers an address of this family; null while there is none (not downloaded yet, or off). */
export type MmdbSource = (family: 4 | 6) => Promise<MmdbReader | null>;

type Names = Record<string, string | undefined>;

/**
 * A record as DB-IP's IP-to-City Lite MMDB writes it (GeoIP2-City's shape: city.names,
 * country.iso_code, country.names, subdivisions[].names, location…), or as the older
 * ip-location-db folders did (country_code, city, state1) for an operator who keeps one.
 */
interface CityRecord {
  city?: { names?: Names } | string;
  country?: { iso_code?: string; names?: Names };
  country_code?: string;
}

const PRIVATE = [
  /^10\./, /^127\./, /^169\.254\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./, /^0\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
  /^::1$/, /^f[cd]/i, /^fe80:/i, /^::$/, /^::ffff:(10|127|192\.168)\./i,
];

/** The address to look up (an IPv4-mapped IPv6 address as IPv4) and its family; null for one never looked up. */
export function publicAddress(ip: string): { address: string; family: 4 | 6 } | null {
  const address = ip.trim().replace(/^::ffff:(?=\d+\.)/i, "");
  const family = net.isIP(address);
  if (family === 0 || PRIVATE.some((p) => p.test(address))) return null;
  return { address, family: family as 4 | 6 };
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

const englishName = (names: Names | undefined) => names?.en ?? Object.values(names ?? {}).find(Boolean) ?? null;

/** A record → our Place: the country's English name (from its ISO code, as before), the city's English name. */
export function placeOfRecord(record: CityRecord, log: Logger): Place | null {
  const code = (record.country?.iso_code ?? record.country_code)?.toUpperCase();
  let country: string | null = null;
  if (code) {
    try {
      country = countryNames.of(code) ?? null;
    } catch {
      log.debug({ code }, "Unknown country code in the geolocation database");
    }
  }
  country ??= englishName(record.country?.names) ?? code ?? null;
  const city = typeof record.city === "string" ? record.city || null : englishName(record.city?.names);
  return country || city ? { country, city } : null;
}

/** Looks public addresses up in the MMDB database(s) the source gives; private ones never reach it. */
export function createMmdbGeolocator(source: MmdbSource, log: Logger): Geolocator {
  return {
    async locate(ip) {
      const target = publicAddress(ip);
      if (!target) return null;
      const reader = await source(target.family);
      const record = reader?.get(target.address) as CityRecord | null | undefined;
      return record ? placeOfRecord(record, log) : null;
    },
  };
}
