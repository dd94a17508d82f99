import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { Metrics } from "../lib/metrics";
import type { AppEnv } from "./route";

/**
 * Counts and times every /api request by its route's pattern (`/collections/:domain/:slug`, so
 * the labels stay few); an address no route matched is counted as "unmatched".
 */
export function recordRequestMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const route = routePath(c); // after next(): the handler that answered (c.req.routeIndex)
      const matched = route && route !== "*" && route !== "/api/*" ? route : "unmatched";
      metrics.observeRequest(c.req.method, matched, c.res.status, (performance.now() - started) / 1000);
    }
  };
}
