import type { BackupList } from "../../../shared/api/backup";
import { BACKUP_FILE_NAME_PATTERN } from "../../../shared/backup/backup-file-name";
import type { Bytes, Storage } from "../../integrations/storage/storage";
import { notFound } from "../../lib/domain-error";
import { backupKey } from "./backup-key";

// The backup module's service: listing and reading a user's stored backups here; making one in
// create-backup.ts, restoring one in restore-backup.ts.

/** The user's backups in the store, newest first. */
export async function listBackups(storage: Storage, userId: string): Promise<BackupList> {
  const prefix = `${userId}/`;
  const keys = await storage.list(prefix);
  const backups = keys
    .map((k) => k.slice(prefix.length))
    .filter((name) => BACKUP_FILE_NAME_PATTERN.test(name))
    .sort()
    .reverse()
    .map((fileName) => ({ fileName }));
  return { backups };
}

/** The bytes of one of the user's backups. */
export async function readBackup(storage: Storage, userId: string, fileName: string): Promise<Bytes> {
  if (!BACKUP_FILE_NAME_PATTERN.test(fileName)) throw notFound("backup_not_found");
  const bytes = await storage.get(backupKey(userId, fileName));
  if (!bytes) throw notFound("backup_not_found");
  return bytes;
}
