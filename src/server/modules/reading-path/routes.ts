import { FillReadingPathResultSchema, FillReadingPathSchema, ReadingPathOfferSchema, ReadingPathQuerySchema } from "../../../shared/api/reading-path";
import { defineRoute } from "../../http/route";
import { fillReadingPath, getReadingPath } from "./service";

/** A reading path by frequency: the library's offer, and the learner's own collection filled with it. */
export const readingPathRoutes = [
  defineRoute({
    method: "GET",
    path: "/reading-path",
    permission: "user",
    query: ReadingPathQuerySchema,
    response: ReadingPathOfferSchema,
    handler: ({ deps, actor, query }) => getReadingPath(deps.db, actor.userId, query.book),
  }),
  defineRoute({
    method: "POST",
    path: "/reading-path/fill",
    permission: "user",
    body: FillReadingPathSchema,
    response: FillReadingPathResultSchema,
    handler: ({ deps, actor, body }) => fillReadingPath(deps.db, actor.userId, body, deps.config.PRIVATE_COLLECTIONS_PER_USER),
  }),
];
