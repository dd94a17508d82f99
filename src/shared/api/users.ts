import { z } from "zod";
import { EmailSchema, NAME_MAX_EXCLUSIVE, PasswordSchema } from "./auth";

/**
 * The Admin Panel's "All Users" card: every user's profile, role (none, user or admin: one role
 * row, replaced when it changes) and words learned; create, edit the profile, delete. Administrators only.
 */
export const USER_ROLES = ["none", "user", "admin"] as const;
export type UserRoleChoice = (typeof USER_ROLES)[number];

export const USER_FIELD_MAX = 99;

/** An optional profile text: trimmed; empty means "not given" (stored as null). */
const optionalText = (label: string) =>
  z.string().trim().max(USER_FIELD_MAX, { error: `${label} must be less than ${NAME_MAX_EXCLUSIVE} characters` })
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

export const ProfileFieldsSchema = z.object({
  firstName: optionalText("First name"),
  lastName: optionalText("Last name"),
  country: optionalText("Country"),
  city: optionalText("City"),
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
  exists: "A user with this e-mail address already exists.",
  notFound: "This user no longer exists.",
  deleteSelf: "You cannot delete your own account here.",
  lastAdminDelete: "The last administrator cannot be deleted.",
  lastAdminRole: "The last administrator cannot lose the administrator role.",
} as const;
