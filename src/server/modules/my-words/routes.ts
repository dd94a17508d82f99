import { WordSchema } from "../../../shared/api/collections";
import { AddMyWordResultSchema, AddMyWordSchema, EditMyWordSchema, MyWordParamsSchema } from "../../../shared/api/my-words";
import { defineRoute } from "../../http/route";
import { addMyWord, editMyWord, removeMyWord } from "./service";

export const myWordsRoutes = [
  defineRoute({
    method: "POST",
    path: "/my-words",
    permission: "user",
    body: AddMyWordSchema,
    // 201 when the word was saved, 200 when it was there already (nothing written).
    response: AddMyWordResultSchema,
    handler: async ({ c, deps, actor, body }) => {
      const result = await addMyWord(deps.db, actor.userId, body, deps.config.PRIVATE_COLLECTIONS_PER_USER);
      return c.json(result, result.alreadyThere ? 200 : 201);
    },
  }),
  defineRoute({
    method: "PATCH",
    path: "/my-words/:id",
    permission: "user",
    params: MyWordParamsSchema,
    body: EditMyWordSchema,
    response: WordSchema,
    handler: ({ deps, actor, params, body }) => editMyWord(deps.db, actor.userId, params.id, body),
  }),
  defineRoute({
    method: "DELETE",
    path: "/my-words/:id",
    permission: "user",
    params: MyWordParamsSchema,
    response: "empty",
    handler: async ({ c, deps, actor, params }) => {
      await removeMyWord(deps.db, actor.userId, params.id);
      return c.body(null, 204);
    },
  }),
];
