import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";

/**
 * The parsing drill (src/shared/hebrew/parsing-paradigm.ts): a session for a chapter of a book with
 * morphology or for a collection whose words have lemmas, and the answers that move its cards.
 */

const Uuid = z.uuid();

/** GET /api/parsing/session: a chapter (`book` and `chapter`) or a collection (`collection`), exactly one. */
export const ParsingSessionQuerySchema = z.object({
  book: Uuid.optional(),
  chapter: z.coerce.number().int().min(1).max(10_000).optional(),
  collection: Uuid.optional(),
}).refine((q) => (q.collection ? !q.book && q.chapter === undefined : !!q.book && q.chapter !== undefined), {
  message: schemaMessage("parsing_book_or_collection"),
});
export type ParsingSessionQuery = z.infer<typeof ParsingSessionQuerySchema>;

export const ParsingFieldSchema = z.enum(["binyan", "tense", "pgn", "gn", "state", "suffix", "lemma"]);

/** Where a form stands in a book (book_word_lemmas' key): what an answer names. */
export const ParsingPlaceSchema = z.object({
  bookId: Uuid,
  chapter: z.number().int().min(1),
  verse: z.number().int().min(1),
  position: z.number().int().min(1),
});
export type ParsingPlace = z.infer<typeof ParsingPlaceSchema>;

export const ParsingItemSchema = z.object({
  place: ParsingPlaceSchema,
  /** "Genesis 1:3". */
  ref: z.string(),
  /** The verse's Hebrew, cantillation removed (the form is its word number `place.position`). */
  verse: z.string(),
  /** The form as it stands, cantillation removed, and its morphemes ("וַ/יֹּאמֶר"). */
  form: z.string(),
  parts: z.string().nullable(),
  /** OpenScriptures' code ("HC/Vqw3ms"). */
  morph: z.string(),
  kind: z.enum(["verb", "noun"]),
  /** The fields asked, in order, each with its choices (OpenScriptures' letters; the lemma's: Strong's numbers). */
  fields: z.array(z.object({ field: ParsingFieldSchema, choices: z.array(z.string()) })),
  /** The lemmas among the choices: Strong's number and headword (null without Strong's lexicon). */
  lemmas: z.array(z.object({ strong: z.string(), word: z.string().nullable() })),
  /** The right value of each field (the drill explains the answer as soon as it is given, offline too). */
  answer: z.record(z.string(), z.string()),
  /** The learner's card on the form: null for a new item. */
  card: z.object({ state: z.number().int().min(0).max(3), due: z.string() }).nullable(),
});
export type ParsingItem = z.infer<typeof ParsingItemSchema>;

export const AccuracyRowSchema = z.object({ value: z.string(), answered: z.number().int(), correct: z.number().int() });
export type AccuracyRow = z.infer<typeof AccuracyRowSchema>;

export const ParsingSessionSchema = z.object({
  /** "Genesis 1", or the collection's name. */
  title: z.string(),
  items: z.array(ParsingItemSchema),
  /** How many of the items are due cards (they come first). */
  dueCount: z.number().int(),
  /** The learner's accuracy over all their parsing answers, per binyan and per tense (OpenScriptures' letters). */
  accuracy: z.object({ binyan: z.array(AccuracyRowSchema), tense: z.array(AccuracyRowSchema) }),
  now: z.string(),
});
export type ParsingSession = z.infer<typeof ParsingSessionSchema>;

/** POST /api/parsing/answers: the learner's choices for a form (a client-made id: a retry is applied once). */
export const ParsingAnswerSchema = z.object({
  id: Uuid,
  place: ParsingPlaceSchema,
  chosen: z.partialRecord(ParsingFieldSchema, z.string().max(20)),
  durationMs: z.number().int().min(0).max(3_600_000).optional(),
});
export type ParsingAnswer = z.infer<typeof ParsingAnswerSchema>;

export const ParsingAnswerResultSchema = z.object({
  correct: z.boolean(),
  grades: z.array(z.object({ field: ParsingFieldSchema, chosen: z.string().nullable(), answer: z.string(), correct: z.boolean() })),
  card: z.object({ state: z.number().int().min(0).max(3), due: z.string() }),
  /** The server's clock at the answer (the card's wait is counted from it). */
  now: z.string(),
});
export type ParsingAnswerResult = z.infer<typeof ParsingAnswerResultSchema>;

/** Items in one session at most. */
export const PARSING_SESSION_SIZE = 20;
