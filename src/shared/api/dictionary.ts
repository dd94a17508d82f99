import { z } from "zod";
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
