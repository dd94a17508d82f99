import {
  AdminUserListSchema, AdminUserSchema, CreateUserSchema, SetUserRoleSchema, UpdateUserProfileSchema, UserIdParamsSchema,
} from "../../../shared/api/users";
import { defineRoute } from "../../http/route";
import { createUser, deleteUser, editUser, listUsers, setUserRole } from "./service";

/** The Admin Panel's users card. Administrators only. */
export const userRoutes = [
  defineRoute({
    method: "GET",
    path: "/admin/users",
    permission: "admin",
    handler: async ({ deps }) => AdminUserListSchema.parse(await listUsers(deps)),
  }),
  defineRoute({
    method: "POST",
    path: "/admin/users",
    permission: "admin",
    body: CreateUserSchema,
    handler: async ({ c, deps, body }) => c.json(AdminUserSchema.parse(await createUser(deps, body)), 201),
  }),
  defineRoute({
    method: "PATCH",
    path: "/admin/users/:id",
    permission: "admin",
    params: UserIdParamsSchema,
    body: UpdateUserProfileSchema,
    handler: async ({ deps, params, body }) => AdminUserSchema.parse(await editUser(deps, params.id, body)),
  }),
  defineRoute({
    method: "PUT",
    path: "/admin/users/:id/role",
    permission: "admin",
    params: UserIdParamsSchema,
    body: SetUserRoleSchema,
    handler: async ({ deps, params, body }) => AdminUserSchema.parse(await setUserRole(deps, params.id, body.role)),
  }),
  defineRoute({
    method: "DELETE",
    path: "/admin/users/:id",
    permission: "admin",
    params: UserIdParamsSchema,
    handler: async ({ c, deps, actor, params }) => {
      await deleteUser(deps, actor, params.id);
      return c.body(null, 204);
    },
  }),
];
