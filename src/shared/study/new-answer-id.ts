/**
 * A UUID version 7 (RFC 9562) for an answer: the time in milliseconds (48 bits), then 74 random
 * bits. Ids made later sort after earlier ones, so the database adds each answer's event at the
 * end of the events' primary-key index; a random (v4) id lands on a random page of it every time,
 * which on a long-used server (millions of events) means a page read and more write-ahead log per
 * answer. The random bits come from crypto.getRandomValues(), which browsers give on plain-http
 * LAN addresses too (crypto.randomUUID() exists only in secure contexts).
 */
export function newAnswerId(
  now: number = Date.now(),
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => globalThis.crypto.getRandomValues(bytes),
): string {
  const b = random(new Uint8Array(16));
  // 48-bit big-endian milliseconds (in range until the year 10889).
  let ms = Math.max(0, Math.floor(now));
  for (let i = 5; i >= 0; i--) {
    b[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  b[6] = (b[6]! & 0x0f) | 0x70; // version 7
  b[8] = (b[8]! & 0x3f) | 0x80; // variant 10
  let h = "";
  for (const x of b) h += x.toString(16).padStart(2, "0");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
