import { defineRoute } from "../../http/route";
import { getMe } from "./service";

export const meRoutes = [
  defineRoute({
    method: "GET",
    path: "/me",
    permission: "user",
    handler: ({ deps, actor }) => getMe(deps.db, actor.userId),
  }),
];
