import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import { CollectionSummarySchema } from "./collections";

/**
 * GET /api/collections/:id/export?format=json|csv|apkg — a collection the caller can see, with its words,
 * as an attachment (Content-Disposition) named {domain}_{slug}.{json|csv|apkg}.
 * JSON: { version: 1, exportedAt, collection, words } (src/shared/collection-transfer/collection-file.ts);
 * CSV: RFC 4180, UTF-8 with BOM, header row, columns WORD_COLUMNS (hebrew, english first for Anki).
 * APKG: an Anki package (legacy collection.anki2, which Anki 2.1 and AnkiDroid import): the collection
 * as the deck, one note per word, the caller's own review history as the revlog.
 */
export const ExportCollectionParamsSchema = z.object({ id: z.string().max(100) });
export const ExportCollectionQuerySchema = z.object({ format: z.enum(["json", "csv", "apkg"]).default("json") });
export type ExportFormat = z.infer<typeof ExportCollectionQuerySchema>["format"];

/**
 * POST /api/collections/import — the file's text plus the form. For a CSV file the form (or the file
 * name, `{domain}_{slug}.csv`) names the collection; for JSON the form overrides the file's values.
 * `shared: true` (admins only) imports a shared collection; otherwise it is the caller's own.
 * Slug already used → 409 with details.suggestedSlug. Invalid file → 400 "Invalid file: ...".
 */
const optionalField = (max: number) => z.string().max(max).optional();
export const ImportCollectionRequestSchema = z.object({
  content: z.string(),
  fileName: z.string().max(255).optional(),
  format: z.enum(["json", "csv"]).optional(),
  name: optionalField(200),
  slug: optionalField(100),
  domain: optionalField(100),
  description: optionalField(2000),
  subcategory: optionalField(200),
  shared: z.boolean().optional(),
});
export type ImportCollectionRequest = z.infer<typeof ImportCollectionRequestSchema>;

export const ImportCollectionResultSchema = z.object({
  collection: CollectionSummarySchema,
  wordsImported: z.number().int(),
  ignoredColumns: z.array(z.string()),
});
export type ImportCollectionResult = z.infer<typeof ImportCollectionResultSchema>;

/** details of the 409 answer to a slug clash. */
export const SlugClashDetailsSchema = z.object({ suggestedSlug: z.string() });

/**
 * Anki packages. POST /api/collections/anki/preview — the .apkg's bytes as the body
 * (at most ANKI_MAX_MB; a larger one is refused before it is unpacked): its note types with their
 * fields, first notes and a guessed mapping, and what else it holds. Nothing is written.
 * The preview also holds a table of the notes' fields as words and which of them the caller already has
 * (by Hebrew without niqqud, or the note naming the word: Milim's export) in a collection of their
 * own or a shared collection they study (hold progress in), naming those collections: from it the
 * form counts, for the mapping chosen, each word once, as the import will.
 * POST /api/collections/anki/import?name=&domain=&mapping=&skipOwned= — the same bytes again: the notes as a
 * new private collection of the caller's, through the mapping (JSON: note type id → fields; a type
 * it leaves out keeps the guessed one), duplicates by Hebrew without niqqud skipped and counted, the
 * review log as the learner's FSRS history, each word's rank and the status its note carries (Milim's
 * export writes them). `skipOwned=true` also skips (and counts) the words the caller already has
 * (as the preview finds them) and merges their Anki history into the caller's word (reviews not
 * already there; Anki's card when its last review is later than the caller's);
 * without it a package imports whole (a copy of one's own export), but a review already in the
 * caller's log is never written again: such a history stays with the caller's word. When every word is the caller's,
 * no collection is made (`collection` null). Not a package, no notes, a newer-only format, every
 * word already there with skipOwned and no history to merge → 400.
 */
const fieldIndex = z.number().int().min(0).max(999);
export const AnkiFieldMappingSchema = z.object({
  hebrew: fieldIndex,
  meaning: fieldIndex.nullable(),
  translit: fieldIndex.nullable(),
  example: fieldIndex.nullable(),
  /** Where the example is from (Milim's export's Reference field); a client that does not send it maps none. */
  reference: fieldIndex.nullable().default(null),
});
export type AnkiFieldMapping = z.infer<typeof AnkiFieldMappingSchema>;

