import { sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { profiles, settings, userRoles } from "../db/schema";
import type { Logger } from "../lib/logger";

interface NewUser { id: string; email: string; firstName?: string | null; lastName?: string | null; createdAt: Date }

/**
 * After sign-up: the profile and default settings rows, and the role. The first account of an
 * empty instance, and any address in ADMIN_EMAILS, becomes admin; everyone else is a user.
 */
export async function onUserCreated(db: Db, config: Config, log: Logger, user: NewUser): Promise<void> {
  const email = user.email.toLowerCase();
  await db.transaction(async (tx) => {
    // Serialise concurrent first sign-ups so exactly one can be "the first".
    await tx.execute(sql`select pg_advisory_xact_lock(424242)`);
    // "First" = the first account whose roles are settled. Counting rows of "user" is not enough:
    // concurrent sign-ups insert their user rows before any of these hooks runs.
    const [settled] = await tx.select({ n: sql<number>`count(*)::int` }).from(userRoles).where(sql`${userRoles.userId} <> ${user.id}`);
    const makeAdmin = config.ADMIN_EMAILS.includes(email) || (settled?.n ?? 0) === 0;
    await tx.insert(profiles).values({
      id: user.id, email, firstName: user.firstName ?? null, lastName: user.lastName ?? null, createdAt: user.createdAt,
    }).onConflictDoNothing();
    await tx.insert(settings).values({ userId: user.id }).onConflictDoNothing();
    await tx.insert(userRoles).values({ userId: user.id, role: makeAdmin ? "admin" : "user" }).onConflictDoNothing();
    if (makeAdmin) log.info({ email }, "New account granted the admin role");
  });
}
