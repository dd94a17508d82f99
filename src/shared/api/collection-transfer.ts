import { z } from "zod";
import { CollectionSummarySchema } from "./collections";

/**
 * GET /api/collections/:id/export?format=json|csv — a collection the caller can see, with its words,
 * as an attachment (Content-Disposition) named {domain}_{slug}.{json|csv}.
 * JSON: { version: 1, exportedAt, collection, words } (src/shared/collection-transfer/collection-file.ts);
 * CSV: RFC 4180, UTF-8 with BOM, header row, columns WORD_COLUMNS (hebrew, english first for Anki).
 */
export const ExportCollectionParamsSchema = z.object({ id: z.string().max(100) });
export const ExportCollectionQuerySchema = z.object({ format: z.enum(["json", "csv"]).default("json") });
export type ExportFormat = z.infer<typeof ExportCollectionQuerySchema>["format"];

/**
 * POST /api/collections/import — the file's text plus the form. For a CSV file the form (or the file
 * name, `{domain}_{slug}.csv`) names the collection; for JSON the form overrides the file's values.
 * `shared: true` (admins only) imports a shared collection; otherwise it is the caller's own.
 * Slug already used → 409 with details.suggestedSlug. Invalid file → 400 "Invalid file: ...".
 */
const optionalField = (max: number) => z.string().max(max).optional();
export const ImportCollectionRequestSchema = z.object({
  content: z.string(),
  fileName: z.string().max(255).optional(),
  format: z.enum(["json", "csv"]).optional(),
  name: optionalField(200),
  slug: optionalField(100),
  domain: optionalField(100),
  description: optionalField(2000),
  subcategory: optionalField(200),
  shared: z.boolean().optional(),
});
export type ImportCollectionRequest = z.infer<typeof ImportCollectionRequestSchema>;

export const ImportCollectionResultSchema = z.object({
  collection: CollectionSummarySchema,
  wordsImported: z.number().int(),
  ignoredColumns: z.array(z.string()),
});
export type ImportCollectionResult = z.infer<typeof ImportCollectionResultSchema>;

/** details of the 409 answer to a slug clash. */
export const SlugClashDetailsSchema = z.object({ suggestedSlug: z.string() });
