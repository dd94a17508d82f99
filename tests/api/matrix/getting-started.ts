import type { MatrixCase } from "./types";

/** Routes of src/server/modules/getting-started (the 'Get started' checklist): administrators only. */
export const cases: MatrixCase[] = [
  { route: "GET /admin/getting-started", request: () => ({ url: "/api/admin/getting-started" }), expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 } },
  {
    // Bringing a step back changes nothing on a fresh instance, so every actor's call meets the same state.
    route: "PUT /admin/getting-started/:step",
    request: () => ({ url: "/api/admin/getting-started/learners", body: { dismissed: false } }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
  // Queued for the job workers (one set-up at a time: a second call answers the queued one).
  { route: "POST /admin/library-setup", request: () => ({ url: "/api/admin/library-setup" }), expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 202 } },
];
