import { z } from "zod";
import { OccurrenceCountSchema, WordAnalysisSchema } from "./bible";
import { JobSchema } from "./jobs";

/** The lexicons Milim imports (issue "Dictionary": one card each). */
export const DICTIONARY_SOURCES = ["bdb", "strongs", "kaikki-aramaic", "sefaria-aramaic"] as const;
export const DictionarySourceSchema = z.enum(DICTIONARY_SOURCES);
export type DictionarySource = z.infer<typeof DictionarySourceSchema>;
export const DictionaryLanguageSchema = z.enum(["hebrew", "aramaic"]);

export const DictionaryEntrySchema = z.object({
  id: z.string().uuid(),
  source: DictionarySourceSchema,
  sourceId: z.string(),
  word: z.string(),
  transliteration: z.string().nullable(),
  pronunciation: z.string().nullable(),
  partOfSpeech: z.string().nullable(),
  language: DictionaryLanguageSchema,
  definitions: z.array(z.string()),
  root: z.string().nullable(),
  isProperName: z.boolean(),
  referenceTo: z.string().nullable(),
  crossRefs: z.array(z.string()),
  linkedId: z.string().nullable(),
});
export type DictionaryEntry = z.infer<typeof DictionaryEntrySchema>;

export const DictionaryStatsSchema = z.object({ hebrew: z.number().int(), aramaic: z.number().int() });

/** GET /api/dictionary/entries: one page of the browse table, filtered and paged on the server. */
export const DictionaryBrowseQuerySchema = z.object({
  language: DictionaryLanguageSchema.optional(),
  /** One of the 22 Hebrew letters, or A–Z. */
  letter: z.string().regex(/^([\u05D0-\u05EA]|[A-Za-z])$/, "Choose a Hebrew letter or A–Z").optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
}).strict();
export const DictionaryPageSchema = z.object({
  entries: z.array(DictionaryEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** GET /api/dictionary/search?q=: at most 500 matches counted, 50 shown, best first. */
export const DictionarySearchQuerySchema = z.object({
  q: z.string().max(100),
  language: DictionaryLanguageSchema.optional(),
}).strict();
export const DictionarySearchResultSchema = z.object({ entries: z.array(DictionaryEntrySchema), total: z.number().int() });

export const DictionaryImportRunSchema = z.object({
  id: z.string().uuid(),
  source: DictionarySourceSchema,
  language: DictionaryLanguageSchema,
  status: z.enum(["running", "completed", "failed"]),
  importedWords: z.number().int(),
  totalWords: z.number().int().nullable(),
  error: z.string().nullable(),
  jobId: z.string().uuid().nullable(),
  startedAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type DictionaryImportRun = z.infer<typeof DictionaryImportRunSchema>;
/** GET /api/dictionary/imports: the latest run of each source (stale ones marked failed first). */
export const DictionaryImportListSchema = z.object({ runs: z.array(DictionaryImportRunSchema) });

/** POST /api/dictionary/imports (admin): import a lexicon from its configured URL. */
export const StartDictionaryImportSchema = z.object({ source: DictionarySourceSchema }).strict();
export const StartDictionaryImportResultSchema = z.object({ job: JobSchema });
/** POST /api/dictionary/imports/:source/upload (admin): the lexicon file itself as the body (an offline server). */
export const UploadDictionaryParamsSchema = z.object({ source: DictionarySourceSchema });
export const MAX_LEXICON_UPLOAD_BYTES = 50 * 1024 * 1024;
export const DictionaryEntryParamsSchema = z.object({ entryId: z.string().uuid() });
/** GET /api/dictionary/sources/:source/entries/:sourceId: an entry by its lexicon id (cross-references). */
export const DictionarySourceEntryParamsSchema = z.object({ source: DictionarySourceSchema, sourceId: z.string().min(1).max(40) });

/**
 * GET /api/dictionary/lookup: a word tapped in the reader. With its place in a book (book id,
 * chapter, verse, 1-based word position), the lemma of that word comes first where the book has
 * lemma data.
 */
export const DictionaryLookupQuerySchema = z.object({
  word: z.string().trim().min(1).max(100),
  book: z.string().uuid().optional(),
  chapter: z.coerce.number().int().min(1).max(100_000).optional(),
  verse: z.coerce.number().int().min(1).max(100_000).optional(),
  position: z.coerce.number().int().min(1).max(10_000).optional(),
}).strict().refine((q) => [q.book, q.chapter, q.verse, q.position].every((v) => v === undefined) || [q.book, q.chapter, q.verse, q.position].every((v) => v !== undefined), {
  message: "Give book, chapter, verse and position together, or none of them",
});
export type DictionaryLookupQuery = z.infer<typeof DictionaryLookupQuerySchema>;

/** The reading a lookup used: the proclitics as written ("וּבְ") and the stem; no prefix for the whole word. */
export const WordReadingSchema = z.object({ prefix: z.string(), prefixPlain: z.string(), stem: z.string(), stemPlain: z.string() });
export type WordReading = z.infer<typeof WordReadingSchema>;

export const DictionaryLookupSchema = z.object({
  word: z.string(),
  /** How the word was read to find `entries`; null when it has no Hebrew letters. */
  reading: WordReadingSchema.nullable(),
  entries: z.array(DictionaryEntrySchema),
  /** The word's lemma from the book's morphology (Strong's number, its entries), when there is one. */
  lemma: z.object({ strong: z.string(), prefix: z.string(), entries: z.array(DictionaryEntrySchema) }).nullable(),
  /**
   * Given the word's place: the id of the word in the learner's "My words" of the book's domain
   * when it is saved there (POST /api/my-words; DELETE /api/my-words/:id removes it); null when it
   * is not, or without a place.
   */
  myWordId: z.string().nullable(),
  /** Given the word's place in a book with morphology: its parts and parsing (issue 28); null otherwise. */
  analysis: WordAnalysisSchema.nullable(),
  /** Given the word's place: how often it occurs in the library (by lemma, else by plain form); null without a place. */
  occurrences: OccurrenceCountSchema.nullable(),
});
export type DictionaryLookup = z.infer<typeof DictionaryLookupSchema>;

/** POST /api/dictionary/lemma-imports (admin): an imported Tanakh book's word lemmas from OpenScriptures' morphology. */
export const StartLemmaImportSchema = z.object({ bookId: z.string().uuid() }).strict();
