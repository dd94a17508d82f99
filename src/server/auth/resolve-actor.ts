import { and, eq } from "drizzle-orm";
import type { Deps } from "../deps";
import { userRoles } from "../db/schema";
import type { Actor } from "../http/route";

/** The signed-in user of a request (from the session cookie), or null. */
export async function resolveActor(deps: Deps, headers: Headers): Promise<Actor | null> {
  if (!headers.get("cookie")) return null;
  const session = await deps.auth.api.getSession({ headers });
  if (!session) return null;
  const userId = session.user.id;
  let admin: Promise<boolean> | undefined;
  return {
    userId,
    email: session.user.email,
    isAdmin: () =>
      (admin ??= deps.db
        .select({ role: userRoles.role })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, "admin")))
        .limit(1)
        .then((rows) => rows.length > 0)),
  };
}
