import { useMutation } from "@tanstack/react-query";
import type { SignUpInput } from "@/shared/api/auth";
import { authClient, unwrap } from "../lib/auth-client";

/** POST /api/auth/sign-up/email (autoSignIn: the answer carries a session cookie). */
export async function signUp(input: SignUpInput): Promise<{ signedIn: boolean }> {
  const data = await unwrap(
    authClient.signUp.email({
      email: input.email,
      password: input.password,
      name: `${input.firstName} ${input.lastName}`,
      firstName: input.firstName,
      lastName: input.lastName,
    } as Parameters<typeof authClient.signUp.email>[0]),
  );
  return { signedIn: !!(data && typeof data === "object" && "token" in data && data.token) };
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
