import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import { MeSchema, type Me } from "@/shared/api/me";
import { api, ApiRequestError } from "@/client/lib/api-client";

import { ME_QUERY_KEY } from "@/client/lib/query-keys";

export const SESSION_QUERY_KEY = ME_QUERY_KEY;

/** The signed-in user (GET /api/me), or null when there is no session (401). */
export async function getSession(): Promise<Me | null> {
  try {
    return await api("/me", { schema: MeSchema });
  } catch (e) {
    if (e instanceof ApiRequestError && e.status === 401) return null;
    throw e;
  }
}

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: SESSION_QUERY_KEY, queryFn: getSession, staleTime: 60_000, retry: false });

/** `data`: the user, null without a session, undefined while the first check runs. */
export function useSession(): { data: Me | null | undefined; isPending: boolean } {
  const q = useQuery(sessionQueryOptions());
  return { data: q.data, isPending: q.isPending };
}

/** Reloads ["me"] now (after a log-in or a two-factor change). Every reader of ["me"] uses these options. */
export function refreshSession(queryClient: QueryClient): Promise<Me | null> {
  return queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
}
