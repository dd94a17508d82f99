import { z } from "zod";

/**
 * GET /api/config (public): instance texts the client shows on every page (the footer). A line the
 * operator has not set (FOOTER_*) is null: the client says the interface's own, in the learner's
 * language; an empty one is not shown.
 */
export const AppConfigSchema = z.object({
  footer: z.object({
    dedication: z.string().nullable(),
    memorial: z.string().nullable(),
    copyright: z.string().nullable(),
  }),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

/** GET /api/health. */
export const HealthSchema = z.object({ ok: z.literal(true) });
/** GET /api/health/ready when this server can take traffic (else 503 with the reason). */
export const ReadinessSchema = z.object({
  ready: z.literal(true),
  checks: z.object({ database: z.literal("ok"), migrations: z.literal("ok"), jobs: z.literal("ok") }),
});
