import { ReviewSettingsSchema, SettingsSchema, UpdateReviewSettingsSchema, UpdateSettingsSchema } from "../../../shared/api/settings";
import { defineRoute } from "../../http/route";
import { changeReviewSettings, changeSettings, getReviewSettings, getSettings } from "./service";

export const settingsRoutes = [
  defineRoute({
    method: "GET",
    path: "/settings",
    permission: "user",
    handler: async ({ deps, actor }) => SettingsSchema.parse(await getSettings(deps.db, actor.userId)),
  }),
  defineRoute({
    method: "PATCH",
    path: "/settings",
    permission: "user",
    body: UpdateSettingsSchema,
    handler: async ({ deps, actor, body }) => changeSettings(deps.db, actor.userId, body),
  }),
  defineRoute({
    method: "GET",
    path: "/settings/review",
    permission: "user",
    handler: async ({ deps, actor }) => ReviewSettingsSchema.parse(await getReviewSettings(deps.db, actor.userId)),
  }),
  defineRoute({
    method: "PATCH",
    path: "/settings/review",
    permission: "user",
    body: UpdateReviewSettingsSchema,
    maxBodyBytes: 4096,
    handler: async ({ deps, actor, body }) => changeReviewSettings(deps.db, actor.userId, body),
  }),
];
