import { z } from "zod";
import { IMPORT_MAX_WORDS, hasNoNul, TransferWordSchema, type TransferWord } from "./transfer-word";

/** Collection slugs: lowercase letters and digits in groups joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_HINT = "lowercase letters, digits and single hyphens, e.g. my-words";
export const SlugSchema = z.string().trim().max(100, "slug is longer than 100 characters").regex(SLUG_PATTERN, `slug must be ${SLUG_HINT}`);

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

const nullableText = (name: string, max: number) =>
  z.string({ error: `${name} must be text` }).max(max, `${name} is longer than ${max} characters`).refine(hasNoNul, `${name} must not contain NUL characters`).nullish()
    .transform((v) => (v == null || v.trim() === "" ? null : v.normalize("NFC").trim()));

export const TransferCollectionSchema = z.object({
  domain: z.string({ error: "domain is missing" }).trim().min(1, "domain is empty").max(100),
  name: z.string({ error: "name is missing" }).transform((v) => v.normalize("NFC").trim()).pipe(z.string().min(1, "name is empty").max(200, "name is longer than 200 characters").refine(hasNoNul, "name must not contain NUL characters")),
  slug: SlugSchema,
  description: nullableText("description", 2000),
  subcategory: nullableText("subcategory", 200),
  order: z.number({ error: "order must be a number" }).int("order must be a whole number").min(-1_000_000).max(1_000_000).nullish().transform((v) => v ?? 0),
  metadata: z.record(z.string(), z.unknown(), { error: "metadata must be an object" })
    .refine((v) => !JSON.stringify(v).includes("\\u0000"), "metadata must not contain NUL characters")
    .nullish().transform((v) => v ?? {}),
}, { error: "collection must be an object" });

export const CollectionFileSchema = z.object({
  version: z.literal(1, { error: "version must be 1" }),
  exportedAt: z.string().optional(),
  collection: TransferCollectionSchema,
  words: z.array(TransferWordSchema, { error: "words must be a list" })
    .max(IMPORT_MAX_WORDS, `the file has more than ${IMPORT_MAX_WORDS.toLocaleString("en-US")} words`),
}, { error: "the file must hold a JSON object" });
