import { TEST_SETUP_TOKEN } from "../../helpers/test-app";
import type { MatrixCase } from "./types";

/** The set-up link's check (src/server/modules/setup-link/routes.ts): anyone holding the link; the matrix's instance has an administrator. */
export const cases: MatrixCase[] = [
  {
    route: "POST /setup-link",
    request: () => ({ url: "/api/setup-link", body: { token: TEST_SETUP_TOKEN } }),
    expect: { anonymous: 409, owner: 409, otherUser: 409, admin: 409 },
  },
  {
    route: "POST /setup-link",
    request: () => ({ url: "/api/setup-link", body: { token: "not-this-servers-token" } }),
    expect: { anonymous: 403, owner: 403, otherUser: 403, admin: 403 },
  },
  {
    route: "POST /setup-link",
    request: () => ({ url: "/api/setup-link", body: {} }),
    expect: { anonymous: 400, owner: 400, otherUser: 400, admin: 400 },
  },
];
