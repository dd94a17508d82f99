import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../lib/logger";
import { GEOIP_TEST_NETWORKS, geoipTestDatabase } from "../../../../tests/support/geoip-server";
import { writeMmdb } from "../../../../tests/support/mmdb-writer";
import { createLocalMmdbSource } from "./create-geolocator";
import { readMmdb } from "./download-geoip-database";
import { createMmdbGeolocator, placeOfRecord } from "./mmdb-geolocator";

const log = createLogger("silent");
const reader = readMmdb(geoipTestDatabase(1_790_000_000));
const geo = createMmdbGeolocator(async () => reader, log);

describe("the MMDB test database (tests/support/mmdb-writer.ts), read by maxmind", () => {
  it("has the metadata the specification asks for", () => {
    expect(reader.metadata).toMatchObject({ ipVersion: 6, recordSize: 24, databaseType: "DBIP-City-Lite", binaryFormatMajorVersion: 2, languages: ["en"] });
    expect(reader.metadata.buildEpoch).toEqual(new Date(1_790_000_000 * 1000));
  });

  it("answers each network's DB-IP record over IPv4 and IPv6, and nothing elsewhere", () => {
    expect(reader.get("203.0.113.7")).toEqual(GEOIP_TEST_NETWORKS[0].record);
    expect(reader.get("203.0.113.255")).toEqual(GEOIP_TEST_NETWORKS[0].record);
    expect(reader.get("198.51.100.127")).toEqual(GEOIP_TEST_NETWORKS[1].record);
    expect(reader.get("198.51.100.128")).toBeNull(); // the /25 ends at .127
    expect(reader.get("2001:db8:1:ffff::42")).toEqual(GEOIP_TEST_NETWORKS[3].record);
    expect(reader.get("2001:db8:2::1")).toBeNull();
    expect(reader.get("8.8.8.8")).toBeNull();
  });

  it("writes long strings and big maps with the extended size forms", () => {
    const long = "א".repeat(200); // 400 bytes: size 30 + two bytes
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i * 1000])); // 40 pairs: size 29 + one byte
    const big = readMmdb(writeMmdb([{ network: "192.0.2.0/24", record: { long, many, pi: 3.25, no: false } }]));
    expect(big.get("192.0.2.1")).toEqual({ long, many, pi: 3.25, no: false });
  });

  it("refuses overlapping networks rather than writing a wrong tree", () => {
    expect(() => writeMmdb([{ network: "10.0.0.0/8", record: "a" }, { network: "10.1.0.0/16", record: "b" }])).toThrow(/Overlapping/);
  });
});

describe("the MMDB geolocator", () => {
  it("places public addresses by the English names of their country and city", async () => {
    expect(await geo.locate("203.0.113.7")).toEqual({ country: "Israel", city: "Jerusalem" });
    expect(await geo.locate("::ffff:198.51.100.9")).toEqual({ country: "Netherlands", city: "Amsterdam" });
    expect(await geo.locate("2001:db8:1::5")).toEqual({ country: "Israel", city: "Haifa" });
    expect(await geo.locate("192.0.2.44")).toEqual({ country: "France", city: null });
    expect(await geo.locate("8.8.8.8")).toBeNull();
  });

  it("never asks the database about private, loopback or malformed addresses", async () => {
    let asked = 0;
    const counting = createMmdbGeolocator(async () => { asked++; return reader; }, log);
    for (const ip of ["127.0.0.1", "10.1.2.3", "192.168.1.20", "172.16.0.5", "100.64.0.1", "::1", "fe80::1", "fd00::1", "::ffff:10.0.0.1", "unknown", ""]) {
      expect(await counting.locate(ip)).toBeNull();
    }
    expect(asked).toBe(0);
  });

  it("reads the older ip-location-db record shape too (an operator's own folder)", () => {
    expect(placeOfRecord({ country_code: "nl", city: "Utrecht" }, log)).toEqual({ country: "Netherlands", city: "Utrecht" });
    expect(placeOfRecord({ country: { names: { en: "Kosovo" } } }, log)).toEqual({ country: "Kosovo", city: null });
    expect(placeOfRecord({}, log)).toBeNull();
  });

  it("GEOIP_DB_DIR: an operator's own file, or folder, answers without any download", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "milim-geoip-own-"));
    try {
      fs.writeFileSync(path.join(dir, "dbip-city-lite.mmdb"), geoipTestDatabase());
      expect(await createMmdbGeolocator(createLocalMmdbSource(dir, log), log).locate("203.0.113.7")).toEqual({ country: "Israel", city: "Jerusalem" });
      const file = path.join(dir, "mine.mmdb");
      fs.renameSync(path.join(dir, "dbip-city-lite.mmdb"), file);
      expect(await createMmdbGeolocator(createLocalMmdbSource(file, log), log).locate("2001:db8:1::1")).toEqual({ country: "Israel", city: "Haifa" });
      // A folder without a database: a failed lookup (recordSignUpPlace logs it), tried again next time.
      const empty = createMmdbGeolocator(createLocalMmdbSource(path.join(dir, "none"), log), log);
      await expect(empty.locate("203.0.113.7")).rejects.toThrow(/ENOENT/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
