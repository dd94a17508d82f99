import { and, eq } from "drizzle-orm";
import type { Deps } from "../deps";
import { userRoles } from "../db/schema";
import type { Actor } from "../http/route";
import { sessionCookieValue } from "./session-cache";

/** The signed-in user of a request (from the session cookie), or null. */
export async function resolveActor(deps: Deps, headers: Headers): Promise<Actor | null> {
  const cookie = sessionCookieValue(headers.get("cookie"));
  if (!cookie) return null;
  const cached = deps.sessionCache.get(cookie) ?? await deps.sessionCache.getOrLoad(cookie, async () => {
    const session = await deps.auth.api.getSession({ headers });
    return session
      ? { userId: session.user.id, email: session.user.email, expiresAt: new Date(session.session.expiresAt).getTime() }
      : null;
  });
  if (!cached) return null;
  const userId = cached.userId;
  let admin: Promise<boolean> | undefined;
  return {
    userId,
    email: cached.email,
    isAdmin: () =>
      (admin ??= deps.db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
        .limit(1)
        .then((rows) => rows.length > 0)),
  };
}
