import { useId, useMemo, useState } from "react";
import { Download } from "lucide-react";
import { toast } from "sonner";
import type { CollectionSummary } from "@/shared/api/collections";
import type { ExportFormat } from "@/shared/api/collection-transfer";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { useExportCollection } from "../api/export-collection";
import { collectionLabel } from "@/client/lib/collection-label";
import { m } from "@/client/lib/i18n";
import { useDomainName } from "@/client/lib/domains";

export function groupByDomain(collections: readonly CollectionSummary[]): [string, CollectionSummary[]][] {
  const groups = new Map<string, CollectionSummary[]>();
  for (const c of collections) (groups.get(c.domain) ?? groups.set(c.domain, []).get(c.domain)!).push(c);
  return [...groups.entries()];
}

/** Choose a collection and a format, then download it (JSON keeps everything; CSV opens in spreadsheets; an Anki package carries the learner's reviews). */
export function ExportCollectionForm({ collections, loading }: { collections: CollectionSummary[]; loading: boolean }) {
  // A domain by its name: a built-in one in the interface language, an administrator's as they named it (not its slug).
  const domainLabel = useDomainName();
  const id = useId();
  const [collectionId, setCollectionId] = useState("");
  const [format, setFormat] = useState<ExportFormat>("json");
  const exporter = useExportCollection();
  const groups = useMemo(() => groupByDomain(collections), [collections]);

  function onExport() {
    exporter.mutate(
      { id: collectionId, format },
      {
        onSuccess: (fileName) => toast.success(m.transfer_exported(), { description: m.transfer_saved_as({ fileName }) }),
        onError: (e) => toast.error(m.transfer_export_failed(), { description: e.message }),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <h4 id={`${id}-title`} className="font-semibold">{m.transfer_export_title()}</h4>
        <p className="text-sm text-muted-foreground">
          {m.transfer_export_description()}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-collection`}>{m.transfer_collection()}</Label>
          <Select value={collectionId} onValueChange={setCollectionId} disabled={loading}>
            <SelectTrigger id={`${id}-collection`} className="w-full" aria-label={m.transfer_collection_to_export()}>
              <SelectValue placeholder={loading ? m.transfer_loading_collections() : m.transfer_choose_collection()} />
            </SelectTrigger>
            <SelectContent className="max-h-80">
              {groups.map(([domain, list]) => (
                <SelectGroup key={domain}>
                  <SelectLabel className="capitalize">{domainLabel(domain)}</SelectLabel>
                  {list.map((c) => (
                    <SelectItem key={c.id} value={c.id}>
                      {collectionLabel(c)}
                      {c.ownerId ? m.transfer_yours() : ""}
                    </SelectItem>
                  ))}
                </SelectGroup>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-format`}>{m.transfer_format()}</Label>
          <Select value={format} onValueChange={(v) => setFormat(v as ExportFormat)}>
            <SelectTrigger id={`${id}-format`} className="w-full" aria-label={m.transfer_export_format()}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="json">JSON</SelectItem>
              <SelectItem value="csv">CSV</SelectItem>
              <SelectItem value="apkg">{m.transfer_anki_apkg()}</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
      {format === "apkg" && <p className="text-sm text-muted-foreground">{m.transfer_anki_export_hint()}</p>}
      <div>
        <Button onClick={onExport} disabled={!collectionId || exporter.isPending}>
          {exporter.isPending ? <Spinner className="size-4" /> : <Download aria-hidden />}
          {m.transfer_export()}
        </Button>
      </div>
    </section>
  );
}
