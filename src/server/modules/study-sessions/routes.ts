import { StartStudySessionSchema, StudySessionParamsSchema, StudySessionSchema } from "../../../shared/api/study-sessions";
import { defineRoute } from "../../http/route";
import { endStudySession, startStudySession } from "./service";

export const studySessionRoutes = [
  defineRoute({
    method: "POST",
    path: "/study-sessions",
    permission: "user",
    body: StartStudySessionSchema,
    response: StudySessionSchema, status: 201,
    handler: ({ deps, actor, body }) => startStudySession(deps, actor, body),
  }),
  defineRoute({
    method: "POST",
    path: "/study-sessions/:id/end",
    permission: "user",
    params: StudySessionParamsSchema,
    response: StudySessionSchema,
    handler: ({ deps, actor, params }) => endStudySession(deps, actor, params.id),
  }),
];
