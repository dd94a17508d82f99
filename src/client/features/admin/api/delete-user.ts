import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/client/lib/api-client";
import { ADMIN_USERS_KEY } from "./list-users";

/** DELETE /api/admin/users/:id (delete-user): the account and all its rows. */
export const deleteUser = (id: string): Promise<void> => api(`/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }) });
}
