import { ReviewSettingsSchema, SettingsSchema, UpdateReviewSettingsSchema, UpdateSettingsSchema } from "../../../shared/api/settings";
import { defineRoute } from "../../http/route";
import { changeReviewSettings, changeSettings, getReviewSettings, getSettings } from "./service";

export const settingsRoutes = [
  defineRoute({
    method: "GET",
    path: "/settings",
    permission: "user",
    response: SettingsSchema,
    handler: ({ deps, actor }) => getSettings(deps.db, actor.userId),
  }),
  defineRoute({
    method: "PATCH",
    path: "/settings",
    permission: "user",
    body: UpdateSettingsSchema,
    response: SettingsSchema,
    handler: ({ deps, actor, body }) => changeSettings(deps.db, actor.userId, body),
  }),
  defineRoute({
    method: "GET",
    path: "/settings/review",
    permission: "user",
    response: ReviewSettingsSchema,
    handler: ({ deps, actor }) => getReviewSettings(deps.db, actor.userId),
  }),
  defineRoute({
    method: "PATCH",
    path: "/settings/review",
    permission: "user",
    body: UpdateReviewSettingsSchema,
    maxBodyBytes: 4096,
    response: ReviewSettingsSchema,
    handler: ({ deps, actor, body }) => changeReviewSettings(deps.db, actor.userId, body),
  }),
];
