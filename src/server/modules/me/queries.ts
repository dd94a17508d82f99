import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { user, userRoles } from "../../db/schema";

export async function findAccount(db: DbOrTx, userId: string) {
  const [u] = await db
    .select({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, twoFactorEnabled: user.twoFactorEnabled })
    .from(user).where(eq(user.id, userId)).limit(1);
  return u ?? null;
}

export async function listRoles(db: DbOrTx, userId: string) {
  return (await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))).map((r) => r.role);
}
