import { SettingsSchema, UpdateSettingsSchema } from "../../../shared/api/settings";
import { defineRoute } from "../../http/route";
import { changeSettings, getSettings } from "./service";

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
];
