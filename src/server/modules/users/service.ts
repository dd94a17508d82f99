import { USER_MESSAGES, type AdminUser, type AdminUserList, type UserRoleChoice } from "../../../shared/api/users";
import type { Actor } from "../../auth/actor";
import type { Deps } from "../../deps";
import { conflict, notFound } from "../../lib/domain-error";
import {
  deleteAccount, emailInUse, findUserEmail, listUsersWithStats, lockAdmins, replaceRole, updateProfile, type ProfilePatch,
} from "./queries";

type UserRow = Awaited<ReturnType<typeof listUsersWithStats>>[number];
const present = (r: UserRow): AdminUser => ({
  ...r,
  wordsLearned: Number(r.wordsLearned),
  createdAt: new Date(r.createdAt).toISOString(),
  lastSignInAt: r.lastSignInAt ? new Date(r.lastSignInAt).toISOString() : null,
});

export async function listUsers(deps: Deps): Promise<AdminUserList> {
  return { users: (await listUsersWithStats(deps.db)).map(present) };
}

/** One account as the list shows it (after a create, an edit or a role change). */
async function findUser(deps: Deps, id: string): Promise<AdminUser> {
  const [row] = await listUsersWithStats(deps.db, id);
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return present(row);
}

/**
 * create-user: an account with this password, its profile, default settings and the role "user"
 * (the sign-up hook makes those). Written through better-auth's own adapter, so the password is
 * hashed as at sign-up.
 */
export async function createUser(deps: Deps, input: ProfilePatch & { email: string; password: string }): Promise<AdminUser> {
  const email = input.email.toLowerCase();
  if (await emailInUse(deps.db, email)) throw conflict(USER_MESSAGES.exists);
  const auth = await deps.auth.$context;
  const hash = await auth.password.hash(input.password);
  const display = [input.firstName, input.lastName].filter(Boolean).join(" ") || email;
  let created: { id: string };
  try {
    created = await auth.internalAdapter.createUser({ email, name: display, firstName: input.firstName ?? null, lastName: input.lastName ?? null, emailVerified: false }, { method: "email-password" });
  } catch (e) {
    if (await emailInUse(deps.db, email)) throw conflict(USER_MESSAGES.exists); // another request took it
    throw e;
  }
  await auth.internalAdapter.linkAccount({ userId: created.id, providerId: "credential", accountId: created.id, password: hash });
  await deps.db.transaction((tx) => updateProfile(tx, created.id, email, { firstName: input.firstName, lastName: input.lastName, country: input.country, city: input.city }));
  return findUser(deps, created.id);
}

/** The profile (names, country, city); the e-mail stays. */
export async function editUser(deps: Deps, id: string, patch: ProfilePatch): Promise<AdminUser> {
  const email = await findUserEmail(deps.db, id);
  if (!email) throw notFound(USER_MESSAGES.notFound);
  await deps.db.transaction((tx) => updateProfile(tx, id, email, patch));
  return findUser(deps, id);
}

/** A role change (the old role row deleted, then the new one inserted; "none" only deletes) in one transaction; the last administrator keeps the role. */
export async function setUserRole(deps: Deps, id: string, role: UserRoleChoice): Promise<AdminUser> {
  await deps.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    if (!(await findUserEmail(tx, id))) throw notFound(USER_MESSAGES.notFound);
    if (role !== "admin" && admins.length === 1 && admins[0] === id) throw conflict(USER_MESSAGES.lastAdminRole);
    await replaceRole(tx, id, role);
  });
  deps.sessionCache.clear();
  return findUser(deps, id);
}

/** delete-user: every row of the account goes, and its stored backups; never oneself or the last administrator. */
export async function deleteUser(deps: Deps, actor: Actor, id: string): Promise<void> {
  if (id === actor.userId) throw conflict(USER_MESSAGES.deleteSelf);
  await deps.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    if (admins.length === 1 && admins[0] === id) throw conflict(USER_MESSAGES.lastAdminDelete);
    if (!(await deleteAccount(tx, id))) throw notFound(USER_MESSAGES.notFound);
  });
  deps.sessionCache.clear();
  // Backups are files (keys "<userId>/…"); a failure here leaves files no one can reach, so only log it.
  for (const key of await deps.storage.list(`${id}/`).catch(() => [] as string[])) {
    await deps.storage.delete(key).catch((err: unknown) => deps.log.warn({ err, key }, "A deleted user's backup could not be removed"));
  }
}
