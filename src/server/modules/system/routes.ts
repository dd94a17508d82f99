import { AppConfigSchema, HealthSchema } from "../../../shared/api/config";
import { defineRoute } from "../../http/route";

export const systemRoutes = [
  defineRoute({
    method: "GET",
    path: "/health",
    permission: "public",
    response: HealthSchema,
    handler: () => ({ ok: true }),
  }),
  defineRoute({
    method: "GET",
    path: "/config",
    permission: "public",
    response: AppConfigSchema,
    handler: ({ deps }) => ({
      footer: {
        dedication: deps.config.FOOTER_DEDICATION,
        memorial: deps.config.FOOTER_MEMORIAL,
        copyright: deps.config.FOOTER_COPYRIGHT,
      },
    }),
  }),
];
