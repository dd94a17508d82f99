import { SearchQuerySchema, SearchResultSchema } from "../../../shared/api/collections";
import { defineRoute } from "../../http/route";
import { searchAllWords } from "./service";

export const searchRoutes = [
  defineRoute({
    method: "GET",
    path: "/search",
    permission: "user",
    query: SearchQuerySchema,
    response: SearchResultSchema,
    handler: ({ deps, actor, query }) => searchAllWords(deps.db, actor.userId, query.q),
  }),
];
