import { TranslationStatusSchema } from "../../../shared/api/translation";
import { defineRoute } from "../../http/route";
import { translationStatus } from "./service";

export const translationRoutes = [
  defineRoute({
    method: "GET",
    path: "/admin/translation-status",
    permission: "admin",
    handler: async ({ deps }) => TranslationStatusSchema.parse(await translationStatus(deps.db)),
  }),
];
