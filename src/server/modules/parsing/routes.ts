import { ParsingAnswerResultSchema, ParsingAnswerSchema, ParsingSessionQuerySchema, ParsingSessionSchema } from "../../../shared/api/parsing";
import { defineRoute } from "../../http/route";
import { answerParsing, getParsingSession } from "./service";

/** The parsing drill: any learner drills a chapter or a collection they can see; their own cards and answers only. */
export const parsingRoutes = [
  defineRoute({
    method: "GET",
    path: "/parsing/session",
    permission: "user",
    query: ParsingSessionQuerySchema,
    response: ParsingSessionSchema,
    handler: ({ deps, actor, query }) => getParsingSession(deps.db, actor.userId,
      query.collection ? { collectionId: query.collection } : { bookId: query.book!, chapter: query.chapter! }, deps.now()),
  }),
  defineRoute({
    method: "POST",
    path: "/parsing/answers",
    permission: "user",
    body: ParsingAnswerSchema,
    response: ParsingAnswerResultSchema,
    handler: ({ deps, actor, body }) => answerParsing(deps.db, actor.userId, body, deps.now()),
  }),
];
