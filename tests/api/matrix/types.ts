import type { TestContext, TestUser } from "../../helpers/test-app";

/**
 * The permission matrix (tests/api/permissions.test.ts). Each area exports
 * `export const cases: MatrixCase[]` from tests/api/matrix/<area>.ts; every route in allRoutes
 * needs at least one case. `owner` is an ordinary signed-in user; request() runs once per actor, so
 * it may create a fresh resource owned by `owner` each time. `otherUser` is another ordinary user;
 * `admin` is an admin who does NOT own the resource. Statuses are exact.
 */
export interface MatrixRequest { url: string; body?: unknown }
export interface MatrixCase {
  route: string; // "METHOD /path" exactly as declared in defineRoute (path without the /api prefix)
  request(ctx: TestContext, owner: TestUser): MatrixRequest | Promise<MatrixRequest>;
  expect: { anonymous: number; owner: number; otherUser: number; admin: number };
}
