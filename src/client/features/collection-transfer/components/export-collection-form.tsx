import { useId, useMemo, useState } from "react";
import { Download } from "lucide-react";
import { toast } from "sonner";
import type { CollectionSummary } from "@/shared/api/collections";
import type { ExportFormat } from "@/shared/api/collection-transfer";
import { DOMAIN_LABELS } from "@/shared/domain";
import { Button } from "@/client/components/ui/button";
import { Label } from "@/client/components/ui/label";
import { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from "@/client/components/ui/select";
import { Spinner } from "@/client/components/ui/spinner";
import { useExportCollection } from "../api/export-collection";

export function groupByDomain(collections: readonly CollectionSummary[]): [string, CollectionSummary[]][] {
  const groups = new Map<string, CollectionSummary[]>();
  for (const c of collections) (groups.get(c.domain) ?? groups.set(c.domain, []).get(c.domain)!).push(c);
  return [...groups.entries()];
}

/** Choose a collection and a format, then download it (JSON keeps everything; CSV opens in spreadsheets and Anki). */
export function ExportCollectionForm({ collections, loading }: { collections: CollectionSummary[]; loading: boolean }) {
  const id = useId();
  const [collectionId, setCollectionId] = useState("");
  const [format, setFormat] = useState<ExportFormat>("json");
  const exporter = useExportCollection();
  const groups = useMemo(() => groupByDomain(collections), [collections]);

  function onExport() {
    exporter.mutate(
      { id: collectionId, format },
      {
        onSuccess: (fileName) => toast.success("Collection exported", { description: `Saved as ${fileName}` }),
        onError: (e) => toast.error("Export failed", { description: e.message }),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <div>
        <h4 id={`${id}-title`} className="font-semibold">Export Collection</h4>
        <p className="text-sm text-muted-foreground">
          Download a collection with all its words. CSV opens in spreadsheets and imports into Anki (front: Hebrew, back: English).
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <div className="flex min-w-0 flex-col gap-1.5">
          <Label htmlFor={`${id}-collection`}>Collection</Label>
          <Select value={collectionId} onValueChange={setCollectionId} disabled={loading}>
            <SelectTrigger id={`${id}-collection`} className="w-full" aria-label="Collection to export">
              <SelectValue placeholder={loading ? "Loading collections..." : "Choose a collection"} />
            </SelectTrigger>
            <SelectContent className="max-h-80">
              {groups.map(([domain, list]) => (
                <SelectGroup key={domain}>
                  <SelectLabel className="capitalize">{DOMAIN_LABELS[domain] ?? domain}</SelectLabel>
                  {list.map((c) => (
                    <SelectItem key={c.id} value={c.id}>
                      {c.name}
                      {c.ownerId ? " (yours)" : ""}
                    </SelectItem>
                  ))}
                </SelectGroup>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-format`}>Format</Label>
          <Select value={format} onValueChange={(v) => setFormat(v as ExportFormat)}>
            <SelectTrigger id={`${id}-format`} className="w-full" aria-label="Export format">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="json">JSON</SelectItem>
              <SelectItem value="csv">CSV</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
      <div>
        <Button onClick={onExport} disabled={!collectionId || exporter.isPending}>
          {exporter.isPending ? <Spinner className="size-4" /> : <Download aria-hidden />}
          Export
        </Button>
      </div>
    </section>
  );
}
