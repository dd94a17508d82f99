// The session query lives in src/client/lib/session.ts because several features read it.
export { getSession, refreshSession, SESSION_QUERY_KEY, sessionQueryOptions, useSession } from "@/client/lib/session";