export const AnkiNoteTypePreviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.array(z.string()),
  noteCount: z.number().int(),
  /** The first notes' fields as plain text (each cut to 200 characters). */
  samples: z.array(z.array(z.string())),
  mapping: AnkiFieldMappingSchema,
});
export type AnkiNoteTypePreview = z.infer<typeof AnkiNoteTypePreviewSchema>;

export const AnkiPreviewSchema = z.object({
  /** The deck most of the package's cards are in (the name the collection is offered). */
  deckName: z.string(),
  noteCount: z.number().int(),
  noteTypes: z.array(AnkiNoteTypePreviewSchema),
  /** Under the guessed mappings: the rated reviews the import keeps as history, and on how many words (notes giving a word). */
  reviewCount: z.number().int(),
  notesWithReviews: z.number().int(),
  /** Media files in the package: never imported, counted. */
  mediaFiles: z.number().int(),
  /** The caller's own collections holding any of the package's words (in any field), those holding most first. */
  ownedCollections: z.array(z.object({ id: z.string(), name: z.string(), domain: z.string(), slug: z.string() })),
  /**
   * The notes, to count under any mapping what the import will do (shared/anki/plan-anki-import.ts
   * countAnkiImport): per note, in the import's order, [its note type's index in noteTypes (-1:
   * none), the rated reviews its history brings, then per field of its note type the index of its
   * word (Hebrew without niqqud) among the package's words (-1: empty)].
   */
  notes: z.array(z.array(z.number().int())),
  /** The package's words (indexes as in `notes`) the caller already has, with the indexes of ownedCollections holding each. */
  ownedWords: z.array(z.object({ word: z.number().int(), collections: z.array(z.number().int()) })),
  /**
   * The notes (indexes in `notes`) that name a word the caller already has, whatever the mapping: a
   * note of Milim's export names its word by its guid. With the index of ownedCollections holding it.
   */
  ownedNotes: z.array(z.object({ note: z.number().int(), collections: z.array(z.number().int()) })),
});
export type AnkiPreview = z.infer<typeof AnkiPreviewSchema>;

export const AnkiImportQuerySchema = z.object({
  name: z.string().trim().min(1, schemaMessage("name_required")).max(200, schemaMessage("at_most_characters", { max: 200 })),
  domain: z.string().trim().min(1, schemaMessage("collection_domain_required")).max(100, schemaMessage("at_most_characters", { max: 100 })),
  mapping: z.string().max(20_000, schemaMessage("at_most_characters", { max: 20_000 })).optional(),
  /** "true": skip the words the caller already has in collections of their own. */
  skipOwned: z.enum(["true", "false"]).optional(),
});
/** The `mapping` query parameter, parsed: note type id → its fields' mapping. */
export const AnkiMappingsSchema = z.record(z.string().max(40), AnkiFieldMappingSchema);
export type AnkiMappings = z.infer<typeof AnkiMappingsSchema>;

export const AnkiImportResultSchema = z.object({
  /** The new collection; null when every word was the caller's already (their history merged). */
  collection: CollectionSummarySchema.nullable(),
  wordsImported: z.number().int(),
  /** Notes whose Hebrew (without niqqud) was already among the imported words. */
  duplicatesSkipped: z.number().int(),
  /** Notes whose word the caller already had (with skipOwned): by Hebrew without niqqud, or named by the note. */
  ownedSkipped: z.number().int(),
  /** The caller's words whose review log, card or progress took the package's history or status (skipped words; with a copy, those whose history was theirs in part). */
  ownedUpdated: z.number().int(),
  /** Notes whose Hebrew field was empty. */
  emptySkipped: z.number().int(),
  /** Reviews added to the caller's history, on the new words and (merged) on the words they had; the words given history. */
  reviewsImported: z.number().int(),
  wordsWithHistory: z.number().int(),
  mediaIgnored: z.number().int(),
});
export type AnkiImportResult = z.infer<typeof AnkiImportResultSchema>;
