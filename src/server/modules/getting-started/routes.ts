import {
  DismissGettingStartedStepSchema, GettingStartedSchema, GettingStartedStepParamsSchema,
} from "../../../shared/api/getting-started";
import { JobSchema } from "../../../shared/api/jobs";
import { defineRoute } from "../../http/route";
import { dismissGettingStartedStep, getGettingStarted, startLibrarySetup } from "./service";

/** The administrators' 'Get started' checklist. Administrators only. */
export const gettingStartedRoutes = [
  defineRoute({
    method: "GET",
    path: "/admin/getting-started",
    permission: "admin",
    response: GettingStartedSchema,
    handler: ({ deps }) => getGettingStarted(deps),
  }),
  /** 'Set up the library': one job that imports the Bible and the lexicons and fills the built-in collections. */
  defineRoute({
    method: "POST",
    path: "/admin/library-setup",
    permission: "admin",
    response: JobSchema, status: 202,
    handler: ({ deps, actor }) => startLibrarySetup(deps, actor),
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
