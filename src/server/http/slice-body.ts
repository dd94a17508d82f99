/**
 * The largest piece of a body written in one turn of the event loop (bytes). Under the fairness
 * bench's load another learner's p50 was 8–11 ms with 64 KiB slices, 14–16 ms with 256 KiB and
 * 16–24 ms with none (three rounds each, load ~8), the heavy pages no slower.
 */
export const SLICE_BYTES = 64 * 1024;

/**
 * `bytes` as a stream of SLICE_BYTES slices (views, not copies), each after the event loop has had a
 * turn (setImmediate): the socket write of a large body (1.8 MB, a 5,000-word collection page) held the
 * request thread ~1.5 ms in one piece, and a learner's burst of such pages made every other request wait
 * behind whole bodies; in slices, other requests' work runs between them. A body that fits in one
 * slice is not worth a stream: the caller sends it as it is.
 */
export function sliceBody(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return sliceParts([bytes]);
}

/**
 * A body written in parts (a page drawn with its first screen: its markup, then the API's answers
 * as the bytes they came as), sent as sliceBody sends one: slices of at most SLICE_BYTES, each after
 * a turn of the event loop; the parts are never joined into one buffer (a copy of the whole page).
 * A slice is a view of one part; parts that fit whole after it are copied into it (the small texts
 * between the answers), so no slice is needlessly small.
 */
export function sliceParts(parts: readonly Uint8Array[]): ReadableStream<Uint8Array> {
  const rest = parts.filter((p) => p.byteLength > 0);
  let part = 0;
  let at = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (rest.length === 0) controller.close();
    },
    async pull(controller) {
      if (part > 0 || at > 0) await new Promise((resolve) => setImmediate(resolve));
      const current = rest[part]!;
      const slice = current.subarray(at, at + SLICE_BYTES);
      at += slice.byteLength;
      if (at < current.byteLength) return controller.enqueue(slice);
      part++;
      at = 0;
      let size = slice.byteLength;
      let joined: Uint8Array[] | null = null;
      while (part < rest.length && size + rest[part]!.byteLength <= SLICE_BYTES) {
        (joined ??= [slice]).push(rest[part]!);
        size += rest[part]!.byteLength;
        part++;
      }
      controller.enqueue(joined ? Buffer.concat(joined, size) : slice);
      if (part >= rest.length) controller.close();
    },
  }, { highWaterMark: 0 });
}
