import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import { TANAKH_BY_TITLE } from "../books/tanakh-books";
import { JobSchema } from "./jobs";

/**
 * POST /api/books/import/bible (admin): the Hebrew Bible imported offline from morphhb,
 * the chosen books or "all" 39.
 */
export const StartBibleImportSchema = z.object({
  books: z.union([
    z.literal("all"),
    z.array(z.string().trim().refine((t) => TANAKH_BY_TITLE.has(t), { message: schemaMessage("bible_choose_books") })).min(1, schemaMessage("bible_choose_at_least_one")).max(39),
  ]),
}).strict();
export type StartBibleImport = z.infer<typeof StartBibleImportSchema>;

/** POST /api/books/:bookId/translations (admin): Sefaria's translations merged into a book, verse by verse. */
export const StartJobResultSchema = z.object({ job: JobSchema });

/**
 * GET /api/books/occurrences: the verses where a lemma (Strong's number) or a plain form occurs, paged; with `homonym`,
 * the lemma's words of that homonym only (OpenScriptures' letter: "2416 e" חַיִּים 'life', not 2416 c חַיָּה 'living thing').
 */
export const OccurrencesQuerySchema = z.object({
  strong: z.string().regex(/^H\d{1,5}$/, schemaMessage("bible_strong_number")).optional(),
  homonym: z.string().regex(/^[a-z]$/, schemaMessage("bible_homonym_letter")).optional(),
  form: z.string().trim().min(1).max(60).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
}).strict()
  .refine((q) => (q.strong === undefined) !== (q.form === undefined), { message: schemaMessage("bible_strong_or_form") })
  .refine((q) => q.homonym === undefined || q.strong !== undefined, { message: schemaMessage("bible_homonym_without_strong") });
export type OccurrencesQuery = z.infer<typeof OccurrencesQuerySchema>;

export const OCCURRENCES_PAGE_SIZE = 20;

export const OccurrenceSchema = z.object({
  bookId: z.string().uuid(),
  bookTitle: z.string(),
  chapter: z.number().int(),
  chapterLabel: z.string(),
  verse: z.number().int(),
  /** The word's 1-based place in the verse as the reader counts it (verseWords). */
  position: z.number().int(),
  hebrew: z.string(),
});
export type Occurrence = z.infer<typeof OccurrenceSchema>;

export const OccurrencesSchema = z.object({
  /** Occurrences in the library and in how many books. */
  count: z.number().int().nonnegative(),
  books: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(OccurrenceSchema),
});
export type Occurrences = z.infer<typeof OccurrencesSchema>;

/** The tapped word's analysis from OpenScriptures' morphology (the word panel's parts and parsing). */
export const WordAnalysisSchema = z.object({
  strong: z.string().nullable(),
  /** OpenScriptures' lemma attribute ("c/559"). */
  lemma: z.string().nullable(),
  /** "HC/Vqw3ms": decoded by src/shared/hebrew/decode-morph.ts. */
  morph: z.string().nullable(),
  /** The word with "/" between its morphemes ("וַ/יֹּ֣אמֶר"). */
  parts: z.string().nullable(),
});
export type WordAnalysis = z.infer<typeof WordAnalysisSchema>;

/** How often the word occurs in the library: by lemma (`strong`, of its `homonym` where the text names one) or by plain form (`form`), for GET /api/books/occurrences. */
export const OccurrenceCountSchema = z.object({
  strong: z.string().nullable(),
  homonym: z.string().nullable().optional(),
  form: z.string().nullable(),
  count: z.number().int().nonnegative(),
  books: z.number().int().nonnegative(),
});
export type OccurrenceCount = z.infer<typeof OccurrenceCountSchema>;
