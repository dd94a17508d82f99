import { strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { inflateZipEntry, ZipEntryTooLargeError } from "./inflate-zip-entry";

describe("inflateZipEntry", () => {
  const big = strToU8("שלום עולם ".repeat(5_000));
  const zip = zipSync({ "media": strToU8("{}"), "collection.anki21": big, "stored": [strToU8("as is"), { level: 0 }] }, { comment: "a comment" });

  it("inflates the entry named, deflated or stored, as fflate reads it", () => {
    expect(new Uint8Array(inflateZipEntry(zip, "collection.anki21", 1 << 24)!)).toEqual(unzipSync(zip)["collection.anki21"]);
    expect(new TextDecoder().decode(inflateZipEntry(zip, "stored", 100)!)).toBe("as is");
  });

  it("answers null for a missing entry or what is not a zip", () => {
    expect(inflateZipEntry(zip, "collection.anki2", 1 << 24)).toBeNull();
    expect(inflateZipEntry(strToU8("not a zip at all, but long enough to look"), "x", 100)).toBeNull();
  });

  it("throws ZipEntryTooLargeError for an entry past the limit, deflated or stored", () => {
    expect(() => inflateZipEntry(zip, "collection.anki21", 1000)).toThrow(ZipEntryTooLargeError);
    expect(() => inflateZipEntry(zip, "stored", 2)).toThrow(ZipEntryTooLargeError);
  });
});
