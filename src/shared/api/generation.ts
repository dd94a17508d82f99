import { z } from "zod";
import { MessageParamsSchema } from "./message-params";
import { schemaMessage } from "../i18n/schema-message";

/**
 * Word generation (Settings' AI Word Generator and Import from a Jewish texts library, and the
 * Word Generation Queue page). Admins ask for words for
 * a collection (or some of its sections); each request is a queue item that runs on the server.
 */

/** Words per section or for the collection: 0 to 500; an empty field counts as 0. */
export const MAX_GENERATED_WORDS = 500;
/** 'Generate All Collections' asks for this many words for each collection. */
export const GENERATE_ALL_COUNT = 100;
/** An item in progress longer than this fails with JOB_TIMEOUT_MESSAGE. */
export const GENERATION_TIMEOUT_MINUTES = 10;
export const JOB_TIMEOUT_MESSAGE = "job_generation_timed_out";
/** The pause between the sections of one request. */
export const SECTION_PAUSE_MS = 2000;
/** How often the queue page refreshes. */
export const QUEUE_REFRESH_MS = 5000;
/** The vocabulary import from a text reference: 1 to 500 words. */
export const MAX_LIBRARY_IMPORT_WORDS = 500;

export const GENERATION_STATUSES = ["pending", "in_progress", "completed", "failed"] as const;
export const GenerationStatusSchema = z.enum(GENERATION_STATUSES);
export type GenerationStatus = z.infer<typeof GenerationStatusSchema>;

/** A generated word: duplicates of the collection's words are flagged, not inserted. */
export const GeneratedWordSchema = z.object({
  hebrew: z.string().min(1).max(200),
  english: z.string().max(500),
  translit: z.string().max(200).nullable(),
  pos: z.string().max(100).nullable(),
  freqRank: z.number().int().nullable(),
  section: z.string().max(50).nullable(),
  isDuplicate: z.boolean(),
});
export type GeneratedWord = z.infer<typeof GeneratedWordSchema>;

export const GenerationItemSchema = z.object({
  id: z.string().uuid(),
  collectionId: z.string().uuid().nullable(),
  collectionName: z.string(),
  section: z.string().nullable(),
  requestedCount: z.number().int(),
  completedCount: z.number().int(),
  status: GenerationStatusSchema,
  errorMessage: z.string().nullable(),
  /** The key and parameters `errorMessage` was written from (src/shared/i18n/server-messages.ts), else null. */
  errorKey: z.string().nullable(),
  errorParams: MessageParamsSchema.nullable(),
  /** "llm" or "offline" once it has run. */
  provider: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type GenerationItem = z.infer<typeof GenerationItemSchema>;

/** GET /api/generation/queue : the actor's items, newest first. */
export const GenerationQueueResponseSchema = z.object({
  items: z.array(GenerationItemSchema),
  /** Which generator new items use: "llm" when LLM_BASE_URL is set, else "offline". */
  provider: z.enum(["llm", "offline"]),
});
export type GenerationQueueResponse = z.infer<typeof GenerationQueueResponseSchema>;

/** GET /api/generation/queue/:id : one item with the words it generated. */
export const GenerationItemDetailSchema = GenerationItemSchema.extend({ words: z.array(GeneratedWordSchema) });
export type GenerationItemDetail = z.infer<typeof GenerationItemDetailSchema>;

const count = z.number({ error: schemaMessage("generation_words_number") }).int(schemaMessage("generation_words_whole"))
  .min(0, schemaMessage("generation_words_range")).max(MAX_GENERATED_WORDS, schemaMessage("generation_words_range"));
const sectionLabel = z.string().trim().min(1).max(50);

/**
 * POST /api/generation/queue : one item per section (or one for the whole collection when no
 * section is chosen), `count` words each; or every collection with `all` (GENERATE_ALL_COUNT each).
 */
export const CreateGenerationRequestSchema = z.union([
  z.object({
    collectionId: z.string().uuid(schemaMessage("generation_choose_collection")),
    sections: z.array(sectionLabel).max(300).optional(),
    count,
  }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type CreateGenerationRequest = z.infer<typeof CreateGenerationRequestSchema>;
export const CreateGenerationResponseSchema = z.object({ items: z.array(GenerationItemSchema) });

export const GenerationItemParamsSchema = z.object({ id: z.string().uuid() });

/** POST /api/generation/queue/continue : 'Resuming queue processing'. */
export const ContinueQueueResponseSchema = z.object({ started: z.boolean(), pending: z.number().int() });
/** POST /api/generation/queue/restart-failed : how many failed items went back to pending. */
export const RestartFailedResponseSchema = z.object({ restarted: z.number().int() });
/** DELETE /api/generation/queue : every item of the actor (the spec's 'Delete Completed'). */
export const DeleteQueueResponseSchema = z.object({ deleted: z.number().int() });

/** POST /api/generation/library-import : words of a text reference into a collection (a background job). */
export const LibraryImportRequestSchema = z.object({
  reference: z.string().trim().min(1, schemaMessage("generation_enter_reference")).max(200),
  collectionId: z.string().uuid(schemaMessage("generation_choose_target")),
  maxWords: z.number({ error: schemaMessage("generation_max_words_number") }).int(schemaMessage("generation_max_words_whole"))
    .min(1, schemaMessage("generation_max_words_range")).max(MAX_LIBRARY_IMPORT_WORDS, schemaMessage("generation_max_words_range")),
}).strict();
export type LibraryImportRequest = z.infer<typeof LibraryImportRequestSchema>;

/** GET /api/generation/sections?collectionId= : what the generator offers to choose for a collection. */
export const GenerationSectionsQuerySchema = z.object({ collectionId: z.string().uuid(schemaMessage("generation_choose_collection")) });
export const GenerationSectionsSchema = z.object({
  /** chapters (biblical, modern), pages (aramaic: 2a–120b) or tractates (mishna). */
  kind: z.enum(["chapters", "pages", "tractates"]),
  sections: z.array(z.string()),
  /** The sections whose text is in the library (what the offline generator can read). */
  imported: z.array(z.string()),
});
export type GenerationSections = z.infer<typeof GenerationSectionsSchema>;
