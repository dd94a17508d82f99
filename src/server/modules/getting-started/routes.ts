import {
  DismissGettingStartedStepSchema, GettingStartedSchema, GettingStartedStepParamsSchema,
} from "../../../shared/api/getting-started";
import { defineRoute } from "../../http/route";
import { dismissGettingStartedStep, getGettingStarted } from "./service";

/** The administrators' 'Get started' checklist. Administrators only. */
export const gettingStartedRoutes = [
  defineRoute({
    method: "GET",
    path: "/admin/getting-started",
    permission: "admin",
    response: GettingStartedSchema,
    handler: ({ deps }) => getGettingStarted(deps),
  }),
  defineRoute({
    method: "PUT",
    path: "/admin/getting-started/:step",
    permission: "admin",
    params: GettingStartedStepParamsSchema,
    body: DismissGettingStartedStepSchema,
    response: GettingStartedSchema,
    handler: ({ deps, actor, params, body }) => dismissGettingStartedStep(deps, actor, params.step, body.dismissed),
  }),
];
