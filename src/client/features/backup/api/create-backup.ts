import { useMutation } from "@tanstack/react-query";
import { CreateBackupResultSchema, type CreateBackupResult } from "@/shared/api/backup";
import { api } from "@/client/lib/api-client";

/** POST /api/backups — the server stores a copy (backup-{timestamp}.json) and returns the file. */
export const createBackup = (): Promise<CreateBackupResult> =>
  api("/backups", { method: "POST", schema: CreateBackupResultSchema });

export function useCreateBackup() {
  return useMutation({ mutationKey: ["backups", "create"], mutationFn: createBackup });
}
