import { useMutation } from "@tanstack/react-query";
import { authClient, unwrap } from "../lib/auth-client";

/** Six digits: a TOTP code from the authenticator app; anything else: a backup code. */
export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ""));
}

/**
 * The second step of a log-in (the two-factor cookie set by the password step identifies the user):
 * POST /api/auth/two-factor/verify-totp or /two-factor/verify-backup-code.
 */
export async function verifyTwoFactor(input: { code: string; trustDevice?: boolean }): Promise<void> {
  const code = input.code.trim();
  if (isTotpCode(code)) {
    await unwrap(authClient.twoFactor.verifyTotp({ code: code.replace(/\s/g, ""), trustDevice: input.trustDevice }));
  } else {
    await unwrap(authClient.twoFactor.verifyBackupCode({ code, trustDevice: input.trustDevice }));
  }
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
