import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import { ReadingPathKeySchema } from "./collections";
import { SLUG_PATTERN } from "./domains";

/**
 * The Words Database page: every word the user can see, sorted
 * by collection (domain order, then collection order) then freq_rank (no rank last), filtered and
 * paged on the server; the first page also carries the total and the per-collection breakdown.
 */
export const WORDS_PAGE_SIZE = 100;

const optionalFilter = (max: number) => z.string().trim().max(max).optional().transform((v) => (v ? v : undefined));

export const WordsQuerySchema = z.object({
  collectionId: z.uuid().optional(),
  domain: optionalFilter(60).pipe(z.string().regex(SLUG_PATTERN).optional()),
  subcategory: optionalFilter(100),
  section: optionalFilter(100),
  /** Hebrew (niqqud ignored), English or transliteration containing this. */
  q: optionalFilter(100),
  /** The `next` of the previous page. */
  after: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(WORDS_PAGE_SIZE),
});
export type WordsQuery = z.input<typeof WordsQuerySchema>;

export const DatabaseWordSchema = z.object({
  /** 1-based position in the filtered list (the table's # column). */
  n: z.number().int().positive(),
  id: z.string(),
  hebrew: z.string(),
  english: z.string(),
  translit: z.string().nullable(),
  pos: z.string().nullable(),
  collectionId: z.string(),
  collectionName: z.string(),
  collectionDomain: z.string(),
  collectionSlug: z.string(),
  /**
   * Its collection's owner (null: shared) and reading-path key (shared/reading/frequency-path#ReadingPathKey, null where it is
   * none): with its domain and slug, what the interface names it by in the learner's language (client/lib/collection-label).
   */
  collectionOwnerId: z.string().nullable(),
  collectionReadingPath: ReadingPathKeySchema.nullable(),
  /** The word's own subcategory (a tractate), else its collection's. */
  subcategory: z.string().nullable(),
  section: z.string().nullable(),
  freqRank: z.number().int().nullable(),
  /** Whether the word is in a shared collection (administrators may edit it). */
  shared: z.boolean(),
});
export type DatabaseWord = z.infer<typeof DatabaseWordSchema>;

export const CollectionBreakdownSchema = z.object({
  id: z.string(), name: z.string(), domain: z.string(), slug: z.string(), wordCount: z.number().int().positive(),
  /** What the interface names the collection by, as DatabaseWord's collectionOwnerId and collectionReadingPath. */
  ownerId: z.string().nullable(), readingPath: ReadingPathKeySchema.nullable(),
});
export type CollectionBreakdown = z.infer<typeof CollectionBreakdownSchema>;

export const WordsPageSchema = z.object({
  words: z.array(DatabaseWordSchema),
  /** The next page's `after`, null at the end. */
  next: z.string().nullable(),
  /** First page only: how many words match the filters. */
  total: z.number().int().nonnegative().nullable(),
  /** First page only: collections with words, largest first (not filtered). */
  breakdown: z.array(CollectionBreakdownSchema).nullable(),
  /** First page only: the subcategory values to filter by. */
  subcategories: z.array(z.string()).nullable(),
});
export type WordsPage = z.infer<typeof WordsPageSchema>;

/** A shared word's fields as an administrator writes them. */
const WordFields = z.object({
  hebrew: z.string().trim().min(1, { error: schemaMessage("words_hebrew_required") }).max(200),
  // A shared word's meaning is what every learner of its collection studies: never empty.
  english: z.string().trim().min(1, { error: schemaMessage("words_english_required") }).max(500),
  translit: z.string().trim().max(200).transform((v) => v || null).nullable(),
  pos: z.string().trim().max(100).transform((v) => v || null).nullable(),
  section: z.string().trim().max(100).transform((v) => v || null).nullable(),
  freqRank: z.number().int().min(0).max(10_000_000).nullable(),
});

/** PATCH /api/admin/words/:id (administrators, words of shared collections). */
export const WordPatchSchema = WordFields.partial().strict();
export type WordPatch = z.input<typeof WordPatchSchema>;

/**
 * POST /api/admin/words (administrators): a word added by hand to a shared collection (a teacher's own list), its Hebrew
 * and meaning required; without a rank it comes after the collection's last.
 */
export const NewWordSchema = WordFields.partial({ translit: true, pos: true, section: true, freqRank: true }).extend({ collectionId: z.uuid() }).strict();
export type NewWord = z.input<typeof NewWordSchema>;

export const WORD_MESSAGES = { notFound: "word_gone", noCollection: "collections_no_collection", alreadyThere: "words_already_in_collection" } as const;
