import { OccurrencesQuerySchema, OccurrencesSchema, StartBibleImportSchema, StartJobResultSchema } from "../../../shared/api/bible";
import { defineRoute } from "../../http/route";
import { BookParamsSchema } from "../../../shared/api/books";
import { listOccurrences, startBibleImport, startTranslationMerge } from "./bible-service";

/** The offline Hebrew Bible (issue 28): its import and where a word occurs. Before /books/:bookId. */
export const bibleRoutes = [
  defineRoute({
    method: "POST",
    path: "/books/import/bible",
    permission: "admin",
    body: StartBibleImportSchema,
    handler: async ({ c, deps, actor, body }) => c.json(StartJobResultSchema.parse(await startBibleImport(deps.jobs, actor.userId, body)), 202),
  }),
  defineRoute({
    method: "POST",
    path: "/books/:bookId/translations",
    permission: "admin",
    params: BookParamsSchema,
    handler: async ({ c, deps, actor, params }) => c.json(StartJobResultSchema.parse(await startTranslationMerge(deps.db, deps.jobs, actor.userId, params.bookId)), 202),
  }),
  defineRoute({
    method: "GET",
    path: "/books/occurrences",
    permission: "user",
    query: OccurrencesQuerySchema,
    handler: async ({ deps, query }) => OccurrencesSchema.parse(await listOccurrences(deps.db, query)),
  }),
];
