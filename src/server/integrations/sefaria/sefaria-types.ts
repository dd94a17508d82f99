import { z } from "zod";

/**
 * The parts of Sefaria's API answers Milim reads (everything else passes through unread).
 * Index record: GET /api/v2/raw/index/{title} (the shape of Sefaria-Export's schemas/*.json).
 * Section text: GET /api/texts/{ref}?context=0&commentary=0 (v1: `he` and `text` segment arrays).
 */
export const SefariaIndexSchema = z.object({
  title: z.string(),
  heTitle: z.string().optional(),
  categories: z.array(z.string()),
  enDesc: z.string().optional(),
  schema: z.object({
    nodeType: z.string().optional(),
    depth: z.number().int().optional(),
    sectionNames: z.array(z.string()),
    addressTypes: z.array(z.string()),
    lengths: z.array(z.number().int()).optional(),
    heTitle: z.string().optional(),
    titles: z.array(z.object({ text: z.string(), lang: z.string(), primary: z.boolean().optional() })).optional(),
  }).loose(),
}).loose();
export type SefariaIndex = z.infer<typeof SefariaIndexSchema>;

/** Segments: a string per segment, nested one level deeper in texts of depth 3, or "" when empty. */
type Segments = string | Segments[];
const SegmentsSchema: z.ZodType<Segments> = z.lazy(() => z.union([z.string(), z.array(SegmentsSchema)]));

export const SefariaVersionSchema = z.object({
  versionTitle: z.string(),
  language: z.string(),
  actualLanguage: z.string().optional(),
}).loose();
export type SefariaVersion = z.infer<typeof SefariaVersionSchema>;

export const SefariaTextSchema = z.object({
  ref: z.string(),
  he: SegmentsSchema,
  text: SegmentsSchema,
  sections: z.array(z.union([z.string(), z.number()])).optional(),
  next: z.string().nullable().optional(),
  prev: z.string().nullable().optional(),
  versionTitle: z.string().optional(),
  heVersionTitle: z.string().optional(),
  versions: z.array(SefariaVersionSchema).optional(),
}).loose();
export type SefariaText = z.infer<typeof SefariaTextSchema>;

/** Sefaria answers some failures with 200 and { "error": "…" }. */
export const SefariaErrorSchema = z.object({ error: z.string() });

/**
 * The segments of one section, flattened to one list in order. An empty segment keeps its place
 * (a verse one version lacks), so segment n is verse n in every version; "" alone is no text.
 */
export function flattenSegments(segments: Segments): string[] {
  if (typeof segments === "string") return segments === "" ? [] : [segments];
  return segments.flatMap((s) => (typeof s === "string" ? [s] : flattenSegments(s)));
}

/** The translation languages Milim keeps besides English (ISO 639-1 → column). */
export const EXTRA_LANGUAGES = { es: "spanish", fr: "french", it: "italian", pt: "portuguese" } as const;
export type ExtraLanguage = keyof typeof EXTRA_LANGUAGES;

/** A version's real language: `actualLanguage`, or the "[xx]" Sefaria puts after the title. */
export function versionLanguage(version: SefariaVersion): string {
  return version.actualLanguage || /\[([a-z]{2,3})\]\s*$/.exec(version.versionTitle)?.[1] || version.language;
}

/** A sense of a Sefaria lexicon entry: a definition (HTML) and/or nested senses. */
export interface SefariaSense { definition?: string | undefined; number?: string | undefined; senses?: SefariaSense[] | undefined }
const SefariaSenseSchema: z.ZodType<SefariaSense> = z.lazy(() => z.object({
  definition: z.string().optional(),
  number: z.string().optional(),
  senses: z.array(SefariaSenseSchema).optional(),
}).loose());

/**
 * One entry of GET /api/words/{word}: Sefaria answers a list of entries from all its lexicons
 * (Jastrow Dictionary, BDB Augmented Strong, Klein Dictionary…), each with its lexicon's name.
 */
export const SefariaLexiconEntrySchema = z.object({
  headword: z.string(),
  parent_lexicon: z.string(),
  /** Jastrow's entry id ("A00017"); other lexicons may lack it. */
  rid: z.string().optional(),
  /** Jastrow's language key: " ch. = h." (Aramaic, parallel to Hebrew), "(b. h.;" (biblical Hebrew)… */
  language_code: z.string().optional(),
  morphology: z.string().optional(),
  alt_headwords: z.array(z.string()).optional(),
  content: z.object({ senses: z.array(SefariaSenseSchema).optional() }).loose().optional(),
}).loose();
export type SefariaLexiconEntry = z.infer<typeof SefariaLexiconEntrySchema>;
export const SefariaWordsSchema = z.array(SefariaLexiconEntrySchema);
