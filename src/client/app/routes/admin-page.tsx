import { AdminPanel } from "@/client/features/admin/components/admin-panel";
import { useSession } from "@/client/features/auth/hooks/use-session";

/** /admin: the panel, told whether the signed-in user is an admin. */
export function AdminPage() {
  const { data: me } = useSession();
  return <AdminPanel isAdmin={me?.isAdmin} currentUserId={me?.user.id} />;
}
