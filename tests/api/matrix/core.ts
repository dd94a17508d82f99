import type { MatrixCase } from "./types";

/** Routes of src/server/modules/{system,me,settings}. */
export const cases: MatrixCase[] = [
  { route: "GET /health", request: () => ({ url: "/api/health" }), expect: { anonymous: 200, owner: 200, otherUser: 200, admin: 200 } },
  { route: "GET /health/ready", request: () => ({ url: "/api/health/ready" }), expect: { anonymous: 200, owner: 200, otherUser: 200, admin: 200 } },
  // METRICS_TOKEN as a bearer token: tests/api/metrics.test.ts.
  { route: "GET /metrics", request: () => ({ url: "/api/metrics" }), expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 } },
  { route: "GET /config", request: () => ({ url: "/api/config" }), expect: { anonymous: 200, owner: 200, otherUser: 200, admin: 200 } },
  { route: "GET /me", request: () => ({ url: "/api/me" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  { route: "GET /settings", request: () => ({ url: "/api/settings" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  {
    route: "PATCH /settings",
    request: () => ({ url: "/api/settings", body: { shuffle: true } }),
    expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    route: "PATCH /settings",
    request: () => ({ url: "/api/settings", body: { dailyGoal: 0 } }),
    expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 },
  },
];
