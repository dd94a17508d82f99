import { useMutation } from "@tanstack/react-query";
import type { SignUpInput } from "@/shared/api/auth";
import { authClient, unwrap } from "../lib/auth-client";

/** The header that carries the first-administrator set-up token (server: auth/first-admin.ts). */
const SETUP_TOKEN_HEADER = "x-milim-setup-token";

/**
 * POST /api/auth/sign-up/email. The answer is the same whether or not the address already has an
 * account (the server e-mails the owner), and it starts no session: the form logs in next.
 * `setupToken`: from the set-up link printed in the server's log (the first administrator).
 */
export async function signUp(input: SignUpInput & { setupToken?: string | null }): Promise<void> {
  await unwrap(
    authClient.signUp.email(
      {
        email: input.email,
        password: input.password,
        name: `${input.firstName} ${input.lastName}`,
        firstName: input.firstName,
        lastName: input.lastName,
      } as Parameters<typeof authClient.signUp.email>[0],
      input.setupToken ? { headers: { [SETUP_TOKEN_HEADER]: input.setupToken } } : undefined,
    ),
  );
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
