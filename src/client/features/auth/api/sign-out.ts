import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { authClient, unwrap } from "../lib/auth-client";
import { SESSION_QUERY_KEY } from "../hooks/use-session";

/** Ends the session (POST /api/auth/sign-out). Pass the query client to forget cached user data. */
export async function signOut(queryClient?: QueryClient): Promise<void> {
  await unwrap(authClient.signOut());
  if (queryClient) {
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
  }
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => signOut(queryClient) });
}
