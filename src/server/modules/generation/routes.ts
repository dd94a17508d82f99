import {
  ContinueQueueResponseSchema, CreateGenerationRequestSchema, CreateGenerationResponseSchema, DeleteQueueResponseSchema,
  GenerationItemDetailSchema, GenerationItemParamsSchema, GenerationQueueResponseSchema, GenerationSectionsQuerySchema,
  GenerationSectionsSchema, LibraryImportRequestSchema, RestartFailedResponseSchema,
} from "../../../shared/api/generation";
import { JobSchema } from "../../../shared/api/jobs";
import type { Deps } from "../../deps";
import { defineRoute } from "../../http/route";
import {
  continueQueue, createRequest, getItem, getQueue, removeAll, removeItem, restartFailed, sectionsFor, startLibraryImport,
  type QueueDeps,
} from "./service";

/** The queue requires a session ('Not authenticated' otherwise). */
const NOT_AUTHENTICATED = "error_not_authenticated" as const;
const queueDeps = (deps: Deps): QueueDeps => ({ db: deps.db, jobs: deps.jobs, llmConfigured: deps.wordGenerator !== null });

export const generationRoutes = [
  defineRoute({
    method: "GET",
    path: "/generation/queue",
    permission: "user",
    unauthenticatedMessage: NOT_AUTHENTICATED,
    response: GenerationQueueResponseSchema,
    handler: ({ deps, actor }) => getQueue(queueDeps(deps), actor.userId),
  }),
  defineRoute({
    method: "POST",
    path: "/generation/queue",
    permission: "admin",
    unauthenticatedMessage: NOT_AUTHENTICATED,
    body: CreateGenerationRequestSchema,
    response: CreateGenerationResponseSchema, status: 201,
    handler: ({ deps, actor, body }) => createRequest(queueDeps(deps), actor.userId, body),
  }),
  defineRoute({
    method: "POST",
    path: "/generation/queue/continue",
    permission: "admin",
    unauthenticatedMessage: NOT_AUTHENTICATED,
    response: ContinueQueueResponseSchema,
    handler: ({ deps, actor }) => continueQueue(queueDeps(deps), actor.userId),
  }),
  defineRoute({
    method: "POST",
    path: "/generation/queue/restart-failed",
    permission: "admin",
    unauthenticatedMessage: NOT_AUTHENTICATED,
    response: RestartFailedResponseSchema,
    handler: ({ deps, actor }) => restartFailed(queueDeps(deps), actor.userId),
  }),
  /** The spec's 'Delete Completed': every item of the user, whatever its status. */
  defineRoute({
    method: "DELETE",
    path: "/generation/queue",
    permission: "user",
    unauthenticatedMessage: NOT_AUTHENTICATED,
    response: DeleteQueueResponseSchema,
    handler: ({ deps, actor }) => removeAll(deps.db, actor.userId),
  }),
  defineRoute({
    method: "GET",
    path: "/generation/queue/:id",
    permission: "user",
    unauthenticatedMessage: NOT_AUTHENTICATED,
    params: GenerationItemParamsSchema,
    response: GenerationItemDetailSchema,
    handler: ({ deps, actor, params }) => getItem(deps.db, actor.userId, params.id),
  }),
  defineRoute({
    method: "DELETE",
    path: "/generation/queue/:id",
    permission: "user",
    unauthenticatedMessage: NOT_AUTHENTICATED,
    params: GenerationItemParamsSchema,
    response: "empty",
    handler: async ({ c, deps, actor, params }) => {
      await removeItem(deps.db, actor.userId, params.id);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: "GET",
    path: "/generation/sections",
    permission: "admin",
    query: GenerationSectionsQuerySchema,
    response: GenerationSectionsSchema,
    handler: ({ deps, actor, query }) => sectionsFor(deps.db, actor.userId, query.collectionId),
  }),
  defineRoute({
    method: "POST",
    path: "/generation/library-import",
    permission: "admin",
    body: LibraryImportRequestSchema,
    response: JobSchema, status: 202,
    handler: ({ deps, actor, body }) => startLibraryImport(queueDeps(deps), actor.userId, body),
  }),
];
