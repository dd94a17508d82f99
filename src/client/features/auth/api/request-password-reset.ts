import { useMutation } from "@tanstack/react-query";
import type { RequestPasswordResetInput } from "@/shared/api/auth";
import { authClient, unwrap } from "../lib/auth-client";

/** Where the e-mailed link leads (the server enforces the same target). */
export const NEW_PASSWORD_PATH = "/auth?mode=new-password";

/** POST /api/auth/request-password-reset: same answer whether or not the address has an account. */
export async function requestPasswordReset(input: RequestPasswordResetInput): Promise<void> {
  await unwrap(authClient.requestPasswordReset({ email: input.email, redirectTo: `${window.location.origin}${NEW_PASSWORD_PATH}` }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
