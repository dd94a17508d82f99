import type { RouteDef } from "../http/route";
import { meRoutes } from "./me/routes";
import { settingsRoutes } from "./settings/routes";
import { systemRoutes } from "./system/routes";

/** Every API route. The permission matrix (tests/api/permissions.test.ts) must list each one. */
export const allRoutes: RouteDef[] = [
  ...systemRoutes,
  ...meRoutes,
  ...settingsRoutes,
];
