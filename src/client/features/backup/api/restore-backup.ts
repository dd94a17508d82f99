import { useMutation } from "@tanstack/react-query";
import { RestoreResultSchema, type RestoreResult } from "@/shared/api/backup";
import { api } from "@/client/lib/api-client";

/** POST /api/backups/restore with the backup file's JSON; everything is written in one transaction. */
export const restoreBackup = (file: unknown): Promise<RestoreResult> =>
  api("/backups/restore", { method: "POST", body: file, schema: RestoreResultSchema });

export function useRestoreBackup() {
  return useMutation({ mutationKey: ["backups", "restore"], mutationFn: restoreBackup });
}
