import { useMutation } from "@tanstack/react-query";
import { m } from "@/client/lib/i18n";
import { authClient, unwrap } from "../lib/auth-client";

export interface TotpEnrolment { totpURI: string; backupCodes: string[] }

/**
 * POST /api/auth/two-factor/enable: creates an unverified TOTP secret and backup codes. Two-factor
 * log-in is switched on only once a code from the app is confirmed (confirm-totp-enrolment.ts).
 */
export async function enableTwoFactor(input: { password: string }): Promise<TotpEnrolment> {
  const data = await unwrap(authClient.twoFactor.enable({ password: input.password }));
  const r = data as { totpURI?: string; backupCodes?: string[] };
  if (!r.totpURI) throw new Error(m.auth_no_authenticator_key());
  return { totpURI: r.totpURI, backupCodes: r.backupCodes ?? [] };
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
