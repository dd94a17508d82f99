import { z } from "zod";

/** GET /api/config (public): instance texts the client shows on every page (spec 001 §1 footer). */
export const AppConfigSchema = z.object({
  footer: z.object({
    dedication: z.string(),
    memorial: z.string(),
    copyright: z.string(),
  }),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

/** GET /api/health. */
export const HealthSchema = z.object({ ok: z.literal(true) });
