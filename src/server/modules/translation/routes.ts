import { TranslationStatusSchema } from "../../../shared/api/translation";
import { defineRoute } from "../../http/route";
import { getTranslationStatus } from "./queries";

export const translationRoutes = [
  defineRoute({
    method: "GET",
    path: "/admin/translation-status",
    permission: "admin",
    handler: async ({ deps }) => TranslationStatusSchema.parse(await getTranslationStatus(deps.db)),
  }),
];
