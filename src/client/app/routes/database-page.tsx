import { PageHeader } from "@/client/components/page-header";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { BackupRestoreCard } from "@/client/features/backup/components/backup-restore-card";
import { WordsDatabase } from "@/client/features/words-database/components/words-database";
import { m } from "@/client/lib/i18n";

/** /database — every word of every collection, with filters. */
export function DatabasePage() {
  const { data: me } = useSession();
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={m.database_title()}
        description={m.database_description()}
      />
      <BackupRestoreCard />
      <WordsDatabase isAdmin={!!me?.isAdmin} />
    </div>
  );
}
