import { PageHeader } from "@/client/components/page-header";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { BackupRestoreCard } from "@/client/features/backup/components/backup-restore-card";
import { WordsDatabase } from "@/client/features/words-database/components/words-database";

/** /database — every word of every collection, with filters (spec 001 §2 "Words Database"). */
export function DatabasePage() {
  const { data: me } = useSession();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Words Database"
        description="All words across the collections, filterable by collection, domain, subcategory and section, with a breakdown per collection."
      />
      <BackupRestoreCard />
      <WordsDatabase isAdmin={!!me?.isAdmin} />
    </div>
  );
}
