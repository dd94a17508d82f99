import { BACKUP_VERSION, type BackupFileOut } from "../../../shared/backup/backup-file";
import { backupFileName } from "../../../shared/backup/backup-file-name";
import type { CreateBackupResult } from "../../../shared/api/backup";
import type { Deps } from "../../deps";
import { conflict, DomainError, unavailable } from "../../lib/domain-error";
import type { Actor } from "../../auth/actor";
import { StorageConflictError } from "../../integrations/storage/storage";
import { collectionsForBackup, countWordsForBackup, progressForBackup, settingsForBackup, wordsForBackup } from "./queries";
import { reviewCardsForBackup } from "./review-queries";
import { parsingCardsForBackup } from "./parsing-queries";
import { backupKey } from "./backup-key";
import { listBackups } from "./service";

/** Reads everything the caller may back up, in one read-only snapshot. */
export async function buildBackup(deps: Deps, actor: Actor, timestamp = deps.now().toISOString()): Promise<BackupFileOut> {
  const includeShared = await actor.isAdmin();
  return deps.db.transaction(async (tx) => {
    const collections = await collectionsForBackup(tx, actor.userId, includeShared);
    // Held whole in memory, written and answered whole: its size is bounded before a word is read.
    const wordCount = await countWordsForBackup(tx, collections.map((c) => c.id));
    if (wordCount > deps.config.BACKUP_MAX_WORDS) throw new DomainError("too_large", "backup_too_large", { count: wordCount, max: deps.config.BACKUP_MAX_WORDS });
    const words = await wordsForBackup(tx, collections.map((c) => c.id));
    const cards = await reviewCardsForBackup(tx, actor.userId);
    const progress = (await progressForBackup(tx, actor.userId)).map((p) => ({ ...p, review_card: cards.get(p.word_id) ?? null }));
    const settings = await settingsForBackup(tx, actor.userId);
    const parsing_cards = await parsingCardsForBackup(tx, actor.userId);
    return {
      timestamp,
      version: BACKUP_VERSION,
      data: { collections, words, progress, settings, parsing_cards },
      stats: { collectionsCount: collections.length, wordsCount: words.length, progressCount: progress.length },
    };
  });
}

/**
 * The per-user quota: only the newest `keep` backups stay in the store; older ones are removed
 * (a failure to remove one is logged, and the new backup stands). Returns the names removed.
 */
async function keepNewestBackups(deps: Deps, userId: string, keep: number): Promise<string[]> {
  const { backups } = await listBackups(deps.storage, userId);
  const old = backups.slice(keep).map((b) => b.fileName);
  for (const fileName of old) {
    await deps.storage.delete(backupKey(userId, fileName)).catch((err: unknown) => deps.log.warn({ err, fileName }, "An old backup could not be removed"));
  }
  return old;
}

/**
 * Makes the caller's backup and stores a copy as backup-{timestamp}.json in the backups store,
 * never replacing a file (a clash in the same millisecond gets a -2, -3... suffix).
 */
export async function createBackup(deps: Deps, actor: Actor): Promise<CreateBackupResult> {
  const backup = await buildBackup(deps, actor);
  const bytes = new TextEncoder().encode(`${JSON.stringify(backup, null, 2)}\n`);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const fileName = backupFileName(backup.timestamp, attempt);
    try {
      await deps.storage.put(backupKey(actor.userId, fileName), bytes, { overwrite: false, contentType: "application/json" });
      const removed = await keepNewestBackups(deps, actor.userId, deps.config.BACKUPS_KEPT);
      return { fileName, storage: deps.storage.kind, removed, backup: backup as CreateBackupResult["backup"] };
    } catch (e) {
      if (!(e instanceof StorageConflictError)) {
        deps.log.error({ err: e }, "Backup upload failed");
        throw unavailable("backup_not_stored");
      }
    }
  }
  throw conflict("backup_name_taken");
}
