import { z } from "zod";
import { BackupFileParamsSchema, BackupListSchema, CreateBackupResultSchema, RestoreResultSchema } from "../../../shared/api/backup";
import { RESTORE_MAX_BYTES } from "../../../shared/backup/backup-file";
import { attachment } from "../../http/attachment";
import { defineRoute } from "../../http/route";
import { createBackup } from "./create-backup";
import { restoreBackup } from "./restore-backup";
import { listBackups, readBackup } from "./service";

export const backupRoutes = [
  defineRoute({
    method: "POST",
    path: "/backups",
    permission: "user",
    // Each backup is held whole in memory while it is read, stored and answered: two at a time.
    maxConcurrent: 2,
    response: CreateBackupResultSchema,
    handler: ({ deps, actor }) => createBackup(deps, actor),
  }),
  defineRoute({
    method: "GET",
    path: "/backups",
    permission: "user",
    response: BackupListSchema,
    handler: ({ deps, actor }) => listBackups(deps.storage, actor.userId),
  }),
  defineRoute({
    method: "GET",
    path: "/backups/:fileName",
    permission: "user",
    params: BackupFileParamsSchema,
    response: "raw",
    handler: async ({ deps, actor, params }) => {
      const bytes = await readBackup(deps.storage, actor.userId, params.fileName);
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
    // Each restore may hold a 50 MB file in memory while it is checked and written: two at a time.
    maxConcurrent: 2,
    response: RestoreResultSchema,
    handler: ({ deps, actor, body }) => restoreBackup(deps, actor, body),
  }),
];
