import { z } from "zod";

/**
 * GET /api/admin/translation-status (admins): how many words exist, how many are translated
 * (spanish, portuguese, french and italian all non-null) and how many miss at least one of them.
 */
export const TranslationCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  translated: z.number().int().nonnegative(),
  missing: z.number().int().nonnegative(),
});
export type TranslationCounts = z.infer<typeof TranslationCountsSchema>;
/** The counts and the translation run queued or running (its job id), if any: the page follows it. */
export const TranslationStatusSchema = TranslationCountsSchema.extend({ jobId: z.string().uuid().nullable() });
export type TranslationStatus = z.infer<typeof TranslationStatusSchema>;

/** The translation progress is refetched every 10 s. */
export const TRANSLATION_STATUS_REFETCH_MS = 10_000;

/** Whole percent translated; 100 only when nothing is missing, 0 when there are no words. */
export function translationPercent(s: TranslationCounts): number {
  if (s.total <= 0) return 0;
  if (s.missing === 0) return 100;
  return Math.min(99, Math.floor((s.translated / s.total) * 100));
}

/** POST /api/admin/translation/start (as translate-existing-words answered): the answer the toasts read. */
export const TranslationStartSchema = z.object({
  allComplete: z.boolean(),
  /** The work goes on in the background (a job). */
  continuing: z.boolean(),
  translated: z.number().int().nonnegative(),
  message: z.string(),
  jobId: z.string().nullable(),
});
export type TranslationStart = z.infer<typeof TranslationStartSchema>;
