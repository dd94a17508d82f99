import { TranslationStartSchema, TranslationStatusSchema } from "../../../shared/api/translation";
import { defineRoute } from "../../http/route";
import { startTranslation, translationStatus } from "./service";

export const translationRoutes = [
  defineRoute({
    method: "GET",
    path: "/admin/translation-status",
    permission: "admin",
    response: TranslationStatusSchema,
    handler: ({ deps }) => translationStatus(deps.db),
  }),
  defineRoute({
    method: "POST",
    path: "/admin/translation/start",
    permission: "admin",
    response: TranslationStartSchema,
    handler: ({ deps, actor }) => startTranslation(deps.db, deps.jobs, actor.userId, deps.translator.name),
  }),
];
