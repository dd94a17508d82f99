import { z } from "zod";

/**
 * POST /api/backups — makes a backup of what the caller may back up (a learner: their progress,
 * settings and private collections; an admin: also every shared collection and its words), stores
 * a copy as backup-{timestamp}.json in the "backups" store (never overwriting) and returns it.
 * `backup` is the file itself (its format: src/shared/backup/backup-file.ts).
 */
export const CreateBackupResultSchema = z.object({
  fileName: z.string(),
  storage: z.enum(["local", "s3"]),
  /** Older backups removed to keep the newest BACKUPS_KEPT (the per-user quota). */
  removed: z.array(z.string()).default([]),
  backup: z.object({
    timestamp: z.string(),
    version: z.literal("1.0"),
    data: z.object({
      collections: z.array(z.record(z.string(), z.unknown())),
      words: z.array(z.record(z.string(), z.unknown())),
      progress: z.array(z.record(z.string(), z.unknown())),
      settings: z.array(z.record(z.string(), z.unknown())),
      parsing_cards: z.array(z.record(z.string(), z.unknown())),
    }),
    stats: z.object({ collectionsCount: z.number().int(), wordsCount: z.number().int(), progressCount: z.number().int() }),
  }),
});
export type CreateBackupResult = z.infer<typeof CreateBackupResultSchema>;

/** GET /api/backups — the caller's stored backups, newest first. GET /api/backups/:fileName downloads one. */
export const BackupListSchema = z.object({ backups: z.array(z.object({ fileName: z.string() })) });
export type BackupList = z.infer<typeof BackupListSchema>;
export const BackupFileParamsSchema = z.object({ fileName: z.string().max(200) });

const CountsSchema = z.object({
  collections: z.number().int(),
  words: z.number().int(),
  progress: z.number().int(),
  settings: z.number().int(),
  /** The parsing drill's cards (each with its answers). */
  parsingCards: z.number().int(),
});
export type RestoreCounts = z.infer<typeof CountsSchema>;

/**
 * POST /api/backups/restore with the backup file as the JSON body (at most RESTORE_MAX_BYTES).
 * Everything is validated first, then written in one transaction. `skipped` counts rows the caller
 * may not restore (another user's rows; shared content for a learner) and progress whose word is
 * not on this instance; `reasons` breaks them down.
 */
export const RestoreResultSchema = z.object({
  restored: CountsSchema,
  skipped: CountsSchema,
  reasons: z.object({
    /** Rows (progress, settings, private collections and their words) of another user. */
    otherUsers: z.number().int(),
    /** Shared collections and their words in a learner's restore (only admins restore shared content). */
    sharedContent: z.number().int(),
    /** Progress rows whose word is neither in the file nor found on this instance. */
    unmatchedWords: z.number().int(),
    /** Parsing cards whose book is neither in this instance by id nor by its source (its title). */
    unmatchedBooks: z.number().int(),
  }),
});
export type RestoreResult = z.infer<typeof RestoreResultSchema>;
