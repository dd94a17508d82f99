import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, settings, userRoles } from "../db/schema";
import type { Logger } from "../lib/logger";
import { countAdmins } from "./queries";

interface NewUser { id: string; email: string; firstName?: string | null; lastName?: string | null; createdAt: Date }

/**
 * After sign-up: the profile and default settings rows, and the role. The account becomes admin
 * only when the sign-up carried the set-up token (first-admin.ts) and the instance has no
 * administrator yet; every other account is a user (ADMIN_EMAILS waits for a verified address).
 */
export async function onUserCreated(db: Db, log: Logger, user: NewUser, { setupToken }: { setupToken: boolean }): Promise<void> {
  const email = user.email.toLowerCase();
  await db.transaction(async (tx) => {
    // Serialise concurrent set-up sign-ups so exactly one becomes the first administrator.
    if (setupToken) await tx.execute(sql`select pg_advisory_xact_lock(424242)`);
    const makeAdmin = setupToken && (await countAdmins(tx)) === 0;
    await tx.insert(profiles).values({
      id: user.id, email, firstName: user.firstName ?? null, lastName: user.lastName ?? null, createdAt: user.createdAt,
    }).onConflictDoNothing();
    await tx.insert(settings).values({ userId: user.id }).onConflictDoNothing();
    await tx.insert(userRoles).values({ userId: user.id, role: makeAdmin ? "admin" : "user" }).onConflictDoNothing();
    if (makeAdmin) log.info({ userId: user.id }, "The first administrator signed up with the set-up link");
    else if (setupToken) log.warn({ userId: user.id }, "A sign-up carried the set-up token but an administrator exists: made a user");
  });
}
