import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshSession } from "../hooks/use-session";
import { authClient, unwrap } from "../lib/auth-client";

/** POST /api/auth/two-factor/disable (needs the password). */
export async function disableTwoFactor(input: { password: string }): Promise<void> {
  await unwrap(authClient.twoFactor.disable({ password: input.password }));
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => refreshSession(queryClient),
  });
}
