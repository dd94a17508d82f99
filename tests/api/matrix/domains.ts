import type { MatrixCase } from "./types";

/** Routes of src/server/modules/{domains,translation}. */
export const cases: MatrixCase[] = [
  { route: "GET /domains", request: () => ({ url: "/api/domains" }), expect: { anonymous: 401, owner: 200, otherUser: 200, admin: 200 } },
  {
    route: "GET /admin/translation-status",
    request: () => ({ url: "/api/admin/translation-status" }),
    expect: { anonymous: 401, owner: 403, otherUser: 403, admin: 200 },
  },
];
