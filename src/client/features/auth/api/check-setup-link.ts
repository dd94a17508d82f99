import { useQuery } from "@tanstack/react-query";
import type { SetupLinkAnswer } from "@/shared/api/auth";
import { api } from "@/client/lib/api-client";

/**
 * POST /api/setup-link: may the first administrator's set-up link still be used? Resolves when it
 * may; fails with the server's words (403 not this server's link, 409 an administrator exists).
 * The answer's schema loads with the call, so the sign-up page itself carries no zod.
 */
export async function checkSetupLink(token: string): Promise<SetupLinkAnswer> {
  const { SetupLinkAnswerSchema } = await import("@/shared/api/auth");
  return api("/setup-link", { method: "POST", body: { token }, schema: SetupLinkAnswerSchema });
}

/** Asked once per token while the sign-up page is open with ?setup=; no retry (the answer will not change). */
export function useSetupLink(token: string | null) {
  return useQuery({
    queryKey: ["setup-link", token],
    queryFn: () => checkSetupLink(token ?? ""),
    enabled: token !== null && token !== "",
    retry: false,
    staleTime: Infinity,
  });
}
