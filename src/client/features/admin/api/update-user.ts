import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AdminUserSchema, type AdminUser, type UpdateUserProfileInput } from "@/shared/api/users";
import { api } from "@/client/lib/api-client";
import { ADMIN_USERS_KEY } from "./list-users";

/** PATCH /api/admin/users/:id — the profile (the e-mail cannot be changed). */
export const updateUser = ({ id, profile }: { id: string; profile: UpdateUserProfileInput }): Promise<AdminUser> =>
  api(`/admin/users/${encodeURIComponent(id)}`, { method: "PATCH", body: profile, schema: AdminUserSchema });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }) });
}
