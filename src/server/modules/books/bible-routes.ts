import { OccurrencesQuerySchema, OccurrencesSchema, StartBibleImportSchema, StartJobResultSchema } from "../../../shared/api/bible";
import { defineRoute } from "../../http/route";
import { BookParamsSchema } from "../../../shared/api/books";
import { listOccurrences, startBibleImport, startTranslationMerge } from "./bible-service";

/** The offline Hebrew Bible: its import and where a word occurs. Before /books/:bookId. */
export const bibleRoutes = [
  defineRoute({
    method: "POST",
    path: "/books/import/bible",
    permission: "admin",
    body: StartBibleImportSchema,
    response: StartJobResultSchema, status: 202,
    handler: ({ deps, actor, body }) => startBibleImport(deps.jobs, actor.userId, body),
  }),
  defineRoute({
    method: "POST",
    path: "/books/:bookId/translations",
    permission: "admin",
    params: BookParamsSchema,
    response: StartJobResultSchema, status: 202,
    handler: ({ deps, actor, params }) => startTranslationMerge(deps.db, deps.jobs, actor.userId, params.bookId),
  }),
  defineRoute({
    method: "GET",
    path: "/books/occurrences",
    permission: "user",
    query: OccurrencesQuerySchema,
    response: OccurrencesSchema,
    handler: ({ deps, query }) => listOccurrences(deps.db, query),
  }),
];
