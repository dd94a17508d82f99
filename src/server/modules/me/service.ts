import type { Me } from "../../../shared/api/me";
import type { Db } from "../../db/client";
import { getOrCreateSettings } from "../../db/learner-rows";
import { notFound } from "../../lib/domain-error";
import { findAccount, listRoles } from "./queries";

/** The signed-in user's account, roles and settings (GET /api/me). */
export async function getMe(db: Db, userId: string): Promise<Me> {
  const account = await findAccount(db, userId);
  if (!account) throw notFound("user_not_found");
  const roles = await listRoles(db, userId);
  const settings = await getOrCreateSettings(db, userId);
  return { user: { ...account, twoFactorEnabled: !!account.twoFactorEnabled }, roles, isAdmin: roles.includes("admin"), settings };
}
