import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import type { ServerMessageKey } from "../i18n/server-message-key";
import { CollectionSummarySchema } from "./collections";
import { SLUG_PATTERN } from "./domains";

/**
 * The Admin Panel's "Collections Management" card: the shared collections
 * of every domain with their word counts; create, edit, delete (with their words and progress).
 */
export const COLLECTION_MESSAGES = {
  nameRequired: "name_required",
  slugRequired: "slug_required",
  slugFormat: "collection_slug_format",
  domainRequired: "collection_domain_required",
  unknownDomain: "domain_unknown",
  subcategoryNotInDomain: "collection_subcategory_not_in_domain",
  slugTaken: "collection_slug_taken",
  notFound: "collection_gone",
} as const;

const requiredText = (key: ServerMessageKey, max: number) => z.string({ error: schemaMessage(key) }).trim().min(1, { error: schemaMessage(key) }).max(max, { error: schemaMessage("at_most_characters", { max }) });
const optionalText = (max: number) => z.string().trim().max(max, { error: schemaMessage("at_most_characters", { max }) }).transform((v) => (v === "" ? null : v)).nullable().optional();
const order = z.number().int().min(-1_000_000).max(1_000_000);

const CollectionFields = z.object({
  domain: requiredText(COLLECTION_MESSAGES.domainRequired, 60),
  name: requiredText(COLLECTION_MESSAGES.nameRequired, 200),
  slug: requiredText(COLLECTION_MESSAGES.slugRequired, 100).pipe(z.string().regex(SLUG_PATTERN, { error: schemaMessage(COLLECTION_MESSAGES.slugFormat) })),
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
