import { refuseBadJsonText } from "./guard-request";
import { readLimitedText } from "./read-body";

/** The largest body an account request (sign-in, sign-up, reset, two-factor…) may send. */
export const MAX_AUTH_BODY_BYTES = 64 * 1024;

/**
 * An account request with its body read under the limit (413 past it, while it streams, before
 * better-auth buffers anything) and checked (no NUL, not too deep), then handed on as text.
 */
export async function withLimitedAuthBody(req: Request): Promise<Request> {
  if (req.method === "GET" || req.method === "HEAD") return req;
  const text = await readLimitedText(req, MAX_AUTH_BODY_BYTES);
  refuseBadJsonText(text);
  return new Request(req, { body: text });
}
