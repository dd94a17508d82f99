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
/** The Cookie header without session cookies of another name than `name`. */
function withoutOtherSessionCookies(header: string, name: string): string {
  return header.split(";").filter((part) => {
    const n = part.slice(0, Math.max(0, part.indexOf("="))).trim();
    return n === name || !n.endsWith(".session_token");
  }).join(";");
}

export async function resolveActor({ auth, db, sessionCache }: ActorSources, headers: Headers): Promise<Actor | null> {
  // Keyed on exactly the cookie better-auth validates (its configured name, its signed value); a
  // session cookie of any other name is not passed on, so the session loaded is that value's.
  const name = (await auth.$context).authCookies.sessionToken.name;
  const header = headers.get("cookie");
  const cookie = sessionCookieValue(header, name);
  if (!cookie) return null;
  const cached = sessionCache.get(cookie) ?? await sessionCache.getOrLoad(cookie, async () => {
    const own = new Headers(headers);
    own.set("cookie", withoutOtherSessionCookies(header!, name));
    const session = await auth.api.getSession({ headers: own });
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
