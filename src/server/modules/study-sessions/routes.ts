import { StartStudySessionSchema, StudySessionParamsSchema } from "../../../shared/api/study-sessions";
import { defineRoute } from "../../http/route";
import { endStudySession, startStudySession } from "./service";

export const studySessionRoutes = [
  defineRoute({
    method: "POST",
    path: "/study-sessions",
    permission: "user",
    body: StartStudySessionSchema,
    handler: async ({ c, deps, actor, body }) => c.json(await startStudySession(deps, actor, body), 201),
  }),
  defineRoute({
    method: "POST",
    path: "/study-sessions/:id/end",
    permission: "user",
    params: StudySessionParamsSchema,
    handler: async ({ deps, actor, params }) => endStudySession(deps, actor, params.id),
  }),
];
