import { useMutation } from "@tanstack/react-query";
import { authClient, unwrap } from "../lib/auth-client";

/** POST /api/auth/two-factor/generate-backup-codes: replaces every backup code (needs the password). */
export async function generateBackupCodes(input: { password: string }): Promise<string[]> {
  const data = await unwrap(authClient.twoFactor.generateBackupCodes({ password: input.password }));
  return (data as { backupCodes?: string[] }).backupCodes ?? [];
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes });
}
