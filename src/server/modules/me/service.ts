import type { Me } from "../../../shared/api/me";
import type { Db } from "../../db/client";
import { getOrCreateSettings } from "../../db/learner-rows";
import { notFound } from "../../lib/domain-error";
import { findAccountWithSettings } from "./queries";

/** The signed-in user's account, roles and settings (GET /api/me); the settings are created with their defaults on the first read. */
export async function getMe(db: Db, userId: string): Promise<Me> {
  const found = await findAccountWithSettings(db, userId);
  if (!found) throw notFound("user_not_found");
  const { account, roles } = found;
  const settings = found.settings ?? await getOrCreateSettings(db, userId);
  return { user: { ...account, twoFactorEnabled: !!account.twoFactorEnabled }, roles, isAdmin: roles.includes("admin"), settings };
}
