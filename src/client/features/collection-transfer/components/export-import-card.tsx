import { useMemo } from "react";
import { ArrowDownUp } from "lucide-react";
import { BUILT_IN_DOMAINS } from "@/shared/domain";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Separator } from "@/client/components/ui/separator";
import { useSession } from "@/client/lib/session";
import { useTransferCollections } from "../api/get-transfer-collections";
import { AnkiImportForm } from "./anki-import-form";
import { ExportCollectionForm } from "./export-collection-form";
import { ImportCollectionForm } from "./import-collection-form";
import { m } from "@/client/lib/i18n";

/**
 * Export Collection, Import Collection and Import an Anki deck (the Settings page). `isAdmin` enables the
 * "shared" import; when omitted it is read from the signed-in session already in the query cache.
 */
export function ExportImportCard({ className, isAdmin }: { className?: string; isAdmin?: boolean }) {
  const collections = useTransferCollections();
  const session = useSession();
  const admin = isAdmin ?? session.data?.isAdmin ?? false;
  const list = useMemo(() => collections.data ?? [], [collections.data]);
  const domains = useMemo(() => {
    const seen = new Set<string>(BUILT_IN_DOMAINS);
    for (const c of list) seen.add(c.domain);
    return [...seen];
  }, [list]);

  return (
    <Card className={className} role="region" aria-labelledby="export-import-title">
      <CardHeader>
        <CardTitle id="export-import-title" className="flex items-center gap-2">
          <ArrowDownUp aria-hidden className="size-5 text-primary" />
          {m.transfer_title()}
        </CardTitle>
        <CardDescription>{m.transfer_description()}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {collections.isError && <p role="alert" className="text-sm text-destructive">{m.transfer_load_failed({ message: collections.error.message })}</p>}
        <ExportCollectionForm collections={list} loading={collections.isPending} />
        <Separator />
        <ImportCollectionForm domains={domains} isAdmin={admin} />
        <Separator />
        <AnkiImportForm domains={domains} />
      </CardContent>
    </Card>
  );
}
