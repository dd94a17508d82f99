import { useMutation } from "@tanstack/react-query";
import type { SignInInput } from "@/shared/api/auth";
import { authClient, unwrap } from "../lib/auth-client";

/** The password step either signs in, or asks for the second factor (TOTP or backup code). */
export type SignInResult = { kind: "signed-in" } | { kind: "two-factor"; methods: string[] };

/** POST /api/auth/sign-in/email */
export async function signIn(input: SignInInput): Promise<SignInResult> {
  const data = await unwrap(authClient.signIn.email({ email: input.email, password: input.password }));
  if (data && typeof data === "object" && "twoFactorRedirect" in data && data.twoFactorRedirect) {
    const methods = "twoFactorMethods" in data && Array.isArray(data.twoFactorMethods) ? (data.twoFactorMethods as string[]) : ["totp"];
    return { kind: "two-factor", methods };
  }
  return { kind: "signed-in" };
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
