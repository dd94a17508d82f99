import { z } from "zod";
import { MessageParamsSchema } from "./message-params";
import type { DictionarySource } from "./dictionary";

/**
 * 'Set up the library' (the 'Get started' checklist's one action): one background job that imports
 * the offline Hebrew Bible, the Mishnah and the Talmud's first pages from the texts library, the lexicons from their configured URLs, then fills the built-in
 * collections from the texts and lexicons. Each part is skipped when it is done already, a failed
 * part says why and the others go on, and a run started again resumes.
 */
export const LIBRARY_SETUP_JOB = "library-setup";

/** The lexicons the set-up imports, in order (Sefaria's Aramaic lookup is online and optional: Jastrow holds its entries). */
export const SETUP_LEXICONS = ["bdb", "strongs", "jastrow", "kaikki-aramaic", "kaikki-hebrew"] as const satisfies readonly DictionarySource[];

/** The domains whose built-in collections the set-up fills, in order. */
export const SETUP_DOMAINS = ["biblical", "modern", "mishna", "aramaic"] as const;

/**
 * One part's outcome. `added`: books, tractates, entries or words this run added. For the Mishnah and the Talmud,
 * `filled` of the `total` tractates asked for (SETUP_MISHNAH, SETUP_TALMUD) have their text after the run (the Talmud's:
 * its first pages, SETUP_TALMUD_AMUDIM; the rest is imported in Settings). For collections, `filled`
 * of `total` built-in collections hold words beyond the seed's samples after the run, and
 * `withoutText` of them have no imported text.
 * `reason`: why a part failed (the server's English text), with its message key and parameters; for a
 * domain's collections that did not fail, why one without its text was left as it is where importing a
 * text would not do it (the prayer book's, Siddur 1000: generation_prayer_book_no_text).
 */
export const LibrarySetupPartSchema = z.object({
  part: z.enum(["bible", "mishnah", "talmud", "lexicon", "collections"]),
  /** "" for the Bible, the Mishnah and the Talmud, the lexicon's source, or the domain's slug. */
  name: z.string(),
  status: z.enum(["done", "skipped", "failed", "needs-text"]),
  added: z.number().int().nonnegative(),
  filled: z.number().int().nonnegative().optional(),
  total: z.number().int().nonnegative().optional(),
  withoutText: z.number().int().nonnegative().optional(),
  /** A lexicon imported by this run: the version of the rules its entries were read by (shared/dictionary/lexicon-rules). */
  rulesVersion: z.number().int().positive().optional(),
  reason: z.string().nullable(),
  /** The reason's message key and parameters (worded in the learner's language), when it has them. */
  reasonKey: z.string().nullable().optional(),
  reasonParams: MessageParamsSchema.optional(),
});
export type LibrarySetupPart = z.infer<typeof LibrarySetupPartSchema>;

/** A completed set-up job's result. */
export const LibrarySetupResultSchema = z.object({
  parts: z.array(LibrarySetupPartSchema),
  /** The job's last message, by key (job_library_setup_finished: how many parts were done, skipped, failed). */
  message: z.object({ key: z.string(), params: MessageParamsSchema }),
});
export type LibrarySetupResult = z.infer<typeof LibrarySetupResultSchema>;

/** The set-up job's payload: nothing to choose (the books come from the server's SETUP_BIBLE_BOOKS). */
export const LibrarySetupPayloadSchema = z.object({}).strict();

export const isSetupLexicon = (s: DictionarySource): boolean => (SETUP_LEXICONS as readonly string[]).includes(s);
