import { useMutation, useQueryClient } from "@tanstack/react-query";
import { AdminUserSchema, type AdminUser, type CreateUserInput } from "@/shared/api/users";
import { api } from "@/client/lib/api-client";
import { ADMIN_USERS_KEY } from "./list-users";

/** POST /api/admin/users (create-user). */
export const createUser = (input: CreateUserInput): Promise<AdminUser> =>
  api("/admin/users", { method: "POST", body: input, schema: AdminUserSchema });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_KEY }) });
}
