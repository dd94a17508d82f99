import { ArrowLeftIcon } from "lucide-react";
import { useNavigate } from "react-router";
import { PageHeader } from "@/client/components/page-header";
import { Button } from "@/client/components/ui/button";
import { useSession } from "@/client/features/auth/hooks/use-session";
import { DictionaryBrowser } from "@/client/features/dictionary/components/dictionary-browser";
import { ImportSourceCards } from "@/client/features/dictionary/components/import-source-cards";

/** /dictionary — the Dictionary Manager (spec 001 §2): sources, stats, search and the browse table. */
export function DictionaryPage() {
  const navigate = useNavigate();
  const { data: me } = useSession();
  return (
    <div className="flex flex-col gap-6">
      <Button variant="ghost" size="sm" className="-ml-2 w-fit" onClick={() => navigate(-1)}><ArrowLeftIcon /> Back</Button>
      <PageHeader title="Dictionary" description="Hebrew and Aramaic lexicons: search a word however you type it, or browse by letter." />
      <ImportSourceCards isAdmin={me?.isAdmin ?? false} />
      <DictionaryBrowser />
    </div>
  );
}
