import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AdminUserSchema, type AdminUser, type UserRoleChoice } from "@/shared/api/users";
import { api } from "@/client/lib/api-client";
import { ADMIN_USERS_KEY } from "./list-users";

/** PUT /api/admin/users/:id/role — None removes the role row; User or Admin replaces it. */
export const setUserRole = ({ id, role }: { id: string; role: UserRoleChoice }): Promise<AdminUser> =>
  api(`/admin/users/${encodeURIComponent(id)}/role`, { method: "PUT", body: { role }, schema: AdminUserSchema });

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }) });
}
