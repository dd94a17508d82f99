import { z } from "zod";
import { BIBLE_SCOPE, FREQUENCY_PATH_SIZES } from "../reading/frequency-path";
import { CollectionSummarySchema } from "./collections";

/**
 * A reading path by frequency (src/shared/reading/frequency-path.ts). `book` is an
 * imported book's id, or "bible": every imported Tanakh book as one text.
 */
// In a module without zod: the client's pages name them without loading the contracts.
export { BIBLE_SCOPE, BIBLE_TITLE } from "../reading/frequency-path";
export const ReadingPathScopeSchema = z.union([z.string().uuid(), z.literal(BIBLE_SCOPE)]);

/** GET /api/reading-path?book=…: the offer for every size, in one answer. */
export const ReadingPathQuerySchema = z.object({ book: ReadingPathScopeSchema }).strict();

export const FrequencyPathSizeSchema = z.union(FREQUENCY_PATH_SIZES.map((n) => z.literal(n)) as unknown as [z.ZodLiteral<50>, z.ZodLiteral<100>, z.ZodLiteral<200>, z.ZodLiteral<500>]);

export const ReadingPathOfferSchema = z.object({
  book: ReadingPathScopeSchema,
  /** "Genesis", or "the Hebrew Bible". */
  title: z.string(),
  /** How many books it spans (1 for a book; the imported Tanakh books for the Bible). */
  books: z.number().int(),
  /** Counted by lemma (OpenScriptures' morphology) in every book, in none, or in some. */
  countedBy: z.enum(["lemma", "form", "mixed"]),
  totalTokens: z.number().int(),
  knownTokens: z.number().int(),
  knownPercent: z.number(),
  offers: z.array(z.object({
    size: z.number().int(),
    words: z.number().int(),
    knownTokens: z.number().int(),
    percent: z.number(),
  })),
});
export type ReadingPathOffer = z.infer<typeof ReadingPathOfferSchema>;

/** POST /api/reading-path/fill: fills the learner's own private collection with the N words. */
export const FillReadingPathSchema = z.object({ book: ReadingPathScopeSchema, size: FrequencyPathSizeSchema }).strict();
export type FillReadingPath = z.infer<typeof FillReadingPathSchema>;

export const FillReadingPathResultSchema = z.object({
  collection: CollectionSummarySchema,
  /** The path's words now in the collection, in frequency order. */
  words: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  /** Words of an earlier fill no longer among the N (known by now, say) kept because the learner has progress on them. */
  kept: z.number().int(),
  removed: z.number().int(),
});
export type FillReadingPathResult = z.infer<typeof FillReadingPathResultSchema>;
