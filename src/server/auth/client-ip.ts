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

/**
 * The client's address behind `trustProxy` proxies (a load balancer, a reverse proxy): each
 * appends the address it saw to X-Forwarded-For, so the client is the entry `trustProxy` from the
 * right; whatever the client wrote further left is ignored. Without trusted proxies, the socket.
 */
export function forwardedClient(peer: string, forwardedFor: string | null, trustProxy: number): string {
  if (trustProxy <= 0 || !forwardedFor) return peer;
  const hops = forwardedFor.split(",").map((s) => s.trim()).filter(Boolean);
  return hops[Math.max(0, hops.length - trustProxy)] ?? peer;
}

/** The client's address: the socket's, or the one the trusted proxies saw (sign-in limits, sign-up places, request places). */
export function clientAddress(c: Context, trustProxy = 0): string {
  const testIp = c.req.header(TEST_CLIENT_IP_HEADER);
  const peer = socketAddress(c) ?? (process.env.VITEST && testIp ? testIp : "127.0.0.1");
  return forwardedClient(peer, c.req.header("x-forwarded-for") ?? null, trustProxy);
}

/** The request to hand to better-auth, with CLIENT_IP_HEADER set from the socket (or the trusted proxies). */
export function withClientIp(c: Context, trustProxy = 0): Request {
  const raw = c.req.raw;
  const headers = new Headers(raw.headers);
  headers.delete(TEST_CLIENT_IP_HEADER);
  headers.set(CLIENT_IP_HEADER, clientAddress(c, trustProxy));
  return new Request(raw, { headers });
}
