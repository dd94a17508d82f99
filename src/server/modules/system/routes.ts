import { AppConfigSchema, HealthSchema, ReadinessSchema } from "../../../shared/api/config";
import { defineRoute } from "../../http/route";
import { checkReadiness } from "./service";

export const systemRoutes = [
  defineRoute({
    method: "GET",
    path: "/health",
    permission: "public",
    response: HealthSchema,
    handler: () => ({ ok: true }),
  }),
  // For a load balancer or an orchestrator: 200 when this server can take traffic, else 503 and why.
  defineRoute({
    method: "GET",
    path: "/health/ready",
    permission: "public",
    response: ReadinessSchema,
    handler: ({ deps }) => checkReadiness(deps),
  }),
  // Prometheus' text format, for an administrator's session or METRICS_TOKEN as a bearer token.
  defineRoute({
    method: "GET",
    path: "/metrics",
    permission: "admin",
    bearerToken: (deps) => deps.config.METRICS_TOKEN,
    response: "raw",
    handler: async ({ deps }) => {
      const { contentType, body } = await deps.metrics.render();
      return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
    },
  }),
  defineRoute({
    method: "GET",
    path: "/config",
    permission: "public",
    response: AppConfigSchema,
    handler: ({ deps }) => ({
      footer: {
        dedication: deps.config.FOOTER_DEDICATION ?? null,
        memorial: deps.config.FOOTER_MEMORIAL ?? null,
        copyright: deps.config.FOOTER_COPYRIGHT ?? null,
      },
    }),
  }),
];
