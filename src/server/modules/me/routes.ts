import { eq } from "drizzle-orm";
import type { Me } from "../../../shared/api/me";
import { user, userRoles } from "../../db/schema";
import { notFound } from "../../http/errors";
import { defineRoute } from "../../http/route";
import { getOrCreateSettings } from "../settings/queries";

export const meRoutes = [
  defineRoute({
    method: "GET",
    path: "/me",
    permission: "user",
    handler: async ({ deps, actor }): Promise<Me> => {
      const [u] = await deps.db
        .select({ id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, twoFactorEnabled: user.twoFactorEnabled })
        .from(user).where(eq(user.id, actor.userId)).limit(1);
      if (!u) throw notFound("User not found");
      const roles = (await deps.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, actor.userId))).map((r) => r.role);
      const settings = await getOrCreateSettings(deps.db, actor.userId);
      return { user: { ...u, twoFactorEnabled: !!u.twoFactorEnabled }, roles, isAdmin: roles.includes("admin"), settings };
    },
  }),
];
