import type { TestContext, TestUser } from "../../helpers/test-app";

// Matrix files export `cases: MatrixCase[]` and, for list routes, `privateLists: PrivateListCase[]`.

/**
 * The permission matrix (tests/api/permissions.test.ts). Each area exports
 * `export const cases: MatrixCase[]` from tests/api/matrix/<area>.ts; every route in allRoutes
 * needs at least one case. `owner` is an ordinary signed-in user; request() runs once per actor, so
 * it may create a fresh resource owned by `owner` each time. `otherUser` is another ordinary user;
 * `admin` is an admin who does NOT own the resource. Statuses are exact.
 */
export interface MatrixRequest { url: string; body?: unknown }

/**
 * For a route that lists rows: `setup` makes private rows owned by `owner` and names strings that
 * identify them in a response (ids, slugs, file names, words), and the URL to list. The owner's
 * answer must contain every marker; another user's and an admin's must contain none.
 */
export interface PrivateListCase {
  route: string;
  setup(ctx: TestContext, owner: TestUser): Promise<{ url: string; markers: string[] }>;
}
export interface MatrixCase {
  route: string; // "METHOD /path" exactly as declared in defineRoute (path without the /api prefix)
  request(ctx: TestContext, owner: TestUser): MatrixRequest | Promise<MatrixRequest>;
  expect: { anonymous: number; owner: number; otherUser: number; admin: number };
}
