import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The header better-auth reads the client's address from (advanced.ipAddress.ipAddressHeaders).
 * It is always set by the server from the TCP socket; a copy sent by the client is dropped, so the
 * per-IP rate limit cannot be dodged by forging it.
 */
export const CLIENT_IP_HEADER = "x-milim-client-ip";

/**
 * Only for in-process tests (Hono's app.request() has no socket): lets a test pretend to come
 * from another address. Ignored whenever a real socket exists, and outside Vitest.
 */
export const TEST_CLIENT_IP_HEADER = "x-milim-test-client-ip";

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address ?? undefined;
  } catch {
    return undefined; // no Node socket: app.request() in tests
  }
}

/** The request to hand to better-auth, with CLIENT_IP_HEADER set from the socket. */
export function withClientIp(c: Context): Request {
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const testIp = headers.get(TEST_CLIENT_IP_HEADER);
  headers.delete(TEST_CLIENT_IP_HEADER);
  const fromSocket = socketAddress(c);
  const ip = fromSocket ?? (process.env.VITEST && testIp ? testIp : "127.0.0.1");
  headers.set(CLIENT_IP_HEADER, ip);
  return new Request(raw, { headers });
}
