import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { userRoles } from "../db/schema";
import type { Actor } from "./actor";
import type { Auth } from "./auth";
import { sessionCookieValue, type SessionCache } from "./session-cache";

export interface ActorSources {
  auth: Auth;
  db: Db;
  sessionCache: SessionCache;
}

/** The signed-in user of a request (from the session cookie), or null. */
export async function resolveActor({ auth, db, sessionCache }: ActorSources, headers: Headers): Promise<Actor | null> {
  const cookie = sessionCookieValue(headers.get("cookie"));
  if (!cookie) return null;
  const cached = sessionCache.get(cookie) ?? await sessionCache.getOrLoad(cookie, async () => {
    const session = await auth.api.getSession({ headers });
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
      (admin ??= db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
        .limit(1)
        .then((rows) => rows.length > 0)),
  };
}
