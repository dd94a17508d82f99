import { z } from "zod";
import { CollectionSummarySchema } from "./collections";
import { SLUG_PATTERN } from "./domains";

/**
 * The Admin Panel's "Collections Management" card: the shared collections
 * of every domain with their word counts; create, edit, delete (with their words and progress).
 */
export const COLLECTION_MESSAGES = {
  nameRequired: "Name is required",
  slugRequired: "Slug is required",
  slugFormat: "Slug must be lowercase with hyphens (e.g. daily-1000)",
  domainRequired: "Domain is required",
  unknownDomain: "The chosen domain does not exist.",
  subcategoryNotInDomain: "The subcategory must be one with no domain or of the chosen domain.",
  slugTaken: "A collection with this slug already exists in this domain.",
  notFound: "This collection no longer exists.",
} as const;

const requiredText = (message: string, max: number) => z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `At most ${max} characters` });
const optionalText = (max: number) => z.string().trim().max(max, { error: `At most ${max} characters` }).transform((v) => (v === "" ? null : v)).nullable().optional();
const order = z.number().int().min(-1_000_000).max(1_000_000);

const CollectionFields = z.object({
  domain: requiredText(COLLECTION_MESSAGES.domainRequired, 60),
  name: requiredText(COLLECTION_MESSAGES.nameRequired, 200),
  slug: requiredText(COLLECTION_MESSAGES.slugRequired, 100).pipe(z.string().regex(SLUG_PATTERN, { error: COLLECTION_MESSAGES.slugFormat })),
  description: optionalText(1000),
  /** A subcategory's name (no domain, or the collection's domain); empty for none. */
  subcategory: optionalText(100),
  order,
});
export const CollectionInputSchema = CollectionFields.extend({ order: order.default(0) });
export type CollectionInput = z.input<typeof CollectionInputSchema>;
/** Only the fields sent are written. */
export const CollectionPatchSchema = CollectionFields.partial().strict();

export const AdminCollectionSchema = CollectionSummarySchema.extend({ wordCount: z.number().int().nonnegative() });
export type AdminCollection = z.infer<typeof AdminCollectionSchema>;
export const AdminCollectionListSchema = z.object({ collections: z.array(AdminCollectionSchema) });
