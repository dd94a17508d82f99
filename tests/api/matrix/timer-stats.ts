import { call } from "../../helpers/test-app";
import type { MatrixCase } from "./types";

/** Routes of src/server/modules/{study-sessions,statistics}: every one is "user"; a session is its owner's only. */
export const cases: MatrixCase[] = [
  {
    route: "POST /study-sessions",
    request: () => ({ url: "/api/study-sessions", body: { durationMinutes: 30 } }),
    expect: { anonymous: 401, owner: 201, otherUser: 201, admin: 201 },
  },
  {
    route: "POST /study-sessions",
    request: () => ({ url: "/api/study-sessions", body: { durationMinutes: 601 } }),
    expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 },
  },
  {
    route: "POST /study-sessions/:id/end",
    request: async (ctx, owner) => {
      const started = await call(ctx, "POST", "/api/study-sessions", { user: owner, body: { durationMinutes: 30 } });
      if (started.status !== 201) throw new Error(`could not start a session: ${started.status} ${started.text}`);
      return { url: `/api/study-sessions/${started.json.id as string}/end` };
    },
    expect: { anonymous: 401, owner: 200, otherUser: 404, admin: 404 },
  },
  {
    route: "GET /statistics",
    request: () => ({ url: "/api/statistics?tz=Asia/Jerusalem" }),
    expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    route: "GET /statistics",
    request: () => ({ url: "/api/statistics?tz=Mars/Olympus" }),
    expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 },
  },
  {
    route: "GET /statistics/today",
    request: () => ({ url: "/api/statistics/today?tz=America/New_York" }),
    expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    route: "GET /statistics/history",
    request: () => ({ url: "/api/statistics/history?tz=Europe/London&days=30" }),
    expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    route: "GET /statistics/history",
    request: () => ({ url: "/api/statistics/history?days=0" }),
    expect: { anonymous: 401, owner: 400, otherUser: 400, admin: 400 },
  },
];
