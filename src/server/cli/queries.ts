import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { user, userRoles } from "../db/schema";

export interface AccountRow { id: string; email: string; isAdmin: boolean }

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      isAdmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'admin')`,
    })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** A user holds one role row: changing it deletes the old row and inserts the new one, in one transaction. */
export async function setRole(db: Db, userId: string, role: "user" | "admin"): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values({ userId, role });
  });
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(distinct ${userRoles.userId})::int` }).from(userRoles).where(eq(userRoles.role, "admin"));
  return row?.n ?? 0;
}

export async function listAdmins(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: user.email })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(userRoles.role, "admin"))
    .orderBy(asc(user.email));
  return rows.map((r) => r.email);
}
