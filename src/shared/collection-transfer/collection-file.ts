import { z } from "zod";
import { schemaMessage as sm } from "../i18n/schema-message";
import { IMPORT_MAX_WORDS, hasNoNul, TransferWordSchema, type TransferWord } from "./transfer-word";

/** Collection slugs: lowercase letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// Each check's message is a key (`server_file_…`, "must be text"): the parser names the field before it.
export const SlugSchema = z.string().trim().max(100, sm("file_longer_than", { max: 100 })).regex(SLUG_PATTERN, sm("file_slug"));

export interface TransferCollection {
  domain: string;
  name: string;
  slug: string;
  description: string | null;
  subcategory: string | null;
  order: number;
  metadata: Record<string, unknown>;
}

/** The JSON export file of one collection (version 1). */
export interface CollectionFile {
  version: 1;
  exportedAt: string;
  collection: TransferCollection;
  words: TransferWord[];
}

const nullableText = (max: number) =>
  z.string({ error: sm("file_text") }).max(max, sm("file_longer_than", { max })).refine(hasNoNul, sm("file_nul")).nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v.normalize("NFC").trim()));

export const TransferCollectionSchema = z.object({
  domain: z.string({ error: sm("file_missing") }).trim().min(1, sm("file_is_empty")).max(100, sm("file_longer_than", { max: 100 })),
  name: z.string({ error: sm("file_missing") }).transform((v) => v.normalize("NFC").trim())
    .pipe(z.string().min(1, sm("file_is_empty")).max(200, sm("file_longer_than", { max: 200 })).refine(hasNoNul, sm("file_nul"))),
  slug: SlugSchema,
  description: nullableText(2000),
  subcategory: nullableText(200),
  order: z.number({ error: sm("file_number") }).int(sm("file_whole"))
    .min(-1_000_000, sm("file_between", { min: -1_000_000, max: 1_000_000 })).max(1_000_000, sm("file_between", { min: -1_000_000, max: 1_000_000 }))
    .nullish().transform((v) => v ?? 0),
  metadata: z.record(z.string(), z.unknown(), { error: sm("file_object") })
    .refine((v) => !JSON.stringify(v).includes("\\u0000"), sm("file_nul"))
    .nullish().transform((v) => v ?? {}),
}, { error: sm("file_object") });

export const CollectionFileSchema = z.object({
  version: z.literal(1, { error: sm("file_equal", { value: 1 }) }),
  exportedAt: z.string().optional(),
  collection: TransferCollectionSchema,
  words: z.array(TransferWordSchema, { error: sm("file_list") })
    .max(IMPORT_MAX_WORDS, sm("transfer_file_too_many_words", { max: IMPORT_MAX_WORDS })),
}, { error: sm("transfer_file_not_object") });
