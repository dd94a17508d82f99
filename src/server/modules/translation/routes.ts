import { TranslationStartSchema, TranslationStatusSchema } from "../../../shared/api/translation";
import { defineRoute } from "../../http/route";
import { startTranslation, translationStatus } from "./service";

export const translationRoutes = [
  defineRoute({
    method: "GET",
    path: "/admin/translation-status",
    permission: "admin",
    handler: async ({ deps }) => TranslationStatusSchema.parse(await translationStatus(deps.db)),
  }),
  defineRoute({
    method: "POST",
    path: "/admin/translation/start",
    permission: "admin",
    handler: async ({ deps, actor }) => TranslationStartSchema.parse(await startTranslation(deps.db, deps.jobs, actor.userId, deps.translator.name)),
  }),
];
