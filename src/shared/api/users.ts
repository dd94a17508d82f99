import { z } from "zod";
import { schemaMessage } from "../i18n/schema-message";
import type { ServerMessageKey } from "../i18n/server-message-key";
import { EmailSchema, NAME_MAX_EXCLUSIVE, PasswordSchema } from "./auth";

/**
 * The Admin Panel's "All Users" card: every user's profile, role (none, user or admin: one role
 * row, replaced when it changes) and words learned; create, edit the profile, delete. Administrators only.
 */
export const USER_ROLES = ["none", "user", "admin"] as const;
export type UserRoleChoice = (typeof USER_ROLES)[number];

export const USER_FIELD_MAX = 99;

/** An optional profile text: trimmed; empty means "not given" (stored as null). */
const optionalText = (tooLong: ServerMessageKey) =>
  z.string().trim().max(USER_FIELD_MAX, { error: schemaMessage(tooLong, { max: NAME_MAX_EXCLUSIVE }) })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

export const ProfileFieldsSchema = z.object({
  firstName: optionalText("auth_first_name_too_long"),
  lastName: optionalText("auth_last_name_too_long"),
  country: optionalText("user_country_too_long"),
  city: optionalText("user_city_too_long"),
});

/** POST /api/admin/users: e-mail and password required, the rest optional. */
export const CreateUserSchema = ProfileFieldsSchema.extend({ email: EmailSchema, password: PasswordSchema });
export type CreateUserInput = z.input<typeof CreateUserSchema>;

/** PATCH /api/admin/users/:id: the profile; the e-mail cannot be changed (an unknown key is refused). */
export const UpdateUserProfileSchema = ProfileFieldsSchema.strict();
export type UpdateUserProfileInput = z.input<typeof UpdateUserProfileSchema>;

/** PUT /api/admin/users/:id/role */
export const SetUserRoleSchema = z.object({ role: z.enum(USER_ROLES) });

export const UserIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  /** Words the user marked known. */
  wordsLearned: z.number().int().nonnegative(),
  role: z.enum(USER_ROLES),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserListSchema = z.object({ users: z.array(AdminUserSchema) });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

/** Server refusals with their messages. */
export const USER_MESSAGES = {
  exists: "user_exists",
  notFound: "user_gone",
  deleteSelf: "user_delete_self",
  lastAdminDelete: "user_last_admin_delete",
  lastAdminRole: "user_last_admin_role",
} as const;
