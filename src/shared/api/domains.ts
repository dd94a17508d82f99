import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import type { ServerMessageKey } from "../i18n/server-message-key";

/**
 * The Admin Panel's Domains and Subcategories cards. Domains drive the
 * shell's tabs (GET /api/domains); subcategories group collections, in one domain or in all.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_HINT = "lowercase with hyphens";
/** An HSL triple as the shell uses it: "217 91% 60%". */
export const HSL_PATTERN = /^(\d{1,3}(?:\.\d+)?) (\d{1,3}(?:\.\d+)?)% (\d{1,3}(?:\.\d+)?)%$/;

export const DOMAIN_MESSAGES = {
  nameRequired: "name_required",
  slugRequired: "slug_required",
  slugFormat: "domain_slug_format",
  color: "domain_color",
  slugTaken: "domain_slug_taken",
  notFound: "domain_gone",
  subcategoryTaken: "subcategory_taken",
  subcategoryNotFound: "subcategory_gone",
  unknownDomain: "domain_unknown",
} as const;

const requiredText = (key: ServerMessageKey, max = 100) => z.string({ error: schemaMessage(key) }).trim().min(1, { error: schemaMessage(key) }).max(max, { error: schemaMessage("at_most_characters", { max }) });
const optionalText = (max = 500) => z.string().trim().max(max, { error: schemaMessage("at_most_characters", { max }) }).transform((v) => (v === "" ? null : v)).nullable().optional();
const order = z.number().int().min(-1_000_000).max(1_000_000);

export const hslIsValid = (value: string): boolean => {
  const m = HSL_PATTERN.exec(value.trim());
  return !!m && Number(m[1]) <= 360 && Number(m[2]) <= 100 && Number(m[3]) <= 100;
};

const DomainFields = z.object({
  name: requiredText(DOMAIN_MESSAGES.nameRequired),
  slug: requiredText(DOMAIN_MESSAGES.slugRequired, 60).pipe(z.string().regex(SLUG_PATTERN, { error: schemaMessage(DOMAIN_MESSAGES.slugFormat) })),
  description: optionalText(),
  color: z.string().trim().refine(hslIsValid, { error: schemaMessage(DOMAIN_MESSAGES.color) }),
  order,
});
export const DomainInputSchema = DomainFields.extend({ order: order.default(0) });
export type DomainInput = z.input<typeof DomainInputSchema>;
/** Only the fields sent are written (no defaults). */
export const DomainPatchSchema = DomainFields.partial().strict();

export const SubcategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** null: usable in every domain. */
  domainId: z.string().nullable(),
  order: z.number().int(),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;
export const SubcategoryListSchema = z.object({ subcategories: z.array(SubcategorySchema) });

const SubcategoryFields = z.object({
  name: requiredText(DOMAIN_MESSAGES.nameRequired),
  description: optionalText(),
  domainId: z.uuid({ error: schemaMessage(DOMAIN_MESSAGES.unknownDomain) }).nullable().optional(),
  order,
});
export const SubcategoryInputSchema = SubcategoryFields.extend({ order: order.default(0) });
export type SubcategoryInput = z.input<typeof SubcategoryInputSchema>;
/** Only the fields sent are written (no defaults). */
export const SubcategoryPatchSchema = SubcategoryFields.partial().strict();

export const IdParamsSchema = z.object({ id: z.uuid({ error: schemaMessage("not_found") }) });
