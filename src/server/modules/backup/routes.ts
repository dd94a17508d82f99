import { z } from "zod";
import { BackupFileParamsSchema } from "../../../shared/api/backup";
import { BACKUP_FILE_NAME_PATTERN } from "../../../shared/backup/backup-file-name";
import { RESTORE_MAX_BYTES } from "../../../shared/backup/backup-file";
import { notFound } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { attachment } from "../collection-transfer/routes";
import { backupKey, createBackup } from "./create-backup";
import { restoreBackup } from "./restore-backup";

export const backupRoutes = [
  defineRoute({
    method: "POST",
    path: "/backups",
    permission: "user",
    handler: async ({ deps, actor }) => createBackup(deps, actor),
  }),
  defineRoute({
    method: "GET",
    path: "/backups",
    permission: "user",
    handler: async ({ deps, actor }) => {
      const prefix = `${actor.userId}/`;
      const keys = await deps.storage.list(prefix);
      const backups = keys
        .map((k) => k.slice(prefix.length))
        .filter((name) => BACKUP_FILE_NAME_PATTERN.test(name))
        .sort()
        .reverse()
        .map((fileName) => ({ fileName }));
      return { backups };
    },
  }),
  defineRoute({
    method: "GET",
    path: "/backups/:fileName",
    permission: "user",
    params: BackupFileParamsSchema,
    handler: async ({ deps, actor, params }) => {
      if (!BACKUP_FILE_NAME_PATTERN.test(params.fileName)) throw notFound("Backup not found");
      const bytes = await deps.storage.get(backupKey(actor.userId, params.fileName));
      if (!bytes) throw notFound("Backup not found");
      return new Response(bytes, {
        headers: { "content-type": "application/json; charset=utf-8", "content-disposition": attachment(params.fileName), "cache-control": "no-store" },
      });
    },
  }),
  defineRoute({
    method: "POST",
    path: "/backups/restore",
    permission: "user",
    // The file is validated by restoreBackup, which answers "Invalid backup file format" itself.
    body: z.unknown(),
    maxBodyBytes: RESTORE_MAX_BYTES,
    handler: async ({ deps, actor, body }) => restoreBackup(deps, actor, body),
  }),
];
