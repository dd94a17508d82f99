/** File names of exported collections: `{domain}_{slug}.{json|csv|apkg}` (slugs and domains never hold "_"). */
export function exportFileName(domain: string, slug: string, format: "json" | "csv" | "apkg"): string {
  return `${domain}_${slug}.${format}`;
}

/** Turns any text into a collection slug (lowercase ASCII letters, digits, single hyphens; at most 100 characters). */
export function slugify(text: string, fallback = "imported"): string {
  const s = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/g, "");
  return s || fallback;
}

/** "my-words" → "My words". */
export function nameFromSlug(slug: string): string {
  const words = slug.replace(/-/g, " ").trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : slug;
}

export interface DerivedFromFileName {
  /** Present when the name has the export form `{domain}_{slug}`. */
  domain?: string;
  slug: string;
  name: string;
  format?: "json" | "csv";
}

/**
 * Reads what a file name says about a collection: "modern_my-words (1).csv" →
 * { domain: "modern", slug: "my-words", name: "My words", format: "csv" }.
 */
export function deriveFromFileName(fileName: string): DerivedFromFileName {
  const base = fileName.replace(/^.*[\\/]/, "");
  const ext = /\.(json|csv)$/i.exec(base)?.[1]?.toLowerCase() as "json" | "csv" | undefined;
  let stem = ext ? base.slice(0, -(ext.length + 1)) : base.replace(/\.[^.]*$/, "");
  stem = stem.replace(/\s*\(\d+\)$/, "").trim();
  const us = stem.indexOf("_");
  const domainPart = us > 0 ? stem.slice(0, us) : undefined;
  const domain = domainPart && /^[a-z0-9-]+$/.test(domainPart) ? domainPart : undefined;
  const slug = slugify(domain ? stem.slice(us + 1) : stem);
  return { ...(domain ? { domain } : {}), slug, name: nameFromSlug(slug), ...(ext ? { format: ext } : {}) };
}

/**
 * The first of slug, slug-2, slug-3, ... that is not taken. A small number at the end counts as an
 * earlier copy ("words-2" → "words-3"); a larger one is part of the name ("daily-1000" → "daily-1000-2").
 */
export function suggestFreeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  const stem = slugStem(slug);
  for (let i = 2; ; i++) {
    const candidate = `${stem.slice(0, 95)}-${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The slug without a copy counter (-2 ... -99). */
export function slugStem(slug: string): string {
  return slug.replace(/-[1-9]\d?$/, "") || slug;
}
