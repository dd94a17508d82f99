import { useMutation } from "@tanstack/react-query";
import { authClient, unwrap } from "../lib/auth-client";

/** POST /api/auth/reset-password with the token from the e-mailed link. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await unwrap(authClient.resetPassword({ token: input.token, newPassword: input.newPassword }));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
