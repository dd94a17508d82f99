import { gzipSync } from "node:zlib";
import { writeMmdb, type MmdbValue } from "./mmdb-writer";
import { startTestServer, type TestServer } from "./test-server";

/** A city in the shape of DB-IP's IP-to-City Lite records (GeoIP2-City's: names by language, ISO codes). */
function dbipCity(city: string | null, country: { iso: string; en: string; de: string; geonameId: number; eu: boolean }, continent: { code: string; en: string; geonameId: number }, subdivision: string | null, location: [number, number]): MmdbValue {
  return {
    ...(city ? { city: { names: { en: city } } } : {}),
    continent: { code: continent.code, geoname_id: continent.geonameId, names: { en: continent.en } },
    country: { geoname_id: country.geonameId, is_in_european_union: country.eu, iso_code: country.iso, names: { de: country.de, en: country.en } },
    location: { latitude: location[0], longitude: location[1] },
    ...(subdivision ? { subdivisions: [{ names: { en: subdivision } }] } : {}),
  };
}

const ISRAEL = { iso: "IL", en: "Israel", de: "Israel", geonameId: 294640, eu: false };
const NETHERLANDS = { iso: "NL", en: "Netherlands", de: "Niederlande", geonameId: 2750405, eu: true };
const FRANCE = { iso: "FR", en: "France", de: "Frankreich", geonameId: 3017382, eu: true };
const ASIA = { code: "AS", en: "Asia", geonameId: 6255147 };
const EUROPE = { code: "EU", en: "Europe", geonameId: 6255148 };

/** The networks of the test database (documentation ranges, RFC 5737 and RFC 3849) and what each answers. */
export const GEOIP_TEST_NETWORKS = [
  { network: "203.0.113.0/24", record: dbipCity("Jerusalem", ISRAEL, ASIA, "Jerusalem", [31.7683, 35.2137]), place: { country: "Israel", city: "Jerusalem" } },
  { network: "198.51.100.0/25", record: dbipCity("Amsterdam", NETHERLANDS, EUROPE, "North Holland", [52.374, 4.8897]), place: { country: "Netherlands", city: "Amsterdam" } },
  { network: "192.0.2.0/24", record: dbipCity(null, FRANCE, EUROPE, null, [46.2276, 2.2137]), place: { country: "France", city: null } },
  { network: "2001:db8:1::/48", record: dbipCity("Haifa", ISRAEL, ASIA, "Haifa", [32.794, 34.9896]), place: { country: "Israel", city: "Haifa" } },
] as const;

/** The test database: a real MMDB file written by tests/support/mmdb-writer.ts. */
export function geoipTestDatabase(buildEpoch?: number): Buffer {
  return writeMmdb(GEOIP_TEST_NETWORKS.map(({ network, record }) => ({ network, record })), { databaseType: "DBIP-City-Lite", ...(buildEpoch === undefined ? {} : { buildEpoch }) });
}

export interface GeoipServerOptions {
  /** The months served, "2026-11" (others: 404). */
  months: string[];
  /** "truncated": the gzip cut in half; "garbage": a valid gzip of bytes that are no MMDB file. */
  damage?: "truncated" | "garbage";
  /** The database's build time (seconds since 1970); default now. */
  buildEpoch?: number;
  /** Wait this long before answering a file (concurrent lookups arrive meanwhile). */
  delayMs?: number;
}

export interface GeoipServer extends TestServer {
  /** GEOIP_URL for this server. */
  geoipUrl: string;
  /** The path of every request, in order. */
  requests: string[];
  options: GeoipServerOptions;
}

/** A stand-in for download.db-ip.com: /free/dbip-city-lite-<month>.mmdb.gz, gzipped, over real HTTP. */
export async function startGeoipServer(options: GeoipServerOptions, port?: number): Promise<GeoipServer> {
  const requests: string[] = [];
  const server = await startTestServer(async (request) => {
    const { pathname } = new URL(request.url);
    requests.push(pathname);
    const month = /^\/free\/dbip-city-lite-(\d{4}-\d{2})\.mmdb\.gz$/.exec(pathname)?.[1];
    if (!month || !options.months.includes(month)) return new Response("Not Found", { status: 404 });
    if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
    let body = gzipSync(options.damage === "garbage" ? Buffer.alloc(4096, 7) : geoipTestDatabase(options.buildEpoch));
    if (options.damage === "truncated") body = body.subarray(0, Math.floor(body.length / 2));
    return new Response(body, { headers: { "content-type": "application/octet-stream" } });
  }, port);
  return { ...server, geoipUrl: `${server.url}/free/dbip-city-lite-{month}.mmdb.gz`, requests, options };
}
