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
  let at = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (at > 0) await new Promise((resolve) => setImmediate(resolve));
      controller.enqueue(bytes.subarray(at, at + SLICE_BYTES));
      at += SLICE_BYTES;
      if (at >= bytes.byteLength) controller.close();
    },
  }, { highWaterMark: 0 });
}
