import { inflateRawSync } from "node:zlib";

/** The entry holds more than the limit once unpacked (whatever size the zip declares): nothing more is inflated. */
export class ZipEntryTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The zip entry unpacks to more than ${maxBytes} bytes.`);
  }
}

/**
 * One entry of a zip, inflated by Node's zlib (native: a large Anki collection inflates in a
 * fraction of fflate's time in JavaScript), at most `maxBytes` out: past them zlib stops and
 * ZipEntryTooLargeError is thrown (a zip bomb, whose directory may declare any size, costs at most
 * `maxBytes` of work). Found through the zip's central directory; null when the zip is one this
 * reader does not follow (zip64, an encrypted entry, a method other than stored or deflate, a
 * damaged directory or stream).
 */
export function inflateZipEntry(bytes: Uint8Array, name: string, maxBytes: number): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  // The end of central directory record: 22 bytes plus a comment of at most 65,535.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (u32(at) === 0x06054b50) { end = at; break; }
  }
  if (end < 0) return null;
  const entries = u16(end + 10);
  let at = u32(end + 16);
  const decoder = new TextDecoder();
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || u32(at) !== 0x02014b50) return null;
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const size = u32(at + 20);
    const nameLength = u16(at + 28);
    const local = u32(at + 42);
    const entryName = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (entryName === name) {
      if ((flags & 1) !== 0 || size === 0xffffffff || local === 0xffffffff || local + 30 > bytes.length || u32(local) !== 0x04034b50) return null;
      const start = local + 30 + u16(local + 26) + u16(local + 28);
      if (start + size > bytes.length) return null;
      const data = bytes.subarray(start, start + size);
      if (method === 0) {
        if (data.length > maxBytes) throw new ZipEntryTooLargeError(maxBytes);
        return data;
      }
      if (method !== 8) return null;
      try {
        return inflateRawSync(data, { maxOutputLength: maxBytes });
      } catch (e) {
        if ((e as { code?: unknown }).code === "ERR_BUFFER_TOO_LARGE") throw new ZipEntryTooLargeError(maxBytes);
        return null;
      }
    }
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  return null;
}
