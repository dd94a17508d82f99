import { eq, sql } from "drizzle-orm";
import type { Settings } from "../../../shared/api/settings";
import type { DbOrTx } from "../../db/client";
import { settingsColumns } from "../../db/learner-rows";
import { settings, user, userRoles } from "../../db/schema";

type Role = (typeof userRoles.role.enumValues)[number];

/**
 * The account, its roles and its settings (null when it has no settings row yet) in one statement:
 * GET /api/me is read with every page's first screen, beside the page's own statements, and each
 * statement waits its turn on the embedded database's one connection. null when there is no such user.
 */
export async function findAccountWithSettings(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, twoFactorEnabled: user.twoFactorEnabled,
      roles: sql<Role[]>`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${user.id})`,
      settings: settingsColumns,
    })
    .from(user)
    .leftJoin(settings, eq(settings.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  if (!row) return null;
  const { roles, settings: found, ...account } = row;
  return { account, roles, settings: found as Settings | null };
}
