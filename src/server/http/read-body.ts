import { HttpError } from "./errors";

const tooLarge = (max: number) => HttpError.keyed(413, "payload_too_large", "error_body_too_large", { max });

/**
 * The request's body as a stream that fails with a 413 as soon as more than `max` bytes have
 * arrived, whatever Content-Length says (a declared length above `max` is refused before reading).
 */
export function limitedBody(req: Request, max: number): ReadableStream<Uint8Array> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > max) throw tooLarge(max);
  const source = req.body ?? new ReadableStream<Uint8Array>({ start: (c) => c.close() });
  let seen = 0;
  return source.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > max) controller.error(tooLarge(max));
      else controller.enqueue(chunk);
    },
  }));
}

/**
 * The whole body as UTF-8 text, refused (413) past `max` bytes. With a Content-Length (HTTP framing
 * holds the body to it) within `max`, the body is read at once — the hot path, e.g. every answer;
 * without one (chunked), it is read while it streams and refused as soon as it passes `max`.
 */
export async function readLimitedText(req: Request, max: number): Promise<string> {
  const declared = req.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared)) {
    if (Number(declared) > max) throw tooLarge(max);
    const text = await req.text();
    if (Buffer.byteLength(text) > max) throw tooLarge(max);
    return text;
  }
  const reader = limitedBody(req, max).getReader();
  const chunks: Uint8Array[] = [];
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks).toString("utf8");
}
