import net from "node:net";

/**
 * A small writer of MaxMind DB files (format 2.0, https://maxmind.github.io/MaxMind-DB/): the
 * binary search tree (24-bit records), 16 zero bytes, the data section, then the metadata after
 * the marker "\xAB\xCD\xEFMaxMind.com". Enough for a test database of a few networks; networks may
 * not overlap. IPv4 networks sit in the IPv6 tree at ::a.b.c.d (the first 96 bits zero), as the
 * specification says, so one file answers both families like DB-IP's own.
 */

/** A value of the data section: maps, arrays, UTF-8 strings, doubles, booleans, unsigned integers. */
export type MmdbValue = string | number | boolean | bigint | MmdbUint | MmdbValue[] | { [key: string]: MmdbValue };

/** Explicit integer types (a bare number is a uint32 when whole and ≥ 0, else a double). */
export class MmdbUint {
  constructor(readonly type: 5 | 6 | 9, readonly value: number | bigint) {}
}

export interface MmdbNetwork { network: string; record: MmdbValue }

export interface MmdbOptions {
  databaseType?: string;
  languages?: string[];
  description?: Record<string, string>;
  /** Seconds since 1970; default now. */
  buildEpoch?: number;
}

const MARKER = Buffer.from("abcdef4d61784d696e642e636f6d", "hex");
const RECORD_BITS = 24;

function control(type: number, size: number): Buffer {
  const extended = type > 7;
  const first = (extended ? 0 : type) << 5;
  let sizeBits: number;
  let extra: Buffer;
  if (size < 29) { sizeBits = size; extra = Buffer.alloc(0); }
  else if (size < 29 + 256) { sizeBits = 29; extra = Buffer.from([size - 29]); }
  else if (size < 285 + 65_536) { sizeBits = 30; extra = Buffer.alloc(2); extra.writeUInt16BE(size - 285); }
  else { sizeBits = 31; extra = Buffer.alloc(3); extra.writeUIntBE(size - 65_821, 0, 3); }
  return Buffer.concat([Buffer.from([first | sizeBits]), extended ? Buffer.from([type - 7]) : Buffer.alloc(0), extra]);
}

function unsignedBytes(value: number | bigint): Buffer {
  let v = BigInt(value);
  const bytes: number[] = [];
  while (v > 0n) { bytes.unshift(Number(v & 0xffn)); v >>= 8n; }
  return Buffer.from(bytes);
}

/** One field of the data section (no pointers: each value written out in full). */
export function encodeValue(value: MmdbValue): Buffer {
  if (value instanceof MmdbUint) {
    const payload = unsignedBytes(value.value);
    return Buffer.concat([control(value.type, payload.length), payload]);
  }
  if (typeof value === "string") {
    const payload = Buffer.from(value, "utf8");
    return Buffer.concat([control(2, payload.length), payload]);
  }
  if (typeof value === "boolean") return control(14, value ? 1 : 0);
  if (typeof value === "bigint") return encodeValue(new MmdbUint(9, value));
  if (typeof value === "number") {
    if (Number.isInteger(value) && value >= 0 && value <= 0xffffffff) return encodeValue(new MmdbUint(6, value));
    const payload = Buffer.alloc(8);
    payload.writeDoubleBE(value);
    return Buffer.concat([control(3, 8), payload]);
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map((v) => encodeValue(v))]);
  const entries = Object.entries(value);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([k, v]) => [encodeValue(k), encodeValue(v)])]);
}

/** The 128 bits of an address (IPv4 as ::a.b.c.d) and the prefix length in the IPv6 tree. */
function networkBits(network: string): { bits: number[]; prefix: number } {
  const [address = "", length] = network.split("/");
  const family = net.isIP(address);
  if (family === 0) throw new Error(`Not an address: ${network}`);
  const bytes = family === 4 ? [...new Array<number>(12).fill(0), ...address.split(".").map(Number)] : ipv6Bytes(address);
  const prefix = (length === undefined ? (family === 4 ? 32 : 128) : Number(length)) + (family === 4 ? 96 : 0);
  const bits = bytes.flatMap((b) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (b >> i) & 1));
  return { bits, prefix };
}

function ipv6Bytes(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const groups = (s: string) => (s ? s.split(":") : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...new Array<string>(8 - left.length - right.length).fill("0"), ...right];
  return all.flatMap((g) => { const n = parseInt(g, 16); return [n >> 8, n & 0xff]; });
}

type Slot = { node: number } | { data: number } | null;

/** Writes a whole MMDB file (ip_version 6) holding these networks. */
export function writeMmdb(networks: MmdbNetwork[], options: MmdbOptions = {}): Buffer {
  // The data section: each distinct record once.
  const records: Buffer[] = [];
  const offsets = new Map<string, number>();
  let dataSize = 0;
  const dataOffset = (record: MmdbValue) => {
    const key = JSON.stringify(record, (_k, v: unknown) => (typeof v === "bigint" ? `${v}n` : v));
    let at = offsets.get(key);
    if (at === undefined) {
      const encoded = encodeValue(record);
      at = dataSize;
      records.push(encoded);
      dataSize += encoded.length;
      offsets.set(key, at);
    }
    return at;
  };

  // The tree: node 0 is the root; each node has a left (bit 0) and a right (bit 1) slot.
  const nodes: [Slot, Slot][] = [[null, null]];
  for (const { network, record } of networks) {
    const { bits, prefix } = networkBits(network);
    if (prefix === 0) throw new Error("A network of every address is not supported");
    let node = 0;
    for (let depth = 0; depth < prefix; depth++) {
      const bit = bits[depth]!;
      const slot = nodes[node]![bit];
      if (depth === prefix - 1) {
        if (slot) throw new Error(`Overlapping networks at ${network}`);
        nodes[node]![bit] = { data: dataOffset(record) };
      } else if (slot && "data" in slot) {
        throw new Error(`Overlapping networks at ${network}`);
      } else if (slot) {
        node = slot.node;
      } else {
        nodes.push([null, null]);
        nodes[node]![bit] = { node: nodes.length - 1 };
        node = nodes.length - 1;
      }
    }
  }

  const nodeCount = nodes.length;
  const recordValue = (slot: Slot) => (slot === null ? nodeCount : "node" in slot ? slot.node : nodeCount + 16 + slot.data);
  const tree = Buffer.alloc(nodeCount * (RECORD_BITS / 4));
  nodes.forEach(([left, right], i) => {
    const l = recordValue(left);
    const r = recordValue(right);
    if (l >= 2 ** RECORD_BITS || r >= 2 ** RECORD_BITS) throw new Error("Too large for 24-bit records");
    tree.writeUIntBE(l, i * 6, 3);
    tree.writeUIntBE(r, i * 6 + 3, 3);
  });

  const metadata = encodeValue({
    node_count: new MmdbUint(6, nodeCount),
    record_size: new MmdbUint(5, RECORD_BITS),
    ip_version: new MmdbUint(5, 6),
    database_type: options.databaseType ?? "DBIP-City-Lite",
    languages: options.languages ?? ["en"],
    binary_format_major_version: new MmdbUint(5, 2),
    binary_format_minor_version: new MmdbUint(5, 0),
    build_epoch: new MmdbUint(9, options.buildEpoch ?? Math.floor(Date.now() / 1000)), // elapsed time: a test file's build stamp
    description: options.description ?? { en: "Milim test database" },
  });

  return Buffer.concat([tree, Buffer.alloc(16), ...records, MARKER, metadata]);
}
