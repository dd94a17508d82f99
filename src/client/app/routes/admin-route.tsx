import { AdminPage } from "@/client/features/admin/components/admin-page";
import { useSession } from "@/client/features/auth/hooks/use-session";

/** /admin: the panel, told whether the signed-in user is an admin. */
export function AdminRoute() {
  const { data: me } = useSession();
  return <AdminPage isAdmin={me?.isAdmin} />;
}
