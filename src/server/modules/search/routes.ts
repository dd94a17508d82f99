import { SearchQuerySchema } from "../../../shared/api/collections";
import { defineRoute } from "../../http/route";
import { searchAllWordsJson } from "./service";

export const searchRoutes = [
  defineRoute({
    method: "GET",
    path: "/search",
    permission: "user",
    query: SearchQuerySchema,
    // SearchResultSchema, already encoded as JSON by the database.
    handler: async ({ c, deps, actor, query }) =>
      c.body(await searchAllWordsJson(deps, actor, query.q), 200, { "content-type": "application/json" }),
  }),
];
