import { ArrowLeftIcon, ShieldIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { Button } from "@/client/components/ui/button";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { BackupRestoreCard } from "@/client/features/backup/components/backup-restore-card";
import { ImportTextsCard } from "@/client/features/book-import/components/import-texts-card";
import { ExportImportCard } from "@/client/features/collection-transfer/components/export-import-card";
import { LibraryImportCard } from "@/client/features/generation/components/library-import-card";
import { WordGeneratorCard } from "@/client/features/generation/components/word-generator-card";
import { ReviewSettingsCard } from "@/client/features/review/components/review-settings-card";
import { DailyGoalCard } from "@/client/features/settings/components/daily-goal-card";
import { LearningProgressCard } from "@/client/features/statistics/components/learning-progress-card";
import { ThisMonthStatistics } from "@/client/features/statistics/components/this-month-statistics";
import { m } from "@/client/lib/i18n";

/** React Router keeps the position in its history stack in history.state.idx (0 = the first entry of this tab). */
function hasPreviousPage(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return typeof state?.idx === "number" && state.idx > 0;
}

/**
 * /settings. Sections in order: AI Word Generator (admins; others see why not),
 * Import from a Jewish texts library and Import Complete Texts (admins), Daily Goal, Review Schedule (FSRS),
 * Export/Import Collection, Study Statistics (this month), Learning Progress, Backup & Restore.
 */
export function SettingsPage() {
  const navigate = useNavigate();
  const { data: me } = useSession();

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      <div className="mb-4 flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" className="-ms-2" onClick={() => (hasPreviousPage() ? navigate(-1) : navigate("/"))}>
          <ArrowLeftIcon className="rtl:rotate-180" /> {m.common_back()}
        </Button>
        {me?.isAdmin && (
          <Button variant="outline" size="sm" asChild>
            <Link to="/admin">
              <ShieldIcon /> {m.settings_admin_panel()}
            </Link>
          </Button>
        )}
      </div>
      <PageHeader title={m.settings_title()} description={m.settings_description()} />
      <div className="flex flex-col gap-6">
        {me && <WordGeneratorCard isAdmin={me.isAdmin} />}
        {me?.isAdmin && <LibraryImportCard />}
        {me?.isAdmin && <ImportTextsCard />}
        <DailyGoalCard />
        <ReviewSettingsCard />
        <ExportImportCard />
        <ThisMonthStatistics />
        <LearningProgressCard />
        <BackupRestoreCard />
      </div>
    </div>
  );
}
