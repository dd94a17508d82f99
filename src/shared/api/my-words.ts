import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import { CollectionSummarySchema, WordSchema } from "./collections";

/**
 * POST /api/my-words: save a word tapped in the reader to the learner's own "My words" collection
 * of the book's domain. The word's place (book, stored chapter number, verse, 1-based position as
 * the reader splits the verse) names it; `hebrew` must be the word at that place (compared without
 * points). The server takes the word as the text writes it (cantillation removed) and the verse as
 * its context.
 *
 * `entryId` names the dictionary entry of the reading the learner chose in the panel (a
 * word that may be read two ways); it must be one the reader's lookup can give for that word at that
 * place (by one of its forms, or as the place's lemma), else 400. Its short gloss is saved, unless
 * the learner's own `english` is given; without `entryId`, `english` is required.
 */
export const AddMyWordSchema = z.object({
  bookId: z.string().uuid(),
  chapter: z.number().int().min(1).max(100_000),
  verse: z.number().int().min(1).max(100_000),
  position: z.number().int().min(1).max(10_000),
  hebrew: z.string().trim().min(1, schemaMessage("my_words_give_word")).max(100),
  entryId: z.string().uuid().optional(),
  english: z.string().trim().min(1, schemaMessage("my_words_give_meaning")).max(500).optional(),
  translit: z.string().trim().min(1).max(200).optional(),
}).strict().refine((b) => b.english !== undefined || b.entryId !== undefined, { message: schemaMessage("my_words_give_meaning_or_entry"), path: ["english"] });
export type AddMyWord = z.infer<typeof AddMyWordSchema>;

/** The saved word (or the one already there: `alreadyThere`, nothing written) and its collection. */
export const AddMyWordResultSchema = z.object({
  word: WordSchema,
  collection: CollectionSummarySchema,
  alreadyThere: z.boolean(),
});
export type AddMyWordResult = z.infer<typeof AddMyWordResultSchema>;

/** DELETE /api/my-words/:id: a word of the learner's own "My words" (204; 404 when it is not one). */
export const MyWordParamsSchema = z.object({ id: z.string().uuid() });

/**
 * PATCH /api/my-words/:id: the learner's own meaning of a word of their "My words" (the panel's first reading was not the
 * word's own here, or the learner words it better): its English, and its transliteration (null or "" removes it). A changed
 * English clears the word's other languages' translations, which translated the old one. 404 for a word that is not one
 * of the learner's My words.
 */
export const EditMyWordSchema = z.object({
  english: z.string().trim().min(1, schemaMessage("my_words_give_meaning")).max(500),
  translit: z.string().trim().max(200).nullable().optional(),
}).strict();
export type EditMyWord = z.infer<typeof EditMyWordSchema>;
