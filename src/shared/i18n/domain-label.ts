import { m } from "../../paraglide/messages";
import type { Locale } from "./locales";

const LABELS: Record<string, (inputs: object, options?: { locale?: Locale }) => string> = {
  modern: m.domain_modern,
  biblical: m.domain_biblical,
  aramaic: m.domain_aramaic,
  mishna: m.domain_mishna,
};

/** A built-in domain's tab label in the interface language (the current one when `locale` is left out); other domains: their slug. */
export function builtInDomainLabel(slug: string, locale?: Locale): string {
  const label = LABELS[slug];
  return label ? label({}, locale ? { locale } : {}) : slug;
}
