import { OccurrencesQuerySchema, OccurrencesSchema, StartBibleImportSchema, StartJobResultSchema } from "../../../shared/api/bible";
import { defineRoute } from "../../http/route";
import { listOccurrences, startBibleImport } from "./bible-service";

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
    method: "GET",
    path: "/books/occurrences",
    permission: "user",
    query: OccurrencesQuerySchema,
    handler: async ({ deps, query }) => OccurrencesSchema.parse(await listOccurrences(deps.db, query)),
  }),
];
