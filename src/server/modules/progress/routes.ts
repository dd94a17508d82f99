import { AnswerResultSchema, AnswerSchema } from "../../../shared/api/progress";
import { defineRoute } from "../../http/route";
import { submitAnswer } from "./service";

export const progressRoutes = [
  defineRoute({
    method: "POST",
    path: "/progress/answers",
    permission: "user",
    body: AnswerSchema,
    maxBodyBytes: 4096,
    response: AnswerResultSchema,
    handler: ({ deps, actor, body }) => submitAnswer(deps.answers, actor.userId, body),
  }),
];
