import { ArrowLeftIcon, ChevronRightIcon } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { pageHeader } from "@/shared/pages/page-headers";
import { PageHeader } from "@/client/components/page-header";
import { Button } from "@/client/components/ui/button";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { DictionaryBrowser } from "@/client/features/dictionary/components/dictionary-browser";
import { ImportSourceCards } from "@/client/features/dictionary/components/import-source-cards";
import { m } from "@/client/lib/i18n";

/**
 * /dictionary — the Dictionary Manager: it opens on the search and the browse table;
 * the sources (their cards, statistics and imports) sit below them for administrators, and behind a
 * 'Sources' disclosure for learners (read only when opened).
 */
export function DictionaryPage() {
  const navigate = useNavigate();
  const { data: me } = useSession();
  const isAdmin = me?.isAdmin ?? false;
  return (
    <div className="flex flex-col gap-6">
      <Button variant="ghost" size="sm" className="-ms-2 w-fit" onClick={() => navigate(-1)}><ArrowLeftIcon className="rtl:rotate-180" /> {m.common_back()}</Button>
      <PageHeader {...pageHeader("dictionary")} />
      <DictionaryBrowser />
      {/* #lexicons: the 'Get started' checklist links here. */}
      <div id="lexicons" className="scroll-mt-20">{isAdmin ? <ImportSourceCards isAdmin /> : <SourcesDisclosure />}</div>
    </div>
  );
}

/** The lexicons' cards for a learner: folded under 'Sources', rendered (and their runs read) once opened. */
function SourcesDisclosure() {
  const [open, setOpen] = useState(false);
  return (
    <details className="group rounded-lg border" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <ChevronRightIcon className="size-4 transition-transform group-open:rotate-90 rtl:rotate-180 rtl:group-open:rotate-90" aria-hidden />
        {m.dictionary_sources()}
      </summary>
      {open && <div className="px-4 pb-4"><ImportSourceCards isAdmin={false} /></div>}
    </details>
  );
}
