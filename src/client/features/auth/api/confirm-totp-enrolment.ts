import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshSession } from "../hooks/use-session";
import { authClient, unwrap } from "../lib/auth-client";

/** POST /api/auth/two-factor/verify-totp while signed in: the first valid code turns two-factor log-in on. */
export async function confirmTotpEnrolment(input: { code: string }): Promise<void> {
  await unwrap(authClient.twoFactor.verifyTotp({ code: input.code.replace(/\s/g, "") }));
}

export function useConfirmTotpEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTotpEnrolment,
    onSuccess: () => refreshSession(queryClient),
  });
}
