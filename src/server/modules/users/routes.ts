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
    response: AdminUserListSchema,
    handler: ({ deps }) => listUsers(deps),
  }),
  defineRoute({
    method: "POST",
    path: "/admin/users",
    permission: "admin",
    body: CreateUserSchema,
    response: AdminUserSchema, status: 201,
    handler: ({ deps, body }) => createUser(deps, body),
  }),
  defineRoute({
    method: "PATCH",
    path: "/admin/users/:id",
    permission: "admin",
    params: UserIdParamsSchema,
    body: UpdateUserProfileSchema,
    response: AdminUserSchema,
    handler: ({ deps, params, body }) => editUser(deps, params.id, body),
  }),
  defineRoute({
    method: "PUT",
    path: "/admin/users/:id/role",
    permission: "admin",
    params: UserIdParamsSchema,
    body: SetUserRoleSchema,
    response: AdminUserSchema,
    handler: ({ deps, params, body }) => setUserRole(deps, params.id, body.role),
  }),
  defineRoute({
    method: "DELETE",
    path: "/admin/users/:id",
    permission: "admin",
    params: UserIdParamsSchema,
    response: "empty",
    handler: async ({ c, deps, actor, params }) => {
      await deleteUser(deps, actor, params.id);
      return c.body(null, 204);
    },
  }),
];
