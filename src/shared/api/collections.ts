import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import { LANGUAGES, WORD_STATUSES } from "../domain";

/** GET /api/domains */
export const DomainSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  /** HSL triple, e.g. "217 91% 55%"; use as hsl(var). */
  color: z.string(),
  order: z.number().int(),
});
export type Domain = z.infer<typeof DomainSchema>;
export const DomainListSchema = z.object({ domains: z.array(DomainSchema) });

/** A learner's reading-path collection's key (shared/reading/frequency-path#ReadingPathKey), kept with it when it is filled. */
export const ReadingPathKeySchema = z.object({ title: z.string(), size: z.number().int() });

export const CollectionSummarySchema = z.object({
  id: z.string(),
  domain: z.string(),
  name: z.string(),
  slug: z.string(),
  order: z.number().int(),
  description: z.string().nullable(),
  subcategory: z.string().nullable(),
  /** null for shared collections; the owner's id for a learner's private collection. */
  ownerId: z.string().nullable(),
  /**
   * A learner's reading-path collection's key (shared/reading/frequency-path#ReadingPathKey), kept with it when it is
   * filled: the interface names it by this in the learner's language. null for any other collection; absent where an
   * answer does not name collections (an export's list).
   */
  readingPath: ReadingPathKeySchema.nullable().optional(),
});
export type CollectionSummary = z.infer<typeof CollectionSummarySchema>;

/** GET /api/collections?domain=modern : the collections a user can see, by domain then order. */
export const CollectionListQuerySchema = z.object({ domain: z.string().min(1).max(100).optional() });
export const CollectionListSchema = z.object({ collections: z.array(CollectionSummarySchema) });

export const WordProgressSchema = z.object({
  status: z.enum(WORD_STATUSES),
  timesSeen: z.number().int(),
  timesKnown: z.number().int(),
  lastSeenAt: z.string().nullable(),
});
export type WordProgress = z.infer<typeof WordProgressSchema>;

export const WordSchema = z.object({
  id: z.string(),
  collectionId: z.string(),
  hebrew: z.string(),
  english: z.string(),
  spanish: z.string().nullable(),
  portuguese: z.string().nullable(),
  french: z.string().nullable(),
  italian: z.string().nullable(),
  translit: z.string().nullable(),
  pos: z.string().nullable(),
  freqRank: z.number().int().nullable(),
  subcategory: z.string().nullable(),
  section: z.string().nullable(),
  /**
   * Where the learner met the word, for a word saved from the reader ("Genesis 1:1") and that
   * verse's Hebrew (cantillation removed); null otherwise. Optional so the answers that carry a word
   * without it (the Review page's) stay valid.
   */
  contextRef: z.string().nullable().optional(),
  contextText: z.string().nullable().optional(),
});
export type Word = z.infer<typeof WordSchema>;

/** A word with the signed-in user's progress on it (null: no record, counts as learning). */
export const StudyWordSchema = WordSchema.extend({ progress: WordProgressSchema.nullable() });
export type StudyWord = z.infer<typeof StudyWordSchema>;

export const StatusCountsSchema = z.object({
  known: z.number().int(),
  learning: z.number().int(),
  unknown: z.number().int(),
  total: z.number().int(),
});
export type StatusCounts = z.infer<typeof StatusCountsSchema>;

/** A collection's statistics (the admin progress bars) — sent to admins only. */
export const CollectionStatsSchema = z.object({
  seenWords: z.number().int(),
  knownWords: z.number().int(),
  unknownWords: z.number().int(),
  totalWords: z.number().int(),
});
export type CollectionStats = z.infer<typeof CollectionStatsSchema>;

/**
 * GET /api/collections/:domain/:slug — everything the collection page needs in one round trip:
 * the collection, the domain's collections (tabs), the words in freq_rank order with the user's
 * progress, the counts, and (admins only) the statistics for the progress bars.
 */
export const CollectionPageParamsSchema = z.object({
  domain: z.string().min(1).max(100),
  slug: z.string().min(1).max(200),
});
export const CollectionPageSchema = z.object({
  collection: CollectionSummarySchema,
  domain: DomainSchema,
  collections: z.array(CollectionSummarySchema),
  words: z.array(StudyWordSchema),
  counts: StatusCountsSchema,
  stats: CollectionStatsSchema.nullable(),
});
export type CollectionPage = z.infer<typeof CollectionPageSchema>;

/** GET /api/search?q= — global search across all visible collections (limit 500). */
export const SearchQuerySchema = z.object({ q: z.string().trim().min(1, schemaMessage("search_enter_term")).max(200) });
export const SearchResultSchema = z.object({
  /** Each word with what names its collection in the interface (client/lib/collection-label): its slug, domain, name, owner and reading-path key. */
  words: z.array(StudyWordSchema.extend({
    collectionSlug: z.string(), collectionDomain: z.string(), collectionName: z.string(), collectionOwnerId: z.string().nullable(),
    collectionReadingPath: ReadingPathKeySchema.nullable(),
  })),
  limit: z.number().int(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const LanguageSchema = z.enum(LANGUAGES);
