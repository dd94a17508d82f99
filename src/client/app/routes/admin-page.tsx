import { AdminPanel } from "@/client/features/admin/components/admin-panel";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { GettingStartedCard } from "@/client/features/getting-started/components/getting-started-card";
import { TranslationToolsCard } from "@/client/features/translation/components/translation-tools-card";

/** /admin: the panel, told whether the signed-in user is an admin. */
export function AdminPage() {
  const { data: me } = useSession();
  // The Translation Tools card belongs to the translation feature (features do not import each other).
  return <AdminPanel isAdmin={me?.isAdmin} currentUserId={me?.user.id} translationTools={<TranslationToolsCard />} gettingStarted={<GettingStartedCard />} />;
}
