import { MeSchema } from "../../../shared/api/me";
import { defineRoute } from "../../http/route";
import { getMe } from "./service";

export const meRoutes = [
  defineRoute({
    method: "GET",
    path: "/me",
    permission: "user",
    response: MeSchema,
    handler: ({ deps, actor }) => getMe(deps.db, actor.userId),
  }),
];
