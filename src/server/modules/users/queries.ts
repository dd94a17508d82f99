import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { profiles, user, userRoles } from "../../db/schema";

/** get_users_with_stats: every account (or the one `id`) with its profile, words learned and role, newest first (one query). */
export async function listUsersWithStats(db: DbOrTx, id?: string) {
  return db
    .select({
      id: user.id,
      email: user.email,
      firstName: sql<string | null>`coalesce(${profiles.firstName}, ${user.firstName})`,
      lastName: sql<string | null>`coalesce(${profiles.lastName}, ${user.lastName})`,
      country: profiles.country,
      city: profiles.city,
      wordsLearned: sql<number>`(select count(*)::int from progress p where p.user_id = ${user.id} and p.status = 'known')`,
      role: sql<"none" | "user" | "admin">`(select case when count(*) = 0 then 'none' when bool_or(r.role = 'admin') then 'admin' else 'user' end from user_roles r where r.user_id = ${user.id})`,
      createdAt: user.createdAt,
      lastSignInAt: profiles.lastSignInAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(id === undefined ? undefined : eq(user.id, id))
    .orderBy(desc(user.createdAt), desc(user.id));
}

export async function findUserEmail(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, id)).limit(1);
  return row?.email ?? null;
}

export async function emailInUse(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return !!row;
}

/** The administrators, their rows locked until the transaction ends (so two demotions cannot both pass). */
export async function lockAdmins(tx: DbOrTx): Promise<string[]> {
  const rows = await tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.role, "admin")).orderBy(userRoles.userId).for("update");
  return rows.map((r) => r.userId);
}

/** A user's role rows are deleted, then the new one inserted ("none" only deletes). */
export async function replaceRole(tx: DbOrTx, userId: string, role: "none" | "user" | "admin"): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (role !== "none") await tx.insert(userRoles).values({ userId, role });
}

export interface ProfilePatch { firstName?: string | null; lastName?: string | null; country?: string | null; city?: string | null }

/** profiles: the given fields; the account's names (and display name) follow. */
export async function updateProfile(tx: DbOrTx, id: string, email: string, patch: ProfilePatch): Promise<void> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as ProfilePatch;
  await tx.insert(profiles).values({ id, email, ...set }).onConflictDoUpdate({ target: profiles.id, set: Object.keys(set).length ? set : { email } });
  if (set.firstName !== undefined || set.lastName !== undefined) {
    const [p] = await tx.select({ firstName: profiles.firstName, lastName: profiles.lastName }).from(profiles).where(eq(profiles.id, id));
    const display = [p?.firstName, p?.lastName].filter(Boolean).join(" ") || email;
    await tx.update(user).set({ firstName: p?.firstName ?? null, lastName: p?.lastName ?? null, name: display, updatedAt: new Date() }).where(eq(user.id, id));
  }
}

/** Removes the account; its rows go with it (foreign keys cascade), and its answer log (no key) here. */
export async function deleteAccount(tx: DbOrTx, id: string): Promise<boolean> {
  await tx.execute(sql`delete from progress_events where user_id = ${id}`);
  const rows = await tx.delete(user).where(eq(user.id, id)).returning({ id: user.id });
  return rows.length > 0;
}
