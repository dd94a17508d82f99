import { useQuery } from "@tanstack/react-query";
import { AdminUserListSchema, type AdminUserList } from "@/shared/api/users";
import { api } from "@/client/lib/api-client";

export const ADMIN_USERS_KEY = ["admin", "users"] as const;

/** GET /api/admin/users (get_users_with_stats): every account, newest first. */
export const listUsers = (signal?: AbortSignal): Promise<AdminUserList> => api("/admin/users", { schema: AdminUserListSchema, signal });

export function useUsers() {
  return useQuery({ queryKey: ADMIN_USERS_KEY, queryFn: ({ signal }) => listUsers(signal) });
}
