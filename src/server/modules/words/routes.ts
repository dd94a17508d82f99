import { IdParamsSchema } from "../../../shared/api/domains";
import { DatabaseWordSchema, NewWordSchema, WordPatchSchema, WordsPageSchema, WordsQuerySchema } from "../../../shared/api/words";
import { defineRoute } from "../../http/route";
import { definedFields } from "../../lib/defined-fields";
import { addWord, editWord, listWords, removeWord } from "./service";

export const wordRoutes = [
  defineRoute({
    method: "GET",
    path: "/words",
    permission: "user",
    query: WordsQuerySchema,
    response: WordsPageSchema,
    handler: ({ deps, actor, query }) => listWords(deps.db, actor.userId, query),
  }),
  defineRoute({
    method: "POST",
    path: "/admin/words",
    permission: "admin",
    body: NewWordSchema,
    response: DatabaseWordSchema,
    handler: async ({ c, deps, actor, body }) => c.json(await addWord(deps.db, actor.userId, definedFields(body)), 201),
  }),
  defineRoute({
    method: "PATCH",
    path: "/admin/words/:id",
    permission: "admin",
    params: IdParamsSchema,
    body: WordPatchSchema,
    response: DatabaseWordSchema,
    handler: ({ deps, actor, params, body }) => editWord(deps.db, actor.userId, params.id, definedFields(body)),
  }),
  defineRoute({
    method: "DELETE",
    path: "/admin/words/:id",
    permission: "admin",
    params: IdParamsSchema,
    response: "empty",
    handler: async ({ c, deps, params }) => {
      await removeWord(deps.db, params.id);
      return c.body(null, 204);
    },
  }),
];
